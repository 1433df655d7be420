/**
 * The `docSearchSingleCopy` and `docSearchLazyModal` bundle patches (their upstream files and
 * their bytes: src/plugins/shared/bundlePatches.ts). The search theme aliases the v4-style entry points
 * (`@docsearch/react/useDocSearchKeyboardEvents`, `/version`, `/useTheme`) to
 * `require.resolve('@docsearch/react')`, which is the UMD build, while `@docsearch/react/button`
 * and `/modal` import the ESM build: every page shipped both. Pointing the aliases at the ESM
 * build leaves one copy, and `/modal` gets its own instance of that file (./modal.ts) so the
 * modal stays in a lazy chunk. Plugins run after the preset's themes, so these aliases win.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { BUNDLE_PATCHES } from '../shared/bundlePatches';
import { upstreamFilePath } from '../shared/upstreamFiles';

export default function docSearchEsmPlugin(): Plugin {
  const { themeAliases, esmEntry } = BUNDLE_PATCHES.docSearchSingleCopy.upstream;
  const esmEntryPath = upstreamFilePath(esmEntry.file);
  const [modalRequest] = BUNDLE_PATCHES.docSearchLazyModal.upstream.searchBar.requests;
  return {
    name: 'docsearch-esm',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            ...Object.fromEntries(themeAliases.contains.map((entry) => [entry, esmEntryPath])),
            [`${modalRequest}$`]: path.join(__dirname, 'modal.ts'),
          },
        },
      };
    },
  };
}
