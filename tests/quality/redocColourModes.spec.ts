/**
 * The API reference in both colour modes. The server's markup carries CSS for each mode
 * (src/plugins/api-reference/compat/bothModesCss.ts), so switching modes leaves it static; it must
 * then give every element that holds text the colours Redoc gives the same element when it renders
 * live in that mode. And Redoc's live rendering, woken by the reader, passes every axe rule (in
 * dark mode; in light mode its colours are the static page's, which the walker checks), and on
 * one reference keeps every control at least 24 x 24 px (tests/quality/redocTargets.ts; the
 * server markup's targets are measured in tests/quality/redocTargets.spec.ts).
 *
 * Once per API: the live rendering is the same components whatever the spec, and the page walker
 * (tests/quality/pages.spec.ts) checks the server markup of every reference in both modes.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { TRY_IT_ATTRIBUTE } from '../../src/plugins/sandbox-console/tryItAttribute';
import { collectErrors, gotoHydrated, trackActivity } from '../e2e/support';
import { ALL_RULES, blockingViolations, injectAxe } from './axe';
import { axeTargetSize, smallControls, waitForSamples } from './redocTargets';

const REFERENCES = [
  '/api-portal/routing',
  '/api-portal/stateless',
  // The Integration API's largest tag page.
  '/api-portal/integration/webhooks',
];
/**
 * The reference whose live rendering is measured for 24 px targets: the same components draw
 * every reference's controls, and axe's `target-size` over a whole live reference costs seconds.
 */
const TARGETS_MEASURED_ON = '/api-portal/stateless';

type Colours = Record<string, string>;

/**
 * Text colour, background and border colour of each element under Redoc's root that holds text,
 * keyed by its path of child indexes (the live rendering has the same markup).
 */
function colours(page: Page): Promise<Colours> {
  return page.evaluate((tryItAttribute) => {
    const root = document.querySelector('.redocusaurus');
    const seen: Record<string, string> = {};
    const visit = (element: Element, path: string) => {
      // Our Try it buttons, not Redoc's markup.
      if (element.hasAttribute(tryItAttribute)) return;
      if (element.textContent?.trim()) {
        const style = getComputedStyle(element);
        seen[path] =
          `<${element.localName}> color ${style.color}, background ${style.backgroundColor}, ` +
          `border ${style.borderTopColor}`;
      }
      [...element.children].forEach((child, index) => visit(child, `${path}/${index}`));
    };
    if (root) visit(root, '');
    return seen;
  }, TRY_IT_ATTRIBUTE);
}

/** The elements whose colours differ, the first ten spelled out. */
function differences(expected: Colours, actual: Colours): string[] {
  const lines = Object.entries(expected)
    .filter(([path, seen]) => actual[path] !== seen)
    .map(([path, seen]) => `${path || '(root)'}: ${seen}, live ${actual[path] ?? 'missing'}`);
  return lines.length > 10 ? [...lines.slice(0, 10), `… ${lines.length - 10} more`] : lines;
}

async function switchTo(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page
    .locator('.navbar')
    .getByRole('button', { name: new RegExp(`switch to ${mode} mode`, 'i') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const reference of REFERENCES) {
  test(`${reference}: the server markup reads in both modes as Redoc renders it live, and the live rendering passes axe${reference === TARGETS_MEASURED_ON ? ' with every control at least 24 x 24 px' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await gotoHydrated(page, reference);
    const activity = await trackActivity(page);
    const redoc = page.locator('[data-redoc-state]');
    const staticLight = await colours(page);
    expect(Object.keys(staticLight).length).toBeGreaterThan(100);

    await switchTo(page, 'dark');
    await activity.waitForSettled();
    await expect(redoc).toHaveAttribute('data-redoc-state', 'static');
    const staticDark = await colours(page);
    expect(
      differences(staticLight, staticDark).length,
      'dark mode changed no colour',
    ).toBeGreaterThan(0);

    // The reader's first focus in the reference wakes Redoc, which renders in the current mode.
    await page.locator('.redocusaurus .search-input').focus();
    await expect(redoc).toHaveAttribute('data-redoc-state', 'live', { timeout: 30_000 });
    await activity.waitForSettled();
    expect(differences(staticDark, await colours(page)), 'dark mode').toEqual([]);
    await injectAxe(page);
    expect(await blockingViolations(page, ALL_RULES, new Set()), 'axe, dark mode').toEqual([]);
    if (reference === TARGETS_MEASURED_ON) {
      await waitForSamples(page);
      expect(await smallControls(page), 'controls under 24 x 24 px, live').toEqual([]);
      expect(await axeTargetSize(page), 'axe target-size, live').toEqual([]);
    }

    // The live markup in light mode has the static page's colours, which the walker checked.
    await switchTo(page, 'light');
    await activity.waitForSettled();
    expect(differences(staticLight, await colours(page)), 'light mode').toEqual([]);
    expect(errors).toEqual([]);
  });
}
