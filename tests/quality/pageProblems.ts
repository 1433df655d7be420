/**
 * What a page reports or breaks while the walker looks at it: console errors and warnings
 * (hydration errors and CSP violations included), uncaught exceptions, same-origin
 * requests that fail or answer HTTP >= 400, and scripts no page may load (the Mermaid runtime:
 * every diagram is drawn at build time).
 */
import type { ConsoleMessage, Page } from '@playwright/test';

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
  /** URL paths of the chunks that hold the Mermaid runtime (./mermaidRuntime.ts). */
  mermaidRuntime: ReadonlySet<string> = new Set(),
): PageProblemRecorder {
  let problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && mermaidRuntime.has(url.pathname))
      problems.push(`loaded the Mermaid runtime: ${url.pathname}`);
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
