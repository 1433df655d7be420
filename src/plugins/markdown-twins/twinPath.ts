/**
 * Where a page's Markdown twin is served: the page URL with `.md` appended, and `index.md`
 * after a URL that ends in a slash (`/` -> `/index.md`, `/a/` -> `/a/index.md`).
 * Pure, so the "Copy page" menu can compute the same URL in the browser.
 */
export function twinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0]!;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The file a twin is written to, relative to the build's output folder. */
export function twinFileName(permalink: string): string {
  return twinPath(permalink).replace(/^\/+/, '');
}
