/**
 * Keeps one copy of DocSearch 3.9 in the bundle. The search theme aliases the v4-style entry
 * points (`@docsearch/react/useDocSearchKeyboardEvents`, `/version`, `/useTheme`) to
 * `require.resolve('@docsearch/react')`, which is the UMD build, while `@docsearch/react/button`
 * and `/modal` import the ESM build: every page shipped both (2 x 27 KB gzip). Pointing the
 * aliases at the ESM build leaves one copy, and `/modal` gets its own instance of that file
 * (./modal.ts) so the modal stays in a lazy chunk. Plugins run after the preset's themes, so
 * these aliases win.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function docSearchEsmPlugin(): Plugin {
  const esmEntry = path.join(
    path.dirname(require.resolve('@docsearch/react/package.json')),
    'dist/esm/index.js',
  );
  return {
    name: 'docsearch-esm',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/version': esmEntry,
            '@docsearch/react/useDocSearchKeyboardEvents': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
            '@docsearch/react/modal$': path.join(__dirname, 'modal.ts'),
          },
        },
      };
    },
  };
}
