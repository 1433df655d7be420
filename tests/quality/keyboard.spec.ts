/**
 * Accessibility: axe-core on every sitemap URL in light and in dark mode (no serious or
 * critical violation), and the keyboard paths every page relies on: the skip link, the navbar
 * and the focus trap of the search modal.
 *
 * axe-core is injected and run directly rather than through @axe-core/playwright's AxeBuilder:
 * each run sets parts of the page aside and puts them back around `axe.run` in one evaluate
 * (see blockingViolations), which AxeBuilder's own evaluate cannot wrap.
 */
import axe from 'axe-core';
import { test, expect, type Page } from '@playwright/test';

import { gotoHydrated, trackActivity } from '../e2e/support';
import { shardByCost, sitemapPaths } from './sitemap';

const SHARDS = 4;
const BLOCKING_IMPACTS = ['serious', 'critical'];
/** Every WCAG 2.1 A/AA and best-practice rule. */
const ALL_RULES: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};
/**
 * A colour-mode switch changes only colours (the same DOM, re-themed in place by the toggle),
 * so the second mode re-runs just the rules that read colours.
 */
const COLOUR_RULES: axe.RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};

/**
 * Redoc renders every operation of a reference with the same components, so the sidebar, the
 * API intro, the tag sections and the first operation are checked and the later operations are
 * set aside for the run. They are detached, not excluded: axe's colour rules map every element
 * of the document whatever the context excludes, which cost 9-15 s per run on
 * /api-portal/integration (75 operations, ~40k elements) against about 1 s detached.
 */
const REDOC_LATER_OPERATIONS =
  '.redocusaurus .api-content > [data-section-id*="/operation/"] ~ [data-section-id*="/operation/"]';

/**
 * Relative cost of checking a page, from measured times on two cores (seconds per page for
 * both modes): a tag or category index ~0.9, a doc page ~2.8, a Redoc reference ~8.7 and the
 * Integration API's (75 operations) ~16.5. Used only to balance the shards.
 */
function axeCost(urlPath: string): number {
  if (urlPath.startsWith('/api-portal/integration')) return 18;
  if (/^\/api-portal\/.+/.test(urlPath)) return 9;
  if (urlPath.startsWith('/docs/tags') || urlPath.startsWith('/docs/category')) return 1;
  return 3;
}

/**
 * Loads a page afresh, in light mode, with axe injected; returns the document's CSP. Colour
 * transitions are switched off: axe must read the end colours, and waiting them out on every
 * toggle only adds time.
 */
async function loadFresh(page: Page, urlPath: string): Promise<string | undefined> {
  const response = await page.goto(urlPath);
  expect(response?.ok(), `${urlPath} answered ${response?.status()}`).toBe(true);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(axe.source);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  return response?.headers()['content-security-policy'];
}

/**
 * Moves to another page the way the router does after a link click, so the document, axe and
 * the colour mode carry over (full loads and their hydration are the crawl's job). Resolves
 * once the page's canonical link names the new path.
 */
async function navigateClientSide(page: Page, urlPath: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, urlPath);
  await page.waitForFunction((target) => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    return canonical != null && new URL(canonical.href).pathname === target;
  }, urlPath);
}

/** Serious and critical violations on the page, one line per rule with up to three targets. */
async function blockingViolations(page: Page, options: axe.RunOptions): Promise<string[]> {
  return page.evaluate(
    async ({ options, setAside, blocking }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const detached = [...document.querySelectorAll(setAside)].map((element) => ({
        element,
        parent: element.parentNode,
        next: element.nextSibling,
      }));
      for (const { element } of detached) element.remove();
      // Code blocks whose every token colour was already checked on this page or an earlier
      // one of the shard: contrast depends only on the text colour, the background behind it
      // and the font size and weight, and Prism's few token colours repeat on every page.
      const state = window as unknown as { __checkedCodeColours?: Set<string> };
      const checked = (state.__checkedCodeColours ??= new Set<string>());
      const repeatedCode: Element[] = [];
      for (const code of document.querySelectorAll('pre > code')) {
        const keys = new Set<string>();
        for (const element of [code, ...code.querySelectorAll('*')]) {
          const hasText = [...element.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
          );
          if (!hasText) continue;
          const style = getComputedStyle(element);
          const backgrounds: string[] = [];
          for (let layer: Element | null = element; layer; layer = layer.parentElement) {
            const background = getComputedStyle(layer).backgroundColor;
            if (background === 'rgba(0, 0, 0, 0)') continue;
            backgrounds.push(background);
            if (!background.startsWith('rgba')) break;
          }
          keys.add(
            `${style.color}|${backgrounds.join('/')}|${style.fontSize}|${style.fontWeight}|${style.opacity}`,
          );
        }
        if ([...keys].every((key) => checked.has(key))) repeatedCode.push(code);
        else for (const key of keys) checked.add(key);
      }
      let violations: axe.Result[];
      try {
        ({ violations } = await engine.run(
          { exclude: repeatedCode },
          {
            ...options,
            resultTypes: ['violations'],
          },
        ));
      } finally {
        // Back in place before React or Redoc render again.
        for (const { element, parent, next } of detached.reverse()) {
          parent?.insertBefore(element, next);
        }
      }
      return violations
        .filter((violation) => blocking.includes(violation.impact ?? ''))
        .map((violation) => {
          const { nodes } = violation;
          const targets = nodes.slice(0, 3).map((node) => {
            const data = node.any[0]?.data as
              { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            const colours = data?.fgColor
              ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)`
              : '';
            return `${node.target.join(' ')}${colours}`;
          });
          return `${violation.impact} ${violation.id} x${nodes.length}: ${violation.help}\n      ${targets.join('\n      ')}`;
        });
    },
    {
      options,
      setAside: REDOC_LATER_OPERATIONS,
      blocking: BLOCKING_IMPACTS,
    },
  );
}

type ColourMode = 'light' | 'dark';

/** Switches the page to the other colour mode the way a reader does: with the navbar toggle. */
async function toggleColourMode(page: Page, from: ColourMode): Promise<ColourMode> {
  const to = from === 'light' ? 'dark' : 'light';
  await page
    .locator('.navbar')
    .getByRole('button', { name: new RegExp(`switch to ${to} mode`, 'i') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  return to;
}

test.describe('axe in light and dark mode', () => {
  for (let index = 0; index < SHARDS; index += 1) {
    test(`shard ${index + 1}/${SHARDS}: no serious or critical violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(360_000);
      const paths = shardByCost(await sitemapPaths(request), index, SHARDS, axeCost);
      expect(paths.length, 'the sitemap shard is empty').toBeGreaterThan(0);
      const activity = await trackActivity(page);
      await page.addInitScript(() => {
        window.localStorage.setItem('theme', 'light');
      });
      // A document keeps the CSP it was loaded with, and pages with live code blocks are
      // served a different one ('unsafe-eval'): those, and the page after them, load afresh.
      const policies = new Map<string, string | undefined>();
      for (const urlPath of paths) {
        policies.set(urlPath, (await request.head(urlPath)).headers()['content-security-policy']);
      }
      const report: string[] = [];
      let mode: ColourMode = 'light';
      let documentPolicy: string | undefined;
      for (const [position, urlPath] of paths.entries()) {
        const policy = policies.get(urlPath);
        if (position === 0 || policy !== documentPolicy) {
          documentPolicy = await loadFresh(page, urlPath);
          mode = 'light';
        } else {
          await navigateClientSide(page, urlPath);
        }
        await activity.waitForSettled();
        // The theme's route progress bar (nprogress) fades out a moment after the route renders.
        await page.locator('#nprogress').waitFor({ state: 'detached' });
        // Every rule in the mode the page arrived in, the colour rules again in the other:
        // the modes alternate from page to page, which saves a toggle per page.
        const all = await blockingViolations(page, ALL_RULES);
        if (all.length > 0) report.push(`${urlPath} (${mode})\n    ${all.join('\n    ')}`);
        mode = await toggleColourMode(page, mode);
        await activity.waitForSettled();
        const colour = await blockingViolations(page, COLOUR_RULES);
        if (colour.length > 0) report.push(`${urlPath} (${mode})\n    ${colour.join('\n    ')}`);
      }
      expect(report, `axe:\n${report.join('\n')}`).toEqual([]);
    });
  }
});

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
