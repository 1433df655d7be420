/**
 * Route prefetching waits for the page: the chunks of the pages that visible links lead to
 * are still prefetched, but only after the `load` event, in idle time
 * (src/clientModules/idlePrefetch.ts), so none of it competes with the first paint and
 * hydration. A hover still preloads at once.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { collectErrors, gotoHydrated } from './support';

interface PrefetchLog {
  loadAt: number | null;
  prefetches: { href: string; at: number }[];
  /** Prefetch links added while an idle callback ran. */
  addedInIdleTime: number;
}

/**
 * Records when the window's `load` fired, when each `<link rel="prefetch">` was added, and how
 * many of them were added inside idle callbacks (counted around each callback).
 */
async function recordPrefetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: PrefetchLog = { loadAt: null, prefetches: [], addedInIdleTime: 0 };
    Object.assign(window, { __prefetchLog: log });
    window.addEventListener('load', () => {
      log.loadAt = performance.now();
    });
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        const before = count();
        try {
          callback(deadline);
        } finally {
          log.addedInIdleTime += count() - before;
        }
      }, options);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            log.prefetches.push({ href: node.href, at: performance.now() });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

function prefetchLog(page: Page): Promise<PrefetchLog> {
  return page.evaluate(() => (window as unknown as { __prefetchLog: PrefetchLog }).__prefetchLog);
}

/** Opens the plain doc page with the prefetch log on, once the first prefetch link is in. */
async function openWithFirstPrefetch(page: Page): Promise<void> {
  await recordPrefetches(page);
  await gotoHydrated(page, '/docs/terms/erp');
  await expect
    .poll(async () => (await prefetchLog(page)).prefetches.length, { timeout: 10_000 })
    .toBeGreaterThan(0);
}

test('visible links are prefetched in idle time after the load event, not during hydration', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openWithFirstPrefetch(page);
  const log = await prefetchLog(page);
  expect(log.loadAt).not.toBeNull();
  for (const prefetch of log.prefetches) {
    expect(prefetch.at, prefetch.href).toBeGreaterThanOrEqual(log.loadAt!);
    expect(new URL(prefetch.href).pathname).toMatch(/^\/assets\/js\/[\w~.-]+\.js$/);
  }
  expect(log.addedInIdleTime).toBe(log.prefetches.length);
  expect(errors).toEqual([]);
});

test('each file is prefetched once, however many links lead to routes that share it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openWithFirstPrefetch(page);
  // Every link of the page has had its idle turn once the count stops growing.
  let count = -1;
  await expect
    .poll(
      async () => {
        const previous = count;
        count = (await prefetchLog(page)).prefetches.length;
        return count === previous;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
  const hrefs = (await prefetchLog(page)).prefetches.map((prefetch) => prefetch.href);
  // The doc layout's and the docs plugin's chunks are among every doc link's.
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page reached through a prefetched link renders from its chunks', async ({ page }) => {
  const errors = collectErrors(page);
  await openWithFirstPrefetch(page);
  const next = page.locator('.pagination-nav__link--next');
  const target = await next.getAttribute('href');
  await next.hover();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(errors).toEqual([]);
});
