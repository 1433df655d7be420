import { test, expect, type Page, type Request, type Route } from '@playwright/test';

import { collectErrors, gotoHydrated } from './support';

/**
 * Search: the DocSearch modal and the /search page. The default build answers from the local
 * index (no request may leave for Algolia); hosted mode is in search-hosted.spec.ts.
 */

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');
const modalHits = (page: Page) => page.locator('.DocSearch-Hit');
const INDEX_FILES = '**/search-index/*.json';

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

async function openWithSlash(page: Page): Promise<void> {
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(modalInput(page)).toBeFocused();
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

  test('selecting a hit navigates to its anchor and remembers it as a recent search', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await modalInput(page).pressSequentially('webhook signature');
    await expect(modalHits(page).first()).toBeVisible();
    const target = await modalHits(page).first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    expect(target).toBeTruthy();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
    // The route change moves focus to the top of the new page in an effect; wait until the page
    // has settled on the anchor, or that focus reset can land after the next "/" press.
    const anchor = decodeURIComponent(new URL(target!, 'http://x').hash.slice(1));
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);

    await openWithSlash(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(modalHits(page)).toHaveCount(1);
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
    await gotoHydrated(page, '/docs/intro');
    await openWithSlash(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await modalInput(page).pressSequentially('driver break');
    await expect(page.locator('.DocSearch-Hit a[href="/docs/howto/driver_break"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/howto\/driver_break/);
    await openWithSlash(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(errors.filter((message) => !/Storage is blocked/.test(message))).toEqual([]);
  });

  test('shows the failure screen when the index cannot load, and recovers on a later query', async ({
    page,
  }) => {
    let failing = true;
    await page.route(INDEX_FILES, (route: Route) =>
      failing ? route.abort('failed') : route.fallback(),
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
