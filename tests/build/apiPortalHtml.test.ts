import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  DARK_MODE_PREFIX,
  LIGHT_MODE_PREFIX,
} from '../../src/plugins/api-reference/compat/bothModesCss';
import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';
import { BOTH_MODES_ATTRIBUTE } from '../../src/plugins/api-reference/theme/Redoc/staticDarkMode';
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
   * The server renders each reference's Redoc with the light theme into the page, and with the dark
   * theme for its CSS only (src/plugins/api-reference/compat/SinglePassServerRedoc.tsx): every
   * styled-components class the markup uses must have its rules in the page's style block, which
   * styles both modes (and nothing under the theme's invalid dark-mode selector).
   */
  const redocRoutes = routes.filter((route) => route.redoc).map((route) => route.path);
  it.each(redocRoutes)('%s styles every class of its Redoc markup, in both modes', (urlPath) => {
    const html = readFileSync(builtHtmlFile(urlPath), 'utf8');
    const styles = /<div class="?redocusaurus-styles"?><style([^>]*)>([\s\S]*?)<\/style>/.exec(html);
    expect(styles, 'the style block before the reference').not.toBeNull();
    expect(styles![1]).toContain(BOTH_MODES_ATTRIBUTE);
    const css = styles![2]!;
    // The minifier may write the selectors' quotes either way.
    const unquoted = (text: string) => text.replace(/["']/g, '');
    for (const prefix of [LIGHT_MODE_PREFIX, DARK_MODE_PREFIX]) {
      expect(unquoted(css)).toContain(`${unquoted(prefix)} .`);
    }
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
