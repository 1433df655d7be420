/**
 * Page-view analytics (GA4 through gtag.js). The client module (./clientModule.ts) is registered
 * only when a measurement id is configured, so an unconfigured build carries none of this code.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface AnalyticsPluginOptions {
  /** GA_MEASUREMENT_ID as the site config read it; empty while analytics is off. */
  measurementId: string;
}

export default function analyticsPlugin(
  _context: LoadContext,
  options: AnalyticsPluginOptions,
): Plugin {
  return {
    name: 'analytics',
    getClientModules() {
      return options.measurementId ? [path.join(__dirname, 'clientModule.ts')] : [];
    },
  };
}
