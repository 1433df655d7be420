import { expect, type Page, type Request } from '@playwright/test';

/** Navigates and waits until React has hydrated, so clicks and keys reach React handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response, `no response for ${url}`).not.toBeNull();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves once the page has rendered two frames and then run a task. A route change renders in
 * a task of its own, and what the page's code schedules from it for after the next frame (a
 * page view once the new title is in place) or as a task (a React effect) has run by then: the
 * positive signal that a "nothing else happens" check has waited long enough.
 */
export async function afterFramesAndTask(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/**
 * Makes `localStorage` and `sessionStorage` throw on access from the next document on, as
 * browsers do in some privacy modes and with cookies blocked.
 */
export async function denyWebStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: deny });
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: deny });
  });
}

/** Collects console errors and page errors for assertions at the end of a test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Milliseconds without a request, DOM mutation or CSS transition before a page counts as settled. */
const QUIET_MS = 150;

/**
 * Tracks what a page is still doing after `load`: requests in flight (node side) and the time of
 * its last DOM mutation (an init script in the page). Client-only rendering (Mermaid diagrams,
 * lazily highlighted code, Redoc, a colour-mode switch) happens after hydration, so checks that
 * read the rendered page wait for `waitForSettled` rather than for `load` or a fixed delay, and
 * unlike `networkidle` they do not wait 500 ms on every page.
 */
export interface ActivityTracker {
  /** Resolves once nothing has changed for `quietMs`; fails after `timeoutMs`. */
  waitForSettled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export async function trackActivity(page: Page): Promise<ActivityTracker> {
  const inFlight = new Set<Request>();
  let lastNetworkActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastNetworkActivity = Date.now();
  });
  const ended = (request: Request): void => {
    inFlight.delete(request);
    lastNetworkActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.addInitScript(() => {
    const state = window as unknown as { __lastMutationAt: number };
    state.__lastMutationAt = performance.now();
    new MutationObserver(() => {
      state.__lastMutationAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  return {
    async waitForSettled(quietMs = QUIET_MS, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const domQuietFor = await page.evaluate(() => {
          const transitioning = document
            .getAnimations()
            .some(
              (animation) =>
                animation instanceof CSSTransition && animation.playState === 'running',
            );
          if (transitioning) return 0;
          const { __lastMutationAt } = window as unknown as { __lastMutationAt?: number };
          return performance.now() - (__lastMutationAt ?? 0);
        });
        const networkQuietFor = inFlight.size > 0 ? 0 : Date.now() - lastNetworkActivity;
        if (domQuietFor >= quietMs && networkQuietFor >= quietMs) return;
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(
            `${page.url()} did not settle within ${timeoutMs} ms; pending: ${pending}`,
          );
        }
        await page.waitForTimeout(Math.max(20, quietMs - Math.min(domQuietFor, networkQuietFor)));
      }
    },
  };
}

/** Where the site requests gtag.js when analytics is configured. */
export const GTAG_HOST = 'https://www.googletagmanager.com/';

/** Answers gtag.js requests with an empty script so nothing leaves the machine. */
export async function interceptGtag(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${GTAG_HOST}**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stub */' });
  });
  return requests;
}

/** The parameters of every `gtag('event', name, params)` call queued in the page's dataLayer. */
export async function gtagEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (eventName) =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((call) => call[0] === 'event' && call[1] === eventName)
        .map((call) => call[2]),
    name,
  );
}
