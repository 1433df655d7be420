/**
 * Decides when a route update is a page view and what it reports. Kept free of gtag and of
 * Docusaurus so the rules can be tested on their own.
 */
import { redactPageView } from './pageViewRedaction';

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface PageView {
  /**
   * Path with query and hash, e.g. `/docs/routing?api-language=curl#request`, redacted by
   * redactPageView (no share-link payload, no search text).
   */
  pagePath: string;
  pageTitle: string;
  pageLocation: string;
}

export interface PageViewTrackerDeps {
  send: (view: PageView) => void;
  /** Runs the callback once the new page's <title> is in place. */
  afterTitleUpdate: (callback: () => void) => void;
  readTitle: () => string;
  origin: string;
}

export function pagePathOf(location: RouteLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function createPageViewTracker(deps: PageViewTrackerDeps) {
  let lastReportedPath: string | null = null;
  return {
    onRouteDidUpdate(location: RouteLocation): void {
      const fullPath = pagePathOf(location);
      // A re-render, a state-only history entry or a link to the current URL is no page view.
      // Compared unredacted: a new search or a new share link is still a new view.
      if (fullPath === lastReportedPath) return;
      lastReportedPath = fullPath;
      deps.afterTitleUpdate(() => {
        const { pagePath, pageTitle } = redactPageView(location, deps.readTitle());
        deps.send({ pagePath, pageTitle, pageLocation: `${deps.origin}${pagePath}` });
      });
    },
  };
}

/**
 * react-helmet-async writes the new <title> in a requestAnimationFrame scheduled during the
 * route's commit, so one frame plus a task later the title belongs to the new page.
 */
export function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
