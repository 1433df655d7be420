/**
 * Pointer targets on the API reference: every control Redoc renders must be at least 24 x 24
 * CSS px (WCAG 2.2's target size, which Lighthouse's accessibility score checks through axe's
 * `target-size`). Redoc draws its JSON samples' expand/collapse buttons at 15 px on lines
 * 21.7 px apart, schema properties' expand buttons 15 px tall and heading links 20 px wide;
 * src/plugins/api-reference/theme/Redoc's styles grow them.
 *
 * Links inside running text are exempt, as WCAG's "inline" exception says: their height is the
 * line's. Axe's own `target-size` runs beside the measurement, so a control this list of
 * selectors misses still fails a test the way it would fail Lighthouse.
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const MIN_TARGET_PX = 24;

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
export async function smallControls(page: Page): Promise<string[]> {
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

/** Axe's `target-size` violations, one line per failing target (injects axe if it is not there). */
export async function axeTargetSize(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
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

/** Waits until Redoc's JSON samples, which hold the smallest controls, are on the page. */
export async function waitForSamples(page: Page): Promise<void> {
  await expect(page.locator('.redocusaurus .api-content .redoc-json').first()).toBeAttached();
}
