/**
 * What Docusaurus's `prefetch(routePath)` does (@docusaurus/core, lib/client/docusaurus.js), with
 * each chunk fetched once per page. Upstream finds a route's chunk names by testing every entry of
 * the route table with a regular expression, and adds one `<link rel="prefetch">` per chunk of
 * every linked route, so the chunks that most routes share (the doc layout, the plugin's data)
 * were added again for each link: 344 links for 30 files on a how-to page. Here the table is
 * indexed once and a file already asked for is skipped.
 */
import type { ChunkNames, RouteChunkNames } from '@docusaurus/types';

/** The part of a route that matching reads (Docusaurus's generated routes are react-router-config's). */
export interface PrefetchRoute {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: readonly PrefetchRoute[];
}

/** Whether `route` matches `pathname` (react-router's `matchPath`, from `@docusaurus/router`). */
export type RouteMatcher = (pathname: string, route: PrefetchRoute) => unknown;

/**
 * The paths of the routes that render `pathname`, outermost first: the first match on each level
 * and its child routes, as react-router-config's `matchRoutes` walks them.
 */
export function matchedRoutePaths(
  routes: readonly PrefetchRoute[],
  pathname: string,
  matches: RouteMatcher,
): string[] {
  for (const route of routes) {
    if (!route.path || !matches(pathname, route)) continue;
    const own = Array.isArray(route.path) ? route.path : [route.path];
    return [...own, ...(route.routes ? matchedRoutePaths(route.routes, pathname, matches) : [])];
  }
  return [];
}

function chunkNameLeaves(names: ChunkNames | string, into: string[]): void {
  if (typeof names === 'string') into.push(names);
  else if (names && typeof names === 'object') {
    for (const value of Object.values(names)) chunkNameLeaves(value as ChunkNames | string, into);
  }
}

/**
 * Each route's chunk names by its path. The generated table's keys end in `-<hash>`
 * (`/docs/intro-5a1`), which upstream strips on each lookup.
 */
export function chunkNamesByRoutePath(table: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [hashedPath, names] of Object.entries(table)) {
    const routePath = hashedPath.replace(/-[^-]+$/, '');
    const list = byPath.get(routePath) ?? [];
    chunkNameLeaves(names, list);
    byPath.set(routePath, list);
  }
  return byPath;
}

export interface RoutePrefetcherOptions {
  routes: readonly PrefetchRoute[];
  matches: RouteMatcher;
  chunkNames: RouteChunkNames;
  /** A chunk's file, as the bundler's runtime gives it (`__webpack_require__.gca`). */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch `url` for later (upstream: a `<link rel="prefetch">`). */
  fetchLater: (url: string) => void;
}

/** `prefetch(routePath)`: asks for each file the route needs that this page has not asked for. */
export function createRoutePrefetcher(
  options: RoutePrefetcherOptions,
): (routePath: string) => void {
  let byPath: Map<string, string[]> | undefined;
  const askedFor = new Set<string>();
  return (routePath) => {
    byPath ??= chunkNamesByRoutePath(options.chunkNames);
    for (const matched of matchedRoutePaths(options.routes, routePath, options.matches)) {
      for (const chunkName of byPath.get(matched) ?? []) {
        const url = options.chunkUrl(chunkName);
        // The bundler may have merged a chunk into another; upstream skips those too.
        if (!url || url.includes('undefined') || askedFor.has(url)) continue;
        askedFor.add(url);
        options.fetchLater(url);
      }
    }
  };
}
