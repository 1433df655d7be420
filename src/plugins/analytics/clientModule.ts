/**
 * Page-view analytics (GA4 via gtag.js). Without a measurement id this module does nothing:
 * no script tag, no request. See ./README.md.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';

import type { SiteCustomFields } from '../../siteCustomFields';
import { installGtag } from './gtag';
import { whenPageInteractive } from '@site/src/clientModules/loadOnIntent';
import { afterNextFrame, createPageViewTracker, type PageView } from './pageViews';

const { measurementId } = (siteConfig.customFields as SiteCustomFields).analytics;

// gtag's queue is set up with the first page view, after hydration; gtag.js itself is requested
// only once the page has loaded and gone idle, so a phone does not download and run it while it
// paints and hydrates. Views sent before then wait in the queue, which gtag.js drains.
let sendToGtag: ((view: PageView) => void) | null = null;

const tracker =
  ExecutionEnvironment.canUseDOM && measurementId
    ? createPageViewTracker({
        send: (view) => {
          sendToGtag ??= installGtag(measurementId, window, whenPageInteractive);
          sendToGtag(view);
        },
        afterTitleUpdate: afterNextFrame,
        readTitle: () => document.title,
        origin: window.location.origin,
      })
    : null;

const analyticsClientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    tracker?.onRouteDidUpdate(location);
  },
};

export default analyticsClientModule;
