import path from 'node:path';

/**
 * The URL paths Cloudflare Pages serves a built HTML file under, for its `_headers` rules:
 * `docs/a.html` at `/docs/a` and `docs/a/index.html` at `/docs/a/`. Pages answers every other
 * spelling (`/docs/a/`, `/docs/a.html`, `/docs/a/index.html`) with a 308 redirect to that one
 * (scripts/pagesAssetRoute.mjs), so a rule for them would only spend the 100 rules Pages reads.
 */
export function pageUrlPatterns(outDir: string, file: string, baseUrl = '/'): string[] {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (relative === 'index.html') return [base];
  if (relative.endsWith('/index.html'))
    return [`${base}${relative.slice(0, -'index.html'.length)}`];
  return [`${base}${relative.slice(0, -'.html'.length)}`];
}
