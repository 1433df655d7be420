/**
 * The bundle patches (src/plugins/shared/bundlePatches.ts, and a feature's own in its plugin
 * folder's bundlePatches.ts) reach into other packages' files.
 * After an upgrade each patched file must still be there, still make the requests the patch
 * intercepts, and still hold the text it rewrites or removes; otherwise the patch silently stops
 * applying and the bytes or the bug it exists for come back. This test makes that upgrade fail
 * instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { API_REFERENCE_BUNDLE_PATCHES } from '../../src/plugins/api-reference/bundlePatches';
import { CODE_BLOCKS_BUNDLE_PATCHES } from '../../src/plugins/code-blocks/bundlePatches';
import { SEARCH_BUNDLE_PATCHES } from '../../src/plugins/search/bundlePatches';
import { BUNDLE_PATCHES, type BundlePatch } from '../../src/plugins/shared/bundlePatches';
import { upstreamFilePath } from '../../src/plugins/shared/upstreamFiles';

const SITE_DIR = path.resolve(__dirname, '../..');

/** Every list of bundle patches, by file: the shared one and each feature's. */
const PATCH_LISTS: Record<string, Record<string, BundlePatch>> = {
  'src/plugins/shared/bundlePatches.ts': BUNDLE_PATCHES,
  'src/plugins/search/bundlePatches.ts': SEARCH_BUNDLE_PATCHES,
  'src/plugins/api-reference/bundlePatches.ts': API_REFERENCE_BUNDLE_PATCHES,
  'src/plugins/code-blocks/bundlePatches.ts': CODE_BLOCKS_BUNDLE_PATCHES,
};
const ALL_PATCHES = Object.values(PATCH_LISTS).flatMap((list) => Object.entries(list));

const upstreamFiles = ALL_PATCHES.flatMap(([patch, { upstream }]) =>
  Object.entries(upstream).map(([role, file]) => ({ label: `${patch}.${role}`, ...file })),
);

describe('bundle patches: upstream files', () => {
  it.each(upstreamFiles)('$label: $file exists', ({ file }) => {
    expect(existsSync(upstreamFilePath(file)), upstreamFilePath(file)).toBe(true);
  });

  const requests = upstreamFiles.flatMap(({ label, file, requests = [] }) =>
    requests.map((request) => ({ label, file, request })),
  );
  it.each(requests)(
    '$label: $file still imports $request, and it resolves',
    ({ file, request }) => {
      const filePath = upstreamFilePath(file);
      const source = readFileSync(filePath, 'utf8');
      expect([`"${request}"`, `'${request}'`].some((quoted) => source.includes(quoted))).toBe(true);
      expect(() => createRequire(filePath).resolve(request)).not.toThrow();
    },
  );

  const texts = upstreamFiles.flatMap(({ label, file, contains = [] }) =>
    contains.map((text) => ({ label, file, text })),
  );
  it.each(texts)('$label: $file still contains $text', ({ file, text }) => {
    expect(readFileSync(upstreamFilePath(file), 'utf8')).toContain(text);
  });
});

describe('bundle patches: the list', () => {
  it('are all read here: every bundlePatches.ts under src/plugins, no name twice', () => {
    const files = readdirSync(path.join(SITE_DIR, 'src/plugins'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/plugins/${entry.name}/bundlePatches.ts`)
      .filter((file) => existsSync(path.join(SITE_DIR, file)));
    expect(files.sort()).toEqual(Object.keys(PATCH_LISTS).sort());
    const names = ALL_PATCHES.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ALL_PATCHES)('%s names local code that exists', (_name, patch) => {
    for (const file of patch.appliedBy)
      expect(existsSync(path.join(SITE_DIR, file)), file).toBe(true);
  });

  it('finds a file of a scoped package in node_modules and fails on a missing package', () => {
    expect(upstreamFilePath('@docsearch/react/dist/esm/index.js')).toBe(
      path.join(SITE_DIR, 'node_modules/@docsearch/react/dist/esm/index.js'),
    );
    expect(() => upstreamFilePath('no-such-package-here/lib/index.js')).toThrow(
      /no-such-package-here is not installed/,
    );
  });
});
