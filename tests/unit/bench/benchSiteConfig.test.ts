/**
 * The bench builds the site through scripts/bench/benchSiteConfig.ts, two folders below the
 * root; Docusaurus resolves plugins and themes named by path against the config's folder, so
 * every local one must reach it as an absolute path to an existing file (`npm run bench`
 * stopped at its first build when the site began naming its plugins by path).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import benchConfig from '../../../scripts/bench/benchSiteConfig';
import siteConfig from '../../../docusaurus.config';

function pathNames(entries: readonly unknown[]): string[] {
  return entries.flatMap((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === 'string' && (name.startsWith('.') || path.isAbsolute(name))
      ? [name]
      : [];
  });
}

describe('bench site config', () => {
  it('names every local plugin and theme by an absolute path that exists', () => {
    const local = [...pathNames(benchConfig.plugins ?? []), ...pathNames(benchConfig.themes ?? [])];
    const siteLocal = [...pathNames(siteConfig.plugins), ...pathNames(siteConfig.themes)];
    expect(local).toHaveLength(siteLocal.length);
    expect(local.length).toBeGreaterThan(5);
    for (const name of local) {
      expect(path.isAbsolute(name), name).toBe(true);
      expect(existsSync(name), name).toBe(true);
    }
  });

  it('keeps the package plugins and the plugin options as the site has them', () => {
    const withOptions = (config: { plugins?: readonly unknown[] }) =>
      (config.plugins ?? []).filter(Array.isArray).map((entry) => (entry as unknown[])[1]);
    expect(withOptions(benchConfig)).toEqual(withOptions(siteConfig));
    expect(benchConfig.plugins).toHaveLength(siteConfig.plugins.length + 1);
  });
});
