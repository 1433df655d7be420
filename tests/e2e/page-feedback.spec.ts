/**
 * "Was this page helpful?" at the end of docs pages (src/plugins/page-feedback). With
 * ANALYTICS_E2E_BASE_URL (a build with GA_MEASUREMENT_ID, scripts/test-configured.sh) an answer
 * must reach the dataLayer as exactly one `page_feedback` event without the comment; on the
 * default build nothing may be sent. Either way the answer is thanked for and remembered.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { ALL_RULES, blockingViolations, injectAxe } from '../quality/axe';
import {
  afterFramesAndTask,
  collectErrors,
  denyWebStorage,
  gotoHydrated,
  gtagEvents,
  interceptGtag,
} from './support';

const CONFIGURED_BASE_URL = process.env.ANALYTICS_E2E_BASE_URL;
const MEASUREMENT_ID = process.env.ANALYTICS_E2E_MEASUREMENT_ID ?? 'G-TEST000000';
const DOC = '/docs/concepts/depot';
const OTHER_DOC = '/docs/concepts/jit';
const STORAGE_KEY = `routekit:page-feedback:${DOC}`;

async function feedbackEvents(page: Page): Promise<unknown[]> {
  return gtagEvents(page, 'page_feedback');
}

function feedback(page: Page) {
  return page.getByRole('group', { name: 'Was this page helpful?' });
}

function thanks(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Thank you for your feedback' });
}

/** "No", a reason and a comment longer than the field takes, then Send. */
async function answerNo(page: Page): Promise<string> {
  await feedback(page).getByRole('button', { name: 'No' }).click();
  const form = page.getByRole('form', { name: /What was wrong/ });
  await expect(form.getByRole('radio').first()).toBeFocused();
  await form.getByRole('radio', { name: 'Something I need is missing' }).check();
  const comment = form.getByRole('textbox', { name: 'Anything else? (optional)' });
  const typed = 'The depot page should say how opening hours meet time windows. '.repeat(9);
  expect(typed.length).toBeGreaterThan(500);
  await comment.fill(typed);
  await expect(comment).toHaveValue(typed.slice(0, 500));
  await expect(form.getByText('500 / 500 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  return typed.slice(0, 500);
}

test.describe('page feedback with analytics configured', () => {
  test.skip(!CONFIGURED_BASE_URL, 'needs ANALYTICS_E2E_BASE_URL: a build with GA_MEASUREMENT_ID');
  test.use({ baseURL: CONFIGURED_BASE_URL });

  test('"Yes" sends one page_feedback event and is remembered after a reload', async ({ page }) => {
    const errors = collectErrors(page);
    await interceptGtag(page);
    await gotoHydrated(page, DOC);
    await feedback(page).getByRole('button', { name: 'Yes' }).click();
    await expect(thanks(page)).toBeVisible();
    await expect(thanks(page)).toBeFocused();
    await afterFramesAndTask(page);
    expect(await feedbackEvents(page)).toEqual([
      { page_path: DOC, answer: 'yes', send_to: MEASUREMENT_ID },
    ]);

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(thanks(page)).toContainText('this page helped');
    await expect(feedback(page)).toHaveCount(0);
    await afterFramesAndTask(page);
    expect(await feedbackEvents(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('"No" sends the reason but never the comment (no opt-in)', async ({ page }) => {
    await interceptGtag(page);
    await gotoHydrated(page, DOC);
    await answerNo(page);
    await expect(thanks(page)).toContainText('this page did not help');
    await afterFramesAndTask(page);
    expect(await feedbackEvents(page)).toEqual([
      { page_path: DOC, answer: 'no', reason: 'missing', send_to: MEASUREMENT_ID },
    ]);
  });
});

test.describe('page feedback without analytics (default build)', () => {
  test.skip(!!CONFIGURED_BASE_URL, 'the default build is the unconfigured one');

  test('an answer sends nothing, is thanked for and remembered after a reload', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const gtagRequests = await interceptGtag(page);
    const sent: string[] = [];
    // Anything but a GET to the site itself would be the answer leaving the page.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.protocol.startsWith('http')) return;
      if (request.method() !== 'GET' || url.hostname !== '127.0.0.1') {
        sent.push(`${request.method()} ${request.url()}`);
      }
    });
    await gotoHydrated(page, DOC);
    await answerNo(page);
    await expect(thanks(page)).toContainText('this page did not help');
    await afterFramesAndTask(page);
    expect(gtagRequests).toEqual([]);
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer])).toEqual([
      'undefined',
      'undefined',
    ]);
    // The comment stays out of storage too: only answer and reason are kept.
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))!),
    ).toEqual({ answer: 'no', reason: 'missing' });

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(thanks(page)).toContainText('this page did not help');
    await expect(feedback(page)).toHaveCount(0);

    // Another page still asks.
    await gotoHydrated(page, OTHER_DOC);
    await expect(feedback(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the answer belongs to the page, whichever URL spelling reached it', async ({ page }) => {
    await gotoHydrated(page, '/docs/faq');
    await feedback(page).getByRole('button', { name: 'Yes' }).click();
    await expect(thanks(page)).toContainText('this page helped');
    await gotoHydrated(page, '/docs/faq/');
    await expect(thanks(page)).toContainText('this page helped');
    expect(
      await page.evaluate(() => localStorage.getItem('routekit:page-feedback:/docs/faq')),
    ).toBe('{"answer":"yes"}');
  });

  test('with storage blocked an answer still works and lasts the visit', async ({ page }) => {
    const errors = collectErrors(page);
    await denyWebStorage(page);
    await gotoHydrated(page, DOC);
    await feedback(page).getByRole('button', { name: 'Yes' }).click();
    await expect(thanks(page)).toContainText('this page helped');
    // A client-side round trip to another page and back: the answer of this visit is kept.
    await page.getByRole('link', { name: 'Next' }).first().click();
    await expect(page).not.toHaveURL(new RegExp(`${DOC}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(thanks(page)).toContainText('this page helped');
    expect(errors).toEqual([]);
  });

  test('"Cancel" goes back to the question; a stored answer that is not ours is ignored', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"answer":"maybe"'), STORAGE_KEY);
    await gotoHydrated(page, DOC);
    await expect(feedback(page)).toBeVisible();
    await feedback(page).getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(feedback(page).getByRole('button', { name: 'No' })).toBeVisible();
  });

  for (const colourMode of ['light', 'dark'] as const) {
    test(`the reason form passes axe in ${colourMode} mode at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colourMode);
      await gotoHydrated(page, DOC);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colourMode);
      await feedback(page).getByRole('button', { name: 'No' }).click();
      const form = page.getByRole('form', { name: /What was wrong/ });
      await expect(form).toBeVisible();
      const box = await form.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await injectAxe(page);
      expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);
    });
  }
});
