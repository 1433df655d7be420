/**
 * When diagrams are prerendered: in production builds with Chromium; on the dev server and in a
 * build without Chromium they are left to the browser, the latter with one warning that says how
 * to get them prerendered. The remark plugin and the Docusaurus plugin share one render thread.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LoadContext } from '@docusaurus/types';

import siteConfig from '../../../docusaurus.config';
import mermaidPrerenderPlugin, {
  mermaidPrerenderOptions,
  type MermaidPrerenderPluginOptions,
} from '../../../src/plugins/mermaid-prerender';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

const THEMES = { light: 'neutral', dark: 'dark' } as const;
const PRESENT = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const MISSING = { executablePath: '/nonexistent/chromium', args: CHROMIUM_ARGS };

describe('mermaidPrerenderOptions', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prerenders in a production build when Chromium is installed', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(mermaidPrerenderOptions(THEMES, PRESENT).chromium).toEqual(PRESENT);
  });

  it('leaves diagrams to the browser on the dev server', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(mermaidPrerenderOptions(THEMES, PRESENT).chromium).toBeNull();
  });

  it('falls back to the browser without Chromium; the plugin warns once, as it is made', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prerender = mermaidPrerenderOptions(THEMES, MISSING);
    expect(prerender.chromium).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    const plugin = mermaidPrerenderPlugin({ siteDir: process.cwd() } as LoadContext, {
      prerender,
      contentPaths: [],
    });
    plugin.loadContent?.();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/No Chromium at \/nonexistent\/chromium.*install it/);
  });

  it('gives the remark plugin and the Docusaurus plugin one renderer (the site config)', () => {
    const preset = siteConfig.presets?.[0] as [
      string,
      { docs: { beforeDefaultRemarkPlugins: [unknown, { renderer: unknown }][] } },
    ];
    const [, remarkOptions] = preset[1].docs.beforeDefaultRemarkPlugins[0]!;
    // A theme: it wraps theme-mermaid's Mermaid, so it is listed in `themes` after that theme.
    const pluginEntry = siteConfig.themes?.find(
      (plugin) => Array.isArray(plugin) && plugin[0] === './src/plugins/mermaid-prerender/index.ts',
    ) as [string, MermaidPrerenderPluginOptions];
    expect(remarkOptions.renderer).toBeDefined();
    expect(pluginEntry[1].prerender.renderer).toBe(remarkOptions.renderer);
  });
});
