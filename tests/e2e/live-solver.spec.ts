/**
 * The live code block on the trips-and-stops page solves a Stateless API request with the
 * playground's solver (`solveAsync` from src/plugins/code-blocks/theme/ReactLiveScope) inside the page. The plan it
 * shows is compared with what the same solver returns here in Node for the request written in
 * the block, and an edit in the live editor must change the plan.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { type Locator, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { solve } from '../../src/solver';
import type { SolveRequest, SolveResponse } from '../../src/solver/types';
import { validateAgainst } from '../support/openapiSchemas';
import { collectErrors, gotoHydrated } from './support';

const PAGE_PATH = '/docs/concepts/trip_stops';
const PAGE_FILE = path.resolve(__dirname, '../../docs/concepts/trip_stops.mdx');

/** The source of the page's live block that calls the solver. */
function liveSolverCode(): string {
  const blocks = [...readFileSync(PAGE_FILE, 'utf8').matchAll(/```jsx live\n([\s\S]*?)\n```/g)];
  const code = blocks.map((match) => match[1]).find((body) => body.includes('solveAsync('));
  if (!code) throw new Error(`${PAGE_FILE} has no live block that calls solveAsync`);
  return code;
}

/** The block's `const request = { ... };` literal and the options it passes to solveAsync. */
function requestAndOptions(code: string): { request: SolveRequest; maxIterations: number } {
  const literal = /const request = (\{[\s\S]*?\n {2}\});/.exec(code)?.[1];
  const options = /solveAsync\(request, (\{[^}]*\})\)/.exec(code)?.[1];
  if (!literal || !options) throw new Error('the live block no longer has request and options');
  // Plain object literals: evaluated with no access to anything else.
  const request = runInNewContext(`(${literal})`, {}) as SolveRequest;
  const { maxIterations } = runInNewContext(`(${options})`, {}) as { maxIterations: number };
  return { request, maxIterations };
}

/** The route lines the block renders, built the way the block builds them. */
function expectedRoutes(response: SolveResponse): string[] {
  return response.routes.map(
    (route) =>
      `${route.vehicle_id} ${route.stops
        .map((stop) => `${stop.id ?? stop.type} ${stop.arrival.slice(11, 16)}`)
        .join(' → ')} ${route.cost}`,
  );
}

async function routeRows(preview: Locator): Promise<string[]> {
  const rows = preview.locator('tbody tr');
  const texts = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()).join(' '),
    ),
  );
  return texts;
}

/** Puts the caret in the live editor right after the first occurrence of `text`. */
async function placeCaretAfter(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, target) => {
    const at = (element.textContent ?? '').indexOf(target);
    if (at < 0) throw new Error(`"${target}" is not in the editor`);
    let remaining = at + target.length;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (remaining <= length) {
        const range = document.createRange();
        range.setStart(node, remaining);
        range.collapse(true);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      remaining -= length;
    }
  }, text);
}

test('the live block’s request is a valid SolveRequest', () => {
  const { request } = requestAndOptions(liveSolverCode());
  expect(validateAgainst('stateless#/components/schemas/SolveRequest', request).errors).toEqual([]);
  expect(request.vehicles).toHaveLength(2);
});

test('the live block solves in the page, and an edit re-solves', async ({ page }) => {
  const errors = collectErrors(page);
  const { request, maxIterations } = requestAndOptions(liveSolverCode());
  const expected = solve(request, { maxIterations });
  expect(expected.status).toBe('solved');

  await gotoHydrated(page, PAGE_PATH);
  const live = page.locator('[data-live-codeblock]').filter({ hasText: 'solveAsync' });
  await expect(live).toHaveCount(1);
  // The block loads react-live (and the solver) once it comes near the viewport.
  await live.scrollIntoViewIfNeeded();
  const preview = live.locator('[class*="playgroundPreview"]');
  await expect(preview).toContainText(`Status: ${expected.status}`, { timeout: 20_000 });
  await expect(preview).toContainText(`total cost ${expected.summary.cost}`);
  expect(await routeRows(preview)).toEqual(expectedRoutes(expected));
  for (const job of request.jobs ?? []) await expect(preview).toContainText(job.id);
  await expect(preview).not.toContainText('Unassigned');
  await expect(live.locator('[class*="playgroundError"]')).toHaveCount(0);

  // bk_1001 weighs 180 kg (the sample world's); 900 kg fits neither 800 kg van.
  const heavier = structuredClone(request);
  const job = heavier.jobs?.find((candidate) => candidate.id === 'bk_1001');
  expect(job?.demand?.weight).toBe(180);
  job!.demand = { ...job!.demand, weight: 900 };
  const replanned = solve(heavier, { maxIterations });
  expect(replanned.unassigned.map((item) => [item.id, item.reason])).toEqual([
    ['bk_1001', 'CAPACITY'],
  ]);

  const editor = live.locator('[class*="playgroundEditor"]');
  await placeCaretAfter(page, editor, 'weight: 180');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('900');
  await expect(editor).toContainText('weight: 900');

  await expect(preview).toContainText(`Status: ${replanned.status}`, { timeout: 20_000 });
  await expect(preview).toContainText(
    `Unassigned: bk_1001, CAPACITY: ${replanned.unassigned[0].message}`,
  );
  await expect(preview).toContainText(`total cost ${replanned.summary.cost}`);
  expect(await routeRows(preview)).toEqual(expectedRoutes(replanned));
  expect(errors).toEqual([]);
});
