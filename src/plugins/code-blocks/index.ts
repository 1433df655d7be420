/**
 * Code blocks: the CodeBlock and ReactLiveScope this plugin serves from ./theme (listed in the
 * site config's `themes` after theme-live-codeblock, so they shadow that theme's), and the
 * `lazyPrism` bundle patch (./bundlePatches.ts). theme-classic registers the extra Prism
 * languages (`themeConfig.prism.additionalLanguages`) from a client module, and client modules
 * are part of main.js, so prism-react-renderer with its grammars was on every page. This plugin
 * swaps that client module for an empty one; ./theme/CodeBlock/HighlightedCodeBlock registers the
 * languages instead, and reaches the pages that render code through ./remarkProvideHighlighter
 * (add it to the content plugins' `remarkPlugins`). The server build gets the highlighter once,
 * in its entry (./serverHighlighter.ts), instead of a copy in every page chunk.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { upstreamFilePath } from '../shared/upstreamFiles';
import { CODE_BLOCKS_BUNDLE_PATCHES } from './bundlePatches';

export { default as remarkProvideHighlighter } from './remarkProvideHighlighter';

const THEME_DIR = path.join(__dirname, 'theme');

/** What pages with code import (./remarkProvideHighlighter); the server entry holds it once. */
const HIGHLIGHTER_PROVIDER = path.join(THEME_DIR, 'CodeBlock/provideHighlighter.ts');

export default function codeBlocksPlugin(): Plugin {
  // theme-classic lists the client module without its extension; match either spelling.
  const clientModule = upstreamFilePath(
    CODE_BLOCKS_BUNDLE_PATCHES.lazyPrism.upstream.clientModule.file,
  ).replace(/\.js$/, '');
  const emptyModule = path.join(__dirname, 'emptyClientModule.ts');
  const serverHighlighter = path.join(__dirname, 'serverHighlighter.ts');
  return {
    name: 'code-blocks',
    // `@theme/CodeBlock` and `@theme/ReactLiveScope`, and the CodeBlock's own modules.
    getThemePath() {
      return THEME_DIR;
    },
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
