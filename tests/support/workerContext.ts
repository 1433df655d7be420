/**
 * Playwright's `test` with one browser context per worker instead of one per test: each test
 * gets a new tab, and after it the context is wiped back to what a new one holds. Making and
 * closing a context costs Chromium about as much CPU as loading a page in it (bench/README.md).
 *
 * The wipe: the test's pages closed (their routes, init scripts and sessionStorage go with them);
 * cookies, permissions and context routes cleared; the storage of every origin the test reached
 * and the HTTP cache emptied, through a DevTools session on a blank page the context keeps
 * (tests/e2e/workerContext.spec.ts checks each). A test with other options replaces the kept
 * context; one with a storage state, permissions or offline mode gets a context of its own. There
 * is no `context` fixture: what a test would set on it (init scripts, geolocation) outlives it.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type Request,
} from '@playwright/test';

/** A context kept for the worker's tests, with the blank page whose DevTools session wipes it. */
interface KeptContext {
  context: BrowserContext;
  /** The options it was made with, as JSON. */
  options: string;
  blank: Page;
  session: CDPSession;
}

interface WorkerFixtures {
  /** The worker's kept context, made with the options of the test that first needed it. */
  keptContext: { current?: KeptContext };
}

async function keepContext(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
  const context = await browser.newContext(options);
  const blank = await context.newPage();
  const session = await context.newCDPSession(blank);
  return { context, options: JSON.stringify(options), blank, session };
}

/**
 * Options a reset cannot restore (a storage state or permissions given at creation would be
 * wiped with the test's own) or that a test may change at run time: such a test gets a
 * context of its own.
 */
const OWN_CONTEXT_OPTIONS: (keyof BrowserContextOptions)[] = [
  'storageState',
  'permissions',
  'offline',
  'geolocation',
  'httpCredentials',
  'clientCertificates',
];

/** The origins of every request the context made, so their storage can be wiped. */
function recordOrigins(context: BrowserContext): { origins: Set<string>; stop: () => void } {
  const origins = new Set<string>();
  const onRequest = (request: Request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
  };
  context.on('request', onRequest);
  return { origins, stop: () => context.off('request', onRequest) };
}

/** Closes the test's pages and returns the context to the state of a new one (see the file's header). */
async function resetContext(kept: KeptContext, origins: Iterable<string>): Promise<void> {
  const { context, blank, session } = kept;
  for (const page of context.pages()) if (page !== blank) await page.close();
  // Storage and the HTTP cache belong to the context, so the blank page's session clears them.
  for (const origin of origins) {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  await session.send('Network.clearBrowserCache');
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'wait' });
}

export const test = base.extend<object, WorkerFixtures>({
  keptContext: [
    // It depends on the browser so that it is torn down, closing the context, before the browser.
    async ({ browser: _browser }, provide) => {
      const kept: WorkerFixtures['keptContext'] = {};
      await provide(kept);
      await kept.current?.context.close();
    },
    { scope: 'worker' },
  ],
  // Asked for, it fails the test with the reason instead of handing out a context to leak from.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  context: async ({}, _provide) => {
    throw new Error(
      'tests/support/workerContext.ts shares one context per worker and offers no `context` fixture; a spec that needs one imports `test` from @playwright/test',
    );
  },
  // Playwright reads the fixtures a fixture needs from its first parameter's pattern and takes no
  // rest element there, so each context option is named once to depend on it and once to pass it.
  page: async (
    {
      keptContext,
      browser,
      contextOptions,
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      locale,
      timezoneId,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      extraHTTPHeaders,
      bypassCSP,
      ignoreHTTPSErrors,
      acceptDownloads,
      serviceWorkers,
      storageState,
      permissions,
      offline,
      geolocation,
      httpCredentials,
    },
    provide,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      locale,
      timezoneId,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      extraHTTPHeaders,
      bypassCSP,
      ignoreHTTPSErrors,
      acceptDownloads,
      serviceWorkers,
      storageState,
      permissions,
      offline,
      geolocation,
      httpCredentials,
    };
    if (
      OWN_CONTEXT_OPTIONS.some((name) => {
        const value = options[name];
        return value !== undefined && value !== false && !(Array.isArray(value) && !value.length);
      })
    ) {
      const own = await browser.newContext(options);
      await provide(await own.newPage());
      await own.close();
      return;
    }
    if (keptContext.current?.options !== JSON.stringify(options)) {
      await keptContext.current?.context.close();
      keptContext.current = await keepContext(browser, options);
    }
    const kept = keptContext.current;
    const recorder = recordOrigins(kept.context);
    try {
      await provide(await kept.context.newPage());
    } finally {
      recorder.stop();
      await resetContext(kept, recorder.origins);
    }
  },
});

export { expect } from '@playwright/test';
