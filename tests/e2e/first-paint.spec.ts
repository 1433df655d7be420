/**
 * The page in the HTML is painted before any bundle runs (the ssrTemplate in
 * docusaurus.config.ts): the bundles are preloaded, but their <script> elements are added only
 * after the first frame, so a doc page's first paragraph never waits for main.js. Checked by
 * counting frames from the document's start to the moment each bundle's <script> is added.
 */
import { test, expect } from '../support/workerContext';

import { collectErrors, gotoHydrated } from './support';

const PAGES = ['/', '/docs/terms/erp', '/docs/routing'];

for (const urlPath of PAGES) {
  test(`${urlPath}: first paint comes before the bundles' scripts are added`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      // Counts rendering opportunities (frames) from the document's start; a script added
      // while none has passed could have run before the first paint.
      let frames = 0;
      requestAnimationFrame(() => {
        frames += 1;
      });
      const added: { src: string; framesBefore: number }[] = [];
      Object.assign(window, { __bundleScripts: added });
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/(main|runtime~main)\./.test(node.src)) {
              added.push({ src: node.src, framesBefore: frames });
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, urlPath);
    const { scripts, preloads } = await page.evaluate(() => ({
      scripts: (window as unknown as { __bundleScripts: { src: string; framesBefore: number }[] })
        .__bundleScripts,
      preloads: [
        ...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="script"]'),
      ].map((link) => ({ href: link.href, fetchPriority: link.getAttribute('fetchpriority') })),
    }));
    expect(scripts.map((script) => new URL(script.src).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
    ]);
    expect(preloads.map((preload) => preload.href)).toEqual(scripts.map((script) => script.src));
    // At the default High priority, Lighthouse's simulation counts a preloaded bundle whose
    // evaluation starts before the first paint is presented as render-blocking (issue #34).
    expect(preloads.map((preload) => preload.fetchPriority)).toEqual(scripts.map(() => 'low'));
    for (const script of scripts) expect(script.framesBefore, script.src).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}
