/**
 * Both engines in Chromium, on one served copy of the build that holds both indexes, each run in
 * a fresh context (cold cache) on the same page after hydration. Time to first results runs
 * from the "/" press, as the reader searches:
 *   - ours: the site's modal and client, until the first hit is in the DOM;
 *   - Pagefind: behind the same modal, as a replacement would be: "/" opens the modal (our
 *     index and engine chunk are blocked, so ours does no work), while pagefind.js searches and
 *     loads the first results' fragments; done when both the modal's input and those results
 *     are in the DOM.
 * Bytes fetched are the bodies (as sent, gzip where the server compresses) of every request
 * made between the press and the first results, split into search (index and engine) and the
 * rest (the modal's code, the same for both).
 */
import type { Browser, BrowserContext, Request } from '@playwright/test';

import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import { keepOffline, launchChromium } from './chromium';
import { describeLoad, machineLoad } from './machineLoad';
import { median } from './median';

/** The page the reader searches from, as in `bench:search`. */
export const BROWSER_PAGE = '/docs/intro';
/** The results a replacement would render at once, as Pagefind's own UI loads them. */
export const PAGEFIND_RESULTS_SHOWN = 5;

export type Engine = 'ours' | 'pagefind';

export interface ProbeSample {
  totalMs: number;
  /** Pagefind only: from the press to its results, the modal apart. */
  engineMs: number | null;
  searchBytes: number;
  otherBytes: number;
  searchFiles: string[];
  otherFiles: string[];
}

/** The requests of each engine's search: its index and its own code. */
const SEARCH_FILES: Record<Engine, RegExp> = {
  ours: /^\/search-index\/|\/search-indexer\.[0-9a-f]+\.js$/,
  pagefind: /^\/pagefind\//,
};

const PROBE_HELPERS = `
  const waitFor = (find) => new Promise((resolve) => {
    const poll = () => { const found = find(); if (found) resolve(found); else requestAnimationFrame(poll); };
    poll();
  });
  const typeQuery = async (query) => {
    const input = await waitFor(() => document.querySelector('.DocSearch-Input'));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return performance.now();
  };
  const press = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
`;

/** Strings, so the bundler that runs this script cannot add helpers the page does not have. */
function oursProbe(query: string): string {
  return `(async () => {
    ${PROBE_HELPERS}
    const started = performance.now();
    press();
    await typeQuery(${JSON.stringify(query)});
    await waitFor(() => document.querySelector('.DocSearch-Hit'));
    const done = performance.now();
    return { totalMs: done - started, engineMs: null };
  })()`;
}

function pagefindProbe(query: string): string {
  return `(async () => {
    ${PROBE_HELPERS}
    const started = performance.now();
    press();
    const modal = typeQuery(${JSON.stringify(query)});
    const results = (async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const search = await pagefind.search(${JSON.stringify(query)});
      const shown = await Promise.all(search.results.slice(0, ${PAGEFIND_RESULTS_SHOWN}).map((result) => result.data()));
      const list = document.createElement('ol');
      for (const hit of shown) {
        const item = document.createElement('li');
        item.textContent = hit.meta.title + ' ' + hit.excerpt;
        list.append(item);
      }
      document.body.append(list);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now();
    })();
    const [, resultsAt] = await Promise.all([modal, results]);
    const done = performance.now();
    return { totalMs: done - started, engineMs: resultsAt - started };
  })()`;
}

interface OpenedPage {
  context: BrowserContext;
  evaluate: <T>(script: string) => Promise<T>;
  /** Evaluates `script`, with the body bytes of every request that finished meanwhile. */
  evaluateCounting: <T>(script: string) => Promise<{ result: T; fetched: FetchedFile[] }>;
}

/** A request's URL and its response body as sent (compressed where the server compresses). */
export type FetchedFile = { url: string; bytes: number };

async function openPage(
  browser: Browser,
  baseUrl: string,
  blockOurs: boolean,
): Promise<OpenedPage> {
  const context = await browser.newContext();
  await keepOffline(context, baseUrl);
  if (blockOurs) {
    await context.route(
      (url) =>
        url.pathname.startsWith(`/${SHARDED_INDEX_DIR}/`) ||
        url.pathname.includes('/search-indexer.'),
      (route) => route.abort('blockedbyclient'),
    );
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}${BROWSER_PAGE}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return {
    context,
    evaluate: (script) => page.evaluate(script),
    // Counted by the browser's network layer, not Resource Timing: a worker's fetches (where
    // Pagefind loads its index) are not in the page's timeline.
    evaluateCounting: async <T>(script: string) => {
      const finished: Request[] = [];
      const onFinished = (request: Request) => finished.push(request);
      context.on('requestfinished', onFinished);
      try {
        const result = await page.evaluate<T>(script);
        const fetched = await Promise.all(
          finished.map(async (request) => ({
            url: request.url(),
            bytes: (await request.sizes()).responseBodySize,
          })),
        );
        return { result, fetched };
      } finally {
        context.off('requestfinished', onFinished);
      }
    },
  };
}

async function probe(
  browser: Browser,
  baseUrl: string,
  engine: Engine,
  query: string,
): Promise<ProbeSample> {
  const { context, evaluateCounting } = await openPage(browser, baseUrl, engine === 'pagefind');
  try {
    const { result, fetched } = await evaluateCounting<Pick<ProbeSample, 'totalMs' | 'engineMs'>>(
      engine === 'ours' ? oursProbe(query) : pagefindProbe(query),
    );
    const search = fetched.filter(({ url }) => SEARCH_FILES[engine].test(new URL(url).pathname));
    const bytes = (files: FetchedFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);
    return {
      ...result,
      searchBytes: bytes(search),
      otherBytes: bytes(fetched) - bytes(search),
      searchFiles: search.map(({ url }) => new URL(url).pathname),
      otherFiles: fetched
        .filter((file) => !search.includes(file))
        .map(({ url, bytes: size }) => `${new URL(url).pathname} ${size}`),
    };
  } finally {
    await context.close();
  }
}

export interface EngineTiming {
  /** Median over the queries of each query's median over the rounds. */
  firstResultsMs: number;
  engineMs: number | null;
  searchBytes: number;
  otherBytes: number;
  perQuery: {
    query: string;
    totalMs: number[];
    searchBytes: number[];
    searchFiles: string[];
    otherFiles: string[];
  }[];
}

/**
 * Rounds of every query on both engines, alternating which goes first each round, so both
 * see the same machine. Prints one line per round with the load.
 */
export async function timeBothEngines(options: {
  baseUrl: string;
  queries: readonly string[];
  rounds: number;
  log: (line: string) => void;
}): Promise<Record<Engine, EngineTiming>> {
  const browser = await launchChromium();
  const samples: Record<Engine, ProbeSample[][]> = {
    ours: options.queries.map(() => []),
    pagefind: options.queries.map(() => []),
  };
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      const order: Engine[] = round % 2 === 0 ? ['ours', 'pagefind'] : ['pagefind', 'ours'];
      for (const [index, query] of options.queries.entries()) {
        for (const engine of order) {
          samples[engine][index]!.push(await probe(browser, options.baseUrl, engine, query));
        }
      }
      const roundMedian = (engine: Engine) =>
        median(samples[engine].map((runs) => runs[round]!.totalMs)).toFixed(0);
      options.log(
        `  browser round ${round + 1}/${options.rounds}: ours ${roundMedian('ours')} ms, Pagefind ${roundMedian('pagefind')} ms (median over queries; ${describeLoad(machineLoad())})`,
      );
    }
  } finally {
    await browser.close();
  }
  const summarise = (engine: Engine): EngineTiming => {
    const perQuery = samples[engine];
    const of = (pick: (sample: ProbeSample) => number) =>
      median(perQuery.map((runs) => median(runs.map(pick))));
    return {
      firstResultsMs: of((sample) => sample.totalMs),
      engineMs: engine === 'pagefind' ? of((sample) => sample.engineMs ?? Number.NaN) : null,
      searchBytes: of((sample) => sample.searchBytes),
      otherBytes: of((sample) => sample.otherBytes),
      perQuery: perQuery.map((runs, index) => ({
        query: options.queries[index]!,
        totalMs: runs.map((sample) => Number(sample.totalMs.toFixed(1))),
        searchBytes: runs.map((sample) => sample.searchBytes),
        searchFiles: runs[0]!.searchFiles,
        otherFiles: runs[0]!.otherFiles,
      })),
    };
  };
  return { ours: summarise('ours'), pagefind: summarise('pagefind') };
}

/** Pagefind's ranking in the browser: the URLs of the first `count` pages for each query. */
export async function pagefindRankings(
  baseUrl: string,
  queries: readonly string[],
  count: number,
): Promise<string[][]> {
  const browser = await launchChromium();
  try {
    const { context, evaluate } = await openPage(browser, baseUrl, true);
    try {
      return await evaluate<string[][]>(`(async () => {
        const pagefind = await import('/pagefind/pagefind.js');
        const rankings = [];
        for (const query of ${JSON.stringify(queries)}) {
          const search = await pagefind.search(query);
          const pages = await Promise.all(search.results.slice(0, ${count}).map((result) => result.data()));
          rankings.push(pages.map((page) => page.url));
        }
        return rankings;
      })()`);
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
