/**
 * Pointer targets on the API reference's server markup (tests/quality/redocTargets.ts): every
 * control on the `/api-portal/*` references that together hold every kind of element of them
 * all (tests/quality/axeCover.ts) is at least 24 x 24 px at Lighthouse's phone viewport, once
 * Redoc's samples are on the page. Redoc's live rendering, after the reader wakes it, is measured
 * once, on /api-portal/stateless, in tests/quality/redocColourModes.spec.ts, which already wakes it.
 */
import path from 'node:path';

import { test, expect } from '../support/workerContext';

import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';
import { gotoHydrated } from '../e2e/support';
import { coveringBuiltPages } from './axeCover';
import { axeTargetSize, smallControls, waitForSamples } from './redocTargets';

/** Lighthouse 12's mobile screen (its default config). */
const PHONE_VIEWPORT = { width: 412, height: 823 };

// One browser page walks every reference, as a reader moving between them would: the shared
// code loads once, and each page is still a full load of its own server HTML.
test('every kind of Redoc control, on the references that hold them all, is at least 24 x 24 px on a phone', async ({
  page,
}) => {
  // Read from the build here, not when the runner lists the tests.
  // A split spec's overview page is ours, not Redoc's: the page walker's axe covers it.
  const redocPages = apiReferenceRoutes(path.join(__dirname, '../..'))
    .filter((route) => route.redoc)
    .map((route) => route.path);
  // The references whose server markup holds every kind of element the others hold: a target's
  // size comes from its kind's styles, not from its text.
  const measuredPages = [...coveringBuiltPages(redocPages)];
  test.setTimeout(measuredPages.length * 15_000);
  expect(redocPages.length).toBeGreaterThan(10);
  expect(measuredPages.length).toBeGreaterThan(1);
  await page.setViewportSize(PHONE_VIEWPORT);
  const problems: string[] = [];
  for (const urlPath of measuredPages) {
    await gotoHydrated(page, urlPath);
    await waitForSamples(page);
    const found = [...(await smallControls(page)), ...(await axeTargetSize(page))];
    if (found.length > 0) problems.push(`${urlPath}\n  ${found.join('\n  ')}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
