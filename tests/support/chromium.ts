/**
 * The browser every test and benchmark drives: Debian's Chromium (Playwright's own browser
 * downloads cannot work on our machines) with one set of launch arguments, so the e2e suite,
 * the quality gates and `npm run bench` measure the same browser.
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
