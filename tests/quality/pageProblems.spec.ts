/**
 * The walker's problem recorder (./pageProblems.ts) reports what a page does wrong: here, a
 * page that loads the Mermaid runtime and a same-origin request that answers 404.
 */
import { test, expect } from '../support/workerContext';

import { mermaidRuntimeChunks } from './mermaidRuntime';
import { recordPageProblems } from './pageProblems';

test('a page that loads the Mermaid runtime or a missing file is reported', async ({
  page,
  baseURL,
}) => {
  const runtime = mermaidRuntimeChunks();
  const recorder = recordPageProblems(page, new URL(baseURL!).origin, runtime);
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
