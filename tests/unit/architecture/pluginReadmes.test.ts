/**
 * Every local plugin folder says in a README what the plugin does, where its data comes from
 * and what it must not touch, so a maintainer can read a plugin before its code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { PLUGIN_SHARED_DIR, SITE_DIR, localPluginDirs } from '../../support/sourceImports';

const folders = [...localPluginDirs(), PLUGIN_SHARED_DIR];

describe('local plugin folders', () => {
  it('are all the folders under src/plugins', () => {
    expect(folders).toContain('src/plugins/bundle-patches');
    expect(folders).toContain('src/plugins/sandbox-console');
  });

  it.each(folders)('%s has a README.md with a title', (folder) => {
    const readme = path.join(SITE_DIR, folder, 'README.md');
    expect(existsSync(readme), `${folder}/README.md`).toBe(true);
    expect(readFileSync(readme, 'utf8')).toMatch(/^# \S/);
  });
});
