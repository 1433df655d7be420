import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';
import { builtHtmlFile, requireBuild } from '../quality/builtSite';

/**
 * Issue #17.2: no page of the API reference ships more than 600 KB of HTML (Redoc renders every
 * operation of a page into it). A spec that grows past it on one page gets `splitByTag` in
 * src/apiSpecs.ts.
 */
const HTML_LIMIT_BYTES = 600 * 1024;

describe('API reference HTML (build/, or BUILD_DIR)', () => {
  requireBuild();
  const routes = apiReferenceRoutes(path.join(__dirname, '../..'));

  it('has every reference page in the build', () => {
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) expect(() => builtHtmlFile(route.path)).not.toThrow();
  });

  it.each(routes.map((route) => route.path))('%s ships at most 600 KB of HTML', (urlPath) => {
    expect(statSync(builtHtmlFile(urlPath)).size).toBeLessThanOrEqual(HTML_LIMIT_BYTES);
  });

  /**
   * The server renders each reference's Redoc once and takes its CSS from that render
   * (src/plugins/api-reference/compat/SinglePassServerRedoc.tsx): every styled-components class the
   * markup uses must have its rules in the page's style block, for the light mode, and none
   * under the theme's invalid dark-mode selector.
   */
  const redocRoutes = routes.filter((route) => route.redoc).map((route) => route.path);
  it.each(redocRoutes)('%s styles every class of its Redoc markup', (urlPath) => {
    const html = readFileSync(builtHtmlFile(urlPath), 'utf8');
    const styles = /<div class="?redocusaurus-styles"?><style>([\s\S]*?)<\/style>/.exec(html);
    expect(styles, 'the style block before the reference').not.toBeNull();
    const css = styles![1]!;
    expect(css).toContain("html:not([data-theme='dark']) .");
    expect(html).not.toContain("html([data-theme='dark'])");
    const markup = html.slice(styles!.index + styles![0].length);
    // styled-components writes its component ids (sc-…) and then the generated class of the rules.
    const generated = new Set(
      [...markup.matchAll(/class="?(?:sc-[\w-]+ )+([A-Za-z]+)(?=[\s">])/g)].map((match) => match[1]!),
    );
    expect(generated.size).toBeGreaterThan(30);
    const unstyled = [...generated].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(unstyled).toEqual([]);
  });
});
