/**
 * Accessibility: axe-core on every sitemap URL in light and in dark mode (no serious or
 * critical violation), and the keyboard paths every page relies on: the skip link, the navbar
 * and the focus trap of the search modal.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';

import { gotoHydrated } from '../e2e/support';
import { shard, sitemapPaths } from './sitemap';

const SHARDS = 2;

/**
 * One page of every kind the site has. axe over the whole sitemap (about 100 URLs, two colour
 * modes) takes longer than the CI budget on two cores, so `npm test` checks these and
 * `A11Y_FULL=true npx playwright test a11y` checks every sitemap URL.
 */
const SAMPLE_PATHS = [
  '/',
  '/optimization',
  '/docs/intro',
  '/docs/concepts/timewindow_model',
  '/docs/howto/webhooks',
  '/docs/terms/booking',
  '/docs/terms/glossary',
  '/docs/vrp_problem_intro/first_solution_heuristic',
  '/docs/category/concepts',
  '/docs/tags/cvrptw',
  '/docs/faq/',
  '/api-portal',
  '/api-portal/stateless',
  '/playground',
  '/search',
];
const FULL = process.env.A11Y_FULL === 'true';
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Light mode runs every WCAG A/AA and best-practice rule; dark mode changes only colours, so it
 * re-runs just the colour rules, which halves the cost of the second pass.
 */
async function blockingViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  // Redoc's own rendering of the reference (tens of thousands of nodes on /api-portal/*) is
  // third-party markup that takes axe minutes per page; the page shell around it is checked.
  const builder = new AxeBuilder({ page }).exclude('.redocusaurus');
  if (mode === 'light') {
    builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  } else {
    builder.withRules(['color-contrast', 'link-in-text-block']);
  }
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n      ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n      ')}`,
    );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      // The stored choice is what the colour-mode script reads before the first paint.
      await page.addInitScript((theme) => {
        try {
          window.localStorage.setItem('theme', theme);
        } catch {
          // Storage may be unavailable; the default (light) then applies.
        }
      }, mode);
    });

    for (let index = 0; index < SHARDS; index += 1) {
      test(`shard ${index + 1}/${SHARDS}: no serious or critical violations`, async ({
        page,
        request,
      }) => {
        test.setTimeout(300_000);
        const all = FULL ? await sitemapPaths(request) : SAMPLE_PATHS;
        const paths = shard(all, index, SHARDS);
        const report: string[] = [];
        for (const urlPath of paths) {
          await gotoHydrated(page, urlPath);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const violations = await blockingViolations(page, mode);
          if (violations.length > 0) report.push(`${urlPath}\n    ${violations.join('\n    ')}`);
        }
        expect(report, `axe (${mode}):\n${report.join('\n')}`).toEqual([]);
      });
    }
  });
}

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
