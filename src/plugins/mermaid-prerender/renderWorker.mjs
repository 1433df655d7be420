/**
 * The worker thread that runs mermaid-isomorphic for ./renderDiagrams.ts. mermaid-isomorphic is
 * an ES module that reads import.meta; Docusaurus loads the site config (and what it imports)
 * through jiti, which compiles everything to CommonJS and cannot evaluate import.meta, so the
 * renderer lives in a thread of its own that Node loads as a native ES module.
 *
 * The bundler compiles dozens of MDX files at once. One Chromium page per file made the load
 * average explode on a 2-core machine, and each page loads Mermaid's 2.5 MB bundle again, so
 * requests are queued and every request waiting for the same Mermaid config is rendered in one
 * page, one page at a time, in one browser kept open until the queue has been idle a moment.
 */
import { parentPort } from 'node:worker_threads';
import { createMermaidRenderer } from 'mermaid-isomorphic';
// @playwright/test re-exports Playwright's chromium; mermaid-isomorphic drives it through that.
import { chromium } from '@playwright/test';

/** How long an idle browser stays open for the next file the bundler compiles. */
const BROWSER_IDLE_MS = 3000;

/** @type {Promise<import('@playwright/test').Browser> | undefined} */
let browser;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let idleTimer;

/**
 * mermaid-isomorphic closes its browser whenever no render is running; this browser type hands
 * it the shared browser and ignores that close, so consecutive batches skip the launch.
 * @type {import('@playwright/test').BrowserType}
 */
const sharedChromium = /** @type {any} */ ({
  async launch(/** @type {import('@playwright/test').LaunchOptions} */ options) {
    browser ??= chromium.launch(options).catch((error) => {
      browser = undefined;
      throw error;
    });
    const shared = await browser;
    return { newContext: (/** @type {any} */ o) => shared.newContext(o), close: async () => {} };
  },
});

/** @type {import('mermaid-isomorphic').MermaidRenderer | undefined} */
let render;

/** @typedef {{ id: number, sources: string[], launchOptions: object, renderOptions: { prefix: string, mermaidConfig: object } }} Request */
/** @type {Request[]} */
const queue = [];
let running = false;

/** @param {unknown} reason */
function message(reason) {
  const text = reason instanceof Error ? reason.message : String(reason);
  return text.trim() || 'Mermaid could not render the diagram';
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {Request[]} requests rendered together; every request gets the ids it asked for */
async function renderTogether(requests, batchNumber) {
  const batchPrefix = `mermaid-batch${batchNumber}`;
  const sources = requests.flatMap((request) => request.sources);
  const { mermaidConfig } = requests[0].renderOptions;
  render ??= createMermaidRenderer({
    browserType: sharedChromium,
    launchOptions: requests[0].launchOptions,
  });
  const results = await render(sources, { prefix: batchPrefix, mermaidConfig });
  let offset = 0;
  for (const request of requests) {
    const answers = request.sources.map((_, index) => {
      const result = results[offset + index];
      if (result.status === 'rejected') return { error: message(result.reason) };
      // `(?!\d)`: batch id 1 must not match inside batch id 10.
      const batchId = new RegExp(`${escapeRegExp(`${batchPrefix}-${offset + index}`)}(?!\\d)`, 'g');
      const svg = result.value.svg.replace(batchId, `${request.renderOptions.prefix}-${index}`);
      return { svg, title: result.value.title };
    });
    offset += request.sources.length;
    parentPort?.postMessage({ id: request.id, results: answers });
  }
}

let batches = 0;

async function drain() {
  if (running) return;
  running = true;
  clearTimeout(idleTimer);
  try {
    while (queue.length > 0) {
      const key = JSON.stringify(queue[0].renderOptions.mermaidConfig);
      const together = queue.filter((r) => JSON.stringify(r.renderOptions.mermaidConfig) === key);
      queue.splice(0, queue.length, ...queue.filter((r) => !together.includes(r)));
      batches += 1;
      try {
        await renderTogether(together, batches);
      } catch (error) {
        for (const request of together) {
          parentPort?.postMessage({ id: request.id, failure: message(error) });
        }
      }
    }
  } finally {
    running = false;
    idleTimer = setTimeout(async () => {
      const open = browser;
      browser = undefined;
      await (await open)?.close();
    }, BROWSER_IDLE_MS);
  }
}

parentPort?.on('message', (/** @type {Request} */ request) => {
  queue.push(request);
  void drain();
});
