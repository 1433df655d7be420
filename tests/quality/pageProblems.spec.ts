/**
 * The walker's problem recorder (./pageProblems.ts) reports what a page does wrong: here, a
 * page that loads the Mermaid runtime, a same-origin request that answers 404, and the route
 * prefetches a page makes for a reader who does not save data, which the walker, reading with
 * data saving on (./dataSaving.ts), must never see.
 */
import { test, expect } from '../support/workerContext';

import { downloadedDespiteDataSaving } from './dataSaving';
import { loadsMermaidRuntime, mermaidRuntimeChunks } from './mermaidRuntime';
import { recordPageProblems } from './pageProblems';

test('a page that loads the Mermaid runtime or a missing file is reported', async ({
  page,
  baseURL,
}) => {
  const runtime = mermaidRuntimeChunks();
  const recorder = recordPageProblems(page, new URL(baseURL!).origin, [
    loadsMermaidRuntime(runtime),
  ]);
  await page.goto('/docs/howto/webhooks');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // A page that draws its diagrams at build time loads none of it.
  await page.waitForLoadState('networkidle');
  expect(recorder.take()).toEqual([]);
  const [chunk] = runtime;
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, chunk!);
  await page.evaluate(() => fetch('/no-such-file.json'));
  const seen: string[] = [];
  const expected = [
    `HTTP 404: ${baseURL}/no-such-file.json`,
    `loaded the Mermaid runtime: ${chunk}`,
  ];
  await expect
    .poll(() => {
      seen.push(...recorder.take());
      return expected.filter((problem) => seen.includes(problem));
    })
    .toEqual(expected);
});

test('the data-saving rule reports the route prefetches of a reader who does not save data', async ({
  page,
  baseURL,
}) => {
  const recorder = recordPageProblems(page, new URL(baseURL!).origin, [
    downloadedDespiteDataSaving,
  ]);
  await page.goto('/docs/terms/erp');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...recorder.take());
      return seen.filter((problem) =>
        problem.startsWith('with data saving on, prefetched /assets/js/'),
      ).length;
    })
    .toBeGreaterThan(0);
});
