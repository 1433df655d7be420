/**
 * When diagrams are prerendered: in production builds with Chromium. On the dev server (hot
 * reload keeps rendering in the browser) and, with one warning, in a production build on a
 * machine without Chromium they are left to the client, so `npm ci && npm run build` works
 * anywhere. The options land in the docs plugin's MDX cache key, so switching modes never
 * reuses pages compiled in the other. They also carry the build's one render thread.
 */
import { existsSync } from 'node:fs';

import {
  createMermaidRenderer,
  type ChromiumLaunch,
  type MermaidRenderer,
  type MermaidThemes,
} from './renderDiagrams';
import { DEFAULT_SVG_DIR } from './svgFiles';

export interface MermaidPrerenderOptions {
  themes: MermaidThemes;
  /** The browser that renders the diagrams; null leaves them to the client. */
  chromium: ChromiumLaunch | null;
  /** Where the SVG files the pages import are written (./svgFiles.ts). */
  svgDir: string;
  /** The render thread the remark plugin and the Docusaurus plugin share. */
  renderer: MermaidRenderer;
  /** Why diagrams are left to the client in a production build; the plugin prints it once. */
  fallbackWarning: string | null;
}

/** What to tell the person whose production build falls back to client rendering. */
function missingChromiumWarning(executablePath: string): string {
  return (
    `[mermaid-prerender] No Chromium at ${executablePath}: diagrams are rendered in the ` +
    'browser for this build (the Mermaid runtime loads on every diagram page). For diagrams ' +
    'prerendered into the HTML, install it (`apt-get install chromium`, which `npm test` ' +
    'does) or point CHROMIUM_PATH at one, then build again.'
  );
}

/**
 * The options of the remark plugin and the Docusaurus plugin: prerender in production builds
 * when Chromium is there. Call once per site config and give both the same object.
 */
export function mermaidPrerenderOptions(
  themes: MermaidThemes,
  chromium: ChromiumLaunch,
): MermaidPrerenderOptions {
  const common = { themes, svgDir: DEFAULT_SVG_DIR, renderer: createMermaidRenderer() };
  if (process.env.NODE_ENV !== 'production') {
    return { ...common, chromium: null, fallbackWarning: null };
  }
  if (!existsSync(chromium.executablePath)) {
    // Printed by the plugin, which Docusaurus makes once per build; the site config itself is
    // evaluated more than once.
    return {
      ...common,
      chromium: null,
      fallbackWarning: missingChromiumWarning(chromium.executablePath),
    };
  }
  return { ...common, chromium, fallbackWarning: null };
}
