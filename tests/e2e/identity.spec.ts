/**
 * Identity client against the Firebase Auth Emulator. The configured tests (sign-in and
 * sign-out, then a failed chunk, blocked storage, an unreachable emulator) need
 * IDENTITY_E2E_BASE_URL (a build with FIREBASE_* and FIREBASE_AUTH_EMULATOR_HOST, served by
 * scripts/serve-build.mjs) and a running emulator; scripts/test-configured.sh provides both.
 * Without it, the default (unconfigured) build is checked for never loading firebase.
 */
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { collectErrors, gotoHydrated, trackActivity } from './support';

const CONFIGURED_BASE_URL = process.env.IDENTITY_E2E_BASE_URL;
const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const API_KEY = process.env.IDENTITY_E2E_API_KEY ?? 'demo-api-key';
/**
 * Strings that only firebase code contains, to spot it in any loaded script: the auth
 * endpoints, and the "@firebase/<package>" names every SDK package (app included) registers.
 */
const FIREBASE_MARKERS = [
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  '@firebase/',
];
/** Cookie that scripts/serve-build.mjs copies into each session-log entry as `tag`. */
const TAG_COOKIE = 'e2e-tag';

interface SessionLogEntry {
  method: string;
  tag: string | null;
  authorization: string | null;
}

function emulatorUrl(method: string): string {
  return `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;
}

async function createEmulatorUser(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(emulatorUrl('signUp'), {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

/**
 * Every page load of every test sends to the token-sync URL (a DELETE when nobody is signed
 * in), and other specs load pages of the same build in parallel; a cookie unique to this
 * test, set on the context it runs in (the worker's, whose cookies are cleared after each test),
 * marks the requests that are its own.
 */
async function tagContext(context: BrowserContext, baseURL: string): Promise<string> {
  const tag = `identity-${test.info().testId}-${Date.now()}`;
  await context.addCookies([{ name: TAG_COOKIE, value: tag, url: baseURL }]);
  return tag;
}

/** This test's token-sync requests, in the order the server received them. */
async function sessionLog(request: APIRequestContext, tag: string): Promise<SessionLogEntry[]> {
  const response = await request.get('/__test/session-log');
  return ((await response.json()) as SessionLogEntry[]).filter((entry) => entry.tag === tag);
}

async function sessionMethods(request: APIRequestContext, tag: string): Promise<string[]> {
  return (await sessionLog(request, tag)).map((entry) => entry.method);
}

/** The analytics script of the configured build is not under test, and has no route here. */
async function stubAnalytics(page: Page): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** Waits until the firebase client has started and read the (absent) persisted session. */
async function expectSettledSignedOut(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__identity !== undefined);
  expect(await page.evaluate(() => window.__identity!.settledUserId())).toBeNull();
}

/** Records which loaded scripts contain firebase code. */
function watchFirebaseScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (FIREBASE_MARKERS.some((marker) => body.includes(marker))) urls.push(response.url());
  });
  return urls;
}

test.describe('identity with the auth emulator', () => {
  test.skip(
    !CONFIGURED_BASE_URL,
    'needs IDENTITY_E2E_BASE_URL and a running auth emulator (scripts/test-configured.sh)',
  );
  test.use({ baseURL: CONFIGURED_BASE_URL });
  test.describe.configure({ mode: 'serial' });

  test('sign-in posts the id token, the sign-out link deletes it and reloads', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = await tagContext(page.context(), baseURL!);
    const errors = collectErrors(page);
    await stubAnalytics(page);
    const firebaseScripts = watchFirebaseScripts(page);
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const uid = await createEmulatorUser(request, email, password);
    const signOutLink = page.locator('.navbar [data-testid="sign-out"]');

    await gotoHydrated(page, '/docs/intro');
    await expect(signOutLink).toHaveCount(1);
    await expect(signOutLink).toBeHidden();
    await expectSettledSignedOut(page);

    // Budget: firebase arrives only after the load event.
    expect(firebaseScripts.length).toBeGreaterThan(0);
    const timing = await page.evaluate((urls) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => urls.includes(entry.name))
        .map((entry) => entry.startTime);
      return { loadEventEnd: navigation?.loadEventEnd ?? 0, firebaseStart: Math.min(...starts) };
    }, firebaseScripts);
    expect(timing.firebaseStart).toBeGreaterThanOrEqual(timing.loadEventEnd);

    // With nobody signed in, the SDK clears the session once per page load.
    await expect.poll(() => sessionMethods(request, tag)).toEqual(['DELETE']);

    const signedInUid = await page.evaluate(
      ([e, p]) => window.__identity!.signInWithEmailAndPassword(e!, p!),
      [email, password],
    );
    expect(signedInUid).toBe(uid);

    await expect.poll(() => sessionMethods(request, tag)).toEqual(['DELETE', 'POST']);
    const post = (await sessionLog(request, tag))[1]!;
    expect(post.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
    const lookup = await request.post(emulatorUrl('lookup'), {
      data: { idToken: post.authorization!.slice('Bearer '.length) },
    });
    expect(lookup.ok(), await lookup.text()).toBe(true);
    const { users } = (await lookup.json()) as { users: { localId: string; email: string }[] };
    expect(users.map((user) => [user.localId, user.email])).toEqual([[uid, email]]);

    await expect(signOutLink).toBeVisible();

    // The reloaded page sends its own DELETE once its firebase chunk runs; holding that chunk
    // until the log has been read keeps the sign-out's DELETE the only new entry.
    let releaseReloadedFirebase!: () => void;
    const reloadedFirebaseHeld = new Promise<void>((resolve) => {
      releaseReloadedFirebase = resolve;
    });
    await page.route('**/assets/js/identity-firebase.*.js', async (route) => {
      await reloadedFirebaseHeld;
      await route.continue();
    });
    await Promise.all([page.waitForEvent('load'), signOutLink.click()]);
    const afterSignOut = await sessionLog(request, tag);
    expect(afterSignOut.map((entry) => entry.method)).toEqual(['DELETE', 'POST', 'DELETE']);
    expect(afterSignOut[2]!.authorization).toBeNull();
    releaseReloadedFirebase();

    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expectSettledSignedOut(page);
    await expect(signOutLink).toBeHidden();
    await expect
      .poll(() => sessionMethods(request, tag))
      .toEqual(['DELETE', 'POST', 'DELETE', 'DELETE']);
    expect(errors).toEqual([]);
  });
});

/** Console errors and uncaught errors, with the URL each console message points at. */
function collectLocatedErrors(page: Page): { text: string; url: string }[] {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
  return errors;
}

/** What a test did not cause on purpose: all errors but the browser's note on each aborted request. */
function unexpectedErrors(errors: { text: string; url: string }[], aborted: string[]): string[] {
  return errors
    .filter(
      (error) => !(error.text.startsWith('Failed to load resource') && aborted.includes(error.url)),
    )
    .map((error) => error.text);
}

/** The page is usable: sign-out hidden, and a client-side navigation renders another doc. */
async function expectSiteStillWorks(page: Page): Promise<void> {
  await expect(page.locator('.navbar [data-testid="sign-out"]')).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Routing API', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/routing$/);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.navbar [data-testid="sign-out"]')).toBeHidden();
}

test.describe('identity failures (configured build)', () => {
  test.skip(
    !CONFIGURED_BASE_URL,
    'needs IDENTITY_E2E_BASE_URL and a running auth emulator (scripts/test-configured.sh)',
  );
  test.use({ baseURL: CONFIGURED_BASE_URL });

  test('a firebase chunk that fails to load is logged once and the site keeps working', async ({
    page,
  }) => {
    const errors = collectLocatedErrors(page);
    await stubAnalytics(page);
    const aborted: string[] = [];
    // Our chunk by its webpackChunkName, the SDK's by content: its vendor chunk has a number.
    await page.route('**/assets/js/*.js', async (route) => {
      const url = route.request().url();
      if (/\/identity-firebase\.[^/]+\.js$/.test(url)) {
        aborted.push(url);
        return route.abort();
      }
      let response: Awaited<ReturnType<typeof route.fetch>>;
      let body: string;
      try {
        response = await route.fetch();
        body = await response.text();
      } catch (error) {
        // A late request (a prefetch) still in this handler when the test ends: the fetched
        // response can be disposed under it. Nothing is waiting for it then.
        if (String(error).includes('disposed') || page.isClosed()) return undefined;
        throw error;
      }
      if (FIREBASE_MARKERS.some((marker) => body.includes(marker))) {
        aborted.push(url);
        return route.abort();
      }
      return route.fulfill({ response, body });
    });

    await gotoHydrated(page, '/docs/intro');
    await expect
      .poll(() => unexpectedErrors(errors, aborted).filter((text) => text.startsWith('[identity]')))
      .toHaveLength(1);
    expect(aborted.some((url) => url.includes('/identity-firebase.'))).toBe(true);
    expect(await page.evaluate(() => window.__identity)).toBeUndefined();

    await expectSiteStillWorks(page);
    const unexpected = unexpectedErrors(errors, aborted);
    expect(unexpected).toHaveLength(1);
    expect(unexpected[0]).toMatch(
      /^\[identity\] sign-in client failed to start; continuing without it\. ChunkLoadError/,
    );
  });

  test('storage that throws leaves the site working and signed out', async ({ page }) => {
    const errors = collectErrors(page);
    await stubAnalytics(page);
    // As in a browser that blocks site data: every storage the SDK could persist to throws.
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, { configurable: true, get: blocked });
      }
      Object.defineProperty(IDBFactory.prototype, 'open', { configurable: true, value: blocked });
    });

    await gotoHydrated(page, '/docs/intro');
    expect(
      await page.evaluate(() =>
        [() => window.localStorage, () => window.sessionStorage, () => indexedDB.open('probe')].map(
          (touch) => {
            try {
              touch();
              return 'usable';
            } catch {
              return 'throws';
            }
          },
        ),
      ),
    ).toEqual(['throws', 'throws', 'throws']);
    // The SDK falls back to keeping the session in memory.
    await expectSettledSignedOut(page);
    await expectSiteStillWorks(page);
    expect(errors).toEqual([]);
  });

  test('an unreachable emulator fails the sign-in, which is logged; the page stays intact', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = await tagContext(page.context(), baseURL!);
    const errors = collectLocatedErrors(page);
    await stubAnalytics(page);
    const aborted: string[] = [];
    await page.route(`http://${EMULATOR_HOST}/**`, (route) => {
      aborted.push(route.request().url());
      return route.abort('connectionrefused');
    });

    await gotoHydrated(page, '/docs/intro');
    await expectSettledSignedOut(page);
    const outcome = await page.evaluate(() =>
      window.__identity!.signInWithEmailAndPassword('nobody@example.com', 'irrelevant-pw').then(
        () => 'signed in',
        (error: { code?: string }) => error.code ?? String(error),
      ),
    );
    expect(outcome).toBe('auth/network-request-failed');
    expect(aborted.length).toBeGreaterThan(0);

    expect(await page.evaluate(() => window.__identity!.settledUserId())).toBeNull();
    expect(await sessionMethods(request, tag)).not.toContain('POST');
    await expectSiteStillWorks(page);
    const unexpected = unexpectedErrors(errors, aborted);
    expect(unexpected).toHaveLength(1);
    expect(unexpected[0]).toMatch(/^\[identity\] sign-in failed .*auth\/network-request-failed/);
  });
});

test.describe('identity (unconfigured default build)', () => {
  test.skip(!!CONFIGURED_BASE_URL, 'the default build is the unconfigured one');

  test('no page loads firebase code and the sign-out link stays hidden', async ({ page }) => {
    const errors = collectErrors(page);
    const firebaseScripts = watchFirebaseScripts(page);
    const activity = await trackActivity(page);
    for (const url of ['/', '/docs/intro', '/docs/routing']) {
      await gotoHydrated(page, url);
      await page.waitForLoadState('load');
      // A configured site starts firebase in an idle callback it asks for on load
      // (whenPageInteractive in src/clientModules/loadOnIntent.ts). Idle callbacks run in the order
      // they were asked for, so once this later one has run, that start would have requested
      // the firebase chunk; once requests and rendering settle, the chunk would be here.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
      );
      await activity.waitForSettled();
      await expect(page.locator('.navbar [data-testid="sign-out"]')).toBeHidden();
    }
    expect(firebaseScripts).toEqual([]);
    expect(await page.evaluate(() => window.__identity)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
