/**
 * The README's "Layout" names every top-level folder of the project and of src/, so a
 * newcomer's map of the code stays true when a folder is added or moved.
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

  it('names every top-level folder of the project that git keeps', () => {
    // Folders .gitignore lists by name (/node_modules, /build/, test-results/, ...) are not the
    // project's; patterns with wildcards and exceptions (!) name no folder of their own.
    const ignored = new Set(
      readFileSync(path.join(SITE_DIR, '.gitignore'), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^[#!]/.test(line) && !/[*?[]/.test(line))
        .map((line) => line.replace(/^\/|\/$/g, '')),
    );
    const folders = readdirSync(SITE_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .filter((entry) => !ignored.has(entry.name))
      .map((entry) => `${entry.name}/`);
    // A folder counts as named through its own line or its contents' (src/ through src/pages/).
    const isNamed = (folder: string) => [...named].some((entry) => entry.startsWith(folder));
    expect(folders.filter((folder) => !isNamed(folder))).toEqual([]);
  });

  it('names every top-level folder of src/', () => {
    const folders = readdirSync(path.join(SITE_DIR, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
