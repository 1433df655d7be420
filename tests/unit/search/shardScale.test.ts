import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../../../scripts/bench/mulberry32';
import { buildSearchIndex } from '../../../src/plugins/search-index/buildSearchIndex';
import type { PageSource } from '../../../src/plugins/search-index/parsedPage';
import {
  DEFAULT_SHARD_LIMITS,
  splitSearchIndex,
} from '../../../src/plugins/search-index/splitSearchIndex';
import { SHORT_PREFIX_TERMS } from '../../../src/search/engine/shortPrefix';
import type { ShardManifest, TermShard } from '../../../src/search/shards/format';
import { piecesOf, searchRequest, serveShards } from './shardPieces';

/**
 * The split at the size issue 21 aims for: 5,000 generated pages built in memory (no
 * Docusaurus build), words drawn from a large vocabulary with a long tail, as prose has.
 * Every piece stays under its cap, the manifest stays small, a query fetches a few pieces, and
 * a first keystroke only the shards of the few terms its short-prefix table lists.
 */

const PAGE_COUNT = 5000;
const VOCABULARY_SIZE = 20_000;
const SYLLABLES = ['ra', 'to', 'ven', 'ka', 'li', 'mor', 'sen', 'tu', 'pa', 'dri', 'ol', 'ex'];

function vocabularyWord(index: number): string {
  let word = '';
  let rest = index + SYLLABLES.length;
  while (rest > 0) {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word;
}

function generatedPages(): PageSource[] {
  const next = mulberry32(21);
  // Zipf-like: word i is drawn with weight 1 / (i + 1).
  const draw = () => Math.min(VOCABULARY_SIZE - 1, Math.floor(VOCABULARY_SIZE ** next()) - 1);
  const words = (count: number) =>
    Array.from({ length: count }, () => vocabularyWord(draw())).join(' ');
  return Array.from({ length: PAGE_COUNT }, (_, page) => ({
    permalink: `/docs/generated/page-${page}`,
    category: `Generated ${page % 12}`,
    title: words(3),
    searchTag: 'docs-default-current',
    keywords: [],
    sections: Array.from({ length: 4 }, (_, section) => ({
      level: section === 0 ? 1 : 2,
      headings: section === 0 ? [] : [words(3)],
      anchor: section === 0 ? '' : `section-${section}`,
      paragraphs: [words(40), words(40)],
    })),
  }));
}

describe(`sharded index of ${PAGE_COUNT} generated pages`, () => {
  const data = buildSearchIndex(generatedPages(), { language: 'en' });
  const split = splitSearchIndex(data, { locale: 'en' });
  const files = new Map(
    split.files.map((file) => [file.fileName.replace(/^search-index\//, ''), file.contents]),
  );
  const manifest = JSON.parse(split.manifest.contents) as ShardManifest;
  const bytesOf = (file: string) => Buffer.byteLength(files.get(file)!);

  it('keeps every shard under its cap and the manifest small', () => {
    const { termFiles, recordFiles } = piecesOf(manifest, (file) => files.get(file)!);
    expect(Math.max(...termFiles.map(bytesOf))).toBeLessThanOrEqual(
      DEFAULT_SHARD_LIMITS.maxTermShardBytes,
    );
    expect(Math.max(...recordFiles.map(bytesOf))).toBeLessThanOrEqual(
      DEFAULT_SHARD_LIMITS.maxRecordShardBytes,
    );
    // A few hundred shards: the manifest is a few KB gzip, not a copy of the index.
    expect(Buffer.byteLength(split.manifest.contents)).toBeLessThanOrEqual(64 * 1024);
    expect(bytesOf(manifest.whole)).toBeGreaterThan(
      100 * Buffer.byteLength(split.manifest.contents),
    );
  });

  // Words of middling frequency (the 50th to the 2,000th most common), whole or begun.
  it.each(['venmor ', 'ravenven ', 'paextoto ', 'ravenven paext'])(
    'answers "%s" from a few term shards, the page table and the records of its hits',
    async (query) => {
      const served = serveShards(manifest, (file) => files.get(file)!, 'https://docs.example.com');
      const { termFiles, recordFiles } = piecesOf(manifest, (file) => files.get(file)!);
      const result = await served.backend.answer(searchRequest(query, undefined));
      expect(result.nbHits).toBeGreaterThan(20);
      const fetchedTerms = served.fetched.filter((file) => termFiles.includes(file));
      const fetchedRecords = served.fetched.filter((file) => recordFiles.includes(file));
      expect(fetchedTerms.length).toBeLessThanOrEqual(3);
      expect(fetchedRecords.length).toBeLessThanOrEqual(result.hits.length);
      expect(served.fetched).toHaveLength(fetchedTerms.length + fetchedRecords.length + 1);
      expect(served.fetched).toContain(manifest.pages);
      const fetchedBytes = served.fetched.reduce((sum, file) => sum + bytesOf(file), 0);
      expect(fetchedBytes).toBeLessThan(bytesOf(manifest.whole) / 20);
    },
  );

  // Every syllable begins thousands of the 20,000 words; the first keystroke must not fetch them all.
  it.each(['v', 'ra', 'p'])(
    'answers the first keystroke "%s" from the shards of its short-prefix terms only',
    async (prefix) => {
      const served = serveShards(manifest, (file) => files.get(file)!, 'https://docs.example.com');
      const { termFiles } = piecesOf(manifest, (file) => files.get(file)!);
      const result = await served.backend.answer(searchRequest(prefix, undefined));
      expect(result.hits.length).toBe(20);
      const begun = data.search.terms.filter((term) => term.startsWith(prefix)).length;
      expect(begun).toBeGreaterThan(100 * SHORT_PREFIX_TERMS);
      // Exactly the shards that hold a term of the table: the most frequent words, so the
      // largest postings, yet a bounded part of the index however many words the letter begins.
      const listed = manifest.shortPrefixes[prefix]!;
      expect(listed).toHaveLength(SHORT_PREFIX_TERMS);
      const holding = termFiles.filter((file) =>
        (JSON.parse(files.get(file)!) as TermShard).terms.some((term) => listed.includes(term)),
      );
      const fetchedTerms = served.fetched.filter((file) => termFiles.includes(file));
      expect(new Set(fetchedTerms)).toEqual(new Set(holding));
      const fetchedBytes = served.fetched.reduce((sum, file) => sum + bytesOf(file), 0);
      expect(fetchedBytes).toBeLessThan(bytesOf(manifest.whole) / 10);
    },
  );
});
