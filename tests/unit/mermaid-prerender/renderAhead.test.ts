/**
 * Diagrams drawn ahead (while the site loads) are what the pages get later: the render thread
 * draws each source once per colour mode, and a page's request takes those drawings with the
 * page's own ids, in the page's order. Real Mermaid in Chromium, as the build runs it.
 */
import { describe, expect, it } from 'vitest';

import {
  DiagramRenderError,
  createMermaidRenderer,
  renderAhead,
  renderDiagrams,
  renderStats,
} from '../../../src/plugins/mermaid-prerender/renderDiagrams';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const THEMES = { light: 'neutral', dark: 'dark' } as const;

const DEPOT_FLOW = 'flowchart LR\n  depot_berlin --> stop_1[Stop at Alexanderplatz]';
const VAN_STATES = 'stateDiagram-v2\n  [*] --> planned\n  planned --> on_route';

describe('renderAhead', () => {
  // One renderer, as the site config gives the Docusaurus plugin and the remark plugin.
  const renderer = createMermaidRenderer();

  it('draws each diagram once; the page gets those drawings with its own ids', async () => {
    const before = await renderStats(renderer);
    renderAhead([DEPOT_FLOW, VAN_STATES], { renderer, chromium: CHROMIUM, themes: THEMES });
    // The page asks in its own order, before the ahead pass can have finished.
    const page = await renderDiagrams([VAN_STATES, DEPOT_FLOW], {
      renderer,
      chromium: CHROMIUM,
      themes: THEMES,
      idPrefix: 'mermaid-page',
    });
    const after = await renderStats(renderer);
    expect(after.batches - before.batches).toBe(2);
    expect(after.diagrams - before.diagrams).toBe(4);

    expect(page[0]!.light).toContain('planned');
    expect(page[1]!.light).toContain('Stop at Alexanderplatz');
    expect(page[0]!.light).toMatch(/^<svg [^>]*id="mermaid-page-light-0"/);
    expect(page[1]!.dark).toMatch(/^<svg [^>]*id="mermaid-page-dark-1"/);
    for (const { light, dark } of page) expect(`${light}${dark}`).not.toContain('mermaid-batch');
  });

  it('leaves a diagram that fails ahead to fail, with Mermaid’s message, when its page asks', async () => {
    const broken = 'flowchart LR\n  A -->';
    renderAhead([broken], { renderer, chromium: CHROMIUM, themes: THEMES });
    const asked = renderDiagrams([broken], {
      renderer,
      chromium: CHROMIUM,
      themes: THEMES,
      idPrefix: 'p',
    });
    await expect(asked).rejects.toBeInstanceOf(DiagramRenderError);
    await expect(asked).rejects.toThrow(/Parse error/);
  });
});
