/**
 * Keeps Prism out of the bundle every page loads. theme-classic registers the extra Prism
 * languages (`themeConfig.prism.additionalLanguages`) from a client module, and client modules
 * are part of main.js, so prism-react-renderer with its bundled grammars (about 33 KB gzip) was
 * on the home page and on every page without code. This plugin swaps that client module for an
 * empty one. src/prism/HighlightedCodeBlock registers the languages instead, and reaches the
 * pages that render code through ./remarkProvideHighlighter (add it to the content plugins'
 * `remarkPlugins`).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export { default as remarkProvideHighlighter } from './remarkProvideHighlighter';

const THEME_CLASSIC_LIB = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
);

export default function lazyPrismPlugin(): Plugin {
  const clientModule = path.join(THEME_CLASSIC_LIB, 'prism-include-languages');
  const emptyModule = path.join(__dirname, 'emptyClientModule.ts');
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${clientModule}$`]: emptyModule,
            [`${clientModule}.js$`]: emptyModule,
          },
        },
      };
    },
  };
}
