/**
 * First-load JavaScript as the budgets define it, shared by tests/e2e/budgets.spec.ts and
 * scripts/bench.ts so the suite and the bench report the same number.
 */
import type { Page, Request } from '@playwright/test';

/**
 * One page per page type the budgets talk about. The plain doc page is prose, tables and links
 * (a glossary term); code blocks bring the highlighter, so a doc with code is its own type.
 */
export const FIRST_LOAD_PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'plain doc', path: '/docs/terms/erp' },
  { name: 'doc with code', path: '/docs/howto/driver_break' },
  { name: 'doc with diagram', path: '/docs/routing' },
  { name: 'doc with live code', path: '/docs/vrp_problem_intro/first_solution_heuristic' },
  { name: 'api portal', path: '/api-portal/routing' },
  { name: 'playground', path: '/playground' },
];

export interface FirstLoadJs {
  path: string;
  totalBytes: number;
  scripts: { url: string; bytes: number }[];
}

/**
 * Loads `urlPath` in a fresh page and sums the encoded (gzip, as the server sent it) body
 * sizes Chromium reports for every script response until the page has hydrated and the
 * network is idle. Link prefetches are not scripts to the browser, so they are not counted.
 */
export async function measureFirstLoadJs(page: Page, urlPath: string): Promise<FirstLoadJs> {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const response = await page.goto(urlPath, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${urlPath} answered ${response?.status()}`);
    // Hydration needs every route chunk, so waiting for it first means "network idle" cannot
    // come too early (between the main bundle and the route's chunks).
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('requestfinished', onFinished);
  }
  const scripts = await Promise.all(pending);
  return { path: urlPath, totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}
