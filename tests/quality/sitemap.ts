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

/** Every `count`-th path starting at `index`, so shards are balanced across sections. */
export function shard<T>(items: readonly T[], index: number, count: number): T[] {
  return items.filter((_, position) => position % count === index);
}
