/**
 * The README's "Layout" names every top-level folder of src/, so a newcomer's map of the code
 * stays true when a folder is added or moved.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { SITE_DIR } from '../../support/sourceImports';

/** The code block under the README's "## Layout" heading. */
function layoutBlock(readme: string): string {
  const section = readme.split(/^## Layout$/m)[1]?.split(/^## /m)[0] ?? '';
  return section.match(/^```\n([\s\S]*?)^```/m)?.[1] ?? '';
}

describe("the README's Layout", () => {
  const layout = layoutBlock(readFileSync(path.join(SITE_DIR, 'README.md'), 'utf8'));
  const named = new Set(layout.split('\n').map((line) => line.split(/\s+/)[0]));

  it('is found', () => {
    expect(named).toContain('src/plugins/');
    expect(named).toContain('bench/');
  });

  it('names every top-level folder of src/', () => {
    const folders = readdirSync(path.join(SITE_DIR, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
