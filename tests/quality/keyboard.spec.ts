/**
 * Keyboard paths every page relies on: the skip link, the navbar and the focus trap of the
 * search modal. axe runs on every page, in both colour modes, in the page walker
 * (tests/quality/pages.spec.ts).
 */
import { test, expect } from '../support/workerContext';

import { gotoHydrated } from '../e2e/support';

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    // Focus (or the sequential focus start point) moves to <main>: the next Tab lands in it.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') != null);
    expect(inMain, 'the Tab after the skip link did not land inside <main>').toBe(true);
  });

  test('Tab walks the navbar links in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const reached: string[] = [];
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('nav.navbar') ? (active.textContent ?? '').trim() : null;
      });
      if (label) reached.push(label);
    }
    const order = ['Learn', 'Routing API', 'Integration API', 'Stateless API', 'FAQ', 'Reference'];
    expect(reached.filter((label) => order.includes(label))).toEqual(order);
  });

  test('the search modal keeps focus inside and returns it on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/docs/intro');
    const button = page.locator('.DocSearch-Button');
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('depot');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.querySelector('.DocSearch-Modal')?.contains(document.activeElement) ?? false,
      );
      expect(inside, `focus left the modal after ${presses + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });
});
