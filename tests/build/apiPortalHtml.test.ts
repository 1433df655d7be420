import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { apiReferenceRoutes } from '../../src/plugins/redoc-spec/referenceRoutes';
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
});
