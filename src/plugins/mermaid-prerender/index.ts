/**
 * Mermaid diagrams prerendered at build time. Two halves: ./remarkMermaidPrerender.ts (add it
 * to the content plugins' `beforeDefaultRemarkPlugins`, with the options of
 * `mermaidPrerenderOptions`) turns each fence into SVG files the page imports, and this
 * Docusaurus plugin tells the two bundles what such an import is:
 * - the server bundle gets the SVG's text, so ./theme/Mermaid writes it into the static HTML;
 * - the browser bundle gets the URL of a copy under assets/mermaid/ (content-hashed, so it can be
 *   cached for good), so the SVG is not in the page's JavaScript: a diagram measured 60-75 KB
 *   gzip in its page's chunk. The component keeps the server's SVG when it hydrates and fetches
 *   the file only after a client-side navigation.
 * It also has every diagram of the docs drawn ahead, in `loadContent`: the render thread and
 * Chromium then work while the site loads on the main thread, instead of holding up the pages'
 * compilation while the bundler keeps both cores busy.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { mermaidSourcesUnder } from './aheadSources';
import type { MermaidPrerenderOptions } from './options';
import { renderAhead } from './renderDiagrams';
import { SVG_FILE_PATTERN } from './svgFiles';

export interface MermaidPrerenderPluginOptions {
  /** The options the remark plugin is given; nothing is drawn ahead when they turn it off. */
  prerender: MermaidPrerenderOptions;
  /** The folders, relative to the site, whose pages the remark plugin prerenders. */
  contentPaths: readonly string[];
}

export { default as remarkMermaidPrerender } from './remarkMermaidPrerender';
export { mermaidPrerenderOptions, type MermaidPrerenderOptions } from './options';
export type { MermaidThemes } from './renderDiagrams';

export default function mermaidPrerenderPlugin(
  context: LoadContext,
  options: MermaidPrerenderPluginOptions,
): Plugin {
  if (options.prerender.fallbackWarning) console.warn(options.prerender.fallbackWarning);
  return {
    name: 'mermaid-prerender',
    // `@theme/Mermaid`: the wrapper that shows the prerendered SVGs.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    loadContent() {
      const { chromium, themes, renderer } = options.prerender;
      if (!chromium) return;
      const sources = options.contentPaths.flatMap((dir) =>
        mermaidSourcesUnder(path.resolve(context.siteDir, dir)),
      );
      renderAhead([...new Set(sources)], { renderer, chromium, themes });
    },
    configureWebpack(_config, isServer) {
      const rule = isServer
        ? { test: SVG_FILE_PATTERN, type: 'asset/source' }
        : {
            test: SVG_FILE_PATTERN,
            type: 'asset/resource',
            generator: { filename: 'assets/mermaid/[contenthash:16].svg' },
          };
      return { module: { rules: [rule] } };
    },
  };
}
