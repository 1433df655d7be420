import path from 'node:path';
import { describe, expect, it } from 'vitest';

import sidebars from '../../../sidebars';
import golden from '../../search/golden.json';
import { buildSearchIndex } from '../../../src/plugins/search-index/buildSearchIndex';
import { readSitePagesFromDisk } from '../../../src/plugins/search-index/readSiteFromDisk';
import { createLocalBackend } from '../../../src/search/client/localBackend';

/**
 * Relevance on the real content: the index is built from docs/, src/pages/ and openapi/ the
 * way the plugin builds it (no Docusaurus build needed), and each golden query must bring its
 * page into the first three hits, as the modal and the search page receive them.
 */

const ORIGIN = 'https://docs.example.com';
const siteDir = path.resolve(__dirname, '../../..');

type GoldenQuery = { query: string; expected: string };

describe('search relevance (tests/search/golden.json)', () => {
  const data = buildSearchIndex(readSitePagesFromDisk({ siteDir, sidebars }), { language: 'en' });
  const backend = createLocalBackend(data, { origin: ORIGIN });
  const queries: GoldenQuery[] = golden.queries;

  const topThree = (query: string) =>
    backend
      .answer({
        indexName: 'docs',
        query,
        hitsPerPage: 3,
        facetFilters: [
          'language:en',
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ],
      })
      .hits.map((hit) => String(hit.url_without_anchor).replace(ORIGIN, ''));

  // The floors: lowering them in golden.json must fail here, not pass silently.
  it('keeps the floor at hit@3 >= 95 % over at least 40 queries', () => {
    expect(typeof golden.minimumHitAt3).toBe('number');
    expect(golden.minimumHitAt3).toBeGreaterThanOrEqual(0.95);
    expect(golden.minimumHitAt3).toBeLessThanOrEqual(1);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queries.map((entry) => entry.query.trim().toLowerCase())).size).toBe(
      queries.length,
    );
  });

  it('has at least 40 queries, each naming a page that is in the index', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const indexed = new Set(data.pages.map((page) => page.u));
    expect(queries.filter((entry) => !indexed.has(entry.expected))).toEqual([]);
  });

  it(`finds the expected page in the top 3 for at least ${golden.minimumHitAt3 * 100} % of queries`, () => {
    const misses = queries
      .map((entry) => ({ ...entry, got: topThree(entry.query) }))
      .filter((entry) => !entry.got.includes(entry.expected));
    const hitRate = (queries.length - misses.length) / queries.length;
    // On failure the message lists the misses, so a drop in relevance names its queries.
    expect(hitRate, JSON.stringify(misses, null, 2)).toBeGreaterThanOrEqual(golden.minimumHitAt3);
  });
});
