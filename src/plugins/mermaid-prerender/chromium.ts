/**
 * The browser that prerenders the diagrams: Debian's Chromium (Playwright's own browser
 * downloads cannot work on our machines) with one set of launch arguments. The site config
 * reads `CHROMIUM_PATH` with this default; the e2e suite, the quality gates and `npm run bench`
 * read the same variable through tests/support/chromium.ts, so they drive the same browser the
 * build draws with; the build never reads the tests.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
