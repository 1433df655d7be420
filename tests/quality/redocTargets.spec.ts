/**
 * Pointer targets on the API reference: every control Redoc renders is at least 24 x 24 CSS px
 * (WCAG 2.2's target size, which Lighthouse's accessibility score checks through axe's
 * `target-size`), measured as Chromium lays it out once Redoc's samples are on the page. Redoc
 * draws its JSON samples' expand/collapse buttons at 15 px on lines 21.7 px apart, schema
 * properties' expand buttons 15 px tall and heading links 20 px wide;
 * src/plugins/api-reference/theme/Redoc's styles grow them. Checked on the server's markup of the
 * `/api-portal/*` references that together hold every kind of element of them all
 * (tests/quality/axeCover.ts), at Lighthouse's phone viewport, and once on Redoc's live rendering
 * (after the reader's first press wakes it).
 *
 * Links inside running text are exempt, as WCAG's "inline" exception says: their height is the
 * line's. Axe's own `target-size` runs beside the measurement, so a control this list of
 * selectors misses still fails the test the way it would fail Lighthouse.
 */
import path from 'node:path';

import axe from 'axe-core';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';
import { gotoHydrated } from '../e2e/support';
import { coveringBuiltPages } from './axeCover';

const MIN_TARGET_PX = 24;
/** A split spec's overview page is ours, not Redoc's: the page walker's axe covers it. */
const REDOC_PAGES = apiReferenceRoutes(path.join(__dirname, '../..'))
  .filter((route) => route.redoc)
  .map((route) => route.path);
/**
 * The references whose server markup holds every kind of element the others hold: a target's
 * size comes from its kind's styles, not from its text.
 */
const MEASURED_PAGES = [...coveringBuiltPages(REDOC_PAGES)];
/** Lighthouse 12's mobile screen (its default config). */
const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Every element a pointer can aim at, as WCAG counts targets. */
const CONTROLS = [
  'a[href]',
  'button',
  'select',
  'input',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
].join(', ');

/**
 * Controls under Redoc's root smaller than 24 x 24 px, one line each (what it is, its size),
 * counted per kind. Hidden ones (collapsed sections, the closed server list) have no box.
 */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const counts = new Map<string, number>();
      for (const control of document.querySelectorAll<HTMLElement>(`.redocusaurus ${selector}`)) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden') continue;
        if (control.matches('a[href]') && style.display === 'inline') continue;
        if (box.width >= min && box.height >= min) continue;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        const what = `<${control.localName}${control.classList.length > 0 ? `.${[...control.classList].join('.')}` : ''}> "${name.slice(0, 30)}" ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px`;
        counts.set(what, (counts.get(what) ?? 0) + 1);
      }
      return [...counts].map(([what, count]) => (count > 1 ? `${what} (${count} times)` : what));
    },
    { selector: CONTROLS, min: MIN_TARGET_PX },
  );
}

/** Axe's `target-size` violations, one line per failing target. */
async function axeTargetSize(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await engine.run(document, {
      runOnly: { type: 'rule', values: ['target-size'] },
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  });
}

async function waitForSamples(page: Page): Promise<void> {
  await expect(page.locator('.redocusaurus .api-content .redoc-json').first()).toBeAttached();
}

// One browser page walks every reference, as a reader moving between them would: the shared
// code loads once, and each page is still a full load of its own server HTML.
test('every kind of Redoc control, on the references that hold them all, is at least 24 x 24 px on a phone', async ({
  page,
}) => {
  test.setTimeout(MEASURED_PAGES.length * 15_000);
  expect(REDOC_PAGES.length).toBeGreaterThan(10);
  expect(MEASURED_PAGES.length).toBeGreaterThan(1);
  await page.setViewportSize(PHONE_VIEWPORT);
  const problems: string[] = [];
  for (const urlPath of MEASURED_PAGES) {
    await gotoHydrated(page, urlPath);
    await waitForSamples(page);
    const found = [...(await smallControls(page)), ...(await axeTargetSize(page))];
    if (found.length > 0) problems.push(`${urlPath}\n  ${found.join('\n  ')}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('Redoc rendered live keeps every control at least 24 x 24 px', async ({ page }) => {
  await gotoHydrated(page, '/api-portal/stateless');
  const root = page.locator('[data-redoc-state]');
  await expect(root).toHaveAttribute('data-redoc-state', 'static');
  // A press on a JSON sample's button wakes Redoc, which renders the reference again.
  const collapser = page.locator('.redocusaurus .redoc-json li .collapser').first();
  await collapser.scrollIntoViewIfNeeded();
  await collapser.click();
  await expect(root).toHaveAttribute('data-redoc-state', 'live');
  await waitForSamples(page);
  expect(await smallControls(page)).toEqual([]);
  expect(await axeTargetSize(page)).toEqual([]);
});
