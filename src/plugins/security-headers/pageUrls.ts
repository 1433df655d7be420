import path from 'node:path';

/**
 * The URL paths a CDN serves a built HTML file under: `docs/a.html` and `docs/a/index.html`
 * are both reachable with and without the `.html`/trailing slash, depending on the host's
 * clean-URL handling, so every spelling is listed.
 */
export function pageUrlPatterns(outDir: string, file: string, baseUrl = '/'): string[] {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (relative === 'index.html') return [base, `${base}index.html`];
  if (relative.endsWith('/index.html')) {
    const dir = relative.slice(0, -'/index.html'.length);
    return [`${base}${dir}`, `${base}${dir}/`, `${base}${relative}`];
  }
  const stem = relative.slice(0, -'.html'.length);
  return [`${base}${stem}`, `${base}${stem}/`, `${base}${relative}`];
}
