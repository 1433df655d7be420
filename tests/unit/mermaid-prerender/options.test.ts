/**
 * When diagrams are prerendered: in production builds with Chromium; on the dev server and in a
 * build without Chromium they are left to the browser, the latter with one warning that says how
 * to get them prerendered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mermaidPrerenderOptions } from '../../../src/plugins/mermaid-prerender';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../src/plugins/mermaid-prerender/chromium';

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

  it('falls back to the browser without Chromium, warning once per process', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(mermaidPrerenderOptions(THEMES, MISSING).chromium).toBeNull();
    expect(mermaidPrerenderOptions(THEMES, MISSING).chromium).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/No Chromium at \/nonexistent\/chromium.*install it/);
  });
});
