/**
 * The context and tab a worker's tests share (tests/support/workerContext.ts) hand each test what
 * a new context would: the first test leaves storage, a cookie, a permission, a cache and a second
 * page behind, and the next test, in the same context, finds none of it and fetches the site's
 * scripts over the network again. A test that adds scripts, routes and listeners to its tab gets
 * the tab back without them; one that resizes it leaves it to be closed. A test with JavaScript
 * off gets a context made with it off.
 */
import type { BrowserContext, Page } from '@playwright/test';

import { test, expect } from '../support/workerContext';
import { gotoHydrated } from './support';

const PAGE = '/docs/terms/erp';
const OTHER_PAGE = '/docs/terms/oms';

test.describe.configure({ mode: 'serial' });

let firstContext: BrowserContext | undefined;
let secondPage: Page | undefined;
let firstTab: Page | undefined;
let spoiltTab: Page | undefined;
/** Console messages heard by the first tab test's listener, in whichever test they come. */
const heardByLeftListener: string[] = [];

/**
 * The page's script files: how many arrived over the network, and how many only from a cache
 * (transferSize 0 on every entry; a prefetched file has a second, cached entry when it runs).
 */
async function scriptSources(page: Page): Promise<{ network: number; cache: number }> {
  return page.evaluate(() => {
    const fetched = new Map<string, boolean>();
    for (const entry of performance.getEntriesByType('resource')) {
      if (!entry.name.endsWith('.js')) continue;
      const overNetwork = (entry as PerformanceResourceTiming).transferSize > 0;
      fetched.set(entry.name, (fetched.get(entry.name) ?? false) || overNetwork);
    }
    const network = [...fetched.values()].filter(Boolean).length;
    return { network, cache: fetched.size - network };
  });
}

/** The page's permission to read the reader's location, which no test is granted by default. */
async function geolocation(page: Page): Promise<PermissionState> {
  return page.evaluate(
    async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
  );
}

test('a test leaves storage, a cookie, a permission, a cache and a second page behind', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  firstContext = page.context();
  expect((await scriptSources(page)).network).toBeGreaterThan(0);
  await page.evaluate(async () => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; max-age=3600; path=/';
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('left-behind', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('things');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const cache = await caches.open('left-behind');
    await cache.put('/left-behind', new Response('behind'));
  });
  await page.context().grantPermissions(['geolocation']);
  expect(await geolocation(page)).toBe('granted');
  secondPage = await page.context().newPage();
  // The same page again is served from the HTTP cache: the cache the next test must not find.
  await gotoHydrated(page, PAGE);
  expect(await scriptSources(page)).toMatchObject({ network: 0 });
});

test('the next test, in the same context, finds none of it and fetches every script again', async ({
  page,
}) => {
  expect(firstContext, 'the first test did not run').toBeDefined();
  expect(page.context()).toBe(firstContext);
  expect(secondPage?.isClosed()).toBe(true);
  expect(await page.context().cookies()).toEqual([]);
  await gotoHydrated(page, PAGE);
  const sources = await scriptSources(page);
  expect(sources.network).toBeGreaterThan(0);
  expect(sources.cache).toBe(0);
  const left = await page.evaluate(async () => ({
    // The site keeps keys of its own (the colour mode): only the test's must be gone.
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie.includes('left='),
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
  expect(await geolocation(page)).not.toBe('granted');
  expect(left).toEqual({ local: null, session: null, cookie: false, databases: [], caches: [] });
});

/** What a test's additions to its tab would show in the page: the init script and the function. */
async function additions(page: Page): Promise<{ initScript: unknown; exposed: string }> {
  return page.evaluate(() => {
    const scope = window as unknown as { leftByInitScript?: unknown; leftExposed?: unknown };
    return { initScript: scope.leftByInitScript ?? null, exposed: typeof scope.leftExposed };
  });
}

test('a test leaves an init script, an exposed function, a route, a listener and history in its tab', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { leftByInitScript: string }).leftByInitScript = 'behind';
  });
  await page.exposeFunction('leftExposed', () => 'behind');
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  page.on('console', (message) => heardByLeftListener.push(message.text()));
  await gotoHydrated(page, PAGE);
  await gotoHydrated(page, OTHER_PAGE);
  expect(await additions(page)).toEqual({ initScript: 'behind', exposed: 'function' });
  expect(await page.evaluate(async () => (await fetch('/robots.txt')).text())).toBe('routed');
  await page.evaluate(() => console.log('heard'));
  await expect.poll(() => heardByLeftListener).toContain('heard');
  firstTab = page;
});

test('the next test gets that tab back with none of it, and cannot go back to its pages', async ({
  page,
}) => {
  expect(firstTab, 'the previous test did not run').toBeDefined();
  expect(page).toBe(firstTab);
  const heard = heardByLeftListener.length;
  const heardHere: string[] = [];
  page.on('console', (message) => heardHere.push(message.text()));
  await page.evaluate(() => console.log('unheard'));
  await expect.poll(() => heardHere).toContain('unheard');
  expect(heardByLeftListener).toHaveLength(heard);
  // Back through the tab's history: it holds nothing before this test's own resting page.
  for (let step = 0; step < 3; step += 1) {
    if (!(await page.goBack())) break;
    expect(new URL(page.url()).pathname).not.toMatch(/^\/docs\/terms\/(erp|oms)/);
  }
  await gotoHydrated(page, PAGE);
  expect(await additions(page)).toEqual({ initScript: null, exposed: 'undefined' });
  expect(await page.evaluate(async () => (await fetch('/robots.txt')).text())).not.toBe('routed');
});

test('a test that resizes its tab leaves one no wipe can restore', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 300 });
  await gotoHydrated(page, PAGE);
  expect(await page.evaluate(() => window.innerWidth)).toBe(400);
  spoiltTab = page;
});

test('so the next test gets a new tab at the configured size', async ({ page, viewport }) => {
  expect(spoiltTab, 'the previous test did not run').toBeDefined();
  expect(page).not.toBe(spoiltTab);
  expect(spoiltTab?.isClosed()).toBe(true);
  expect(page.viewportSize()).toEqual(viewport);
  await gotoHydrated(page, PAGE);
  expect(await page.evaluate(() => window.innerWidth)).toBe(viewport?.width);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a test with other options gets a context made with them', async ({ page }) => {
    await page.goto(PAGE);
    expect(page.context()).not.toBe(firstContext);
    await expect(page.locator('h1')).toBeVisible();
    // React never ran, so the page never hydrated.
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  });
});
