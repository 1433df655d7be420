/**
 * hit@3 on the golden queries (tests/search/golden.json), defined the same way for both
 * engines: the expected page's URL is among the first three distinct pages of the ranking
 * (anchors and a trailing slash ignored). Our ranking is the one the site's client returns in
 * Node for the index the copy serves, asked as the modal asks (tests/build/searchGolden.test.ts
 * does the same); our hits are sections, so several may name one page and count once. The test's
 * own figure (expected page among the first three hits, sections not merged) is kept beside it.
 */
import golden from '../../tests/search/golden.json';
import { builtIndexFiles } from '../../src/plugins/search/indexFile';
import { createLocalBackend } from '../../src/search/client/localBackend';
import { createLocalSearchClient } from '../../src/search/client/createLocalSearchClient';
import type { SearchIndexData } from '../../src/search/records';

const ORIGIN = 'https://docs.example.com';
const HITS_ASKED = 20;

export const GOLDEN_QUERIES: readonly { query: string; expected: string }[] = golden.queries;

export interface HitAt3 {
  rate: number;
  misses: { query: string; expected: string; got: string[] }[];
}

/** A result URL as a site path: no origin, anchor or trailing slash. */
export function pagePath(url: string): string {
  const pathname = new URL(url, ORIGIN).pathname;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

function distinctPages(urls: readonly string[], count: number): string[] {
  return [...new Set(urls.map(pagePath))].slice(0, count);
}

export function hitAt3(rankings: readonly string[][]): HitAt3 {
  const misses = GOLDEN_QUERIES.flatMap((entry, index) => {
    const got = distinctPages(rankings[index]!, 3);
    return got.includes(entry.expected) ? [] : [{ ...entry, got }];
  });
  return { rate: 1 - misses.length / GOLDEN_QUERIES.length, misses };
}

/** Our hits' URLs for each golden query, in rank order, from the index `buildDir` serves. */
export async function ourRankings(buildDir: string): Promise<string[][]> {
  const english = builtIndexFiles(buildDir).find((file) => file.locale === 'en');
  if (!english) throw new Error(`${buildDir} has no English search index`);
  const data = JSON.parse(english.contents) as SearchIndexData;
  const client = createLocalSearchClient({
    loadBackend: () => Promise.resolve(createLocalBackend(data, { origin: ORIGIN })),
  });
  const rankings: string[][] = [];
  for (const { query } of GOLDEN_QUERIES) {
    const response = await client.search({
      requests: [
        {
          indexName: 'local',
          query,
          hitsPerPage: HITS_ASKED,
          facetFilters: [
            'language:en',
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
          ],
        },
      ],
    });
    rankings.push(response.results[0]!.hits.map((hit) => String(hit.url)));
  }
  return rankings;
}

/** The golden test's own definition: the expected page among the first three hits. */
export function hitAt3FirstHits(rankings: readonly string[][]): number {
  const found = GOLDEN_QUERIES.filter((entry, index) =>
    rankings[index]!.slice(0, 3).map(pagePath).includes(entry.expected),
  ).length;
  return found / GOLDEN_QUERIES.length;
}
