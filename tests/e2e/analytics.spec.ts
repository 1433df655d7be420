/**
 * Page-view analytics. With ANALYTICS_E2E_BASE_URL (a build made with GA_MEASUREMENT_ID) the
 * scripted walk checks the exact page_view sequence in the dataLayer; without it, the default
 * (unconfigured) build is checked for not loading or calling anything.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import {
  afterFramesAndTask,
  collectErrors,
  GTAG_HOST,
  gotoHydrated,
  gtagEvents,
  interceptGtag,
} from './support';
import { buildShareHash } from '../../src/plugins/playground/client/shareState';

const CONFIGURED_BASE_URL = process.env.ANALYTICS_E2E_BASE_URL;
const MEASUREMENT_ID = process.env.ANALYTICS_E2E_MEASUREMENT_ID ?? 'G-TEST000000';

interface SeenPageView {
  path: string;
  title: string;
}

async function pageViews(page: Page): Promise<SeenPageView[]> {
  const views = (await gtagEvents(page, 'page_view')) as {
    page_path: string;
    page_title: string;
  }[];
  return views.map((params) => ({ path: params.page_path, title: params.page_title }));
}

function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Waits for the expected count, then until an extra (duplicate) view would show: the site
 * pushes a page view a frame and a task after the route update (afterNextFrame in
 * src/plugins/analytics/pageViews.ts), so two frames and a task after the route has changed, every
 * view it causes is in the dataLayer.
 */
async function expectPageViews(page: Page, expected: SeenPageView[]): Promise<void> {
  await expect
    .poll(async () => (await pageViews(page)).length)
    .toBeGreaterThanOrEqual(expected.length);
  await afterFramesAndTask(page);
  expect(await pageViews(page)).toEqual(expected);
}

test.describe('analytics page views (configured)', () => {
  test.skip(!CONFIGURED_BASE_URL, 'needs ANALYTICS_E2E_BASE_URL: a build with GA_MEASUREMENT_ID');
  test.use({ baseURL: CONFIGURED_BASE_URL });

  test('one page_view per path, query or hash change, with the new page title', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const gtagRequests = await interceptGtag(page);
    const views: SeenPageView[] = [];
    const nav = page.getByRole('navigation', { name: 'Main' });

    await gotoHydrated(page, '/docs/intro');
    const introTitle = await page.title();
    views.push({ path: '/docs/intro', title: introTitle });
    await expectPageViews(page, views);

    // Link click: a new page, whose title must be the one reported.
    await nav.getByRole('link', { name: 'Routing API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/routing$/);
    await expect(page).not.toHaveTitle(introTitle);
    views.push({ path: '/docs/routing', title: await page.title() });
    await expectPageViews(page, views);
    const routingTitle = await page.title();

    // Query change: a tab group synced to the query string.
    await page.locator('article [role="tab"][aria-selected="false"]').first().click();
    await expect(page).toHaveURL(/\?api-language=/);
    const withQuery = currentPath(page);
    views.push({ path: withQuery, title: routingTitle });
    await expectPageViews(page, views);

    // Hash change: a heading's anchor link.
    await page.locator('article h2 a.hash-link').first().click();
    await expect(page).toHaveURL(/#.+/);
    views.push({ path: currentPath(page), title: routingTitle });
    await expectPageViews(page, views);

    // Back: to the query-only URL again.
    await page.goBack();
    await expect.poll(() => currentPath(page)).toBe(withQuery);
    views.push({ path: withQuery, title: routingTitle });
    await expectPageViews(page, views);

    // A link to the page itself (no query): one view; clicking it again replaces the history
    // entry with an identical URL, which is a route update but no page view.
    const routingLink = nav.getByRole('link', { name: 'Routing API', exact: true });
    await routingLink.click();
    await expect(page).toHaveURL(/\/docs\/routing$/);
    views.push({ path: '/docs/routing', title: routingTitle });
    await expectPageViews(page, views);
    const keyBefore = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
    await routingLink.click();
    await expect
      .poll(() => page.evaluate(() => (history.state as { key?: string } | null)?.key))
      .not.toBe(keyBefore);
    await expectPageViews(page, views);

    // A same-page state change made outside the router: a new history entry, same URL.
    const urlBefore = page.url();
    await page.evaluate(() => history.pushState({ x: 1 }, '', location.href));
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ x: 1 });
    await expectPageViews(page, views);
    // Going back over it is a popstate the router does see, to the URL it already shows.
    await page.goBack();
    await expect
      .poll(() => page.evaluate(() => (history.state as { x?: number } | null)?.x))
      .toBeUndefined();
    expect(page.url()).toBe(urlBefore);
    await expectPageViews(page, views);

    // gtag.js is requested once the first page has loaded and gone idle.
    await expect.poll(() => gtagRequests).toEqual([`${GTAG_HOST}gtag/js?id=${MEASUREMENT_ID}`]);
    expect(errors).toEqual([]);
  });
});

test.describe('analytics redaction (configured)', () => {
  test.skip(!CONFIGURED_BASE_URL, 'needs ANALYTICS_E2E_BASE_URL: a build with GA_MEASUREMENT_ID');
  test.use({ baseURL: CONFIGURED_BASE_URL });

  /** Everything queued for GA, as text: what gtag.js would send, whatever the event. */
  async function dataLayerText(page: Page): Promise<string> {
    return page.evaluate(() =>
      JSON.stringify(
        (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
      ),
    );
  }

  test('sends no search text and no share-link payload', async ({ page }) => {
    await interceptGtag(page);

    // A search link, then a query typed on the page (which replaces `q` in the URL).
    await gotoHydrated(page, '/search?q=secret+customer+name#section');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect((await pageViews(page))[0]?.path).toBe('/search#section');
    await page.getByRole('searchbox', { name: 'Search' }).fill('private person');
    await expect(page).toHaveURL(/q=private(\+|%20)person/);
    await expect(page).toHaveTitle(/private person/);
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
    const searchViews = await pageViews(page);
    expect(searchViews.map((view) => view.path)).toEqual(['/search#section', '/search']);
    expect(searchViews[1]?.title).toMatch(/^Search results for "…"/);
    expect(await dataLayerText(page)).not.toMatch(/secret|customer|private|person/);

    const shareHash = await buildShareHash(
      JSON.stringify({ vehicles: [{ id: 'van-confidential-7' }], jobs: [] }),
    );
    await gotoHydrated(page, `/playground/city${shareHash}`);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect((await pageViews(page))[0]?.path).toBe('/playground/city#req');
    const queued = await dataLayerText(page);
    expect(queued).not.toContain(shareHash.slice('#req='.length, '#req='.length + 12));
    expect(queued).toContain('/playground/city#req"');
  });
});

test.describe('analytics (unconfigured default build)', () => {
  test.skip(!!CONFIGURED_BASE_URL, 'the default build is the unconfigured one');

  test('loads no analytics script and sends nothing', async ({ page }) => {
    const gtagRequests = await interceptGtag(page);
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/docs\/faq$/);
    // A configured site would add gtag.js with the page view of this route, a frame and a task
    // after the FAQ has rendered.
    await expect(page.locator('article h1').first()).toBeVisible();
    await afterFramesAndTask(page);
    expect(gtagRequests).toEqual([]);
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer])).toEqual([
      'undefined',
      'undefined',
    ]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });
});
