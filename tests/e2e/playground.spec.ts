import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';

import { buildShareHash } from '../../src/playground/shareState';

const EXAMPLES = path.resolve(__dirname, '../../src/playground/examples');
const loadExample = (id: string) =>
  JSON.parse(readFileSync(path.join(EXAMPLES, `${id}.json`), 'utf8')) as Record<string, unknown>;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('.cm-content')).toBeVisible();
}

/**
 * The editor's whole document. CodeMirror renders only the lines near the viewport, so the
 * DOM text is not the document; CodeMirror keeps its view on the content element.
 */
async function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    type View = { state: { doc: { toString(): string } } };
    // What EditorView.findFromDOM reads: the tile that @codemirror/view keeps on the element.
    const content = document.querySelector('.cm-content') as
      (Element & { cmTile?: { root?: { view?: View } } }) | null;
    return content?.cmTile?.root?.view?.state.doc.toString() ?? '';
  });
}

/** Replaces the editor's text the way a user pasting would. */
async function replaceRequest(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

const issues = (page: Page) => page.getByTestId('request-issues');

test('an example solves in the worker and shows routes, schedule and summary', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, '/playground/city');
  await expect.poll(() => editorText(page)).toContain('van_01');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('result')).toBeVisible({ timeout: 20_000 });
  const paths = page.getByTestId('route-map').locator('path');
  expect(await paths.count()).toBeGreaterThan(0);
  await expect(paths.first()).toHaveAttribute('d', /^M[\d.]+ [\d.]+ L/);
  await expect(page.getByTestId('schedule').locator('table').first()).toBeVisible();
  await expect(page.getByTestId('schedule').locator('tbody tr').first()).toContainText('start');
  await expect(page.getByTestId('summary')).toContainText('solved');
  await expect(page.getByTestId('unassigned')).toContainText('Every job');
  // Stops are reachable with the keyboard and describe themselves.
  await page.getByTestId('route-map').locator('circle').first().focus();
  await expect(page.locator('figcaption')).toContainText('arrives');
  expect(errors).toEqual([]);
});

test('the labels example lists the unassignable job with its reason', async ({ page }) => {
  await open(page, '/playground/labels');
  await expect.poll(() => editorText(page)).toContain('cooling');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('unassigned')).toContainText('VEHICLE_LABEL', { timeout: 20_000 });
  await expect(page.getByTestId('unassigned')).toContainText('bk_1007');
});

test('invalid JSON reports the line and column', async ({ page }) => {
  await open(page, '/playground');
  await replaceRequest(page, '{\n  "vehicles": [],\n  "jobs" []\n}');
  await expect(issues(page)).toContainText('line 3, column 10');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('result')).toHaveCount(0);
});

test('a schema error names the field path', async ({ page }) => {
  await open(page, '/playground');
  const request = loadExample('city');
  (request.jobs as Array<Record<string, unknown>>)[0].service_time = 600;
  await replaceRequest(page, JSON.stringify(request));
  await expect(issues(page)).toContainText('$.jobs[0].service_time');
  await expect(issues(page)).toContainText('unknown field');
});

test('a request above the /solve limits is refused with the limit stated', async ({ page }) => {
  await open(page, '/playground');
  const request = loadExample('solomon-r101');
  const jobs = request.jobs as Array<Record<string, unknown>>;
  request.jobs = [
    ...jobs,
    ...jobs.map((job) => ({ ...job, id: `${String(job.id)}_b` })),
    { ...jobs[0], id: 'extra' },
  ];
  await replaceRequest(page, JSON.stringify(request));
  await expect(issues(page)).toContainText('at most 200 jobs');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('solve-progress')).toHaveText('');
  await expect(page.getByTestId('result')).toHaveCount(0);
});

test('Cancel stops a long solve and keeps the best plan so far', async ({ page }) => {
  const request = loadExample('solomon-c101');
  request.options = { ...(request.options as object), time_limit: 30 };
  await open(
    page,
    `/playground/solomon-c101${await buildShareHash(JSON.stringify(request, null, 2))}`,
  );
  await expect.poll(() => editorText(page)).toContain('"time_limit": 30');
  const started = Date.now();
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('solve-progress')).toContainText('iteration', { timeout: 10_000 });
  // The page stays responsive while the worker searches.
  await page.getByText('Response JSON').count();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('result')).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(20_000);
  await expect(page.getByTestId('result')).toContainText('Cancelled');
  expect(await page.getByTestId('route-map').locator('path').count()).toBeGreaterThan(0);
});

test('a shared URL restores the request; a damaged one falls back to the example', async ({
  page,
}) => {
  const request = loadExample('city');
  (request.vehicles as Array<Record<string, unknown>>)[0].id = 'van_shared';
  await open(page, `/playground${await buildShareHash(JSON.stringify(request, null, 2))}`);
  await expect.poll(() => editorText(page)).toContain('van_shared');

  // A fresh load: going to the same path with another hash would only fire hashchange.
  await page.goto('about:blank');
  await open(page, '/playground#req=%%%not-valid');
  await expect(page.getByTestId('share-notice')).toContainText('could not be read');
  await expect.poll(() => editorText(page)).toContain('van_01');
});

test('Share link writes the request into the hash', async ({ page }) => {
  await open(page, '/playground/pickup-delivery');
  await expect.poll(() => editorText(page)).toContain('sh_01');
  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(page.getByTestId('share-output')).toHaveValue(/#req=[A-Za-z0-9_-]+$/);
  const url = await page.getByTestId('share-output').inputValue();
  await open(page, url.replace(/^https?:\/\/[^/]+/, ''));
  await expect.poll(() => editorText(page)).toContain('sh_01');
});
