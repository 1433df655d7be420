/**
 * Code blocks hydrate without being highlighted again (src/plugins/code-blocks/theme/CodeBlock/Content): a block the
 * server rendered keeps the server's highlighted markup, node for node, and still works as a
 * code block; the browser highlights where the server's markup cannot serve: in dark mode (the
 * token colours differ) and on a page reached by a client-side navigation.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { afterFramesAndTask, gotoHydrated } from '../e2e/support';

/** Five blocks, ~1,800 tokens: the page whose hydration cost this saves most. */
const CODE_PAGE = '/docs/vrp_problem_intro/first_solution_heuristic';
/** A page with code that the code page links to (its sidebar). */
const OTHER_CODE_PAGE = '/docs/quickstart/auth';

const TOKENS = '.theme-code-block pre code .token';

/**
 * Records, from the first byte on, every node the page removes from a code block's <pre>, and
 * keeps the parsed document's <pre> elements to check they are the ones left after hydration.
 */
async function recordRemovedCodeNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedCodeNodes: string[] }).removedCodeNodes = removed;
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverPres: Element[] }).serverPres = [
        ...document.querySelectorAll('.theme-code-block pre'),
      ];
    });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (mutation.removedNodes.length === 0 || !target.closest?.('pre')) continue;
        removed.push(`${mutation.removedNodes.length} node(s) from <${target.localName}>`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What the page hands to the clipboard (the site's Permissions-Policy denies reading it back). */
async function recordClipboardWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { copiedTexts: string[] }).copiedTexts = copied;
    navigator.clipboard.writeText = async (text: string) => {
      copied.push(text);
    };
  });
}

async function tokenCount(page: Page): Promise<number> {
  return page.locator(TOKENS).count();
}

async function firstKeywordColour(page: Page): Promise<string> {
  return page
    .locator(`${TOKENS}.keyword`)
    .first()
    .evaluate((token) => getComputedStyle(token).color);
}

test('a server-rendered code block hydrates as the server wrote it and keeps working', async ({
  page,
}) => {
  await recordRemovedCodeNodes(page);
  await recordClipboardWrites(page);
  const response = await page.goto(CODE_PAGE);
  const serverHtml = (await response?.text()) ?? '';
  const serverTokens = (serverHtml.match(/class="token /g) ?? []).length;
  expect(serverTokens).toBeGreaterThan(500);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });

  // Upstream's CodeBlock mounted every block again one render after hydration.
  await afterFramesAndTask(page);
  expect(await tokenCount(page)).toBeGreaterThanOrEqual(serverTokens);
  expect(
    await page.evaluate(() => (window as never as { removedCodeNodes: string[] }).removedCodeNodes),
  ).toEqual([]);
  const serverPres = await page.evaluate(() => {
    const pres = (window as never as { serverPres: Element[] }).serverPres;
    return { count: pres.length, connected: pres.filter((pre) => pre.isConnected).length };
  });
  expect(serverPres.count).toBe(5);
  expect(serverPres.connected).toBe(serverPres.count);

  // The copy button copies the block's source from the metadata, not the markup.
  const block = page.locator('.theme-code-block').first();
  const source = (await block.locator('pre code').innerText()).trimEnd();
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  await expect
    .poll(() => page.evaluate(() => (window as never as { copiedTexts: string[] }).copiedTexts))
    .toEqual([expect.stringContaining(source.split('\n')[0]!)]);
});

test('dark mode highlights again with the dark colours', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  const light = await firstKeywordColour(page);
  const tokens = await tokenCount(page);
  await page.getByRole('button', { name: /Switch to dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => firstKeywordColour(page)).not.toBe(light);
  expect(await tokenCount(page)).toBe(tokens);
});

test('a reader whose stored mode is dark gets the dark colours after hydration', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, CODE_PAGE);
  const light = await firstKeywordColour(page);
  const tokens = await tokenCount(page);
  const darkContext = await browser.newContext();
  try {
    await darkContext.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const dark = await darkContext.newPage();
    await gotoHydrated(dark, CODE_PAGE);
    await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => firstKeywordColour(dark)).not.toBe(light);
    expect(await tokenCount(dark)).toBe(tokens);
  } finally {
    await darkContext.close();
  }
});

test('a code block reached by a client-side navigation is highlighted', async ({ page }) => {
  await gotoHydrated(page, CODE_PAGE);
  // The sidebar's link may sit in a collapsed category: React Router's handler runs all the same.
  await page.locator(`a[href="${OTHER_CODE_PAGE}"]`).first().dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${OTHER_CODE_PAGE}$`));
  await expect(page.locator(TOKENS).first()).toBeVisible();
});
