/**
 * The axe helper's colour shortcut (tests/quality/axe.ts) must not hide a violation: a new
 * colour combination is checked on any page, a repeated one once per worker, text whose
 * backdrop its parents do not tell every time, and the other rules always run on the whole page.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { ALL_RULES, COLOUR_RULES, blockingViolations, injectAxe } from './axe';

const PAGE = '/docs/terms/erp';

async function plant(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML('beforeend', markup);
  }, html);
}

const rulesOf = (lines: string[]) => lines.map((line) => line.split(' ')[1]);

/** Loads a page, waits for hydration and makes axe available in it. */
async function openWithAxe(page: Page, urlPath: string): Promise<void> {
  await page.goto(urlPath);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await injectAxe(page);
}

test.describe('a plain doc page', () => {
  test.beforeEach(async ({ page }) => {
    await openWithAxe(page, PAGE);
  });

  test('a page with nothing planted passes, and its combinations are remembered', async ({
    page,
  }) => {
    const checked = new Set<string>();
    expect(await blockingViolations(page, ALL_RULES, checked)).toEqual([]);
    expect(checked.size).toBeGreaterThan(3);
    const remembered = checked.size;
    // Nothing new on a second run: the colour rules have no text to check.
    expect(await blockingViolations(page, COLOUR_RULES, checked)).toEqual([]);
    expect(checked.size).toBe(remembered);
  });

  test('a new low-contrast combination is found after the page was checked', async ({ page }) => {
    const checked = new Set<string>();
    await blockingViolations(page, ALL_RULES, checked);
    await plant(page, '<p style="color:#bbbbbb">Pale grey text on white</p>');
    expect(rulesOf(await blockingViolations(page, COLOUR_RULES, checked))).toEqual([
      'color-contrast',
    ]);
    // The same combination again in this worker was reported already.
    expect(await blockingViolations(page, COLOUR_RULES, checked)).toEqual([]);
  });

  test('a link amid text is checked though the same colours were checked on a lone link', async ({
    page,
  }) => {
    const checked = new Set<string>();
    const link = (text: string) =>
      `<a href="#planted" style="text-decoration: none; color: #146c47">${text}</a>`;
    await plant(page, `<ul><li>${link('a lone link')}</li></ul>`);
    expect(await blockingViolations(page, ALL_RULES, checked)).toEqual([]);
    await plant(page, `<ul><li>A sentence with ${link('a link')} told apart by colour.</li></ul>`);
    expect(rulesOf(await blockingViolations(page, COLOUR_RULES, checked))).toEqual([
      'link-in-text-block',
    ]);
  });

  test('positioned text, whose backdrop is not its parent, is checked on every run', async ({
    page,
  }) => {
    const checked = new Set<string>();
    // Its parents are white; what lies behind it on screen is the dark box.
    await plant(
      page,
      '<div style="position:relative;height:3rem"><div style="position:absolute;inset:0;background:#222"></div><p style="position:absolute;top:0;margin:0;color:#444">Dark grey on a dark box</p></div>',
    );
    for (let run = 0; run < 2; run += 1)
      expect(rulesOf(await blockingViolations(page, COLOUR_RULES, checked)), `run ${run}`).toEqual([
        'color-contrast',
      ]);
  });

  // axe leaves text on a background image to a person (an incomplete result, never a
  // violation), so these tests watch what the helper remembers rather than what axe reports.
  test('text on an image of its own box is remembered with that image and the box size', async ({
    page,
  }) => {
    const checked = new Set<string>();
    const keyCap = (gradient: string, text: string) =>
      `<p><kbd style="display:inline-block;width:4rem;height:1.5rem;color:#555;background:${gradient}">${text}</kbd></p>`;
    await blockingViolations(page, ALL_RULES, checked);
    const before = checked.size;
    await plant(page, keyCap('linear-gradient(#ffffff, #eeeeee)', 'first cap'));
    await blockingViolations(page, COLOUR_RULES, checked);
    expect(checked.size).toBe(before + 1);
    await plant(page, keyCap('linear-gradient(#ffffff, #eeeeee)', 'same cap'));
    await blockingViolations(page, COLOUR_RULES, checked);
    expect(checked.size, 'the same image on a box of the same size').toBe(before + 1);
    await plant(page, keyCap('linear-gradient(#333333, #444444)', 'dark cap'));
    await blockingViolations(page, COLOUR_RULES, checked);
    expect(checked.size, 'another image').toBe(before + 2);
  });

  test('text over an image of an ancestor is never remembered, so it is checked on every run', async ({
    page,
  }) => {
    const checked = new Set<string>();
    await blockingViolations(page, ALL_RULES, checked);
    const before = checked.size;
    await plant(
      page,
      '<div style="background:linear-gradient(#222222, #333333)"><p style="color:#444;margin:0">Dark grey on a dark gradient</p></div>',
    );
    await blockingViolations(page, COLOUR_RULES, checked);
    expect(checked.size).toBe(before);
  });

  test('the other rules run on the whole page even when every colour was checked', async ({
    page,
  }) => {
    const checked = new Set<string>();
    await blockingViolations(page, ALL_RULES, checked);
    await plant(page, '<img src="/img/logo.svg" width="10" height="10">');
    expect(rulesOf(await blockingViolations(page, ALL_RULES, checked))).toEqual(['image-alt']);
  });
});

test.describe('highlighted code', () => {
  const CODE_PAGE = '/docs/howto/webhooks';

  test.beforeEach(async ({ page }) => {
    await openWithAxe(page, CODE_PAGE);
  });

  test('a token with a role of its own is still checked, and every token is back after the run', async ({
    page,
  }) => {
    const tokenCount = () => page.locator('pre code .token-line span').count();
    const before = await tokenCount();
    expect(before).toBeGreaterThan(50);
    // A token that is a button without a name: not a plain token, so its line keeps its spans.
    await page.evaluate(() => {
      const token = document.querySelector('pre code .token-line span')!;
      token.setAttribute('role', 'button');
      token.textContent = '';
      (window as unknown as { markedToken: Element }).markedToken = token;
    });
    const checked = new Set<string>();
    expect(rulesOf(await blockingViolations(page, ALL_RULES, checked))).toContain(
      'aria-command-name',
    );
    expect(await tokenCount()).toBe(before);
    // The same element, not a copy: React and the copy button keep their references.
    expect(
      await page.evaluate(
        () =>
          document.querySelector('pre code .token-line span') ===
          (window as unknown as { markedToken: Element }).markedToken,
      ),
    ).toBe(true);
  });

  test('a new token colour is checked in its own line', async ({ page }) => {
    const checked = new Set<string>();
    await blockingViolations(page, ALL_RULES, checked);
    await page.evaluate(() => {
      const token = document.querySelectorAll('pre code .token-line span')[3] as HTMLElement;
      token.style.color = '#e4e4e4';
    });
    expect(rulesOf(await blockingViolations(page, COLOUR_RULES, checked))).toEqual([
      'color-contrast',
    ]);
  });
});

test.describe('an API reference', () => {
  test("a later operation's link told apart by colour alone is reported, though the operation is set aside", async ({
    page,
  }) => {
    await openWithAxe(page, '/api-portal/routing');
    const checked = new Set<string>();
    // Its descriptions' links are underlined: nothing to report.
    expect(await blockingViolations(page, ALL_RULES, checked)).toEqual([]);
    await page.evaluate(() => {
      const later = document.querySelectorAll(
        '.redocusaurus .api-content > [data-section-id*="/operation/"]',
      )[2]!;
      later
        .querySelector('p')!
        .insertAdjacentHTML(
          'beforeend',
          ' <a href="#planted" style="text-decoration: none; color: #146c47">planted link</a>',
        );
    });
    const lines = await blockingViolations(page, COLOUR_RULES, checked);
    expect(rulesOf(lines)).toEqual(['link-in-text-block']);
    expect(lines[0]).toContain('planted link');
  });
});
