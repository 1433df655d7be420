/**
 * The site under hostile conditions: storage that throws (privacy modes, blocked cookies), a
 * route chunk that is gone (a deploy replaced it), JavaScript turned off, and the security
 * headers every response must carry.
 */
import { test, expect } from '@playwright/test';

import { FIRST_LOAD_PAGES } from '../quality/firstLoadJs';
import { collectErrors, denyWebStorage, gotoHydrated } from './support';
import { sitemapPaths } from '../quality/sitemap';

test.describe('local storage that throws on access', () => {
  // Every sitemap page gets the same check in tests/quality/storage-denied.spec.ts; these are
  // the page types, with the search page, so a failure here names the kind of page at once.
  test.beforeEach(async ({ page }) => {
    await denyWebStorage(page);
  });

  for (const target of [...FIRST_LOAD_PAGES, { name: 'search', path: '/search' }]) {
    test(`${target.name} renders and hydrates without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, target.path);
      // Redoc and the search page have no <main>; every page has a visible h1.
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the colour toggle still switches modes for the session', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // A client-side navigation keeps the mode chosen in this session.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/docs\/faq\/$/);
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

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ', exact: true })
    .click();
  await expect.poll(() => documentLoads.length).toBe(1);
  expect(documentLoads[0]).toMatch(/^\/docs\/faq\/?$/);
  // The reloaded page is the server-rendered FAQ; it must not keep reloading.
  await expect(page.locator('article h1').first()).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(documentLoads).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every doc page shows its title and content from static HTML', async ({ page, request }) => {
    test.setTimeout(120_000);
    const docPaths = (await sitemapPaths(request)).filter((p) => p.startsWith('/docs/'));
    expect(docPaths.length).toBeGreaterThan(10);
    const unreadable: string[] = [];
    for (const urlPath of docPaths) {
      await page.goto(urlPath, { waitUntil: 'domcontentloaded' });
      // Doc pages, generated category indexes and tag pages all render their content in <main>.
      const main = page.locator('main').first();
      const readable =
        (await main.locator('h1').first().isVisible()) &&
        (await main.isVisible()) &&
        (await main.innerText()).trim().length > 80;
      if (!readable) unreadable.push(urlPath);
    }
    expect(unreadable, 'doc pages without readable static content').toEqual([]);
  });
});

test.describe('security headers', () => {
  test('every page carries the CSP and the hardening headers', async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(100);
    for (const urlPath of [...paths, '/404.html', '/no-such-page']) {
      const response = await request.get(urlPath);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, `${urlPath} has no CSP`).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test("'unsafe-eval' is allowed only on pages with live code blocks", async ({ request }) => {
    const live = await request.get('/docs/vrp_problem_intro/first_solution_heuristic');
    expect(live.headers()['content-security-policy']).toContain("'unsafe-eval'");
    const plain = await request.get('/docs/concepts/capacity_demand');
    expect(plain.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  test('the live code block runs under the policy', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/vrp_problem_intro/first_solution_heuristic');
    const live = page.locator('[data-live-codeblock]').first();
    await expect(live).toBeVisible();
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
    await expect(
      live.locator('[class*="playgroundPreview"] svg, [class*="playgroundPreview"] table').first(),
    ).toBeVisible();
    await expect(live.locator('[class*="playgroundError"]')).toHaveCount(0);
    expect(documentLoads).toEqual(['/docs/vrp_problem_intro/first_solution_heuristic']);
    await page.waitForTimeout(1_000);
    expect(documentLoads, 'the page must reload once, not loop').toHaveLength(1);
  });
});
