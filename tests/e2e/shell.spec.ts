import { test, expect } from '../support/workerContext';

import { collectErrors, gotoHydrated } from './support';

test.describe('navbar', () => {
  test('each item leads to its page', async ({ page }) => {
    const items: readonly { label: string; url: RegExp }[] = [
      { label: 'Learn', url: /\/docs\/intro$/ },
      { label: 'Routing API', url: /\/docs\/routing$/ },
      { label: 'Integration API', url: /\/docs\/quickstart\/datamodel$/ },
      { label: 'Stateless API', url: /\/docs\/stateless_api\/intro$/ },
      { label: 'FAQ', url: /\/docs\/faq$/ },
      { label: 'Reference', url: /\/api-portal$/ },
    ];
    await gotoHydrated(page, '/');
    // Every page has the navbar, so one load serves all items: each click starts where the
    // previous one led.
    for (const item of items) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await expect(page, `"${item.label}"`).toHaveURL(item.url);
    }
  });

  test('the version dropdown shows "Next"', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'Next' });
    await expect(dropdown.locator('> .navbar__link')).toHaveText('Next');
    await dropdown.hover();
    await expect(dropdown.getByRole('link', { name: 'Next' })).toBeVisible();
  });

  test('hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/docs/intro');
    const navbar = page.locator('nav.navbar');
    const bottom = async () => {
      const box = await navbar.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    await expect.poll(bottom).toBeGreaterThan(0);
    for (let y = 100; y <= 900; y += 100) {
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 100);
      // One scroll per wheel step, as a reader's: the next step waits for this one to land.
      await page.waitForFunction((before) => window.scrollY > before, scrolledBefore);
    }
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(0);
  });

  test('gains a backdrop blur past 180 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/docs/intro');
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-navbar-blur');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(html).toHaveAttribute('data-navbar-blur', '');
    const filter = await page
      .locator('nav.navbar')
      .evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(filter).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(html).not.toHaveAttribute('data-navbar-blur');
  });
});

test.describe('colour mode', () => {
  test('is light by default even when the OS prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('toggles to dark, persists under "theme", and cycles only light/dark', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const toggle = page.getByRole('button', {
      name: /Switch to dark mode \(currently light mode\)/,
    });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const back = page.getByRole('button', { name: /Switch to light mode \(currently dark mode\)/ });
    await back.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    // A third press goes back to dark: there is no "system" step in the cycle.
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile', () => {
  test('the sidebar opens with a back link and closes when the viewport grows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/docs/concepts/depot');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await page.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Routing API', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 1100, height: 740 });
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('the crash fallback shows the error, its causes and "Try again"', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/__tests/crash');
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  const main = page.locator('main');
  await expect(main).toContainText('Route table failed to render');
  await expect(main).toContainText('Cause: Could not compute travel times');
  await expect(main).toContainText('Cause: Depot matrix is missing for depot_spandau');
  // Navbar and footer survive the crash.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crash fixture');
  expect(errors.some((e) => e.includes('Route table failed to render'))).toBe(true);
});

test('closing the announcement bar survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.locator('[class*="announcementBar"]').first();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Routing API v1.4');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
});

test('the footer has legal links, a themed logo and the copyright', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer.footer');
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer).toContainText('Copyright © 2025');
  await expect(
    footer.locator('img.footer__logo, .footer__logo img, img[class*="footer__logo"]').first(),
  ).toBeVisible();
});
