import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import { splitSearchIndex, type ShardLimits } from '../../../src/plugins/search/splitSearchIndex';
import { SearchUnavailableError } from '../../../src/search/client/createLocalSearchClient';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import type { SearchIndexData } from '../../../src/search/records';
import type { ShardManifest, TermShard } from '../../../src/search/shards/format';
import { fixturePages } from './fixtureIndex';
import {
  FACET_FILTER_VARIANTS,
  comparable,
  expectSameAnswer,
  piecesOf,
  searchRequest,
  serveShards,
} from './shardPieces';

/**
 * The sharded index (src/search/shards/) against the whole index it was cut from: the same
 * answers, hit for hit, while fetching only the pieces a query needs. Tiny byte caps cut the
 * fixture site into many shards and split its common terms across shards, so the joins are
 * exercised; tests/build/searchGolden.test.ts does the same on the built site's index.
 */

const ORIGIN = 'https://docs.example.com';
const TINY_LIMITS = { maxTermShardBytes: 300, maxRecordShardBytes: 900 };

function shardsOf(data: SearchIndexData, limits: ShardLimits = TINY_LIMITS) {
  const split = splitSearchIndex(data, { locale: 'en', limits });
  const files = new Map(
    split.files.map((file) => [file.fileName.replace(/^search-index\//, ''), file.contents]),
  );
  const manifest = JSON.parse(split.manifest.contents) as ShardManifest;
  return { split, files, manifest, read: (file: string) => files.get(file)! };
}

/** Words of the index, so random queries hit as often as they miss. */
function vocabulary(data: SearchIndexData): string[] {
  const words = new Set<string>();
  for (const page of data.pages) for (const word of page.l1.split(/\W+/)) words.add(word);
  for (const section of data.sections) {
    for (const text of [...section.h, ...section.c]) {
      for (const word of text.split(/[^\p{L}\p{N}_]+/u)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/** A query as readers type them: words, unfinished words, typos, stray characters. */
function queryArbitrary(words: readonly string[]): fc.Arbitrary<string> {
  const word = fc.constantFrom(...words);
  const typed = fc.oneof(
    word,
    word.chain((w) => fc.nat(Math.max(0, w.length - 1)).map((cut) => w.slice(0, cut + 1))),
    word.chain((w) =>
      fc
        .nat(Math.max(0, w.length - 1))
        .map((at) => `${w.slice(0, at)}${w.slice(at + 1, at + 2)}${w[at]}${w.slice(at + 2)}`),
    ),
    fc.string({ minLength: 1, maxLength: 6 }),
  );
  return fc
    .tuple(fc.array(typed, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([parts, trailingSpace]) => `${parts.join(' ')}${trailingSpace ? ' ' : ''}`);
}

describe('sharded local index', () => {
  const data = buildSearchIndex(fixturePages(), { language: 'en' });
  const whole = createLocalBackend(data, { origin: ORIGIN });

  it('cuts the fixture into many pieces, some terms spanning shards, none past the cap', () => {
    const { manifest, read } = shardsOf(data);
    const { termFiles, recordFiles } = piecesOf(manifest, read);
    expect(termFiles.length).toBeGreaterThan(5);
    expect(recordFiles.length).toBeGreaterThan(3);
    // A term continued from the previous shard is the first term of the next one and the last of this one.
    const spanning = termFiles.filter((file, index) => {
      const next = termFiles[index + 1];
      if (!next) return false;
      const terms = (JSON.parse(read(file)) as TermShard).terms;
      return terms[terms.length - 1] === (JSON.parse(read(next)) as TermShard).terms[0];
    });
    expect(spanning.length).toBeGreaterThan(0);
    for (const file of termFiles) {
      expect(read(file).length, file).toBeLessThanOrEqual(TINY_LIMITS.maxTermShardBytes);
    }
  });

  it('answers random queries exactly as the whole index does (hits, order, counts, facets)', async () => {
    const { manifest, read } = shardsOf(data);
    const served = serveShards(manifest, read, ORIGIN);
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary(vocabulary(data)),
        fc.constantFrom(...FACET_FILTER_VARIANTS),
        fc.nat(1),
        async (query, facetFilters, page) => {
          const request = searchRequest(query, facetFilters, page);
          const expected = await whole.answer(request);
          expectSameAnswer(await served.backend.answer(request), expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('fetches only the shards of the typed words and of the hits shown; typos add the term list', async () => {
    const { manifest, read } = shardsOf(data);
    const served = serveShards(manifest, read, ORIGIN);
    const result = await served.backend.answer(searchRequest('time windows', undefined));
    expect(result.hits.length).toBeGreaterThan(0);
    expect(served.fetched).not.toContain(manifest.whole);
    expect(served.fetched.length).toBe(new Set(served.fetched).size);
    const pieces = piecesOf(manifest, read);
    const termFiles = new Set(pieces.termFiles);
    const recordFiles = new Set(pieces.recordFiles);
    const fetchedTerms = served.fetched.filter((file) => termFiles.has(file));
    // Each term shard fetched holds one of the words, or a word the prefix "window" begins.
    for (const file of fetchedTerms) {
      const { terms } = JSON.parse(read(file)) as TermShard;
      const holds = terms.some((term) => term === 'time' || term.startsWith('window'));
      expect(holds, `${file}: ${terms.join(' ')}`).toBe(true);
    }
    expect(fetchedTerms.length).toBeLessThan(termFiles.size / 2);
    expect(served.fetched).toContain(manifest.pages);
    const fetchedRecords = served.fetched.filter((file) => recordFiles.has(file));
    expect(fetchedRecords.length).toBeLessThanOrEqual(result.hits.length);

    const typing = serveShards(manifest, read, ORIGIN);
    await typing.backend.answer(searchRequest('time windwos', undefined));
    // Only the term lists of lengths that "time" and "windwos" (one typo each) can reach.
    const termLists = new Map(manifest.dictionary.map(([length, file]) => [file, length]));
    const fetchedLengths = typing.fetched
      .filter((file) => termLists.has(file))
      .map((file) => termLists.get(file)!);
    expect(fetchedLengths.length).toBeGreaterThan(0);
    expect(
      fetchedLengths.every((length) => Math.abs(length - 4) <= 1 || Math.abs(length - 7) <= 1),
    ).toBe(true);
    expect(typing.fetched).not.toContain(manifest.whole);
  });

  it('fails a query whose shard cannot be fetched, then answers the next one, keeping what it had', async () => {
    const { manifest, read } = shardsOf(data);
    const served = serveShards(manifest, read, ORIGIN);
    await served.backend.answer(searchRequest('time', undefined));
    const loadedBefore = new Set(served.fetched);
    const { termFiles, recordFiles } = piecesOf(manifest, read);
    for (const file of [...termFiles, ...recordFiles]) {
      if (!loadedBefore.has(file)) served.failing.add(file);
    }

    const failed = served.backend.answer(searchRequest('driver break', undefined));
    await expect(failed).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(failed).rejects.toMatchObject({ name: 'RetryError' });

    served.failing.clear();
    served.fetched.length = 0;
    const request = searchRequest('driver break', undefined);
    expect(comparable(await served.backend.answer(request))).toEqual(
      comparable(await whole.answer(request)),
    );
    // What loaded before the failure was kept: nothing is fetched twice.
    expect(served.fetched.filter((file) => loadedBefore.has(file))).toEqual([]);
  });
});

describe('sharded local index with heads and tails', () => {
  // Heads of 20 sections in a 31-section fixture, whose sections tie on most scores, so most
  // queries read the tails (tests/unit/search/shardScale.test.ts has queries the heads answer).
  const tiers = { longTermSections: 20, headSections: 20 };
  const data = buildSearchIndex(fixturePages(), { language: 'en' });
  const whole = createLocalBackend(data, { origin: ORIGIN, tierLimits: tiers });
  const split = shardsOf(data, { ...TINY_LIMITS, tiers });
  const words = vocabulary(data);

  it('cuts the common words into a head and tail pieces', () => {
    const long = split.manifest.termShards.flatMap(
      ([, file]) => (JSON.parse(split.read(file)) as TermShard).long ?? [],
    );
    expect(long.length).toBeGreaterThan(3);
    for (const [, sectionCount, bound, , tails] of long) {
      expect(sectionCount).toBeGreaterThan(tiers.longTermSections);
      expect(bound).toBeGreaterThan(0);
      expect(tails.length).toBeGreaterThan(0);
    }
  });

  it('answers as the whole index does, with and without facet counts', async () => {
    const served = serveShards(split.manifest, split.read, ORIGIN);
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary(words),
        fc.constantFrom(...FACET_FILTER_VARIANTS),
        fc.boolean(),
        async (query, facetFilters, withFacets) => {
          const request = searchRequest(query, facetFilters);
          if (!withFacets) delete request.facets;
          const expected = await whole.answer(request);
          expectSameAnswer(await served.backend.answer(request), expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
