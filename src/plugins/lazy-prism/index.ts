/**
 * The `lazyPrism` bundle patch (its upstream file and bytes: src/plugins/shared/bundlePatches.ts).
 * theme-classic registers the extra Prism languages (`themeConfig.prism.additionalLanguages`)
 * from a client module, and client modules are part of main.js, so prism-react-renderer with
 * its bundled grammars was on the home page and on every page without code. This plugin swaps
 * that client module for an empty one. src/theme/CodeBlock/HighlightedCodeBlock registers the
 * languages instead, and reaches the pages that render code through ./remarkProvideHighlighter
 * (add it to the content plugins' `remarkPlugins`). The server build gets the highlighter once,
 * in its entry (./serverHighlighter.ts), instead of a copy in every page chunk.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { BUNDLE_PATCHES } from '../shared/bundlePatches';
import { upstreamFilePath } from '../shared/upstreamFiles';

export { default as remarkProvideHighlighter } from './remarkProvideHighlighter';

/** What pages with code import (./remarkProvideHighlighter); the server entry holds it once. */
const HIGHLIGHTER_PROVIDER = path.resolve(__dirname, '../../theme/CodeBlock/provideHighlighter.ts');

export default function lazyPrismPlugin(): Plugin {
  // theme-classic lists the client module without its extension; match either spelling.
  const clientModule = upstreamFilePath(
    BUNDLE_PATCHES.lazyPrism.upstream.clientModule.file,
  ).replace(/\.js$/, '');
  const emptyModule = path.join(__dirname, 'emptyClientModule.ts');
  const serverHighlighter = path.join(__dirname, 'serverHighlighter.ts');
  return {
    name: 'lazy-prism',
    getClientModules() {
      return [serverHighlighter];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${clientModule}$`]: emptyModule,
            [`${clientModule}.js$`]: emptyModule,
            ...(isServer ? { [`${serverHighlighter}$`]: HIGHLIGHTER_PROVIDER } : {}),
          },
        },
      };
    },
  };
}
