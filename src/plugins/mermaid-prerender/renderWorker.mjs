/**
 * The worker thread that draws Mermaid diagrams for ./renderDiagrams.ts, with Mermaid itself in
 * Chromium (driven by Playwright): the library and version the client fallback runs. It is a
 * thread of its own because the bundler compiles dozens of MDX files at once and each would
 * otherwise open a page; here diagrams are queued, and every diagram waiting for the same
 * Mermaid config is drawn in one batch, one batch at a time, in one page.
 *
 * The page stays open for the whole build with Mermaid loaded once. mermaid-isomorphic, which
 * this file used before, opens a new page and loads Mermaid's bundle again for every batch (two
 * per build at least, light and dark), seconds of CPU each time. The drawing itself follows it: the same page markup, container and default
 * font, so the SVGs are the same.
 *
 * Each (config, source) is drawn once per build and remembered: the plugin asks for every
 * diagram of the docs ahead of time, while the site loads on the main thread (./index.ts), and
 * the pages the bundler compiles later take their diagrams from here.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
// Playwright's browser driver alone (the test runner, @playwright/test, is a devDependency).
import { chromium } from 'playwright-core';

/** Mermaid's browser bundle, minified: it parses in half the time of the 8 MB dist/mermaid.js. */
const MERMAID_BUNDLE = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

/** The page Mermaid draws in (mermaid-isomorphic's): standards mode, UTF-8. */
const PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" /></head></html>';

/** Mermaid's default font is not installed in every Chromium; mermaid-isomorphic's default. */
const DEFAULT_MERMAID_CONFIG = { fontFamily: 'arial,sans-serif' };

/** How long an idle browser stays open for the next file the bundler compiles. */
const BROWSER_IDLE_MS = 3000;

/** @typedef {{ browser: import('playwright-core').Browser, page: import('playwright-core').Page }} Session */
/** @type {Promise<Session> | undefined} */
let session;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let idleTimer;

/**
 * The browser's one page, Mermaid loaded.
 * @param {import('playwright-core').LaunchOptions} launchOptions
 */
function mermaidPage(launchOptions) {
  if (!session) {
    const starting = (async () => {
      const browser = await chromium.launch(launchOptions);
      try {
        const page = await browser.newPage();
        await page.setContent(PAGE_HTML);
        await page.addScriptTag({ path: MERMAID_BUNDLE });
        return { browser, page };
      } catch (error) {
        await browser.close();
        throw error;
      }
    })();
    // A failed start is not kept: the next batch tries again.
    starting.catch(() => {
      if (session === starting) session = undefined;
    });
    session = starting;
  }
  return session.then(({ page }) => page);
}

/**
 * Runs in the page: draws each source with Mermaid, in order, and returns per source its SVG
 * and accessible title, or Mermaid's message.
 * @param {{ sources: string[], prefix: string, mermaidConfig: object }} batch
 */
async function drawInPage({ sources, prefix, mermaidConfig }) {
  const mermaid = /** @type {any} */ (window).mermaid;
  mermaid.initialize(mermaidConfig);
  const container = document.createElement('div');
  container.ariaHidden = 'true';
  container.style.maxHeight = '0';
  container.style.opacity = '0';
  container.style.overflow = 'hidden';
  document.body.append(container);
  const parser = new DOMParser();
  const serializer = new XMLSerializer();
  /** @type {({ svg: string, title?: string } | { error: string })[]} */
  const results = [];
  for (const [index, source] of sources.entries()) {
    try {
      const { svg } = await mermaid.render(`${prefix}-${index}`, source, container);
      const element = parser.parseFromString(svg, 'text/html').getElementsByTagName('svg')[0];
      if (!element) throw new Error('Mermaid returned no <svg>');
      const titleIds = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const title = titleIds.map((id) => element.querySelector(`[id="${id}"]`)?.textContent ?? '');
      results.push({
        svg: serializer.serializeToString(element),
        title: title.join('') || undefined,
      });
    } catch (error) {
      results.push({ error: error instanceof Error ? error.message : String(error) });
    }
  }
  container.remove();
  return results;
}

/**
 * One diagram as Mermaid drew it in a batch: its SVG's ids start with `batchId`, which each
 * answer replaces with the id the asking page chose.
 * @typedef {{ svg: string, title?: string, batchId: string }} Drawn
 */
/**
 * Why a diagram has no SVG: Mermaid's message for this source (`diagram`), or a failure of the
 * whole batch (`batch`: no browser, for one), which says nothing about the source.
 * @typedef {{ kind: 'diagram' | 'batch', message: string }} NotDrawn
 */
/** @typedef {{ source: string, key: string, resolve: (drawn: Drawn) => void, reject: (why: NotDrawn) => void }} Waiting */
/** @typedef {{ mermaidConfig: object, launchOptions: object, diagrams: Waiting[] }} Batch */

/** Every diagram asked for in this build, by Mermaid config and source. */
/** @type {Map<string, Promise<Drawn>>} */
const drawn = new Map();
/** Diagrams not drawn yet, one batch per Mermaid config, in the order they were asked for. */
/** @type {Map<string, Batch>} */
const batches = new Map();
let running = false;
let batchCount = 0;
let diagramCount = 0;

/** @param {unknown} reason */
function message(reason) {
  const text = reason instanceof Error ? reason.message : String(reason);
  return text.trim() || 'Mermaid could not render the diagram';
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The diagram for `source` under `mermaidConfig`: drawn once, then the same promise for every
 * page (and the ahead pass) that asks.
 * @param {string} source
 * @param {object} mermaidConfig
 * @param {object} launchOptions
 * @returns {Promise<Drawn>}
 */
function diagram(source, mermaidConfig, launchOptions) {
  const configKey = JSON.stringify(mermaidConfig);
  const key = `${configKey}\n${source}`;
  const known = drawn.get(key);
  if (known) return known;
  const promise = new Promise((resolve, reject) => {
    let batch = batches.get(configKey);
    if (!batch) {
      batch = { mermaidConfig, launchOptions, diagrams: [] };
      batches.set(configKey, batch);
    }
    batch.diagrams.push({ source, key, resolve, reject });
  });
  // Rejections are read by whoever asked; the ahead pass asks without reading.
  promise.catch(() => {});
  drawn.set(key, /** @type {Promise<Drawn>} */ (promise));
  return /** @type {Promise<Drawn>} */ (promise);
}

/** @param {Batch} batch */
async function drawBatch(batch) {
  batchCount += 1;
  diagramCount += batch.diagrams.length;
  const prefix = `mermaid-batch${batchCount}`;
  let results;
  try {
    const page = await mermaidPage(batch.launchOptions);
    results = await page.evaluate(drawInPage, {
      sources: batch.diagrams.map((waiting) => waiting.source),
      prefix,
      mermaidConfig: { ...DEFAULT_MERMAID_CONFIG, ...batch.mermaidConfig },
    });
  } catch (error) {
    // A crashed page or browser is not reused: the next batch launches afresh.
    const broken = session;
    session = undefined;
    void broken?.then(({ browser }) => browser.close()).catch(() => {});
    for (const waiting of batch.diagrams) {
      // A failed batch says nothing about its diagrams: the next page to ask tries again.
      drawn.delete(waiting.key);
      waiting.reject({ kind: 'batch', message: message(error) });
    }
    return;
  }
  batch.diagrams.forEach((waiting, index) => {
    const result = results[index];
    if (!result || 'error' in result) {
      waiting.reject({ kind: 'diagram', message: message(result?.error) });
    } else {
      waiting.resolve({ svg: result.svg, title: result.title, batchId: `${prefix}-${index}` });
    }
  });
}

async function drain() {
  if (running) return;
  running = true;
  clearTimeout(idleTimer);
  try {
    for (const [configKey, batch] of batches) {
      batches.delete(configKey);
      await drawBatch(batch);
    }
  } finally {
    running = false;
    idleTimer = setTimeout(async () => {
      const open = session;
      session = undefined;
      await (await open?.catch(() => undefined))?.browser.close();
    }, BROWSER_IDLE_MS);
  }
}

/**
 * @typedef {{ id: number, sources: string[], launchOptions: object, renderOptions: { prefix: string, mermaidConfig: object } }} RenderRequest
 * @typedef {{ ahead: true, sources: string[], launchOptions: object, mermaidConfigs: object[] }} AheadRequest
 * @typedef {{ id: number, stats: true }} StatsRequest
 */

/** Answers a page's request: per diagram its SVG with the page's ids, or Mermaid's message. */
/** @param {RenderRequest} request */
async function answer(request) {
  const { prefix, mermaidConfig } = request.renderOptions;
  const asked = request.sources.map((source) =>
    diagram(source, mermaidConfig, request.launchOptions),
  );
  void drain();
  const settled = await Promise.allSettled(asked);
  const batchFailure = settled.find(
    (result) => result.status === 'rejected' && result.reason.kind === 'batch',
  );
  if (batchFailure?.status === 'rejected') {
    parentPort?.postMessage({ id: request.id, failure: batchFailure.reason.message });
    return;
  }
  const results = settled.map((result, index) => {
    if (result.status === 'rejected') return { error: result.reason.message };
    // `(?!\d)`: batch id 1 must not match inside batch id 10.
    const batchId = new RegExp(`${escapeRegExp(result.value.batchId)}(?!\\d)`, 'g');
    return {
      svg: result.value.svg.replace(batchId, `${prefix}-${index}`),
      title: result.value.title,
    };
  });
  parentPort?.postMessage({ id: request.id, results });
}

parentPort?.on('message', (/** @type {RenderRequest | AheadRequest | StatsRequest} */ request) => {
  if ('stats' in request) {
    const stats = { batches: batchCount, diagrams: diagramCount };
    parentPort?.postMessage({ id: request.id, stats });
    return;
  }
  if ('ahead' in request) {
    for (const mermaidConfig of request.mermaidConfigs) {
      for (const source of request.sources) diagram(source, mermaidConfig, request.launchOptions);
    }
    void drain();
    return;
  }
  void answer(request);
});
