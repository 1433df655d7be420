import type { APIRequestContext } from '@playwright/test';

/** Test-only fixture pages (the deliberate crash page) are listed in the sitemap of e2e builds. */
const EXCLUDED_PREFIXES = ['/__tests/'];

/** Paths of every page in the built sitemap.xml, in sitemap order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return paths.filter((p) => !EXCLUDED_PREFIXES.some((prefix) => p.startsWith(prefix)));
}

/**
 * The `index`-th of `count` shards whose summed `cost` is as even as a greedy split can make
 * it: the costliest item goes to the lightest shard first. A few pages (Redoc's references)
 * cost as much as dozens of doc pages, so a split by count leaves one worker idle at the end.
 */
export function shardByCost<T>(
  items: readonly T[],
  index: number,
  count: number,
  cost: (item: T) => number,
): T[] {
  const shards = Array.from({ length: count }, () => ({ total: 0, items: [] as T[] }));
  const byCostDescending = items
    .map((item, position) => ({ item, position, cost: cost(item) }))
    .sort((a, b) => b.cost - a.cost || a.position - b.position);
  for (const { item, cost: itemCost } of byCostDescending) {
    const lightest = shards.reduce((best, candidate) =>
      candidate.total < best.total ? candidate : best,
    );
    lightest.items.push(item);
    lightest.total += itemCost;
  }
  return shards[index]?.items ?? [];
}

/**
 * Relative cost of loading a page, from measured load times on two cores: Redoc renders a
 * reference for seconds (the Integration API's 75 operations for the longest). Used only to
 * balance the shards.
 */
export function loadCost(urlPath: string): number {
  if (urlPath.startsWith('/api-portal/integration')) return 20;
  if (/^\/api-portal\/.+/.test(urlPath)) return 8;
  return 1;
}
