/**
 * The Chromium every part of the bench uses (tests/support/chromium.ts: the build's and the e2e
 * suite's), kept offline.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Only the local server answers: a configured integration (the Firebase auth domain, say)
 * must not reach a real host from a benchmark, and a request that hangs would skew timings.
 */
export async function keepOffline(context: BrowserContext, baseUrl: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
}
