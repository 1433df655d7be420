/**
 * Routing beyond the pages themselves: old URLs that redirect and unknown URLs. Every sitemap
 * page is loaded and checked (status, heading, title, canonical and hreflang links) by the page
 * walker, tests/quality/pages.spec.ts; what category and tag indexes list is read from the
 * build in tests/build/indexPages.test.ts.
 */
import { test, expect } from '@playwright/test';

import { collectErrors, gotoHydrated } from './support';

test('redirects keep the old how-to URLs working', async ({ page }) => {
  // A redirect page's inline script blocked by the CSP would log an error (the meta refresh
  // still redirects, so the URL alone would not show it).
  const errors = collectErrors(page);
  await gotoHydrated(page, '/docs/howto/stateless_live_insertion');
  await expect(page).toHaveURL(/\/docs\/howto\/statless_live_insertion$/);
  await gotoHydrated(page, '/docs/howto/restrict_vehicle_access_to_locations');
  await expect(page).toHaveURL(/\/docs\/howto\/restrict_access_of_vehicles_to_locations$/);
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page with search and section links', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('search')).toBeVisible();
  const more = page.locator('section[aria-labelledby="not-found-search"]');
  await expect(more.locator('a[href="/docs/intro"]')).toBeVisible();
  await expect(more.locator('a[href="/api-portal"]')).toBeVisible();
});
