/**
 * Identity client against the Firebase Auth Emulator. The configured scenario needs
 * IDENTITY_E2E_BASE_URL (a build with FIREBASE_* and FIREBASE_AUTH_EMULATOR_HOST, served by
 * scripts/serve-build.mjs) and a running emulator; scripts/test-configured.sh provides both.
 * Without it, the default (unconfigured) build is checked for never loading firebase.
 */
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

import { collectErrors, gotoHydrated } from './support';

const CONFIGURED_BASE_URL = process.env.IDENTITY_E2E_BASE_URL;
const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const API_KEY = process.env.IDENTITY_E2E_API_KEY ?? 'demo-api-key';
/** Strings that only firebase's auth code contains, to spot it in any loaded script. */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'];

interface SessionLogEntry {
  method: string;
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

async function sessionLog(request: APIRequestContext): Promise<SessionLogEntry[]> {
  const response = await request.get('/__test/session-log');
  return (await response.json()) as SessionLogEntry[];
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
  }) => {
    const errors = collectErrors(page);
    // The identity build also has analytics configured; its external script is not under test
    // here and this machine has no route to it, so it is answered with an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const firebaseScripts = watchFirebaseScripts(page);
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const uid = await createEmulatorUser(request, email, password);
    const signOutLink = page.locator('.navbar [data-testid="sign-out"]');

    await gotoHydrated(page, '/docs/intro');
    await expect(signOutLink).toHaveCount(1);
    await expect(signOutLink).toBeHidden();
    await page.waitForFunction(() => window.__identity !== undefined);
    expect(await page.evaluate(() => window.__identity!.settledUserId())).toBeNull();

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

    const logBefore = (await sessionLog(request)).length;
    const signedInUid = await page.evaluate(
      ([e, p]) => window.__identity!.signInWithEmailAndPassword(e!, p!),
      [email, password],
    );
    expect(signedInUid).toBe(uid);

    await expect
      .poll(async () => (await sessionLog(request)).slice(logBefore).map((entry) => entry.method))
      .toContain('POST');
    const post = (await sessionLog(request)).slice(logBefore).find((e) => e.method === 'POST')!;
    expect(post.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
    const lookup = await request.post(emulatorUrl('lookup'), {
      data: { idToken: post.authorization!.slice('Bearer '.length) },
    });
    expect(lookup.ok(), await lookup.text()).toBe(true);
    const { users } = (await lookup.json()) as { users: { localId: string; email: string }[] };
    expect(users.map((user) => [user.localId, user.email])).toEqual([[uid, email]]);

    await expect(signOutLink).toBeVisible();

    const logBeforeSignOut = (await sessionLog(request)).length;
    await Promise.all([page.waitForEvent('load'), signOutLink.click()]);
    const afterSignOut = (await sessionLog(request)).slice(logBeforeSignOut);
    expect(afterSignOut[0]).toEqual(
      expect.objectContaining({ method: 'DELETE', authorization: null }),
    );

    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.__identity !== undefined);
    expect(await page.evaluate(() => window.__identity!.settledUserId())).toBeNull();
    await expect(signOutLink).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('identity (unconfigured default build)', () => {
  test.skip(!!CONFIGURED_BASE_URL, 'the default build is the unconfigured one');

  test('no page loads firebase code and the sign-out link stays hidden', async ({ page }) => {
    const errors = collectErrors(page);
    // The identity build also has analytics configured; its external script is not under test
    // here and this machine has no route to it, so it is answered with an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const firebaseScripts = watchFirebaseScripts(page);
    for (const url of ['/', '/docs/intro', '/docs/routing']) {
      await gotoHydrated(page, url);
      await page.waitForLoadState('load');
      // Longer than the idle wait after which a configured site would start firebase.
      await page.waitForTimeout(1500);
      await expect(page.locator('.navbar [data-testid="sign-out"]')).toBeHidden();
    }
    expect(firebaseScripts).toEqual([]);
    expect(await page.evaluate(() => window.__identity)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
