import { describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import { splitSearchIndex } from '../../../src/plugins/search/splitSearchIndex';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import { createSearchEngine } from '../../../src/search/engine/searchEngine';
import {
  SHORT_PREFIX_LENGTH,
  SHORT_PREFIX_TERMS,
  shortPrefixTable,
} from '../../../src/search/engine/shortPrefix';
import { parseQuery } from '../../../src/search/engine/terms';
import type { SearchIndexData } from '../../../src/search/records';
import type { ShardManifest, TermShard } from '../../../src/search/shards/format';
import { fixturePages } from './fixtureIndex';
import {
  comparable,
  piecesOf,
  searchRequest,
  serveShards,
  FACET_FILTER_VARIANTS,
} from './shardPieces';

/**
 * A word of one or two letters being typed matches only the few most frequent terms it begins
 * (src/search/engine/shortPrefix.ts): the table both engines read is that rule, the whole index
 * answers by it, and the sharded index answers exactly the same while fetching only the shards
 * of the table's terms.
 */

const ORIGIN = 'https://docs.example.com';
const TINY_LIMITS = { maxTermShardBytes: 300, maxRecordShardBytes: 900 };

/** The rule written out the slow way: every prefix, all its terms, by postings then by term. */
function expectedTable(data: SearchIndexData): Record<string, string[]> {
  const counts = new Map<string, number>();
  data.search.terms.forEach((term, index) => {
    const flat = data.search.postings[index]!;
    let count = 0;
    for (let cursor = 0; cursor < flat.length; cursor += 2 + 2 * flat[cursor + 1]!) {
      count += flat[cursor + 1]!;
    }
    counts.set(term, count);
  });
  const table: Record<string, string[]> = {};
  const prefixes = new Set(
    data.search.terms.flatMap((term) =>
      Array.from({ length: Math.min(term.length, SHORT_PREFIX_LENGTH - 1) }, (_, length) =>
        term.slice(0, length + 1),
      ),
    ),
  );
  for (const prefix of [...prefixes].sort()) {
    table[prefix] = data.search.terms
      .filter((term) => term.startsWith(prefix))
      .sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1))
      .slice(0, SHORT_PREFIX_TERMS);
  }
  return table;
}

describe('short prefixes', () => {
  const data = buildSearchIndex(fixturePages(), { language: 'en' });
  const table = shortPrefixTable(data.search);
  const cutPrefixes = Object.keys(table).filter(
    (prefix) =>
      data.search.terms.filter((term) => term.startsWith(prefix)).length > SHORT_PREFIX_TERMS,
  );

  it('lists, for every prefix of one or two letters, its most frequent terms', () => {
    expect(table).toEqual(expectedTable(data));
    // The fixture has prefixes that begin more terms than the table keeps, so the cut is tested.
    expect(cutPrefixes.length).toBeGreaterThan(3);
  });

  it('matches a short prefix only to the terms of its table, a longer one to every term', () => {
    const engine = createSearchEngine(data);
    for (const prefix of cutPrefixes) {
      const matched = new Set(engine.search(prefix).flatMap((m) => Object.keys(m.matchedTerms)));
      expect(matched.size, prefix).toBeGreaterThan(0);
      expect(
        [...matched].filter((term) => !table[prefix]!.includes(term)),
        prefix,
      ).toEqual([]);
    }
    // From three letters on, nothing is left out: "tim" finds "time" and "timezone" alike.
    const longer = data.search.terms.filter((term) => term.startsWith('tim'));
    const matched = new Set(engine.search('tim').flatMap((m) => Object.keys(m.matchedTerms)));
    expect(longer.length).toBeGreaterThan(1);
    expect([...matched].sort()).toEqual(longer);
  });

  it('is answered by the sharded index exactly as by the whole index, from the shards of the table terms', async () => {
    const split = splitSearchIndex(data, { locale: 'en', limits: TINY_LIMITS });
    const files = new Map(
      split.files.map((file) => [file.fileName.replace(/^search-index\//, ''), file.contents]),
    );
    const manifest = JSON.parse(split.manifest.contents) as ShardManifest;
    const read = (file: string) => files.get(file)!;
    expect(manifest.shortPrefixes).toEqual(table);
    const whole = createLocalBackend(data, { origin: ORIGIN });
    const termFiles = new Set(piecesOf(manifest, read).termFiles);
    // Every short prefix, alone, after a word, with each kind of filter, and a few the index lacks.
    const queries = [...Object.keys(table), 'qz', 'ü'].flatMap((prefix) => [
      prefix,
      `time ${prefix}`,
    ]);
    for (const query of queries) {
      for (const facetFilters of FACET_FILTER_VARIANTS) {
        const served = serveShards(manifest, read, ORIGIN);
        const request = searchRequest(query, facetFilters);
        expect(comparable(await served.backend.answer(request)), query).toEqual(
          comparable(await whole.answer(request)),
        );
        if (query.includes(' ')) continue;
        // "ü" is searched as "u"; a prefix the table lacks matches nothing and fetches no term shard.
        const listed = table[parseQuery(query)[0]!.term] ?? [];
        for (const file of served.fetched.filter((fetched) => termFiles.has(fetched))) {
          const { terms } = JSON.parse(read(file)) as TermShard;
          expect(
            terms.some((term) => listed.includes(term)),
            `${query}: ${file} holds none of ${listed.join(', ')}`,
          ).toBe(true);
        }
      }
    }
  });
});
