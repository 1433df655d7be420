/**
 * What identity costs a page: the gzip bytes of the firebase chunks it loads and when they
 * load relative to the page becoming interactive (load event, React hydration). Measured on
 * the build with identity configured, and on the default build, where it must be zero.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

import { measureFirstLoadJs } from '../../tests/quality/firstLoadJs';
import { keepOffline } from './chromium';

/** The chunks that hold firebase: ours are named identity-*; the SDK registers "@firebase/…". */
const FIREBASE_SDK_MARKER = '@firebase/';
const IDENTITY_CHUNK_PREFIX = 'identity-';

/** URL paths (`/assets/js/…`) of every built chunk that is firebase or identity code. */
export function firebaseChunkPaths(buildDir: string): string[] {
  const jsDir = path.join(buildDir, 'assets/js');
  return readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .filter(
      (file) =>
        file.startsWith(IDENTITY_CHUNK_PREFIX) ||
        readFileSync(path.join(jsDir, file), 'utf8').includes(FIREBASE_SDK_MARKER),
    )
    .map((file) => `/assets/js/${file}`);
}

export interface FirebaseChunkLoad {
  url: string;
  gzipBytes: number;
  /** Request start and response end, in ms since navigation start. */
  startMs: number;
  endMs: number;
}

export interface FirebasePageLoad {
  path: string;
  firebaseGzipBytes: number;
  chunks: FirebaseChunkLoad[];
  /** All scripts until network idle (the budgets' first-load JS) and firebase's share of it. */
  firstLoadGzipBytes: number;
  firebaseInFirstLoadBytes: number;
  loadEventEndMs: number;
  hydratedMs: number | null;
  /** Milliseconds from the later of load and hydration to the first firebase request. */
  firebaseStartsAfterInteractiveMs: number | null;
}

/** Records when Docusaurus marks <html data-has-hydrated="true">; runs before any page script. */
const HYDRATION_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.hasHydrated !== 'true') return;
    window.__benchHydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
})()`;

/**
 * Identity starts after `load` plus an idle callback (at most 3 s later); waiting this long
 * without a firebase request shows none is coming.
 */
const FIREBASE_WAIT_MS = 6000;

interface PageTimings {
  chunks: FirebaseChunkLoad[];
  loadEventEndMs: number;
  hydratedMs: number | null;
}

export async function measureFirebasePage(
  browser: Browser,
  baseUrl: string,
  urlPath: string,
  firebasePaths: readonly string[],
): Promise<FirebasePageLoad> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await keepOffline(context, baseUrl);
    await context.addInitScript(HYDRATION_PROBE);
    const page = await context.newPage();
    const firstLoad = await measureFirstLoadJs(page, urlPath);
    const isFirebase = (url: string) => firebasePaths.includes(new URL(url).pathname);
    await page
      .waitForFunction(
        (paths) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => paths.includes(new URL(entry.name).pathname)),
        firebasePaths,
        { timeout: FIREBASE_WAIT_MS },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate<PageTimings, readonly string[]>((paths) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => ({
          url: entry.name,
          // Same-origin, so this is the body as sent: gzip bytes.
          gzipBytes: entry.encodedBodySize,
          startMs: Math.round(entry.startTime),
          endMs: Math.round(entry.responseEnd),
        }));
      const hydrated = (window as { __benchHydratedAt?: number }).__benchHydratedAt;
      return {
        chunks,
        loadEventEndMs: Math.round(navigation?.loadEventEnd ?? NaN),
        hydratedMs: hydrated === undefined ? null : Math.round(hydrated),
      };
    }, firebasePaths);
    const firstStart =
      timings.chunks.length === 0 ? null : Math.min(...timings.chunks.map((c) => c.startMs));
    const interactiveMs = Math.max(timings.loadEventEndMs, timings.hydratedMs ?? 0);
    return {
      path: urlPath,
      firebaseGzipBytes: timings.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      chunks: timings.chunks,
      firstLoadGzipBytes: firstLoad.totalBytes,
      firebaseInFirstLoadBytes: firstLoad.scripts
        .filter((script) => isFirebase(script.url))
        .reduce((sum, script) => sum + script.bytes, 0),
      loadEventEndMs: timings.loadEventEndMs,
      hydratedMs: timings.hydratedMs,
      firebaseStartsAfterInteractiveMs: firstStart === null ? null : firstStart - interactiveMs,
    };
  } finally {
    await context.close();
  }
}
