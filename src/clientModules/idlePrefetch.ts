/**
 * Route prefetching in idle time. Docusaurus's `<Link>` prefetches a page's chunks as soon as
 * the link scrolls into view, inside its IntersectionObserver callback: matching the route
 * table and adding one `<link rel="prefetch">` per chunk, for every visible link in one task.
 * Right after hydration that is every link of the first screen, and on a plain doc page it was
 * the longest task after hydration itself (bench/README.md, "Idle prefetching and code blocks
 * that mount once"). Here the same
 * calls wait for the `load` event, then run a few per idle period, so no link's prefetch ever
 * blocks a tap. What is prefetched, and when a hover preloads (`preload`, left as it is), does
 * not change; each file is asked for once (./sitePrefetcher.ts).
 */
import type { ClientModule } from '@docusaurus/types';

import { createIdleQueue, type IdleScheduler } from './idleQueue';
import { afterLoad, whenIdle } from './loadOnIntent';

const WRAPPED = Symbol.for('routekit.idlePrefetch');

/** Idle periods where the browser has them; short timer slices where it does not (Safari). */
const idleSlice: IdleScheduler = (slice) => {
  whenIdle(slice, { timeoutMs: 2000, fallbackMs: 50 });
};

/**
 * Puts a copy of `window.docusaurus` with a queued `prefetch` in its place, once. Docusaurus
 * freezes the object itself, but `<Link>` reads `window.docusaurus` at each call, so a new
 * object is enough.
 */
function deferPrefetching(win: Window): void {
  const api = win.docusaurus as (Window['docusaurus'] & { [WRAPPED]?: true }) | undefined;
  if (!api || api[WRAPPED]) return;
  let prefetchNow: ((routePath: string) => void) | undefined;
  const queue = createIdleQueue<string>((routePath) => prefetchNow?.(routePath), idleSlice);
  // The prefetcher is a chunk of its own, fetched after `load`: no page needs it to render.
  // Without it (a failed request) links are simply not prefetched.
  afterLoad(() => {
    import('./sitePrefetcher')
      .then(({ createSitePrefetcher }) => {
        prefetchNow = createSitePrefetcher();
        queue.start();
      })
      .catch(() => {});
  });
  win.docusaurus = Object.freeze({
    ...api,
    prefetch: (routePath: string) => {
      queue.push(routePath);
      // Docusaurus's own answer for "will be prefetched"; `<Link>` ignores it.
      return false;
    },
    [WRAPPED]: true,
  });
}

const idlePrefetch: ClientModule = {
  // Runs in the first render's layout effects: before any link's observer has reported.
  onRouteDidUpdate() {
    deferPrefetching(window);
  },
};

export default idlePrefetch;
