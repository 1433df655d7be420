/**
 * The standard gtag.js bootstrap: a queueing `gtag` on window, then the external script,
 * which drains the queue when (and if) it arrives. Nothing here runs until a page view needs it.
 */
import type { PageView } from './pageViews';

type GtagArgs = [command: string, ...params: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Installs gtag's queue and hands the loading of its script to `scheduleScript`; returns a
 * sender for page views, which queue until the script arrives and drains them.
 */
export function installGtag(
  measurementId: string,
  win: Window = window,
  scheduleScript: (load: () => void) => void = (load) => load(),
): (view: PageView) => void {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js only understands `arguments` objects in the queue, not plain arrays.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Page views are sent by us on route changes; gtag's automatic one would double the first.
  win.gtag('config', measurementId, { send_page_view: false });

  scheduleScript(() => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(measurementId);
    script.onerror = () => console.warn('[analytics] gtag.js could not be loaded');
    win.document.head.appendChild(script);
  });

  return (view) => {
    // gtag.js fills page_location from document.location for every event it sends by itself
    // (enhanced measurement: scrolls, clicks, site search); setting the redacted values first
    // keeps a share link or a search text out of those too.
    win.gtag?.('set', {
      page_path: view.pagePath,
      page_title: view.pageTitle,
      page_location: view.pageLocation,
    });
    win.gtag?.('event', 'page_view', {
      page_path: view.pagePath,
      page_title: view.pageTitle,
      page_location: view.pageLocation,
      send_to: measurementId,
    });
  };
}
