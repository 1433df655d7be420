import type { ShortPrefixTable } from '../engine/shortPrefix';
import type { IndexedPage, IndexedSection } from '../records';

/**
 * The local index as the browser fetches it: a small manifest, then only the pieces a query
 * needs. Terms are sorted and cut into contiguous ranges ("term shards"), so a typed prefix
 * falls into one or a few of them; each carries the postings of its terms plus the page and
 * level of the sections those postings name. The page table (lvl0, title and tag of every
 * page, and where the record shards start) comes with the first query. The text shown in hits
 * lives in "record shards" (contiguous runs of sections), fetched only for the hits on screen.
 * Typo matching needs every term near the query, so the full term list is a file of its own,
 * fetched only by a query with too few exact and prefix matches. A common word's shard holds only
 * its head (the sections that score highest for it); its tail is fetched when the heads cannot
 * certify a query's first hits. Every file name carries a hash
 * of its contents, so all of them can be cached for good.
 */

export const SHARDED_INDEX_FORMAT_VERSION = 5;

/** The build folder that holds the manifests and every file they name. */
export const SHARDED_INDEX_DIR = 'search-index';

/**
 * [first term, file], or [first term, file, 1] when the shard's last term continues in the next
 * shard (its postings exceed the cap). A shard holds the terms from its first term up to the
 * next shard's first term, which it holds too only when it is marked so.
 */
export type TermShardEntry =
  [first: string, file: string] | [first: string, file: string, continues: 1];
/** [length of every term in the file, file]. */
export type DictionaryEntry = [termLength: number, file: string];
/** [position of the shard's first section, file]. */
export type RecordShardEntry = [firstSection: number, file: string];

export type ShardManifest = {
  v: typeof SHARDED_INDEX_FORMAT_VERSION;
  kind: 'manifest';
  /** Language of every record (Docusaurus builds one index per locale). */
  language: string;
  tags: string[];
  /** What BM25 needs about the whole collection, so partial postings rank as the whole do. */
  documentCount: number;
  averageFieldLength: number[];
  /** In term order; every file is named relative to the manifest's URL. */
  termShards: TermShardEntry[];
  /**
   * The terms a word of one or two letters matches while typed (src/search/engine/shortPrefix.ts),
   * so its first keystroke fetches the shards of a few terms, not of every term it begins.
   */
  shortPrefixes: ShortPrefixTable;
  /** The PageTable. */
  pages: string;
  /**
   * Every indexed term, for typo matching only: files of string[] by term length, so a word
   * with n letters and up to d typos needs only the lengths n-d..n+d; a length past the cap
   * spans several files.
   */
  dictionary: DictionaryEntry[];
  /** The whole index in one file, for tools that read a build; the browser never fetches it. */
  whole: string;
};

/** What ranking and filtering read about every page, and where the hits' text is. */
export type PageTable = {
  /** By page position: [lvl0, lvl1 (the title), tag]. */
  pages: Array<[l0: string, l1: string, tag: number]>;
  /** In section order. */
  recordShards: RecordShardEntry[];
};

/**
 * A long term (src/search/engine/termHeads.ts): the shard holds its head, the sections that
 * score highest for it; the rest is in tail pieces (TermShards of that term alone), fetched
 * only by a query the heads cannot answer.
 */
export type LongTermEntry = [
  term: string,
  sectionCount: number,
  bound: number,
  fieldCounts: number[],
  tails: string[],
];

export type TermShard = {
  /** Sorted; the first and last may continue in the neighbouring shard. */
  terms: string[];
  /** Per term: repeated [fieldId, count, (sectionDelta, termFrequency, fieldLength) x count]. */
  postings: number[][];
  /** The sections the postings name: repeated [sectionDelta, page, level]. */
  sections: number[];
  /** The long terms among `terms`, whose postings here are their heads. */
  long?: LongTermEntry[];
};

export type RecordShard = {
  /** Position of `sections[0]` in the whole index. */
  first: number;
  sections: IndexedSection[];
  /** The pages of those sections, with their positions. */
  pages: Array<[page: number, record: IndexedPage]>;
};

export function isShardManifest(value: unknown): value is ShardManifest {
  const manifest = value as Partial<ShardManifest> | null;
  return (
    manifest !== null &&
    typeof manifest === 'object' &&
    manifest.kind === 'manifest' &&
    manifest.v === SHARDED_INDEX_FORMAT_VERSION &&
    Array.isArray(manifest.termShards) &&
    typeof manifest.shortPrefixes === 'object' &&
    manifest.shortPrefixes !== null &&
    typeof manifest.pages === 'string'
  );
}
