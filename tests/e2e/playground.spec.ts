import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { buildShareHash } from '../../src/plugins/playground/client/shareState';
import { ALL_RULES, COLOUR_RULES, blockingViolations, injectAxe } from '../quality/axe';

const EXAMPLES = path.resolve(__dirname, '../../src/plugins/playground/client/examples');
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

interface WorkerMessage {
  type: string;
  iteration?: number;
  elapsedMs?: number;
}

/**
 * Records what every Web Worker of the page posts to it, before the page's own listeners see
 * it, so a test can tell whether the solver is still searching rather than trust the UI.
 */
async function recordWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: WorkerMessage[] = [];
    const state = window as unknown as {
      __workerMessages: WorkerMessage[];
      __workersEnded: number;
    };
    state.__workerMessages = log;
    state.__workersEnded = 0;
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
          const { type, iteration, elapsedMs } = event.data;
          log.push({ type, iteration, elapsedMs });
        });
      }

      override terminate(): void {
        state.__workersEnded += 1;
        super.terminate();
      }
    };
  });
}

async function workerMessages(page: Page): Promise<WorkerMessage[]> {
  return page.evaluate(
    () => (window as unknown as { __workerMessages?: WorkerMessage[] }).__workerMessages ?? [],
  );
}

function lastProgress(messages: WorkerMessage[]): WorkerMessage | undefined {
  return messages.filter((message) => message.type === 'progress').at(-1);
}

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
  await expect(page.getByTestId('unassigned')).toContainText('bk_1005');
});

test('the unassignable job shows its smallest fix; Apply edits the request and the job is served', async ({
  page,
}) => {
  await open(page, '/playground/labels');
  await expect.poll(() => editorText(page)).toContain('cooling');
  await page.getByRole('button', { name: 'Solve' }).click();
  const item = page.locator('[data-unassigned-id="bk_1005"]');
  await expect(item).toContainText('VEHICLE_LABEL', { timeout: 20_000 });
  const fix = item.getByTestId('relaxation');
  await expect(fix).toContainText(
    /Served if van_0\d had the label tail_lift, at position \d+, \+\d+\.\d\d cost\./,
  );
  await expect(fix.locator('code')).toHaveText(/^\$\.vehicles\[\d\]\.labels$/);
  await injectAxe(page);
  expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);

  await fix.getByRole('button', { name: 'Apply the fix for bk_1005 and solve again' }).click();
  await expect(page.getByTestId('unassigned')).toHaveText('Every job and shipment is assigned.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('schedule')).toContainText('bk_1005');
  // The change is in the editor's text, so the request on screen is the one that was solved.
  const request = JSON.parse(await editorText(page)) as {
    vehicles: { id: string; labels?: string[] }[];
  };
  expect(request.vehicles.filter((vehicle) => vehicle.labels?.includes('tail_lift'))).toHaveLength(
    1,
  );
});

test('the plan shows coloured routes, depots, the schedule, the response JSON and curl', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-write']);
  // The site's Permissions-Policy denies clipboard-read (it only writes), so the test cannot read
  // the clipboard back: it records what the page hands to the real writeText instead.
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    const copied: string[] = [];
    Object.assign(window, { __copiedTexts: copied });
    clipboard.writeText = async (text: string) => {
      await write(text);
      copied.push(text);
    };
  });
  await open(page, '/playground/city');
  await expect.poll(() => editorText(page)).toContain('van_01');
  const requestText = await editorText(page);
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(page.getByTestId('result')).toBeVisible({ timeout: 20_000 });

  const map = page.getByTestId('route-map');
  const strokes = await map
    .locator('path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('stroke')));
  expect(strokes.length).toBeGreaterThanOrEqual(2);
  expect(new Set(strokes).size, `one colour per route: ${strokes.join(', ')}`).toBe(strokes.length);
  // Depots are squares; every route starts and ends at one.
  await expect(map.locator('rect[aria-label*="depot (start)"]').first()).toBeAttached();

  const schedule = page.getByTestId('schedule');
  await expect(schedule.locator('table')).toHaveCount(strokes.length);
  const headers = await schedule
    .locator('table')
    .first()
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));
  expect(headers).toEqual(
    expect.arrayContaining(['Arrival', 'Departure', 'Waiting', 'Load after']),
  );

  await page.getByText('Response JSON').click();
  const responseJson = page.getByTestId('response-json');
  await expect(responseJson).toBeVisible();
  const response = JSON.parse((await responseJson.textContent()) ?? '') as {
    status: string;
    routes: { vehicle_id: string }[];
  };
  expect(response.status).toBe('solved');
  expect(response.routes).toHaveLength(strokes.length);
  const drawn = await map
    .locator('path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-vehicle')));
  expect(drawn).toEqual(response.routes.map((route) => route.vehicle_id));

  await page.getByRole('button', { name: 'Copy as curl' }).click();
  const output = page.getByTestId('share-output');
  await expect(output).toHaveValue(
    /^curl -X POST https:\/\/api\.example\.com\/stateless\/v1\/solve /,
  );
  const command = await output.inputValue();
  await expect(page.getByText('curl command copied to the clipboard')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __copiedTexts: string[] }).__copiedTexts),
  ).toEqual([command]);
  const quoted = /--data '([\s\S]*)'$/.exec(command)?.[1];
  expect(quoted, command).toBeDefined();
  expect(JSON.parse(quoted!.replaceAll(`'\\''`, `'`))).toEqual(JSON.parse(requestText));
});

test('a solver error names the field with the same path notation as schema errors', async ({
  page,
}) => {
  await open(page, '/playground');
  const request = loadExample('city');
  const jobs = request.jobs as Array<Record<string, unknown>>;
  // Valid for the schema; only the solver sees that two jobs share an id.
  jobs[1].id = jobs[0].id;
  await replaceRequest(page, JSON.stringify(request, null, 2));
  await expect.poll(() => editorText(page)).toContain(`"id": "${String(jobs[0].id)}"`);
  await expect(issues(page)).toBeEmpty();
  await page.getByRole('button', { name: 'Solve' }).click();
  const error = page.getByTestId('solve-error');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error.locator('code')).toHaveText('$.jobs[1].id');
  await expect(error).toContainText('is also used');
});

const findings = (page: Page) => page.getByTestId('preflight-findings');

/** Scrolls the editor to the first line holding `needle`: CodeMirror draws only lines in view. */
async function scrollEditorTo(page: Page, needle: string): Promise<void> {
  await page.evaluate((text) => {
    type View = {
      state: { doc: { toString(): string } };
      lineBlockAt(pos: number): { top: number };
      scrollDOM: HTMLElement;
    };
    const content = document.querySelector('.cm-content') as
      (Element & { cmTile?: { root?: { view?: View } } }) | null;
    const view = content?.cmTile?.root?.view;
    if (!view) throw new Error('no editor view');
    const pos = view.state.doc.toString().indexOf(text);
    view.scrollDOM.scrollTop = view.lineBlockAt(pos).top;
  }, needle);
}

test('swapped coordinates are flagged before solving, linked and marked in the editor', async ({
  page,
}) => {
  await open(page, '/playground');
  await expect.poll(() => editorText(page)).toContain('van_01');
  // The example as it loads is checked too, and it is clean; the reader's edit is what trips it.
  await expect(findings(page)).toContainText('Nothing found');
  await expect(findings(page).getByRole('listitem')).toHaveCount(0);
  const request = loadExample('city');
  const location = (request.jobs as Array<{ location: { lat: number; lon: number } }>)[3].location;
  [location.lat, location.lon] = [location.lon, location.lat];
  await replaceRequest(page, JSON.stringify(request, null, 2));
  const item = findings(page).getByRole('listitem').filter({ hasText: '$.jobs[3].location' });
  await expect(item).toContainText('Warning');
  await expect(item).toContainText(
    `swapped (lat ${location.lon}, lon ${location.lat}) it would lie inside`,
  );
  await expect(item.getByRole('link')).toHaveAttribute(
    'href',
    '/docs/concepts/operations_locations#how-the-api-models-locations',
  );
  await scrollEditorTo(page, `"lat": ${location.lat}`);
  await expect(page.locator('.cm-lintRange-warning')).toHaveCount(1);
  await expect(issues(page)).toBeEmpty();
  await expect(page.getByTestId('result')).toHaveCount(0);

  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    }
    await injectAxe(page);
    const rules = mode === 'light' ? ALL_RULES : COLOUR_RULES;
    expect(await blockingViolations(page, rules, new Set()), mode).toEqual([]);
  }
});

test('a window outside every shift is an error before solving, and the solve agrees', async ({
  page,
}) => {
  await open(page, '/playground');
  await expect.poll(() => editorText(page)).toContain('van_01');
  const request = loadExample('city');
  (request.jobs as Array<Record<string, unknown>>)[2].time_windows = [
    { start: '2026-03-02T17:00:00+01:00', end: '2026-03-02T18:00:00+01:00' },
  ];
  await replaceRequest(page, JSON.stringify(request, null, 2));
  const item = findings(page).getByRole('listitem').filter({ hasText: '$.jobs[2].time_windows' });
  await expect(item).toContainText('Error');
  await expect(item).toContainText(
    "outside every vehicle's shift (2026-03-02T06:00:00+01:00 to 2026-03-02T16:00:00+01:00), so bk_1003 cannot be served",
  );
  await expect(item.getByRole('link', { name: 'Docs: time windows' })).toHaveAttribute(
    'href',
    '/docs/concepts/timewindow_model#how-the-api-models-time-windows',
  );
  await scrollEditorTo(page, '"start": "2026-03-02T17:00:00+01:00"');
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
  await expect(page.getByTestId('result')).toHaveCount(0);

  // Errors do not block the solve, and the plan leaves that job out for the same rule.
  await page.getByRole('button', { name: 'Solve' }).click();
  const unassigned = page.getByTestId('unassigned');
  await expect(unassigned).toContainText('bk_1003', { timeout: 20_000 });
  await expect(unassigned).toContainText('TIME_WINDOW');
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
  // 200 jobs (the /solve limit) and 30 s: the search improves for far longer than the generous
  // waits below, so a plan that arrives within them, before the time limit, came from Cancel.
  const request = loadExample('solomon-r101');
  const jobs = request.jobs as Array<Record<string, unknown>>;
  request.jobs = [...jobs, ...jobs.map((job) => ({ ...job, id: `${String(job.id)}_b` }))];
  request.options = { ...(request.options as object), time_limit: 30 };
  await recordWorkerMessages(page);
  await open(
    page,
    `/playground/solomon-r101${await buildShareHash(JSON.stringify(request, null, 2))}`,
  );
  await expect.poll(() => editorText(page)).toContain('"time_limit": 30');
  await expect(issues(page)).toBeEmpty();
  const solveButton = page.getByRole('button', { name: 'Solve' });
  const cancelButton = page.getByRole('button', { name: 'Cancel' });
  await solveButton.click();
  await expect(solveButton).toBeDisabled();
  // The worker is searching: its iteration count moves on.
  const iteration = async () => lastProgress(await workerMessages(page))?.iteration ?? 0;
  await expect.poll(iteration, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await iteration();
  await expect.poll(iteration, { timeout: 10_000 }).toBeGreaterThan(first);
  await expect(page.getByTestId('solve-progress')).toContainText('iteration');
  // The page stays responsive while the worker searches.
  await expect(page.getByText('Press Solve to plan the routes.')).toBeVisible();

  await cancelButton.click();
  await expect(page.getByTestId('result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('result')).toContainText('Cancelled');
  await expect(solveButton).toBeEnabled();
  await expect(cancelButton).toBeDisabled();
  await expect(page.getByTestId('solve-progress')).toHaveText('');

  const messages = await workerMessages(page);
  expect(messages.at(-1)?.type).toBe('result');
  const stoppedAt = lastProgress(messages);
  expect(stoppedAt, 'no progress before the result').toBeDefined();
  // The search ended on the cancel, not on its 30 s clock.
  expect(stoppedAt!.elapsedMs).toBeLessThan(30_000);
  // And nothing runs on: no progress after the result. The page ends its worker when the
  // result comes; after that, only messages the worker had already posted could arrive, and
  // they arrive before a message posted after them on the same task source.
  await page.waitForFunction(
    () => (window as unknown as { __workersEnded: number }).__workersEnded > 0,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  const later = await workerMessages(page);
  expect(later).toHaveLength(messages.length);
  expect(lastProgress(later)?.iteration).toBe(stoppedAt!.iteration);
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
