/**
 * First-load JavaScript budgets, in bytes (never time): the gzip bytes Chromium actually
 * received for script responses while the page loads and settles. The heavy features (live
 * code, mermaid, firebase, redoc, the solver, the editor, the code highlighter) must load only
 * on the pages that use them, and each page type must load the feature it is for. A live code
 * block loads react-live (and the solver) only once it scrolls near the viewport, so on the
 * live pages that load is checked after scrolling to the block. Each page is loaded once; its
 * budget, the runtimes it may load and those it must load are all read from that one load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { BUILD_DIR } from './builtSite';
import { API_PORTAL_PAGES, FIRST_LOAD_PAGES, measureFirstLoadJs } from './firstLoadJs';

const KB = 1024;

/**
 * Issue #17's goal where it is the tighter figure (home, plain doc, doc with diagram), and
 * elsewhere the figure measured plus about 2 KB, so nothing can creep up unnoticed. The
 * measurements behind each figure are in bench/README.md ("Budgets").
 */
const BUDGET_BYTES: Record<string, number> = {
  home: 130 * KB,
  'plain doc': 150 * KB,
  'doc with code': 186 * KB,
  'doc with diagram': 150 * KB,
  'doc with diagram and code': 189 * KB,
  'doc with live code': 190 * KB,
  'doc with live solver': 188 * KB,
  playground: 274 * KB,
  'api portal': 141 * KB,
};

/**
 * Strings only the named runtime's code contains; a script that holds any of them loads that
 * runtime. The last tests check that each one is in the built chunks, so none can go stale
 * (firebase's: that the default build has none of them).
 */
const RUNTIME_MARKERS: Record<string, readonly string[]> = {
  // The Reset button's label of theme-live-codeblock's Playground; the placeholder that live
  // blocks show before it loads has the "Live Editor" header but no button.
  'live code (react-live playground)': ['Reset code to original'],
  // An error message of Mermaid's runtime. Not 'flowchart-v2': prerendered flowcharts carry it
  // in their SVG ids, so a page chunk holding a prerendered diagram would look like the runtime.
  mermaid: ['No diagram type detected'],
  // The first is @firebase/auth's backend host; the second the package names @firebase/app
  // registers itself under.
  firebase: ['identitytoolkit', '@firebase/'],
  // Redoc's own class names, and styled-components' attribute: only Redoc uses styled-components.
  redoc: ['redoc-wrap', 'redoc-markdown', 'data-styled-version'],
  // A message of src/solver/validate.ts; no page's prose quotes it.
  solver: ['A request uses either lat/lon or x/y locations, not both.'],
  'editor (CodeMirror)': ['cm-content'],
  'code highlighter (Prism)': ['prism-code'],
  // Labels of the Try it console and of a curl block's Run result (src/plugins/sandbox-console): both
  // load only when the reader reaches for their button, never with a page.
  'sandbox console': ['Sandbox token with the scopes below', 'Ran in this tab'],
};

/** What each page type may load on first load; everything else must stay out of it. */
const ALLOWED_RUNTIMES: Record<string, string[]> = {
  home: [],
  'plain doc': [],
  'doc with code': ['code highlighter (Prism)'],
  // Diagrams are SVG in the HTML (src/plugins/mermaid-prerender): no Mermaid runtime, and a
  // diagram is not a code block, so no highlighter either.
  'doc with diagram': [],
  'doc with diagram and code': ['code highlighter (Prism)'],
  // Their live blocks are further down than the first screen and its preload margin, and
  // their diagrams are prerendered.
  'doc with live code': ['code highlighter (Prism)'],
  'doc with live solver': ['code highlighter (Prism)'],
  'api portal': ['redoc'],
  playground: ['editor (CodeMirror)', 'solver'],
};

/** The runtime each page type is for, which its load must bring: the markers are real. */
const REQUIRED_RUNTIMES: Record<string, string[]> = {
  'doc with code': ['code highlighter (Prism)'],
  'doc with diagram and code': ['code highlighter (Prism)'],
  // Not 'api portal': Redoc's pages are server HTML until the reader presses something
  // (src/plugins/api-reference/theme/Redoc); tests/e2e/api-portal.spec.ts checks that Redoc then
  // loads.
  playground: ['editor (CodeMirror)'],
};

/** What a live page must load once its live block is scrolled into view (and has run). */
const REQUIRED_AFTER_SCROLL_TO_LIVE_BLOCK: Record<string, string[]> = {
  'doc with live code': ['live code (react-live playground)'],
  'doc with live solver': ['live code (react-live playground)', 'solver'],
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

/** Every script the page has loaded so far, prefetches excluded. */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
}

/**
 * Scrolls the page's first live block into view and waits for react-live's editor, and for a
 * block that solves, for its plan (it imports the solver only once it runs); then lists the
 * scripts the page has loaded.
 */
async function scriptsOnceTheLiveBlockHasRun(page: Page): Promise<string[]> {
  const live = page.locator('[data-live-codeblock]').first();
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('[class*="playgroundEditor"]')).toBeVisible({ timeout: 30_000 });
  if ((await live.getByText('solveAsync').count()) > 0) {
    await expect(live.locator('[class*="playgroundPreview"]').getByText(/^Status: /)).toBeVisible({
      timeout: 30_000,
    });
  }
  return loadedScripts(page);
}

for (const target of TARGETS) {
  const budget = BUDGET_BYTES[target.name];
  const allowed = ALLOWED_RUNTIMES[target.name] ?? [];
  const required = REQUIRED_RUNTIMES[target.name] ?? [];
  const afterScroll = REQUIRED_AFTER_SCROLL_TO_LIVE_BLOCK[target.name];
  const title = [
    `${target.name} (${target.path}):`,
    budget === undefined ? 'no budget' : `first-load JS within ${budget / KB} KB gzip`,
    `loads ${required.join(', ') || 'no runtime'}`,
    `and nothing beyond ${allowed.join(', ') || 'none'}`,
    afterScroll ? `; ${afterScroll.join(', ')} once the live block is in view` : '',
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
    expect(
      required.filter((runtime) => !firstLoad.has(runtime)),
      'runtimes missing',
    ).toEqual([]);
    if (afterScroll) {
      const loaded = await runtimesIn(request, await scriptsOnceTheLiveBlockHasRun(page));
      expect(
        afterScroll.filter((runtime) => !loaded.has(runtime)),
        'runtimes missing once the live block is in view',
      ).toEqual([]);
    }
  });
}

/**
 * Registered only when identity is configured (docusaurus.config.ts), so the default build has
 * no firebase code at all, which is what the page loads above would otherwise have to catch.
 */
const BUILT_ONLY_WHEN_CONFIGURED = ['firebase'];

function builtScriptBodies(): string[] {
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  return readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(jsDir, name), 'utf8'));
}

test('every marker is in the built JavaScript, so a missing runtime is not a stale marker', () => {
  const bodies = builtScriptBodies();
  const missing = Object.entries(RUNTIME_MARKERS)
    .filter(([runtime]) => !BUILT_ONLY_WHEN_CONFIGURED.includes(runtime))
    .flatMap(([runtime, markers]) =>
      markers
        .filter((marker) => !bodies.some((body) => body.includes(marker)))
        .map((marker) => `${runtime}: ${marker}`),
    );
  expect(missing).toEqual([]);
});

test('the default build carries no code of the integrations it leaves unconfigured', () => {
  const bodies = builtScriptBodies();
  const present = BUILT_ONLY_WHEN_CONFIGURED.flatMap((runtime) =>
    (RUNTIME_MARKERS[runtime] ?? [])
      .filter((marker) => bodies.some((body) => body.includes(marker)))
      .map((marker) => `${runtime}: ${marker}`),
  );
  expect(present).toEqual([]);
});
