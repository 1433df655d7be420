/**
 * The route-change progress bar, in place of theme-classic's (the `lazyProgressBar` bundle
 * patch, src/plugins/bundle-patches). It behaves like upstream's, a bar from 200 ms into a
 * navigation to another path until the new page renders, with two differences:
 * - nprogress is imported with the first navigation to another path, not with main.js on every
 *   page: the first page of a visit, all that many visits see, never shows the bar.
 * - Its markup has no `role="bar"` and `role="spinner"`, which are not ARIA roles: axe rates
 *   them critical whenever a slow navigation shows the bar. Same look.
 */
import type { ClientModule } from '@docusaurus/types';
import type NProgress from 'nprogress';

import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;

let progressBar: Promise<typeof NProgress> | undefined;
let loaded: typeof NProgress | undefined;

/** nprogress, imported and configured once. */
export function loadProgressBar(): Promise<typeof NProgress> {
  progressBar ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds the bar by its role unless told otherwise; without this it crashes.
      barSelector: '.bar',
    });
    loaded = nprogress;
    return nprogress;
  });
  return progressBar;
}

/** Navigations to another path so far, and how many of them have rendered. */
let started = 0;
let rendered = 0;

const progressBarModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const navigation = ++started;
    // Requested now, beside the route's chunks, so that it is there when the delay is over.
    const nprogress = loadProgressBar();
    const timeout = window.setTimeout(() => {
      void nprogress.then((bar) => {
        // The page may have rendered while nprogress was on its way.
        if (rendered < navigation) bar.start();
      });
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    rendered = started;
    loaded?.done();
  },
};

export default progressBarModule;
