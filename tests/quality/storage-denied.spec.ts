/**
 * Every sitemap URL with `localStorage` and `sessionStorage` throwing on access (privacy modes,
 * blocked cookies): the page renders, hydrates without errors, and the colour toggle still
 * switches the mode for the session. tests/e2e/robustness.spec.ts checks one page per page
 * type and that the chosen mode survives a client-side navigation; this walks them all.
 */
import { test, expect } from '@playwright/test';

import { collectErrors, denyWebStorage, trackActivity } from '../e2e/support';
import { loadCost, shardByCost, sitemapPaths } from './sitemap';

const SHARDS = 4;

for (let index = 0; index < SHARDS; index += 1) {
  test(`storage denied, sitemap shard ${index + 1}/${SHARDS}: pages render and the colour toggle works`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const paths = shardByCost(await sitemapPaths(request), index, SHARDS, loadCost);
    expect(paths.length, 'the sitemap shard is empty').toBeGreaterThan(0);
    await denyWebStorage(page);
    const errors = collectErrors(page);
    const activity = await trackActivity(page);
    const html = page.locator('html');
    const report: string[] = [];

    for (const urlPath of paths) {
      errors.length = 0;
      const problems: string[] = [];
      const response = await page.goto(urlPath, { waitUntil: 'load' });
      if (!response?.ok()) problems.push(`document answered ${response?.status()}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await activity.waitForSettled();
      // Redoc and the search page have no <main>; every page has a visible h1 and the navbar.
      if (!(await page.locator('h1').first().isVisible())) problems.push('no visible h1');
      await page.getByRole('button', { name: /Switch to dark mode/ }).click();
      try {
        await expect(html).toHaveAttribute('data-theme', 'dark', { timeout: 5_000 });
      } catch {
        problems.push('the colour toggle did not switch to dark mode');
      }
      problems.push(...errors.map((error) => `error: ${error}`));
      if (problems.length > 0) report.push(`${urlPath}\n  ${problems.join('\n  ')}`);
    }
    expect(report, `pages with problems:\n${report.join('\n')}`).toEqual([]);
  });
}
