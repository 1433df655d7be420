import { type Page, type Route } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import { collectErrors, gotoHydrated } from './support';

/**
 * Hosted search: a build made with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME,
 * served at SEARCH_HOSTED_BASE_URL (scripts/test-configured.sh makes and serves one). The modal
 * and the search page use the unmodified hosted clients; every Algolia host and the
 * search-insights CDN script are intercepted, so nothing leaves the machine. The tests check what
 * the clients send and answer with responses of the recorded shape, or with errors.
 */
const HOSTED_BASE_URL = process.env.SEARCH_HOSTED_BASE_URL;
/** The test values scripts/test-configured.sh builds with. */
const APP_ID = process.env.SEARCH_HOSTED_APP_ID ?? 'E2EFAKEAPP';
const SEARCH_API_KEY = process.env.SEARCH_HOSTED_API_KEY ?? 'e2e-fake-search-key';
const INDEX_NAME = process.env.SEARCH_HOSTED_INDEX_NAME ?? 'e2e-fake-docs';

/** DocSearch reads from <app>-dsn.algolia.net and falls back to <app>-{1,2,3}.algolianet.com. */
const ALGOLIA_HOST = /(?:^|\.)(?:algolia\.net|algolianet\.com|algolia\.io)$/;
const MULTI_QUERIES_PATH = '/1/indexes/*/queries';
const SEARCH_INSIGHTS_SCRIPT = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;
const QUERY_ID = 'e2e0query0id0000000000000000000';
/** The configured build also has analytics on; its script gets an empty body too. */
const GTAG_SCRIPT = 'https://www.googletagmanager.com/**';

/**
 * What @docsearch/react 3.9.0 puts in each modal request (dist/esm/index.js, the
 * `Z.search({requests:[...]})` call): the query and index, `hitsPerPage: 20`, `clickAnalytics`
 * true when insights is on, then the theme's search parameters, which carry the contextual
 * facet filters.
 */
const MODAL_HITS_PER_PAGE = 20;
/** The theme's contextual filters: language, then any of the default tag or the docs version. */
const CONTEXTUAL_FACET_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
/** The theme's search page asks for 15 hits a page (theme-search-algolia SearchPage). */
const SEARCH_PAGE_HITS_PER_PAGE = 15;

interface SentSearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  [parameter: string]: unknown;
}

interface SentCall {
  host: string;
  searchParams: URLSearchParams;
  requests: SentSearchRequest[];
}

type Answer = (route: Route, requests: SentSearchRequest[]) => Promise<void>;

const HOSTED_HIT = {
  objectID: 'e2e-hosted-1',
  type: 'lvl2',
  url: 'https://docs.example.com/docs/concepts/timewindow_model#how-the-api-models-time-windows',
  url_without_anchor: 'https://docs.example.com/docs/concepts/timewindow_model',
  anchor: 'how-the-api-models-time-windows',
  content: null,
  hierarchy: {
    lvl0: 'Concepts',
    lvl1: 'Time windows',
    lvl2: 'Hosted-only time window result',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Concepts', matchLevel: 'none', matchedWords: [] },
      lvl1: {
        value: '<mark>Time</mark> <mark>window</mark>s',
        matchLevel: 'full',
        fullyHighlighted: false,
        matchedWords: ['time', 'window'],
      },
      lvl2: {
        value: 'Hosted-only <mark>time</mark> <mark>window</mark> result',
        matchLevel: 'full',
        fullyHighlighted: false,
        matchedWords: ['time', 'window'],
      },
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: { value: '<mark>Time</mark> <mark>window</mark>s', matchLevel: 'full' },
      lvl2: {
        value: 'Hosted-only <mark>time</mark> <mark>window</mark> result',
        matchLevel: 'full',
      },
    },
  },
};
const HOSTED_HIT_PATH = '/docs/concepts/timewindow_model';
const HOSTED_HIT_HREF = `${HOSTED_HIT_PATH}#${HOSTED_HIT.anchor}`;

/** One result per request, shaped like a recorded multi-queries response. */
function recordedResult(request: SentSearchRequest) {
  const hitsPerPage = request.hitsPerPage ?? MODAL_HITS_PER_PAGE;
  const query = request.query ?? '';
  return {
    hits: hitsPerPage > 0 ? [HOSTED_HIT] : [],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage,
    facets: { language: { en: 1 }, docusaurus_tag: { 'docs-default-current': 1 } },
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
    index: request.indexName ?? INDEX_NAME,
    queryID: QUERY_ID,
    renderingContent: {},
    processingTimeMS: 1,
  };
}

const answerWithRecordedShape: Answer = (route, requests) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ results: requests.map(recordedResult) }),
  });

/**
 * Routes every Algolia host: multi-queries POSTs are recorded and answered by `answer`, anything
 * else is recorded as unexpected and aborted. The search-insights and gtag scripts get empty
 * bodies.
 */
async function interceptHostedSearch(page: Page, answer: Answer) {
  const calls: SentCall[] = [];
  const unexpected: string[] = [];
  const insightsScripts: string[] = [];
  await page.route(
    (url) => ALGOLIA_HOST.test(url.hostname),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() !== 'POST' || decodeURIComponent(url.pathname) !== MULTI_QUERIES_PATH) {
        unexpected.push(`${request.method()} ${request.url()}`);
        return route.abort('blockedbyclient');
      }
      const { requests } = request.postDataJSON() as { requests: SentSearchRequest[] };
      calls.push({ host: url.hostname, searchParams: url.searchParams, requests });
      return answer(route, requests);
    },
  );
  await page.route(SEARCH_INSIGHTS_SCRIPT, (route) => {
    insightsScripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '/* search-insights stub */' });
  });
  await page.route(GTAG_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stub */' }),
  );
  const localIndexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/${SHARDED_INDEX_DIR}/`)) localIndexRequests.push(request.url());
  });
  return { calls, unexpected, insightsScripts, localIndexRequests };
}

type InsightsCall = [string, ...unknown[]];

/** The calls queued on search-insights' `window.aa` (the stub script never drains the queue). */
function insightsQueue(page: Page): Promise<InsightsCall[]> {
  return page.evaluate(() => {
    const aa = (window as { aa?: { queue?: unknown[][] } }).aa;
    // Functions (callbacks) do not survive the trip out of the page; the rest is plain data.
    return JSON.parse(JSON.stringify(aa?.queue ?? [])) as InsightsCall[];
  });
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');

test.describe('hosted search', () => {
  test.skip(
    !HOSTED_BASE_URL,
    'needs SEARCH_HOSTED_BASE_URL: a build with the hosted-search env vars (scripts/test-configured.sh)',
  );
  test.use({ baseURL: HOSTED_BASE_URL });

  test('the modal sends the typed query with the contextual filters and renders the hosted hits', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const sent = await interceptHostedSearch(page, answerWithRecordedShape);
    await gotoHydrated(page, '/docs/intro');
    await expect(
      page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`),
    ).toHaveCount(1);

    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await modalInput(page).pressSequentially('time window');
    const hit = page.locator(`.DocSearch-Hit a[href="${HOSTED_HIT_HREF}"]`);
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('.DocSearch-Hit-title')).toHaveText('Hosted-only time window result');
    await expect(hit.locator('.DocSearch-Hit-title mark')).toHaveText(['time', 'window']);
    await expect(hit.locator('.DocSearch-Hit-path mark')).toHaveText(['Time', 'window']);

    const call = sent.calls.filter((c) => c.requests[0]?.query === 'time window').pop();
    expect(call, 'a multi-queries POST for the typed query').toBeDefined();
    expect(call?.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(call?.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(call?.searchParams.get('x-algolia-api-key')).toBe(SEARCH_API_KEY);
    expect(call?.requests).toHaveLength(1);
    expect(call?.requests[0]).toMatchObject({
      indexName: INDEX_NAME,
      query: 'time window',
      hitsPerPage: MODAL_HITS_PER_PAGE,
      // Set by DocSearch only when insights is on.
      clickAnalytics: true,
      facetFilters: CONTEXTUAL_FACET_FILTERS,
    });

    // Insights on: the hits are reported as viewed, then the selected one as clicked after the
    // search, with the response's query id.
    await expect
      .poll(async () =>
        (await insightsQueue(page)).find(([method]) => method === 'viewedObjectIDs'),
      )
      .toEqual([
        'viewedObjectIDs',
        expect.objectContaining({
          eventName: 'Items Viewed',
          index: INDEX_NAME,
          objectIDs: [HOSTED_HIT.objectID],
        }),
        expect.anything(),
      ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === HOSTED_HIT_PATH);
    expect(
      (await insightsQueue(page)).find(([method]) => method === 'clickedObjectIDsAfterSearch'),
    ).toEqual([
      'clickedObjectIDsAfterSearch',
      expect.objectContaining({
        index: INDEX_NAME,
        queryID: QUERY_ID,
        objectIDs: [HOSTED_HIT.objectID],
        positions: [1],
      }),
      expect.anything(),
    ]);

    expect(sent.unexpected).toEqual([]);
    expect(sent.localIndexRequests).toEqual([]);
    expect(errors).toEqual([]);
    expect(sent.insightsScripts).toHaveLength(1);
  });

  test('the search page sends q with the contextual refinements and renders the hosted hits', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const sent = await interceptHostedSearch(page, answerWithRecordedShape);
    await gotoHydrated(page, '/search?q=time%20window');

    const result = page.locator('main article');
    await expect(result).toHaveCount(1);
    const title = result.locator('h2 a');
    await expect(title).toHaveAttribute('href', HOSTED_HIT_HREF);
    await expect(title).toHaveText('Hosted-only time window result');
    await expect(title.locator('mark')).toHaveText(['time', 'window']);
    await expect(result.locator('.breadcrumbs__item')).toHaveText(['Concepts', 'Time windows']);
    await expect(page.getByText('One document found')).toBeVisible();

    const hitsRequest = sent.calls
      .flatMap((c) => c.requests)
      .find((request) => request.hitsPerPage === SEARCH_PAGE_HITS_PER_PAGE);
    expect(hitsRequest).toMatchObject({ indexName: INDEX_NAME, query: 'time window' });
    // The helper's disjunctive refinements: one OR-group per facet, in no particular order.
    expect(hitsRequest?.facetFilters).toHaveLength(2);
    expect(hitsRequest?.facetFilters).toEqual(
      expect.arrayContaining([
        ['language:en'],
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
    );
    expect(sent.unexpected).toEqual([]);
    expect(sent.localIndexRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  const failures: Array<{ name: string; answer: Answer }> = [
    {
      name: 'a 500 response',
      answer: (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal error","status":500}',
        }),
    },
    { name: 'a network failure', answer: (route) => route.abort('failed') },
  ];
  for (const { name, answer } of failures) {
    test(`the modal shows the failure screen on ${name} from every host, then recovers`, async ({
      page,
    }) => {
      let failing = true;
      const sent = await interceptHostedSearch(page, (route, requests) =>
        failing ? answer(route, requests) : answerWithRecordedShape(route, requests),
      );
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press('/');
      await expect(modal(page)).toBeVisible();
      await modalInput(page).pressSequentially('time');

      const errorScreen = page.locator('.DocSearch-ErrorScreen');
      await expect(errorScreen).toContainText('Unable to fetch results');
      await expect(errorScreen).toContainText('You might want to check your network connection.');
      // The client retried on its fallback hosts before giving up; all of them were intercepted.
      const hosts = new Set(sent.calls.map((c) => c.host));
      expect(hosts).toContain(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
      expect([...hosts].some((host) => host.endsWith('.algolianet.com'))).toBe(true);

      failing = false;
      await modalInput(page).pressSequentially(' window');
      await expect(errorScreen).toBeHidden();
      await expect(page.locator(`.DocSearch-Hit a[href="${HOSTED_HIT_HREF}"]`)).toHaveCount(1);
      expect(sent.unexpected).toEqual([]);
    });
  }
});
