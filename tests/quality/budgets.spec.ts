/**
 * First-load JavaScript budgets, in bytes (never time): the gzip bytes Chromium actually
 * received for script responses while the page loads and settles. The heavy features (live
 * code, mermaid, firebase, redoc, the solver, the editor, the code highlighter) must load only
 * on the pages that use them, and each page type must load the feature it is for. Each page is
 * loaded once; its budget, the runtimes it may load and those it must load are all read from
 * that one load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

import { BUILD_DIR } from './builtSite';
import { API_PORTAL_PAGES, FIRST_LOAD_PAGES, measureFirstLoadJs } from './firstLoadJs';

const KB = 1024;

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
  // Redoc's own class names, and styled-components' attribute: only Redoc uses styled-components.
  redoc: ['redoc-wrap', 'redoc-markdown', 'data-styled-version'],
  // A message of src/solver/validate.ts; no page's prose quotes it.
  solver: ['A request uses either lat/lon or x/y locations, not both.'],
  'editor (CodeMirror)': ['cm-content'],
  'code highlighter (Prism)': ['prism-code'],
};

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

/** The runtime each page type is for, which its load must bring: the markers are real. */
const REQUIRED_RUNTIMES: Record<string, string[]> = {
  'doc with code': ['code highlighter (Prism)'],
  'doc with diagram': ['mermaid'],
  'doc with live code': ['live code (react-live playground)'],
  'doc with live solver': ['solver'],
  'api portal': ['redoc'],
  playground: ['editor (CodeMirror)'],
};

/** Every page type, and every API reference under the API portal's type. */
const TARGETS = [
  ...FIRST_LOAD_PAGES,
  ...API_PORTAL_PAGES.filter((urlPath) => !FIRST_LOAD_PAGES.some((p) => p.path === urlPath)).map(
    (urlPath) => ({ name: 'api portal', path: urlPath }),
  ),
];

async function runtimesIn(request: APIRequestContext, scriptUrls: string[]): Promise<Set<string>> {
  const loaded = new Set<string>();
  for (const url of scriptUrls) {
    if (url.startsWith('blob:')) continue;
    const body = await (await request.get(url)).text();
    for (const [runtime, markers] of Object.entries(RUNTIME_MARKERS)) {
      if (markers.some((marker) => body.includes(marker))) loaded.add(runtime);
    }
  }
  return loaded;
}

/**
 * The live block imports the solver only once it runs (react-live's chunk first, then the
 * block's effect), which can come after network idle: wait for its output, then list every
 * script the page has loaded.
 */
async function scriptsOnceTheLiveBlockHasSolved(page: Page): Promise<string[]> {
  await expect(
    page.locator('[data-live-codeblock] [class*="playgroundPreview"]').getByText(/^Status: /),
  ).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
}

for (const target of TARGETS) {
  const budget = BUDGET_BYTES[target.name];
  const allowed = ALLOWED_RUNTIMES[target.name] ?? [];
  const required = REQUIRED_RUNTIMES[target.name] ?? [];
  const title = [
    `${target.name} (${target.path}):`,
    budget === undefined ? 'no budget' : `first-load JS within ${budget / KB} KB gzip`,
    `loads ${required.join(', ') || 'no runtime'}`,
    `and nothing beyond ${allowed.join(', ') || 'none'}`,
  ].join(' ');

  test(title, async ({ page, request }) => {
    const result = await measureFirstLoadJs(page, target.path);
    expect(result.scripts.length, 'no scripts were measured').toBeGreaterThan(0);
    if (budget !== undefined) {
      const listing = result.scripts.map((s) => `${s.bytes}\t${s.url}`).join('\n');
      test.info().annotations.push({
        type: 'first-load-js',
        description: `${target.path}: ${(result.totalBytes / KB).toFixed(1)} KB gzip`,
      });
      // The budgets are gzip bytes: scripts/serve-build.mjs sends gzip unless told otherwise,
      // and brotli bodies (smaller) would make a page pass that is over in gzip.
      const notGzip = result.scripts.filter(
        (s) => s.encoding !== 'gzip' && s.encoding !== 'identity',
      );
      expect(notGzip, 'scripts not sent as gzip').toEqual([]);
      expect
        .soft(result.totalBytes, `scripts loaded by ${target.path}:\n${listing}`)
        .toBeLessThanOrEqual(budget);
    }

    const firstLoad = await runtimesIn(
      request,
      result.scripts.map((s) => s.url),
    );
    expect
      .soft(
        [...firstLoad].filter((runtime) => !allowed.includes(runtime)),
        'runtimes not allowed',
      )
      .toEqual([]);
    const loaded = required.includes('solver')
      ? await runtimesIn(request, await scriptsOnceTheLiveBlockHasSolved(page))
      : firstLoad;
    expect(
      required.filter((runtime) => !loaded.has(runtime)),
      'runtimes missing',
    ).toEqual([]);
  });
}

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
