/**
 * Live code blocks load react-live only once they come near the viewport
 * (src/plugins/code-blocks/theme/CodeBlock): before that, and without JavaScript, they show their highlighted
 * source in a box of the live editor's shape, so the swap moves nothing around them.
 */
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { collectErrors, gotoHydrated, trackActivity } from './support';

/** Its only live block is far below the first screen. */
const LIVE_PAGE = '/docs/vrp_problem_intro/first_solution_heuristic';

/** react-live's own editor class (theme-live-codeblock's Playground/Editor). */
const LIVE_EDITOR = '[class*="playgroundEditor"]';

/** Where the block's "Result" header sits below the block's top edge, in CSS pixels. */
async function resultHeaderOffset(block: Locator): Promise<number> {
  return block.evaluate((element) => {
    const header = [...element.querySelectorAll('div')].find(
      (candidate) => candidate.childElementCount <= 1 && candidate.textContent?.trim() === 'Result',
    );
    if (!header) throw new Error('no Result header in the live block');
    return header.getBoundingClientRect().top - element.getBoundingClientRect().top;
  });
}

async function scriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
}

test('a live block far down the page loads react-live only when scrolled near, without shifting', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const activity = await trackActivity(page);
  await gotoHydrated(page, LIVE_PAGE);
  // Whatever the first load brings has arrived, so a lazy load before the scroll would show.
  await activity.waitForSettled();
  const block = page.locator('[data-live-codeblock]').first();
  await expect(block).toContainText('Live Editor');
  await expect(block).toContainText('function');
  await expect(block.locator(LIVE_EDITOR)).toHaveCount(0);
  const scriptsBefore = await scriptUrls(page);

  await block.scrollIntoViewIfNeeded();
  const placeholderOffset = await resultHeaderOffset(block);
  await expect(block.locator(LIVE_EDITOR)).toBeVisible({ timeout: 30_000 });
  expect(await resultHeaderOffset(block)).toBeCloseTo(placeholderOffset, 0);
  // The editor came with scripts the first load did not have.
  expect((await scriptUrls(page)).length).toBeGreaterThan(scriptsBefore.length);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a live block shows its source in the placeholder', async ({ page }) => {
    await page.goto(LIVE_PAGE);
    const block = page.locator('[data-live-codeblock]').first();
    await expect(block).toContainText('Live Editor');
    await expect(block.locator('pre')).toContainText('function');
    await expect(block).toContainText('Result');
  });
});
