/**
 * Docusaurus's route prefetching as this site runs it (./idlePrefetch.ts queues the calls): the
 * route table and chunk files of this build, upstream's slow-connection rule, and upstream's two
 * ways to fetch a file for later; ./routePrefetch.ts asks for each file once.
 */
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

import { createRoutePrefetcher } from './routePrefetch';

/** The bundler's runtime; Docusaurus's ChunkAssetPlugin adds `gca`, a chunk name's file URL. */
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined };

/** Upstream's rule: nothing is prefetched on a 2G connection or with data saving on. */
function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Upstream's two ways: a prefetch link, or a plain request where browsers lack one (Safari). */
function fetchLater(url: string): void {
  const link = document.createElement('link');
  if (link.relList.supports('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    void fetch(url).catch(() => {});
  }
}

/** `prefetch(routePath)` for this build. */
export function createSitePrefetcher(): (routePath: string) => void {
  const prefetch = createRoutePrefetcher({
    routes,
    matches: (pathname, route) => matchPath(pathname, route),
    chunkNames: routesChunkNames,
    chunkUrl: (chunkName) => __webpack_require__.gca?.(chunkName),
    fetchLater,
  });
  return (routePath) => {
    if (!isSlowConnection()) prefetch(routePath);
  };
}
