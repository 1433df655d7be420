/**
 * The Chromium every part of the bench uses: Debian's, with the launch arguments of
 * playwright.config.ts so the bench and the e2e suite see the same browser, and offline.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
