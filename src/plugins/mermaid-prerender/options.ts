/**
 * When diagrams are prerendered: in production builds with Chromium. On the dev server (hot
 * reload keeps rendering in the browser) and, with one warning, in a production build on a
 * machine without Chromium they are left to the client, so `npm ci && npm run build` works
 * anywhere. The options land in the docs plugin's MDX cache key, so switching modes never
 * reuses pages compiled in the other.
 */
import { existsSync } from 'node:fs';

import { processSingleton } from '../shared/processSingleton';
import type { ChromiumLaunch, MermaidThemes } from './renderDiagrams';
import { DEFAULT_SVG_DIR } from './svgFiles';

export interface MermaidPrerenderOptions {
  themes: MermaidThemes;
  /** The browser that renders the diagrams; null leaves them to the client. */
  chromium: ChromiumLaunch | null;
  /** Where the SVG files the pages import are written (./svgFiles.ts). */
  svgDir: string;
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
 * The plugin's options for this process: prerender in production builds when Chromium is
 * there. Call once, from the site config.
 */
export function mermaidPrerenderOptions(
  themes: MermaidThemes,
  chromium: ChromiumLaunch,
): MermaidPrerenderOptions {
  const svgDir = DEFAULT_SVG_DIR;
  if (process.env.NODE_ENV !== 'production') return { themes, chromium: null, svgDir };
  if (!existsSync(chromium.executablePath)) {
    // Docusaurus evaluates the site config more than once per build, each time afresh (jiti),
    // so only a mark on the process itself keeps this to one warning.
    const warning = processSingleton('mermaidPrerender.missingChromiumWarning', () => ({
      given: false,
    }));
    if (!warning.given) console.warn(missingChromiumWarning(chromium.executablePath));
    warning.given = true;
    return { themes, chromium: null, svgDir };
  }
  return { themes, chromium, svgDir };
}
