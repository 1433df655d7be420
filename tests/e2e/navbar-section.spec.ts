/**
 * The navbar highlights the one docs section the reader is in (src/plugins/navbar-sections):
 * "Routing API", "Integration API", "Stateless API" and "FAQ" each claim the top-level sidebar
 * entry that holds their doc, "Learn" the rest of the sidebar. The docs plugin's own rule
 * highlighted every docs item on every docs page, as they all share one sidebar.
 */
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { gotoHydrated } from './support';

const DOC_ITEMS = ['Learn', 'Routing API', 'Integration API', 'Stateless API', 'FAQ'];
const SECTION_ITEMS = [...DOC_ITEMS, 'Reference'];

/** A page of each section, the navbar item it highlights, and the sidebar entry it is in. */
const SECTION_PAGES: readonly { path: string; item: string; entry: string }[] = [
  { path: '/docs/concepts/depot', item: 'Learn', entry: 'category "Concepts"' },
  { path: '/docs/intro', item: 'Learn', entry: 'top-level doc "intro"' },
  { path: '/docs/category/use-cases', item: 'Learn', entry: 'generated index "Use cases"' },
  { path: '/docs/routing', item: 'Routing API', entry: 'category "Routing API"' },
  { path: '/docs/quickstart/auth', item: 'Integration API', entry: 'category "Getting started"' },
  {
    path: '/docs/stateless_api/features',
    item: 'Stateless API',
    entry: 'category "Stateless API"',
  },
  { path: '/docs/faq', item: 'FAQ', entry: 'top-level doc "faq/faq"' },
];

function desktopNavbar(page: Page): Locator {
  return page.locator('nav.navbar .navbar__items');
}

async function activeLabels(scope: Locator, activeClass: string): Promise<string[]> {
  return (await scope.locator(`.${activeClass}`).allInnerTexts()).map((text) => text.trim());
}

test.describe('the navbar highlights the section of the page', () => {
  for (const { path, item, entry } of SECTION_PAGES) {
    test(`${path} (${entry}): "${item}" alone`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, path);
      expect(await activeLabels(desktopNavbar(page), 'navbar__link--active')).toEqual([item]);
    });
  }

  test('in the mobile menu too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/docs/stateless_api/intro');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: /Back to main menu/ }).click();
    // The first panel holds the navbar's items; the second, the docs sidebar.
    const mainMenu = page.locator('.navbar-sidebar__items > .navbar-sidebar__item').first();
    await expect(mainMenu.getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
    // The version dropdown in the same menu marks the version read ("Next"); it is no section.
    const active = await activeLabels(mainMenu, 'menu__link--active');
    expect(active.filter((label) => SECTION_ITEMS.includes(label))).toEqual(['Stateless API']);
  });

  test('moves with a client-side navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/routing');
    await desktopNavbar(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/faq$/);
    await expect(desktopNavbar(page).locator('.navbar__link--active')).toHaveText(['FAQ']);
  });

  test('pages outside the docs highlight no docs item', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/', '/api-portal']) {
      await gotoHydrated(page, path);
      const active = await activeLabels(desktopNavbar(page), 'navbar__link--active');
      expect(
        active.filter((label) => DOC_ITEMS.includes(label)),
        path,
      ).toEqual([]);
    }
  });
});
