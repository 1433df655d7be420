/**
 * First-load JavaScript as the budgets define it, shared by tests/quality/budgets.spec.ts and
 * scripts/bench.ts so the suite and the bench report the same number.
 */
import type { Page, Request } from '@playwright/test';

import path from 'node:path';

import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';

/**
 * One page per page type the budgets talk about. The plain doc page is prose, tables and links
 * (a glossary term); code blocks bring the highlighter, so a doc with code is its own type.
 */
export const FIRST_LOAD_PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'plain doc', path: '/docs/terms/erp' },
  { name: 'doc with code', path: '/docs/howto/driver_break' },
  // A diagram and prose, as the bare site's diagram page: the diagram must cost no JavaScript.
  { name: 'doc with diagram', path: '/docs/quickstart/system_arch' },
  // Diagrams and code blocks: the diagrams add nothing to what the code blocks bring.
  { name: 'doc with diagram and code', path: '/docs/routing' },
  { name: 'doc with live code', path: '/docs/vrp_problem_intro/first_solution_heuristic' },
  // Its live block solves a request with the in-browser solver (ReactLiveScope's solveAsync).
  { name: 'doc with live solver', path: '/docs/concepts/trip_stops' },
  { name: 'api portal', path: '/api-portal/routing' },
  { name: 'playground', path: '/playground' },
];

/**
 * What a page's first load includes beyond hydration, where the page loads it on its own: the
 * playground's editor, schema check and pre-flight check arrive after hydration (lazy chunks,
 * one after the other), and on a busy machine the gaps can outlast "network idle". The
 * pre-flight findings show once all three have run.
 */
const READY_SELECTORS: Readonly<Record<string, string>> = {
  '/playground': '[data-testid="preflight-findings"]',
};

/**
 * Every page of the API reference (a split spec's overview and tag pages included); the
 * `/api-portal/*` budget covers each, the heaviest spec included.
 */
export const API_PORTAL_PAGES: readonly string[] = apiReferenceRoutes(
  path.join(__dirname, '../..'),
).map((route) => route.path);

/**
 * What the bench reports: every page type, plus the API references the page types leave out
 * (the page type `api portal` is one of them).
 */
export const FIRST_LOAD_REPORT_PATHS: readonly string[] = [
  ...new Set([...FIRST_LOAD_PAGES.map((target) => target.path), ...API_PORTAL_PAGES]),
];

export interface FirstLoadScript {
  url: string;
  /** Body bytes as sent over the wire. */
  bytes: number;
  /** The response's Content-Encoding: `gzip`, or `identity` below the server's 1 KB threshold. */
  encoding: string;
}

export interface FirstLoadJs {
  path: string;
  totalBytes: number;
  scripts: FirstLoadScript[];
}

/**
 * Loads `urlPath` in a fresh page and sums the encoded (gzip, as the server sent it) body
 * sizes Chromium reports for every script response until the page has hydrated and the
 * network is idle. Link prefetches are not scripts to the browser, so they are not counted.
 */
export async function measureFirstLoadJs(page: Page, urlPath: string): Promise<FirstLoadJs> {
  const pending: Promise<FirstLoadScript>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return { url: request.url(), bytes: sizes.responseBodySize, encoding };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const response = await page.goto(urlPath, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${urlPath} answered ${response?.status()}`);
    // Hydration needs every route chunk, so waiting for it first means "network idle" cannot
    // come too early (between the main bundle and the route's chunks).
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const ready = READY_SELECTORS[urlPath];
    if (ready) await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('requestfinished', onFinished);
  }
  const scripts = await Promise.all(pending);
  return { path: urlPath, totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}
