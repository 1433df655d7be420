/**
 * First-load JavaScript budgets, in bytes (never time): the gzip bytes Chromium actually
 * received for script responses while the page loads and settles. The heavy features (live
 * code, mermaid, firebase, redoc, the solver) must load only on the pages that use them.
 */
import { test, expect } from '@playwright/test';

import { FIRST_LOAD_PAGES, measureFirstLoadJs } from './firstLoadJs';

const KB = 1024;

/** Budgets from the quality issue; pages without one are measured and reported only. */
const BUDGET_BYTES: Record<string, number> = {
  home: 165 * KB,
  'plain doc': 175 * KB,
  'api portal': 480 * KB,
};

for (const target of FIRST_LOAD_PAGES) {
  const budget = BUDGET_BYTES[target.name];
  if (budget === undefined) continue;
  test(`first-load JS of ${target.name} (${target.path}) is within ${budget / KB} KB gzip`, async ({
    page,
  }) => {
    const result = await measureFirstLoadJs(page, target.path);
    const listing = result.scripts.map((s) => `${s.bytes}\t${s.url}`).join('\n');
    test.info().annotations.push({
      type: 'first-load-js',
      description: `${target.path}: ${(result.totalBytes / KB).toFixed(1)} KB gzip`,
    });
    expect(result.scripts.length, 'no scripts were measured').toBeGreaterThan(0);
    expect(result.totalBytes, `scripts loaded by ${target.path}:\n${listing}`).toBeLessThanOrEqual(
      budget,
    );
  });
}

/** A string only the named runtime's code contains (checked against the built chunks). */
const RUNTIME_MARKERS: Record<string, string> = {
  'live code (react-live playground)': 'Live Editor',
  mermaid: 'flowchart-v2',
  firebase: 'identitytoolkit',
  redoc: 'redoc-wrap',
};

test('the plain doc page loads none of the feature runtimes', async ({ page, request }) => {
  const result = await measureFirstLoadJs(page, '/docs/concepts/capacity_demand');
  const loaded: string[] = [];
  for (const script of result.scripts) {
    const body = await (await request.get(script.url)).text();
    for (const [runtime, marker] of Object.entries(RUNTIME_MARKERS)) {
      if (body.includes(marker)) loaded.push(`${runtime} in ${script.url}`);
    }
  }
  expect(loaded).toEqual([]);
});

test('the live code page loads the live runtime (the markers are real)', async ({
  page,
  request,
}) => {
  const result = await measureFirstLoadJs(page, '/docs/vrp_problem_intro/first_solution_heuristic');
  const bodies = await Promise.all(
    result.scripts.map(async (script) => (await request.get(script.url)).text()),
  );
  expect(
    bodies.some((body) => body.includes(RUNTIME_MARKERS['live code (react-live playground)']!)),
  ).toBe(true);
});
