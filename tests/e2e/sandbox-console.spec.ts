/**
 * Try it in the API reference and Run on the guides' curl blocks, against the sandbox running in
 * the page's worker (src/plugins/sandbox-console, issue 31 section 3): the statuses a reader must be able
 * to see (200, 401, 403, 400 with problem+json, 201), an event a request caused, the session
 * surviving a reload, a storage that refuses to keep it, and nothing of the sandbox before the
 * reader asks for it.
 */
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { ALL_RULES, blockingViolations, injectAxe } from '../quality/axe';
import { collectErrors, denyWebStorage, gotoHydrated } from './support';

const BOOKINGS = '/api-portal/integration/bookings';
const WEBHOOKS = '/api-portal/integration/webhooks';

/** Scripts and workers the page has fetched so far. */
async function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
}

async function openTryIt(page: Page, operationId: string): Promise<Locator> {
  await page.locator(`[data-try-it="${operationId}"]`).click();
  const console = page.getByTestId('try-it-console');
  await expect(console).toBeVisible();
  return console;
}

async function send(console: Locator): Promise<Locator> {
  await console.getByRole('button', { name: 'Send' }).click();
  const status = console.getByTestId('sandbox-status');
  await expect(status).toBeVisible({ timeout: 30_000 });
  return status;
}

test.describe('Try it', () => {
  test('loads nothing of the sandbox until a Try it button is used, and keeps Redoc asleep', async ({
    page,
  }) => {
    await gotoHydrated(page, BOOKINGS);
    const button = page.locator('[data-try-it="listBookings"]');
    await expect(button).toHaveAccessibleName('Try it: List bookings');
    expect((await fetchedScripts(page)).filter((url) => /routekit-sandbox/.test(url))).toEqual([]);
    const console = await openTryIt(page, 'listBookings');
    await expect(await send(console)).toHaveText(/^200/);
    expect((await fetchedScripts(page)).some((url) => /routekit-sandbox/.test(url))).toBe(true);
    await expect(page.locator('[data-redoc-state]').first()).toHaveAttribute(
      'data-redoc-state',
      'static',
    );
  });

  test('answers 200, then 401 without a token, and 403 with a read-only token on a write', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, BOOKINGS);
    let console = await openTryIt(page, 'listBookings');
    await expect(console.getByLabel('Path')).toHaveValue('/integration/v1/bookings');
    await expect(await send(console)).toHaveText(/^200/);
    await expect(console.getByTestId('sandbox-body')).toContainText('"data"');

    await console.getByLabel('No token').check();
    await expect(await send(console)).toHaveText(/^401/);
    await expect(console.getByTestId('sandbox-body')).toContainText('/problems/unauthorized');

    await console.getByRole('button', { name: 'Close' }).click();
    console = await openTryIt(page, 'createBooking');
    const scopes = console.getByRole('group', { name: 'Scopes of the sandbox token' });
    await expect(scopes.getByLabel('integration:write')).toBeChecked();
    await scopes.getByLabel('integration:write').uncheck();
    await scopes.getByLabel('integration:read').check();
    await expect(await send(console)).toHaveText(/^403/);
    await expect(console.getByTestId('sandbox-body')).toContainText('/problems/insufficient-scope');
    expect(errors).toEqual([]);
  });

  test('an invalid body is a 400 problem+json; a valid one creates a booking that survives a reload', async ({
    page,
  }) => {
    await gotoHydrated(page, BOOKINGS);
    const console = await openTryIt(page, 'createBooking');
    const body = console.getByLabel('Body');
    await expect(body).toHaveValue(/"project_id": "prj_berlin_daily"/);
    const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;

    await body.fill(JSON.stringify({ ...example, id: undefined, service_duration: 'ten' }));
    await expect(await send(console)).toHaveText(/^(400|422)/);
    await console.locator('summary', { hasText: 'Headers' }).click();
    await expect(console.locator('pre').first()).toContainText(
      'content-type: application/problem+json',
    );
    await expect(console.getByTestId('sandbox-body')).toContainText('service_duration');

    // The spec's example creates a booking the sample world does not hold yet.
    await body.fill(JSON.stringify({ ...example, reference: 'TRY-IT-RELOAD' }));
    await expect(await send(console)).toHaveText(/^201/);
    const created = JSON.parse(
      (await console.getByTestId('sandbox-body').textContent()) ?? '{}',
    ) as { id: string };
    expect(created.id).toBe(example.id);

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const again = await openTryIt(page, 'getBooking');
    await again.getByLabel('Path').fill(`/integration/v1/bookings/${created.id}`);
    await expect(await send(again)).toHaveText(/^200/);
    await expect(again.getByTestId('sandbox-body')).toContainText('TRY-IT-RELOAD');

    // Reset forgets it: the sample world as on first load.
    await again.getByRole('button', { name: 'Reset sandbox' }).click();
    await expect(again.getByTestId('sandbox-status')).toHaveCount(0);
    await expect(await send(again)).toHaveText(/^404/);
  });

  test('shows the event and the signed webhook delivery a request caused', async ({ page }) => {
    await gotoHydrated(page, WEBHOOKS);
    let console = await openTryIt(page, 'createWebhookSubscription');
    await expect(await send(console)).toHaveText(/^201/);
    const subscription = JSON.parse(
      (await console.getByTestId('sandbox-body').textContent()) ?? '{}',
    ) as { id: string };
    await console.getByRole('button', { name: 'Close' }).click();
    console = await openTryIt(page, 'testWebhookSubscription');
    await console
      .getByLabel('Path')
      .fill(`/integration/v1/webhook-subscriptions/${subscription.id}/test`);
    await expect(await send(console)).toHaveText(/^200/);
    await expect(console.getByTestId('sandbox-events')).toContainText('"type": "webhook.test"');
    await expect(console.getByTestId('sandbox-deliveries')).toContainText(/x-signature/i);
  });

  test('works without web storage, and says a reload starts afresh', async ({ page }) => {
    await denyWebStorage(page);
    await gotoHydrated(page, BOOKINGS);
    const console = await openTryIt(page, 'listBookings');
    await expect(await send(console)).toHaveText(/^200/);
    await expect(console.getByRole('status')).toContainText('a reload starts afresh');
  });

  test('the open console is axe clean', async ({ page }) => {
    await gotoHydrated(page, BOOKINGS);
    const console = await openTryIt(page, 'createBooking');
    await send(console);
    await injectAxe(page);
    expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);
  });
});

test.describe('Run on curl blocks', () => {
  test('runs a guide block in the sandbox and shows the response under it', async ({ page }) => {
    await gotoHydrated(page, '/docs/quickstart/auth');
    const block = page
      .locator('.theme-code-block')
      .filter({ hasText: 'integration/v1/projects/prj_berlin_daily' })
      .first();
    const run = block.locator('xpath=following-sibling::div[1]').getByRole('button', {
      name: 'Run',
    });
    expect((await fetchedScripts(page)).filter((url) => /routekit-sandbox/.test(url))).toEqual([]);
    await run.click();
    const result = page.getByTestId('curl-run-result').first();
    await expect(result.getByTestId('sandbox-status')).toHaveText(/^200/, { timeout: 30_000 });
    await expect(result.getByTestId('sandbox-body')).toContainText('"id": "prj_berlin_daily"');
    await injectAxe(page);
    expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);
  });

  test('runs the token request with sandbox credentials for $CLIENT_ID and $CLIENT_SECRET', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/quickstart/auth');
    const run = page.getByRole('button', { name: 'Run', exact: true });
    expect(await run.count()).toBeGreaterThan(1);
    // The token request: $CLIENT_ID and $CLIENT_SECRET are sandbox credentials.
    const tokenBlock = page
      .locator('.theme-code-block')
      .filter({ hasText: 'oauth/token' })
      .first()
      .locator('xpath=following-sibling::div[1]');
    await tokenBlock.getByRole('button', { name: 'Run' }).click();
    const result = page.getByTestId('curl-run-result').first();
    await expect(result.getByTestId('sandbox-status').first()).toHaveText(/^200/, {
      timeout: 30_000,
    });
    await expect(result.getByTestId('sandbox-body').first()).toContainText('access_token');
  });

  test('shares the session with Try it', async ({ page }) => {
    await gotoHydrated(page, '/docs/quickstart/auth');
    await page.getByRole('button', { name: 'Run' }).first().click();
    await expect(
      page.getByTestId('curl-run-result').first().getByTestId('sandbox-status').first(),
    ).toBeVisible({ timeout: 30_000 });
    await gotoHydrated(page, BOOKINGS);
    const console = await openTryIt(page, 'listBookings');
    await send(console);
    await expect(console.getByRole('status')).toContainText(/[2-9] requests so far|\d\d+ requests/);
  });
});
