/**
 * Prerendered diagrams in the browser (src/plugins/mermaid-prerender and its theme/Mermaid): with
 * JavaScript off a diagram page shows the SVG of the colour mode the page is in, and with
 * JavaScript on it hydrates and keeps it; a diagram whose file cannot be fetched is drawn by the
 * upstream renderer. That no page loads the Mermaid runtime is the page walker's check
 * (tests/quality/pages.spec.ts, with ../quality/mermaidRuntime.ts); that every diagram is in the
 * HTML is read without a browser in tests/build/mermaidDiagrams.test.ts.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { mermaidRuntimeChunks } from '../quality/mermaidRuntime';

const DIAGRAM_PAGE = '/docs/howto/webhooks';

/** With JavaScript off nothing sets the colour mode, so the test sets it in the served HTML. */
async function serveInMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.route(`**${DIAGRAM_PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<html\b/, `<html data-theme="${mode}"`);
    await route.fulfill({ response, body: html });
  });
}

test.describe('a diagram page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const mode of ['light', 'dark'] as const) {
    test(`shows the ${mode} diagram, a named image, and hides the other`, async ({ page }) => {
      await serveInMode(page, mode);
      await page.goto(DIAGRAM_PAGE);
      const other = mode === 'light' ? 'dark' : 'light';
      const shown = page.locator(`main figure svg[id*="-${mode}-"]`).first();
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('role', 'img');
      await expect(
        page.getByRole('img', { name: 'Sequence diagram: Retries and back-off' }),
      ).toBeVisible();
      const box = await shown.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(100);
      await expect(shown.getByText('Your endpoint').first()).toBeVisible();
      await expect(page.locator(`main figure svg[id*="-${other}-"]`).first()).toBeHidden();
    });
  }
});

/** A page whose prose links the diagram page, for a client-side navigation to it. */
const LINKING_PAGE = '/docs/routing';

/** Console errors and uncaught exceptions of the page from now on (React's #418 is either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a diagram page with JavaScript on', () => {
  test('hydrates without an error and keeps the SVG from the HTML, fetching no copy', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const svgFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/mermaid/')) svgFetches.push(request.url());
    });
    await page.goto(DIAGRAM_PAGE);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // A mismatch makes React drop the server's HTML and render the page anew: error #418.
    expect(errors).toEqual([]);
    expect(svgFetches).toEqual([]);
    await expect(
      page.getByRole('img', { name: 'Sequence diagram: Retries and back-off' }).first(),
    ).toBeVisible();
  });

  test('shows the diagram after a client-side navigation to the page, in both modes', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(LINKING_PAGE);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    // A full page load would drop this mark; the router's navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator(`main article a[href="${DIAGRAM_PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${DIAGRAM_PAGE}$`));
    const diagram = page.getByRole('img', { name: 'Sequence diagram: Retries and back-off' });
    await expect(diagram.first()).toBeVisible();
    await expect(diagram.first().getByText('Your endpoint').first()).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = page.locator('main figure svg[id*="-dark-"]').first();
    await expect(dark).toBeVisible();
    await expect(dark).toHaveAttribute('role', 'img');
    expect(errors).toEqual([]);
  });
});

test.describe('a diagram whose SVG file cannot be fetched', () => {
  test("is drawn in the browser by theme-mermaid's renderer, the fallback", async ({ page }) => {
    await page.route('**/assets/mermaid/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(LINKING_PAGE);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator(`main article a[href="${DIAGRAM_PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${DIAGRAM_PAGE}$`));
    // Drawn by the Mermaid runtime, outside the prerendered diagrams' <figure>.
    const drawn = page.locator('main article div.docusaurus-mermaid-container svg').first();
    await expect(drawn).toBeVisible({ timeout: 15_000 });
    await expect(drawn.getByText('Your endpoint').first()).toBeVisible();
    await expect(page.locator('main article figure svg')).toHaveCount(0);
  });
});

test("the runtime marker is in a built chunk, so the walker's check cannot go stale", () => {
  expect(mermaidRuntimeChunks().size).toBeGreaterThan(0);
});
