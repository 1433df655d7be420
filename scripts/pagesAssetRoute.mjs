// How Cloudflare Pages' asset server maps a request path to a file of the deploy, so that
// scripts/serve-build.mjs answers every URL as the real host does (the same 200s, the same 308
// redirects, the same 404s). It follows generateResponse() in workers-sdk,
// packages/pages-shared/asset-server/handler.ts (bundled in node_modules/wrangler); the table
// in slorber/trailing-slash-guide ("Cloudflare Pages") shows the same behaviour on the live host:
//   /file -> file.html; /file/ and /file.html -> 308 /file
//   /folder -> 308 /folder/; /folder/ -> folder/index.html; /folder/index.html -> 308 /folder/

/**
 * @typedef {{ kind: 'file', file: string } | { kind: 'redirect', location: string } | { kind: 'not-found' }} AssetRoute
 */

/**
 * What the host answers for `pathname` (decoded, starting with '/'); `exists(path)` says
 * whether the deploy has a file (not a folder) at that URL path. `search` is kept on redirects.
 *
 * @param {string} pathname
 * @param {(urlPath: string) => boolean} exists
 * @param {string} [search]
 * @returns {AssetRoute}
 */
export function pagesAssetRoute(pathname, exists, search = '') {
  /** @type {(file: string) => AssetRoute} */
  const file = (found) => ({ kind: 'file', file: found });
  /** @type {(location: string) => AssetRoute} */
  const redirect = (location) => ({ kind: 'redirect', location: `${location}${search}` });
  if (pathname.endsWith('/')) {
    if (exists(`${pathname}index.html`)) return file(`${pathname}index.html`);
    if (pathname.endsWith('/index/')) return redirect(`/${pathname.slice(1, -'index/'.length)}`);
    if (exists(pathname.replace(/\/$/, '.html'))) return redirect(`/${pathname.slice(1, -1)}`);
    return { kind: 'not-found' };
  }
  if (exists(pathname)) {
    if (!pathname.endsWith('.html')) return file(pathname);
    const extensionless = pathname.slice(0, -'.html'.length);
    if (extensionless.endsWith('/index')) return redirect(extensionless.replace(/\/index$/, '/'));
    // `/x.html` stays only when a file named `x` exists too (or for `/.html`).
    if (exists(extensionless) || extensionless === '/') return file(pathname);
    return redirect(extensionless);
  }
  if (pathname.endsWith('/index')) return redirect(`/${pathname.slice(1, -'index'.length)}`);
  if (exists(`${pathname}.html`)) return file(`${pathname}.html`);
  if (exists(`${pathname}/index.html`)) return redirect(`${pathname}/`);
  return { kind: 'not-found' };
}

/**
 * The page the host answers a missing path with: the nearest `404.html` in the path's folder
 * or any folder above it, or null (then Pages serves `/index.html`, as for a single-page app).
 *
 * @param {string} pathname
 * @param {(urlPath: string) => boolean} exists
 * @returns {string | null}
 */
export function pagesNotFoundFile(pathname, exists) {
  let folder = pathname;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (exists(`${folder}/404.html`)) return `${folder}/404.html`;
  }
  return null;
}
