/**
 * First-load JavaScript budgets, in bytes (never time): the gzip bytes Chromium actually
 * received for script responses while the page loads and settles. The heavy features (live
 * code, mermaid, firebase, redoc, the solver, the editor, the code highlighter) must load only
 * on the pages that use them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

import { API_PORTAL_PAGES, FIRST_LOAD_PAGES, measureFirstLoadJs } from './firstLoadJs';

const KB = 1024;
/** The build the quality config serves (playwright.config.ts serves build/). */
const BUILD_DIR = path.resolve('build');

/**
 * Budgets from the quality issue (home, plain doc, API portal) and ours: a doc page with code
 * blocks measured 211 KB once Prism left main.js; its budget stops that from creeping up.
 */
const BUDGET_BYTES: Record<string, number> = {
  home: 165 * KB,
  'plain doc': 175 * KB,
  'doc with code': 215 * KB,
  'api portal': 480 * KB,
};

async function expectWithinBudget(page: Page, urlPath: string, budget: number): Promise<void> {
  const result = await measureFirstLoadJs(page, urlPath);
  const listing = result.scripts.map((s) => `${s.bytes}\t${s.url}`).join('\n');
  test.info().annotations.push({
    type: 'first-load-js',
    description: `${urlPath}: ${(result.totalBytes / KB).toFixed(1)} KB gzip`,
  });
  expect(result.scripts.length, 'no scripts were measured').toBeGreaterThan(0);
  // The budgets are gzip bytes: scripts/serve-build.mjs sends gzip unless told otherwise, and
  // brotli bodies (smaller) would make a page pass that is over in gzip.
  const notGzip = result.scripts.filter((s) => s.encoding !== 'gzip' && s.encoding !== 'identity');
  expect(notGzip, 'scripts not sent as gzip').toEqual([]);
  expect(result.totalBytes, `scripts loaded by ${urlPath}:\n${listing}`).toBeLessThanOrEqual(
    budget,
  );
}

for (const target of FIRST_LOAD_PAGES) {
  const budget = BUDGET_BYTES[target.name];
  if (budget === undefined || target.name === 'api portal') continue;
  test(`first-load JS of ${target.name} (${target.path}) is within ${budget / KB} KB gzip`, async ({
    page,
  }) => {
    await expectWithinBudget(page, target.path, budget);
  });
}

for (const urlPath of API_PORTAL_PAGES) {
  const budget = BUDGET_BYTES['api portal']!;
  test(`first-load JS of ${urlPath} is within ${budget / KB} KB gzip`, async ({ page }) => {
    await expectWithinBudget(page, urlPath, budget);
  });
}

/**
 * Strings only the named runtime's code contains; a script that holds any of them loads that
 * runtime. The last test checks that each one is in the built chunks, so none can go stale.
 */
const RUNTIME_MARKERS: Record<string, readonly string[]> = {
  'live code (react-live playground)': ['Live Editor'],
  mermaid: ['flowchart-v2'],
  // The first is @firebase/auth's backend host; the second the package names @firebase/app
  // registers itself under.
  firebase: ['identitytoolkit', '@firebase/'],
  redoc: ['redoc-wrap'],
  // A message of src/solver/validate.ts; no page's prose quotes it.
  solver: ['A request uses either lat/lon or x/y locations, not both.'],
  'editor (CodeMirror)': ['cm-content'],
  'code highlighter (Prism)': ['prism-code'],
};

async function runtimesLoadedBy(
  page: Page,
  request: APIRequestContext,
  urlPath: string,
): Promise<Set<string>> {
  const result = await measureFirstLoadJs(page, urlPath);
  const loaded = new Set<string>();
  for (const script of result.scripts) {
    if (script.url.startsWith('blob:')) continue;
    const body = await (await request.get(script.url)).text();
    for (const [runtime, markers] of Object.entries(RUNTIME_MARKERS)) {
      if (markers.some((marker) => body.includes(marker))) loaded.add(runtime);
    }
  }
  return loaded;
}

/** What each page type may load; everything else must stay out of its first load. */
const ALLOWED_RUNTIMES: Record<string, string[]> = {
  home: [],
  'plain doc': [],
  'doc with code': ['code highlighter (Prism)'],
  'doc with diagram': ['mermaid', 'code highlighter (Prism)'],
  'doc with live code': [
    'live code (react-live playground)',
    'mermaid',
    'code highlighter (Prism)',
  ],
  'doc with live solver': [
    'live code (react-live playground)',
    'mermaid',
    'code highlighter (Prism)',
    'solver',
  ],
  'api portal': ['redoc'],
  playground: ['editor (CodeMirror)', 'solver'],
};

for (const target of FIRST_LOAD_PAGES) {
  const allowed = ALLOWED_RUNTIMES[target.name] ?? [];
  test(`${target.name} (${target.path}) loads no feature runtime beyond ${allowed.join(', ') || 'none'}`, async ({
    page,
    request,
  }) => {
    const loaded = await runtimesLoadedBy(page, request, target.path);
    expect([...loaded].filter((runtime) => !allowed.includes(runtime))).toEqual([]);
  });
}

test('the markers are real: each page type loads the runtime it is for', async ({
  page,
  request,
}) => {
  const byPage = new Map<string, Set<string>>();
  for (const target of FIRST_LOAD_PAGES) {
    byPage.set(target.name, await runtimesLoadedBy(page, request, target.path));
  }
  expect(byPage.get('doc with code')).toContain('code highlighter (Prism)');
  expect(byPage.get('doc with diagram')).toContain('mermaid');
  expect(byPage.get('doc with live code')).toContain('live code (react-live playground)');
  // The live block imports the solver only once it runs (react-live's chunk first, then the
  // block's effect), which can come after network idle; wait for its output, then look again.
  await page.goto('/docs/concepts/trip_stops');
  await expect(
    page.locator('[data-live-codeblock] [class*="playgroundPreview"]').getByText(/^Status: /),
  ).toBeVisible({
    timeout: 30_000,
  });
  const scriptUrls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  const solverMarkers = RUNTIME_MARKERS.solver!;
  let solverLoaded = false;
  for (const url of scriptUrls) {
    const body = await (await request.get(url)).text();
    if (solverMarkers.some((marker) => body.includes(marker))) solverLoaded = true;
  }
  expect(
    solverLoaded,
    `no script of the live-solver page holds the solver:\n${scriptUrls.join('\n')}`,
  ).toBe(true);
  expect(byPage.get('api portal')).toContain('redoc');
  expect(byPage.get('playground')).toContain('editor (CodeMirror)');
});

test('every marker is in the built JavaScript, so a missing runtime is not a stale marker', () => {
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  const bodies = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(jsDir, name), 'utf8'));
  const missing = Object.entries(RUNTIME_MARKERS).flatMap(([runtime, markers]) =>
    markers
      .filter((marker) => !bodies.some((body) => body.includes(marker)))
      .map((marker) => `${runtime}: ${marker}`),
  );
  expect(missing).toEqual([]);
});
