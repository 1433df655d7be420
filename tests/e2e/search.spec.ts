import path from 'node:path';

import { type Locator, type Page, type Request, type Route } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { builtShardedIndexes } from '../../src/plugins/search/indexFile';
import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import { BUILD_DIR } from '../quality/builtSite';
import { collectErrors, gotoHydrated } from './support';

/**
 * Search: the DocSearch modal and the /search page. The default build answers from the local
 * index (no request may leave for Algolia); hosted mode is in search-hosted.spec.ts.
 */

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');
const modalHits = (page: Page) => page.locator('.DocSearch-Hit');
/** The manifest (`search-index/en.<hash>.json`) and every piece under `search-index/en/`. */
const INDEX_FILES = '**/search-index/**/*.json';
const INDEX_PIECES = '**/search-index/*/*.json';

/**
 * Answers an intercepted index request with the built file itself. The failure tests use this
 * rather than `route.fallback()` once they stop failing: a piece requested by the search worker
 * and continued through the network stack once never arrived in CI (stop 26; 10 s, not
 * reproduced in 230 local runs), and what these tests check is the page's recovery, not that.
 */
function serveFromBuild(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  return route.fulfill({ path: path.join(BUILD_DIR, decodeURIComponent(pathname)) });
}

/** Fails the test on any request to Algolia: local mode must stay on the site's own origin. */
function forbidAlgoliaRequests(page: Page): Request[] {
  const offending: Request[] = [];
  page.on('request', (request) => {
    if (/algolia(?:net)?\.(?:net|com)|algolia\.io/.test(new URL(request.url()).hostname)) {
      offending.push(request);
    }
  });
  return offending;
}

/**
 * The focus reset of a route change without a hash: theme-common's SkipToContent focuses its
 * region on every such push (and takes the tabindex that made it focusable away again), in an
 * effect after the new page renders. A "/" pressed before it has happened opens the modal, and
 * then the reset takes the focus away from the modal's input. Call before the navigation; the
 * returned function waits for the reset.
 */
async function nextRouteFocusReset(page: Page): Promise<() => Promise<void>> {
  const before = await page.evaluate(() => {
    const state = window as unknown as { __routeFocusResets?: number };
    if (state.__routeFocusResets === undefined) {
      state.__routeFocusResets = 0;
      document.addEventListener('focusin', (event) => {
        const region = '[role="region"][aria-label="Skip to main content"]';
        if (event.target instanceof Element && event.target.matches(region)) {
          state.__routeFocusResets! += 1;
        }
      });
    }
    return state.__routeFocusResets;
  });
  return async () => {
    await page.waitForFunction(
      (count) => (window as unknown as { __routeFocusResets: number }).__routeFocusResets > count,
      before,
    );
  };
}

async function openWithSlash(page: Page): Promise<void> {
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(modalInput(page)).toBeFocused();
}

/**
 * What Docusaurus logs (console.warn, once per page load) when reading `window.localStorage`
 * throws: logOnceBrowserStorageNotAvailableWarning in @docusaurus/theme-common's storageUtils.
 * Chromium appends the error it passes, as "<name>: <message>".
 */
const DOCUSAURUS_STORAGE_WARNING =
  'Docusaurus browser storage is not available.\nPossible reasons: running Docusaurus in an ' +
  'iframe, in an incognito browser session, or using too strict browser privacy settings.';

/** Console warnings that mention storage: the blocked-storage test expects exactly one. */
function collectStorageWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /storage/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/**
 * DocSearch 3.9.0 keeps recents and favourites in localStorage under these keys plus the index
 * name (the local placeholder's is "local"), as JSON arrays of hits, newest first
 * (createStoredSearches in @docsearch/react).
 */
const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_SEARCHES_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

/** The hits of one start-screen section ("Recent" or "Favorite"). */
const startScreenSection = (page: Page, title: 'Recent' | 'Favorite') =>
  page
    .locator('.DocSearch-Hits')
    .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.DocSearch-Hit');

const hrefs = (hits: Locator) =>
  hits.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * Searches, selects the first hit with Enter and waits until its page has settled; returns the
 * hit's href, which is what DocSearch stores as the recent search for a page or heading hit.
 */
async function selectFirstHit(page: Page, query: string): Promise<string> {
  await openWithSlash(page);
  // One input event, so one result set: Enter cannot land on an earlier prefix's first hit.
  await modalInput(page).fill(query);
  const first = modalHits(page).first();
  await expect(
    page.locator('.DocSearch-Hit-source', { hasText: /^(Recent|Favorite)$/ }),
  ).toHaveCount(0);
  // Stored searches render without highlights; a result for the query has them.
  await expect(first.locator('mark').first()).toBeVisible();
  const target = await first.locator('a').getAttribute('href');
  expect(target, `first hit for "${query}"`).toBeTruthy();
  const focusReset = await nextRouteFocusReset(page);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  // The route change moves focus to the top of the new page in an effect; wait until the page
  // has settled on the anchor, or that focus reset can land after the next "/" press.
  const anchor = decodeURIComponent(new URL(target!, 'http://x').hash.slice(1));
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  else await focusReset();
  return target!;
}

test.describe('search modal (local index)', () => {
  test('opens with "/", finds a page, highlights the match and closes with Escape', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const algoliaRequests = forbidAlgoliaRequests(page);
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('link[rel="preconnect"][href*="algolia.net"]')).toHaveCount(0);

    await openWithSlash(page);
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');

    await modalInput(page).pressSequentially('time window');
    const firstHit = modalHits(page).first();
    await expect(firstHit).toBeVisible();
    await expect(
      page.locator('.DocSearch-Hit a[href="/docs/concepts/timewindow_model"]'),
    ).toHaveCount(1);
    await expect(firstHit.locator('mark').first()).toBeVisible();
    // Results are grouped under their lvl0 heading, at most five per group.
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first().locator('.DocSearch-Hit-source')).not.toBeEmpty();
    for (const group of await groups.all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }

    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    expect(algoliaRequests.map((request) => request.url())).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('opens with Ctrl+K and with the navbar button', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
  });

  /**
   * Holds every script the page requests from now on until the returned function is called:
   * keys pressed meanwhile reach only the light button that stands in for DocSearch's.
   */
  async function holdScripts(page: Page): Promise<() => Promise<void>> {
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/js/*.js', (route) =>
      holding ? void held.push(route) : route.fallback(),
    );
    return async () => {
      holding = false;
      await Promise.all(held.map((route) => route.fallback()));
    };
  }

  test('"/" pressed before DocSearch has loaded opens the modal once it has', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    const release = await holdScripts(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await release();
    await expect(modal(page)).toBeVisible();
    await expect(modalInput(page)).toBeFocused();
  });

  test('a letter typed on the focused button opens the modal with that letter', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    const release = await holdScripts(page);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('d');
    await release();
    await expect(modal(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('d');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('DocSearch itself loads only once the reader reaches for search', async ({ page }) => {
    // Only upstream's DocSearchButton has this class name; the light copy never presses keys.
    const docSearchScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('DocSearch-Button-Key--pressed')) docSearchScripts.push(response.url());
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.DocSearch-Button')).toHaveAttribute(
      'aria-label',
      /^Search \((Ctrl|Command)\+K\)$/,
    );
    expect(docSearchScripts).toEqual([]);

    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => docSearchScripts.length).toBeGreaterThan(0);
  });

  test('selecting a hit navigates to its anchor and remembers it as a recent search', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    // One input event, so one query: typed key by key, the hits of a shorter prefix can be on
    // screen when the target is read and be replaced by the full query's before Enter.
    await modalInput(page).fill('webhook signature');
    await expect(modalHits(page).first()).toBeVisible();
    const target = await modalHits(page).first().locator('a').getAttribute('href');
    const focusReset = await nextRouteFocusReset(page);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    expect(target).toBeTruthy();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
    // A hit with an anchor scrolls to it; one without moves focus to the top of the new page
    // in an effect, which must not land after the next "/" press (it did once in a clean run).
    const anchor = decodeURIComponent(new URL(target!, 'http://x').hash.slice(1));
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    else await focusReset();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);

    await openWithSlash(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(modalHits(page)).toHaveCount(1);
  });

  // Issue 34: other forms of a guide's title words ("insertio" on its way to "insertion" for
  // "Insert", "limitations" for "limits") bring the guide first, above the API reference records
  // that only mention them. Each query is one input event: typed key by key, a shorter prefix's
  // hits could satisfy the check before the whole query's arrive.
  test('finds a page by other forms of its words', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    const firstLink = modalHits(page).first().locator('a');
    await modalInput(page).fill('live insertio');
    await expect(firstLink).toHaveAttribute('href', '/docs/howto/statless_live_insertion');
    await expect(modalHits(page).first()).toContainText('Insert a live order');
    await modalInput(page).fill('rate limitations');
    await expect(firstLink).toHaveAttribute('href', /^\/docs\/faq#/);
  });

  test('shows the no-results screen with the query', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('qqzxv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qqzxv"');
  });

  test('the input takes at most 64 characters', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('time window '.repeat(7));
    await expect(modalInput(page)).toHaveValue('time window '.repeat(7).slice(0, 64));
  });

  test('renders HTML typed into the input as text', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('<img src=x onerror="window.__searchXss=1">');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __searchXss?: number }).__searchXss),
    ).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('works without recents and favourites when local storage is blocked', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is blocked', 'SecurityError');
        },
      });
    });
    const errors = collectErrors(page);
    const storageWarnings = collectStorageWarnings(page);
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await modalInput(page).pressSequentially('driver break');
    await expect(page.locator('.DocSearch-Hit a[href="/docs/howto/driver_break"]')).toHaveCount(1);
    const focusReset = await nextRouteFocusReset(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/howto\/driver_break/);
    await focusReset();
    await openWithSlash(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    // DocSearch's own storage check swallows the error; Docusaurus warns once, in these words.
    expect(storageWarnings).toEqual([
      `${DOCUSAURUS_STORAGE_WARNING} SecurityError: Storage is blocked`,
    ]);
    expect(errors).toEqual([]);
  });

  test('shows the failure screen when the index cannot load, and recovers on a later query', async ({
    page,
  }) => {
    let failing = true;
    await page.route(INDEX_FILES, (route: Route) =>
      failing ? route.abort('failed') : serveFromBuild(route),
    );
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('time');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toContainText('Unable to fetch results');
    await expect(errorScreen).toContainText('You might want to check your network connection.');

    failing = false;
    await modalInput(page).pressSequentially(' window');
    await expect(errorScreen).toBeHidden();
    await expect(modalHits(page).first()).toBeVisible();
  });

  test('shows the failure screen when a shard of the index cannot load, and recovers on the next keystroke', async ({
    page,
  }) => {
    let failing = true;
    const failed: string[] = [];
    await page.route(INDEX_PIECES, (route: Route) => {
      if (!failing) return serveFromBuild(route);
      failed.push(route.request().url());
      return route.abort('failed');
    });
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('driver');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toContainText('Unable to fetch results');
    // The manifest loaded; only its pieces failed.
    expect(failed.length).toBeGreaterThan(0);

    failing = false;
    await modalInput(page).pressSequentially(' break');
    await expect(errorScreen).toBeHidden();
    await expect(modalHits(page).first()).toContainText(/break/i);
    await expect(modalInput(page)).toHaveValue('driver break');
  });
});

test.describe('recent searches and favourites (DocSearch limits)', () => {
  /** Eight queries whose first hits are eight different pages or headings (not body text). */
  const QUERIES = [
    'time window',
    'webhook signature',
    'cvrptw',
    'driver break',
    'proof of delivery',
    'vehicle labels',
    'pagination cursor',
    'capacity',
  ];

  test('keeps the 7 latest of 8 selected hits, and 4 beside a favourite', async ({ page }) => {
    // Eight searches, each followed by a page navigation: far more than one test's usual work.
    test.setTimeout(180_000);
    await gotoHydrated(page, '/docs/intro');
    const selected: string[] = [];
    for (const query of QUERIES) selected.push(await selectFirstHit(page, query));
    expect(new Set(selected).size).toBe(QUERIES.length);
    const newestFirst = [...selected].reverse();

    await openWithSlash(page);
    const recents = startScreenSection(page, 'Recent');
    await expect(recents).toHaveCount(7);
    expect(await hrefs(recents)).toEqual(newestFirst.slice(0, 7));
    await expect(startScreenSection(page, 'Favorite')).toHaveCount(0);

    // Star the fourth newest: it moves from the recents to the favourites.
    const starred = newestFirst[3]!;
    await recents
      .filter({ has: page.locator(`a[href="${starred}"]`) })
      .getByTitle('Save this search')
      .click();
    await expect(startScreenSection(page, 'Favorite')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // With a favourite, the next opening shows at most 4 recents.
    await openWithSlash(page);
    await expect(startScreenSection(page, 'Favorite')).toHaveCount(1);
    expect(await hrefs(startScreenSection(page, 'Favorite'))).toEqual([starred]);
    await expect(recents).toHaveCount(4);
    expect(await hrefs(recents)).toEqual(
      newestFirst.filter((href) => href !== starred).slice(0, 4),
    );
  });

  test('keeps 10 favourites when an 11th is starred', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    // Ten favourites and one recent in DocSearch's stored format (hits without their highlight
    // and snippet results); walking eleven real hits would add eleven navigations.
    const stored = (index: number) => ({
      objectID: `/docs/intro#seeded-${index}`,
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Getting started',
        lvl1: 'Introduction',
        lvl2: `Seeded search ${index}`,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      url: `/docs/intro#seeded-${index}`,
    });
    const favourites = Array.from({ length: 10 }, (_, index) => stored(index + 1));
    const recent = stored(11);
    await page.evaluate(
      ({ keys, values }) => {
        localStorage.setItem(keys.favorites, JSON.stringify(values.favourites));
        localStorage.setItem(keys.recents, JSON.stringify([values.recent]));
      },
      {
        keys: { favorites: FAVORITE_SEARCHES_KEY, recents: RECENT_SEARCHES_KEY },
        values: { favourites, recent },
      },
    );

    await openWithSlash(page);
    const favouriteHits = startScreenSection(page, 'Favorite');
    await expect(favouriteHits).toHaveCount(10);
    await expect(startScreenSection(page, 'Recent')).toHaveCount(1);
    await startScreenSection(page, 'Recent').getByTitle('Save this search').click();

    // The 11th goes on top and the oldest favourite drops out.
    const expected = [recent, ...favourites.slice(0, 9)].map((item) => item.url);
    await expect(startScreenSection(page, 'Recent')).toHaveCount(0);
    await expect(favouriteHits.first().locator('.DocSearch-Hit-title')).toHaveText(
      'Seeded search 11',
    );
    await expect(favouriteHits).toHaveCount(10);
    expect(await hrefs(favouriteHits)).toEqual(expected);
    const storedFavourites = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { url: string }[],
      FAVORITE_SEARCHES_KEY,
    );
    expect(storedFavourites.map((item) => item.url)).toEqual(expected);

    // Also after the modal is opened again, which reads the stored list afresh.
    await page.keyboard.press('Escape');
    await openWithSlash(page);
    await expect(favouriteHits).toHaveCount(10);
    expect(await hrefs(favouriteHits)).toEqual(expected);
  });
});

test.describe('search index loading (local index)', () => {
  /** Every request for a file of the index, from the page and from its search worker. */
  function watchIndexRequests(page: Page): string[] {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes(`/${SHARDED_INDEX_DIR}/`)) {
        indexRequests.push(request.url());
      }
    });
    return indexRequests;
  }

  /** Levenshtein distance <= 2: what typo matching may reach (src/search/engine/terms.ts). */
  function withinTwoEdits(a: string, b: string): boolean {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
      const current = [i];
      for (let j = 1; j <= b.length; j += 1) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
      }
      previous = current;
    }
    return previous[b.length]! <= 2;
  }

  const isManifest = (url: string) => /\/search-index\/[\w-]+\.[0-9a-f]{12}\.json$/.test(url);

  test('is not requested by pages nobody interacts with', async ({ page }) => {
    const indexRequests = watchIndexRequests(page);
    await gotoHydrated(page, '/docs/intro');
    await gotoHydrated(page, '/');
    // Network idle: a warm-up that did not wait for the reader would have started by now.
    await page.waitForLoadState('networkidle');
    expect(page.workers()).toEqual([]);
    expect(indexRequests).toEqual([]);

    // The same watcher does see the index once search is used, so the check above can fail.
    await openWithSlash(page);
    await modalInput(page).pressSequentially('time window');
    await expect(modalHits(page).first()).toBeVisible();
    expect(indexRequests.filter(isManifest)).toHaveLength(1);
  });

  test('is loaded once the reader interacts, answers in the page, and the first search uses it', async ({
    page,
  }) => {
    const indexRequests = watchIndexRequests(page);
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await page.mouse.move(200, 300);
    // The warm-up runs in idle time after the pointer move: the manifest comes, and the engine.
    await expect.poll(() => indexRequests.filter(isManifest).length).toBe(1);
    await page.waitForFunction(() => performance.getEntriesByName('search-index:ready').length > 0);

    await openWithSlash(page);
    await modalInput(page).pressSequentially('time window');
    await expect(modalHits(page).first()).toContainText('Time windows');
    // Answered by the warmed-up engine: no second manifest. A sharded index needs no worker
    // (starting one cost more than the queries it would take off the main thread).
    expect(indexRequests.filter(isManifest)).toHaveLength(1);
    expect(page.workers()).toEqual([]);
  });

  test('fetches the manifest and only the shards the typed words need, never the whole index', async ({
    page,
  }) => {
    const [built] = builtShardedIndexes(BUILD_DIR);
    const { manifest, read } = built!;
    const pageTable = JSON.parse(read(manifest.pages)) as { recordShards: Array<[number, string]> };
    const termsOf = new Map(
      manifest.termShards.map(([, file]) => [
        file,
        (JSON.parse(read(file)) as { terms: string[] }).terms,
      ]),
    );
    const recordFiles = new Set(pageTable.recordShards.map(([, file]) => file));
    const indexRequests = watchIndexRequests(page);
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    const query = 'driver break';
    await modalInput(page).pressSequentially(query);
    await expect(modalHits(page).first()).toContainText(/break/i);
    await page.waitForLoadState('networkidle');

    const manifestDir = new URL(indexRequests.find(isManifest)!).href.replace(/[^/]*$/, '');
    const pieces = indexRequests
      .filter((url) => !isManifest(url))
      .map((url) => url.replace(manifestDir, ''));
    expect(indexRequests.filter(isManifest)).toHaveLength(1);
    expect(pieces).not.toContain(manifest.whole);
    expect(pieces.length).toBe(new Set(pieces).size);
    // Each term shard holds a word the reader typed or began, or (once the term list was needed
    // for typos) a word near one.
    const typed = query
      .split(' ')
      .flatMap((word) => [...word].map((_, end) => word.slice(0, end + 1)));
    const termLists = new Set(manifest.dictionary.map(([, file]) => file));
    const typos = pieces.some((file) => termLists.has(file));
    const near = (term: string) =>
      typed.some((prefix) => term.startsWith(prefix) || (typos && withinTwoEdits(term, prefix)));
    const unexplained = pieces.filter((file) => {
      if (file === manifest.pages || termLists.has(file) || recordFiles.has(file)) return false;
      const terms = termsOf.get(file);
      return !terms || !terms.some(near);
    });
    expect(unexplained).toEqual([]);
    const fetchedTermShards = pieces.filter((file) => termsOf.has(file)).length;
    expect(fetchedTermShards).toBeLessThan(manifest.termShards.length / 2);
  });
});

test.describe('search page (local index)', () => {
  test('reads q, lists results and loads more on scroll', async ({ page }) => {
    const algoliaRequests = forbidAlgoliaRequests(page);
    await gotoHydrated(page, '/search?q=time');
    await expect(page.locator('h1')).toHaveText('Search results for "time"');
    await expect(page.locator('input[name="q"]')).toHaveValue('time');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    await expect(results).toHaveCount(15);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\//);

    // The page asks for the next 15 when its loader scrolls into view.
    const loader = page.getByText('Fetching new results...');
    await loader.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => results.count()).toBeGreaterThan(15);
    expect(algoliaRequests).toEqual([]);
  });

  test('renders HTML and script in q as text', async ({ page }) => {
    const errors = collectErrors(page);
    // Within 64 characters, so the page shows it whole.
    const payload = '<img src=x onerror="window.__searchXss=1"><script>alert(1)';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${payload}"`);
    await expect(page.locator('main img, .container img[src="x"]')).toHaveCount(0);
    await expect(page.getByText(/No results were found|documents? found/).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __searchXss?: number }).__searchXss),
    ).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('cuts a q longer than 64 characters to 64', async ({ page }) => {
    const long = 'pagination cursor '.repeat(5);
    await gotoHydrated(page, `/search?q=${encodeURIComponent(long)}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(long.slice(0, 64));
    await expect(page.locator('input[name="q"]')).toHaveValue(long.slice(0, 64));
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('an empty q shows the empty state', async ({ page }) => {
    await gotoHydrated(page, '/search?q=');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await expect(page.locator('main article')).toHaveCount(0);
    await expect(page.getByText('No results were found')).toHaveCount(0);
  });
});
