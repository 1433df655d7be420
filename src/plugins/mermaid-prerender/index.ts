/**
 * Mermaid diagrams prerendered at build time. Two halves: ./remarkMermaidPrerender.ts (add it
 * to the content plugins' `beforeDefaultRemarkPlugins`, with the options of
 * `mermaidPrerenderOptions`) turns each fence into SVG files the page imports, and this
 * Docusaurus plugin tells the two bundles what such an import is:
 * - the server bundle gets the SVG's text, so src/theme/Mermaid writes it into the static HTML;
 * - the browser bundle gets the URL of a copy under assets/mermaid/ (content-hashed, so it can be
 *   cached for good), so the SVG is not in the page's JavaScript: a diagram measured 60-75 KB
 *   gzip in its page's chunk. The component keeps the server's SVG when it hydrates and fetches
 *   the file only after a client-side navigation.
 */
import type { Plugin } from '@docusaurus/types';

import { SVG_FILE_PATTERN } from './svgFiles';

export { default as remarkMermaidPrerender } from './remarkMermaidPrerender';
export { mermaidPrerenderOptions, type MermaidPrerenderOptions } from './options';
export type { MermaidThemes } from './renderDiagrams';

export default function mermaidPrerenderPlugin(): Plugin {
  return {
    name: 'mermaid-prerender',
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
