/**
 * The pages of the build under test, from its sitemap.xml: the list the page walker and the
 * Vitest build checks go through, so no check keeps its own list of pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { JSDOM } from 'jsdom';

import { BUILD_DIR, requireBuild } from './builtSite';

/** Test-only fixture pages (the deliberate crash page) are listed in the sitemap of e2e builds. */
const EXCLUDED_PREFIXES = ['/__tests/'];

export interface SitemapPage {
  /** The path the server answers, e.g. `/docs/faq`. */
  path: string;
  /** The absolute URL the sitemap gives, which is also the page's canonical URL. */
  url: string;
}

/** Every page of the built sitemap.xml, in sitemap order, fixtures left out. */
export function sitemapPages(): SitemapPage[] {
  requireBuild();
  const xml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const { document } = new JSDOM(xml, { contentType: 'text/xml' }).window;
  return [...document.getElementsByTagName('loc')]
    .map((loc) => (loc.textContent ?? '').trim())
    .map((url) => ({ url, path: new URL(url).pathname }))
    .filter((page) => !EXCLUDED_PREFIXES.some((prefix) => page.path.startsWith(prefix)));
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
 * Relative cost of walking a page, a full load and then, on the pages axe runs on, axe in both
 * colour modes, from measured times on two cores: a reference's server markup is the largest
 * DOM axe maps; tag and category indexes are small. Used only to balance the walker's shards.
 */
export function walkCost(urlPath: string, runsAxe: boolean): number {
  // The load, its settling and the heading and link checks are a bit under half of a walk with
  // axe (the walker's phase table in bench/README.md).
  return runsAxe ? walkCostWithAxe(urlPath) : walkCostWithAxe(urlPath) * 0.45;
}

function walkCostWithAxe(urlPath: string): number {
  if (urlPath.startsWith('/api-portal/integration')) return 12;
  if (/^\/api-portal\/.+/.test(urlPath)) return 6;
  if (urlPath.startsWith('/docs/tags') || urlPath.startsWith('/docs/category')) return 1;
  return 3;
}
