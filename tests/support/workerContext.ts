/**
 * Playwright's `test` with one browser context per worker instead of one per test, and one tab
 * that each test hands on to the next: after a test, the tab and the context are wiped back to
 * what new ones hold. Making and closing a context costs Chromium about as much CPU as loading a
 * page in it, and a new tab about half as much (bench/README.md).
 *
 * The wipe: the test's other pages closed; the tab's init scripts, exposed functions, routes,
 * listeners, session storage and history removed, its page left for the site's robots.txt (which
 * keeps the site's renderer); cookies, permissions and context routes cleared; the storage of
 * every origin the test reached and the HTTP cache emptied, through a DevTools session on a blank
 * page the context keeps (tests/e2e/workerContext.spec.ts checks each). A tab whose viewport,
 * media, headers, clock or held keys the test changed is closed instead. A test with other
 * options replaces the kept context; one with a storage state, permissions or offline mode gets a
 * context of its own. There is no `context` fixture: what a test would set on it (init scripts,
 * geolocation) outlives it.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Disposable,
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
  /** The tab the next test gets, when the last one could be wiped (see keptTab). */
  tab?: KeptTab;
}

/** A test's tab, kept for the next test with what the test added to it recorded. */
interface KeptTab {
  page: Page;
  session: CDPSession;
  /** The test's init scripts and exposed functions. */
  added: Disposable[];
  /** The test changed what a wipe cannot restore (its viewport, emulated media, clock, keys held). */
  spoilt: boolean;
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

/** Methods after whose use a tab is closed rather than wiped: nothing undoes them. */
const SPOILING_METHODS = ['setViewportSize', 'emulateMedia', 'setExtraHTTPHeaders'] as const;

/**
 * A tab for a test: the last test's, wiped, or a new one. A new tab costs Chromium and Playwright
 * about half a CPU-second before it loads anything; reusing one also keeps the renderer whose
 * compiled scripts the next load can use, as a reader's tab does.
 */
async function keptTab(kept: KeptContext): Promise<Page> {
  if (kept.tab) return kept.tab.page;
  const page = await kept.context.newPage();
  const tab: KeptTab = {
    page,
    session: await kept.context.newCDPSession(page),
    added: [],
    spoilt: false,
  };
  const record =
    <Args extends unknown[]>(add: (...args: Args) => Promise<Disposable>) =>
    async (...args: Args): Promise<Disposable> => {
      const disposable = await add(...args);
      tab.added.push(disposable);
      return disposable;
    };
  page.addInitScript = record(page.addInitScript.bind(page)) as Page['addInitScript'];
  page.exposeBinding = record(page.exposeBinding.bind(page)) as Page['exposeBinding'];
  page.exposeFunction = record(page.exposeFunction.bind(page)) as Page['exposeFunction'];
  for (const method of SPOILING_METHODS) {
    const original = (page[method] as (...args: unknown[]) => Promise<void>).bind(page);
    (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      tab.spoilt = true;
      return original(...args);
    };
  }
  const originalClock = page.clock.install.bind(page.clock);
  page.clock.install = (...args) => {
    tab.spoilt = true;
    return originalClock(...args);
  };
  const originalDown = page.keyboard.down.bind(page.keyboard);
  page.keyboard.down = (...args) => {
    tab.spoilt = true;
    return originalDown(...args);
  };
  kept.tab = tab;
  return page;
}

/**
 * Returns the test's tab to what a new one holds, or closes it when it cannot: its init scripts,
 * exposed functions, routes and listeners removed, the page left for a blank one, its session
 * storage and history cleared.
 */
async function wipeTab(
  kept: KeptContext,
  origins: Iterable<string>,
  restingOrigin: string | undefined,
): Promise<void> {
  const tab = kept.tab;
  if (!tab) return;
  if (tab.page.isClosed() || tab.spoilt) {
    kept.tab = undefined;
    if (!tab.page.isClosed()) await tab.page.close();
    return;
  }
  const { page, session } = tab;
  for (const disposable of tab.added.splice(0)) await disposable.dispose();
  await page.unrouteAll({ behavior: 'wait' });
  page.removeAllListeners();
  // Session storage belongs to the tab, not the context, so only the tab's own session reaches it.
  for (const origin of origins) {
    await session
      .send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } })
      .catch(() => undefined);
  }
  // A document of the site's own origin, not about:blank, keeps the site's renderer process, so
  // the next test's first load starts in it.
  const { origin, protocol } = new URL(page.url());
  await page.goto(
    (protocol === 'http:' || protocol === 'https:') && origin === restingOrigin
      ? `${origin}/robots.txt`
      : 'about:blank',
  );
  await session.send('Page.resetNavigationHistory');
  // The renderer's own memory cache, which the context's cache wipe does not reach.
  await session.send('Network.clearBrowserCache');
}

/** Closes the test's other pages and returns the context to the state of a new one (see the file's header). */
async function resetContext(
  kept: KeptContext,
  origins: Iterable<string>,
  restingOrigin: string | undefined,
): Promise<void> {
  const { context, blank, session } = kept;
  for (const page of context.pages())
    if (page !== blank && page !== kept.tab?.page) await page.close();
  await wipeTab(kept, origins, restingOrigin);
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
      await provide(await keptTab(kept));
    } finally {
      recorder.stop();
      await resetContext(kept, recorder.origins, baseURL ? new URL(baseURL).origin : undefined);
    }
  },
});

export { expect } from '@playwright/test';
