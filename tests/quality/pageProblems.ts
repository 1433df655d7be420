/**
 * What a page reports or breaks while the walker looks at it: console errors and warnings
 * (hydration errors and CSP violations included), uncaught exceptions, same-origin
 * requests that fail or answer HTTP >= 400, and same-origin requests the caller forbids (the
 * Mermaid runtime, ./mermaidRuntime.ts; downloads a reader saving data must not get,
 * ./dataSaving.ts).
 */
import type { ConsoleMessage, Page, Request } from '@playwright/test';

/** A rule for same-origin requests: what is wrong with this one, or undefined. */
export type ForbiddenRequest = (url: URL, request: Request) => string | undefined;

/**
 * The one console message the walker expects: with web storage denied, theme-common's storage
 * utilities say once per document that they fall back to no storage (a console.warn that
 * starts with this text). It is the condition under test, not a fault of the page.
 */
const STORAGE_DENIED_NOTICE = 'Docusaurus browser storage is not available.';

function isExpected(message: ConsoleMessage): boolean {
  return message.type() === 'warning' && message.text().startsWith(STORAGE_DENIED_NOTICE);
}

export interface PageProblemRecorder {
  /** What was recorded since the last call, which starts a new record. */
  take(): string[];
}

/** Starts recording what the page reports, across navigations, until the page closes. */
export function recordPageProblems(
  page: Page,
  origin: string,
  forbidden: readonly ForbiddenRequest[] = [],
): PageProblemRecorder {
  let problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    for (const rule of forbidden) {
      const problem = rule(url, request);
      if (problem) problems.push(problem);
    }
  });
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isExpected(message)) {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the next navigation cancels (a prefetch) is not a failure of the site.
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
