/**
 * The site under hostile conditions: storage that throws (privacy modes, blocked cookies), a
 * route chunk that is gone (a deploy replaced it), JavaScript turned off, and the content
 * security policy on pages that evaluate code. Every sitemap page is also loaded with storage
 * denied by the page walker (tests/quality/pages.spec.ts); the served headers of every page
 * and the static HTML of every docs page are read in tests/build.
 */
import { test, expect } from '@playwright/test';

import { afterFramesAndTask, collectErrors, denyWebStorage, gotoHydrated } from './support';

test.describe('local storage that throws on access', () => {
  test.beforeEach(async ({ page }) => {
    await denyWebStorage(page);
  });

  test('the colour toggle still switches modes for the session', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // A client-side navigation keeps the mode chosen in this session.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/docs\/faq$/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(errors).toEqual([]);
  });
});

test('a route chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
  await gotoHydrated(page, '/');
  // From now on every script the page has not fetched yet is "gone", as after a redeploy.
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0]!),
    ),
  );
  await page.route('**/*.js', (route) =>
    loaded.has(route.request().url().split('?')[0]!) ? route.fallback() : route.abort(),
  );
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  const scriptsFailedAfterReload: string[] = [];
  page.on('requestfailed', (request) => {
    if (documentLoads.length > 0 && request.resourceType() === 'script') {
      scriptsFailedAfterReload.push(request.url());
    }
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ', exact: true })
    .click();
  await expect.poll(() => documentLoads.length).toBe(1);
  expect(documentLoads[0]).toBe('/docs/faq');
  // The reloaded page is the server-rendered FAQ; it must not keep reloading.
  await expect(page.locator('article h1').first()).toBeVisible();
  // Its own route chunks are gone too, and a failed chunk is what would set off another
  // reload: once one has failed and the page has run two frames and a task after that, a
  // second reload would have started.
  await expect.poll(() => scriptsFailedAfterReload.length).toBeGreaterThan(0);
  await afterFramesAndTask(page);
  expect(documentLoads).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Every docs page has its heading and content in the static HTML (tests/build/
  // withoutJavaScript.test.ts); whether the CSS shows it is a matter of the layout, so one page
  // of each docs layout is looked at in the browser.
  for (const urlPath of ['/docs/intro', '/docs/category/concepts', '/docs/tags/cvrptw']) {
    test(`${urlPath} shows its title and content from static HTML`, async ({ page }) => {
      await page.goto(urlPath, { waitUntil: 'domcontentloaded' });
      const main = page.locator('main').first();
      await expect(main.locator('h1').first()).toBeVisible();
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length).toBeGreaterThan(80);
    });
  }
});

test.describe('content security policy', () => {
  test('the live code block runs under the policy', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/vrp_problem_intro/first_solution_heuristic');
    const live = page.locator('[data-live-codeblock]').first();
    await expect(live).toBeVisible();
    // The block loads react-live once it comes near the viewport.
    await live.scrollIntoViewIfNeeded();
    // The preview is rendered by evaluating the block's code in the browser.
    const preview = live.locator('[class*="playgroundPreview"]').first();
    await expect(preview).not.toBeEmpty();
    // It ran without error: react-live shows failures in place of the output.
    await expect(live.locator('[class*="playgroundError"]')).toHaveCount(0);
    await expect(preview.locator('svg, table').first()).toBeVisible();
    expect(errors.filter((e) => /Content Security Policy|unsafe-eval/i.test(e))).toEqual([]);
  });

  test('a live page reached by a client-side link reloads once and runs its code', async ({
    page,
  }) => {
    // The CVRP page carries no live block, so its policy forbids eval; the browser keeps that
    // policy across client-side navigation.
    await gotoHydrated(page, '/docs/vrp_problem_intro/cvrp');
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document')
        documentLoads.push(new URL(request.url()).pathname);
    });
    await page
      .locator('article')
      .getByRole('link', { name: 'first-solution heuristics' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/first_solution_heuristic\/?$/);
    const live = page.locator('[data-live-codeblock]').first();
    // The block loads react-live once it comes near the viewport; the page reloads meanwhile,
    // so scroll to the block until the reloaded page shows its output.
    await expect(async () => {
      await live.scrollIntoViewIfNeeded();
      await expect(
        live
          .locator('[class*="playgroundPreview"] svg, [class*="playgroundPreview"] table')
          .first(),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(live.locator('[class*="playgroundError"]')).toHaveCount(0);
    expect(documentLoads).toEqual(['/docs/vrp_problem_intro/first_solution_heuristic']);
    // The block ran, so this document allows eval; the hook that reloads a live page reached
    // client-side checks that in an effect, which has run two frames and a task later.
    await afterFramesAndTask(page);
    expect(documentLoads, 'the page must reload once, not loop').toHaveLength(1);
  });
});
