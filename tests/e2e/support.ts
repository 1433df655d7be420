import { expect, type Page } from '@playwright/test';

/** Navigates and waits until React has hydrated, so clicks and keys reach React handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response, `no response for ${url}`).not.toBeNull();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Collects console errors and page errors for assertions at the end of a test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
