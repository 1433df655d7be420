/**
 * The browser that prerenders the diagrams: Debian's Chromium (Playwright's own browser
 * downloads cannot work on our machines) with one set of launch arguments. The e2e suite, the
 * quality gates and `npm run bench` import it from here, so they drive the same browser the
 * build draws with; the build never reads the tests.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
