import { createHash } from 'node:crypto';

import type { TermPostings } from '../../search/engine/invertedIndex';
import { shortPrefixTable } from '../../search/engine/shortPrefix';
import { DEFAULT_TIER_LIMITS, termHead, type TierLimits } from '../../search/engine/termHeads';
import type { IndexedPage, IndexedSection, SearchIndexData } from '../../search/records';
import {
  SHARDED_INDEX_DIR,
  SHARDED_INDEX_FORMAT_VERSION,
  type DictionaryEntry,
  type LongTermEntry,
  type PageTable,
  type RecordShard,
  type RecordShardEntry,
  type ShardManifest,
  type TermShard,
  type TermShardEntry,
} from '../../search/shards/format';

/**
 * Cuts the whole index into the files the browser fetches piece by piece (see
 * src/search/shards/format.ts): sorted terms packed into term shards up to a byte cap, a term
 * too big for one shard continued in the next, and sections packed in order into record shards.
 */

export type ShardLimits = {
  /** Largest term shard, in bytes of JSON. */
  maxTermShardBytes: number;
  /** Largest record shard, in bytes of JSON (a single section bigger than this is alone). */
  maxRecordShardBytes: number;
  /** Which terms get a head and a tail; the engine that reads the whole index must use the same. */
  tiers?: TierLimits;
};

/** Small enough that a typed word costs a few KB gzip, big enough that one shard is one word range. */
export const DEFAULT_SHARD_LIMITS: ShardLimits = {
  maxTermShardBytes: 32 * 1024,
  maxRecordShardBytes: 12 * 1024,
};

export type ShardFile = { fileName: string; contents: string };

export type ShardedIndex = {
  /** `search-index/<locale>.<hash>.json`; its URL is what the browser is given. */
  manifest: ShardFile;
  /** Everything the manifest names, under `search-index/<locale>/`. */
  files: ShardFile[];
};

function contentHash(contents: string): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 12);
}

function compareTerms(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Characters a number adds to a JSON array, with its comma. */
function numberBytes(value: number): number {
  return String(value).length + 1;
}

type Posting = { field: number; section: number; frequency: number };

/** The compact postings of one term back to (field, section, frequency), in stored order. */
function decodePostings(flat: readonly number[]): Posting[] {
  const postings: Posting[] = [];
  let cursor = 0;
  while (cursor < flat.length) {
    const field = flat[cursor]!;
    const end = cursor + 2 + 2 * flat[cursor + 1]!;
    let section = 0;
    for (cursor += 2; cursor < end; cursor += 2) {
      section += flat[cursor]!;
      postings.push({ field, section, frequency: flat[cursor + 1]! });
    }
  }
  return postings;
}

class TermShardBuilder {
  readonly terms: string[] = [];
  private readonly postingLists: Posting[][] = [];
  private readonly sectionIds = new Set<number>();
  private readonly long: LongTermEntry[] = [];
  /** Upper bound of the JSON length so far. */
  bytes = 64;

  constructor(private readonly data: SearchIndexData) {}

  get isEmpty(): boolean {
    return this.terms.length === 0;
  }

  /** Bytes the term's entry costs before any posting. */
  static termBytes(term: string): number {
    return JSON.stringify(term).length + 1 + 3;
  }

  postingBytes(posting: Posting, opensField: boolean): number {
    const lengths = this.data.search.fieldLength[posting.section] ?? [];
    // Deltas are at most the section id: counting the id keeps this an upper bound.
    let bytes =
      numberBytes(posting.section) +
      numberBytes(posting.frequency) +
      numberBytes(lengths[posting.field] ?? 0);
    if (opensField) bytes += numberBytes(posting.field) + numberBytes(this.data.sections.length);
    if (!this.sectionIds.has(posting.section)) {
      const section = this.data.sections[posting.section]!;
      bytes += numberBytes(posting.section) + numberBytes(section.p) + numberBytes(section.lv);
    }
    return bytes;
  }

  startTerm(term: string, long?: LongTermEntry): void {
    this.terms.push(term);
    this.postingLists.push([]);
    this.bytes += TermShardBuilder.termBytes(term);
    if (long) {
      this.long.push(long);
      this.bytes += JSON.stringify(long).length + 1;
    }
  }

  /** Whether the next posting of the current term opens a new field. */
  opensField(posting: Posting): boolean {
    const list = this.postingLists[this.postingLists.length - 1]!;
    return list.length === 0 || list[list.length - 1]!.field !== posting.field;
  }

  add(posting: Posting): void {
    this.bytes += this.postingBytes(posting, this.opensField(posting));
    this.postingLists[this.postingLists.length - 1]!.push(posting);
    this.sectionIds.add(posting.section);
  }

  build(): TermShard {
    const postings = this.postingLists.map((list) => {
      const flat: number[] = [];
      let countAt = -1;
      let previous = 0;
      list.forEach((posting, index) => {
        if (index === 0 || list[index - 1]!.field !== posting.field) {
          flat.push(posting.field, 0);
          countAt = flat.length - 1;
          previous = 0;
        }
        const fieldLength = this.data.search.fieldLength[posting.section]?.[posting.field] ?? 0;
        flat.push(posting.section - previous, posting.frequency, fieldLength);
        flat[countAt]! += 1;
        previous = posting.section;
      });
      return flat;
    });
    const sections: number[] = [];
    let previous = 0;
    for (const id of [...this.sectionIds].sort((a, b) => a - b)) {
      const section = this.data.sections[id]!;
      sections.push(id - previous, section.p, section.lv);
      previous = id;
    }
    const shard: TermShard = { terms: this.terms, postings, sections };
    return this.long.length > 0 ? { ...shard, long: this.long } : shard;
  }
}

/** The compact postings as MiniSearch holds them (field order kept), for cutting heads. */
function postingsMap(list: readonly Posting[]): TermPostings {
  const postings: TermPostings = new Map();
  for (const { field, section, frequency } of list) {
    let frequencies = postings.get(field);
    if (!frequencies) {
      frequencies = new Map();
      postings.set(field, frequencies);
    }
    frequencies.set(section, frequency);
  }
  return postings;
}

/** A term's postings cut into pieces of at most `cap` bytes, each a shard of that term alone. */
function packTail(data: SearchIndexData, term: string, list: readonly Posting[], cap: number) {
  const pieces: TermShard[] = [];
  let current = new TermShardBuilder(data);
  current.startTerm(term);
  for (const posting of list) {
    const cost = current.postingBytes(posting, current.opensField(posting));
    if (current.bytes + cost > cap && current.bytes > 64 + TermShardBuilder.termBytes(term)) {
      pieces.push(current.build());
      current = new TermShardBuilder(data);
      current.startTerm(term);
    }
    current.add(posting);
  }
  pieces.push(current.build());
  return pieces;
}

function packTermShards(
  data: SearchIndexData,
  cap: number,
  tiers: TierLimits,
  addFile: (contents: string, prefix?: string) => string,
): TermShard[] {
  const { terms, postings } = data.search;
  const facts = {
    documentCount: data.search.documentCount,
    averageFieldLength: data.search.averageFieldLength,
    fieldLength: (section: number) => data.search.fieldLength[section],
    level: (section: number) => data.sections[section]?.lv,
  };
  const order = terms.map((_, index) => index).sort((a, b) => compareTerms(terms[a]!, terms[b]!));
  const shards: TermShard[] = [];
  let current = new TermShardBuilder(data);
  const close = () => {
    if (!current.isEmpty) shards.push(current.build());
    current = new TermShardBuilder(data);
  };
  for (const termIndex of order) {
    const term = terms[termIndex]!;
    let list = decodePostings(postings[termIndex]!);
    // A common word keeps its head here; its tail goes to pieces fetched only when needed.
    let long: LongTermEntry | undefined;
    const cut = termHead(postingsMap(list), facts, tiers);
    if (cut) {
      const tail = list.filter((posting) => !cut.head.has(posting.section));
      list = list.filter((posting) => cut.head.has(posting.section));
      const tails = packTail(data, term, tail, cap).map((piece) =>
        addFile(JSON.stringify(piece), 'tail.'),
      );
      const { sectionCount, bound, fieldCounts } = cut.tier;
      long = [term, sectionCount, bound, fieldCounts, tails];
    }
    // A term that fits in a shard of its own is never cut; it moves to the next shard whole.
    const alone = new TermShardBuilder(data);
    alone.startTerm(term, long);
    for (const posting of list) alone.add(posting);
    const emptyBytes = new TermShardBuilder(data).bytes;
    if (!current.isEmpty && current.bytes + alone.bytes - emptyBytes > cap) close();
    current.startTerm(term, long);
    for (const posting of list) {
      const opens = current.opensField(posting);
      const cost = current.postingBytes(posting, opens);
      const holdsMore = current.bytes > emptyBytes + TermShardBuilder.termBytes(term);
      if (current.bytes + cost > cap && holdsMore) {
        close();
        current.startTerm(term, long);
      }
      current.add(posting);
    }
  }
  close();
  return shards;
}

function packRecordShards(data: SearchIndexData, cap: number): RecordShard[] {
  const shards: RecordShard[] = [];
  let sections: IndexedSection[] = [];
  let pages: Array<[number, IndexedPage]> = [];
  let first = 0;
  let bytes = 64;
  data.sections.forEach((section, id) => {
    const page = data.pages[section.p]!;
    const pageBytes = JSON.stringify([section.p, page]).length + 1;
    const sectionBytes = JSON.stringify(section).length + 1;
    const opensPage = pages[pages.length - 1]?.[0] !== section.p;
    if (sections.length > 0 && bytes + sectionBytes + (opensPage ? pageBytes : 0) > cap) {
      shards.push({ first, sections, pages });
      sections = [];
      pages = [];
      first = id;
      bytes = 64;
    }
    if (pages[pages.length - 1]?.[0] !== section.p) {
      pages.push([section.p, page]);
      bytes += pageBytes;
    }
    sections.push(section);
    bytes += sectionBytes;
  });
  if (sections.length > 0) shards.push({ first, sections, pages });
  return shards;
}

/** Terms by length, sorted, each length cut into lists of at most `cap` bytes of JSON. */
function packTermLists(terms: readonly string[], cap: number): Array<[number, string[]]> {
  const byLength = new Map<number, string[]>();
  for (const term of [...terms].sort(compareTerms)) {
    const list = byLength.get(term.length);
    if (list) list.push(term);
    else byLength.set(term.length, [term]);
  }
  const lists: Array<[number, string[]]> = [];
  for (const [length, all] of [...byLength].sort(([a], [b]) => a - b)) {
    let current: string[] = [];
    let bytes = 2;
    for (const term of all) {
      const termBytes = JSON.stringify(term).length + 1;
      if (current.length > 0 && bytes + termBytes > cap) {
        lists.push([length, current]);
        current = [];
        bytes = 2;
      }
      current.push(term);
      bytes += termBytes;
    }
    lists.push([length, current]);
  }
  return lists;
}

export function splitSearchIndex(
  data: SearchIndexData,
  options: { locale: string; limits?: ShardLimits },
): ShardedIndex {
  const limits = options.limits ?? DEFAULT_SHARD_LIMITS;
  const files: ShardFile[] = [];
  /** Adds a file under `search-index/<locale>/` and returns its path relative to the manifest. */
  const addFile = (contents: string, prefix = ''): string => {
    const relative = `${options.locale}/${prefix}${contentHash(contents)}.json`;
    files.push({ fileName: `${SHARDED_INDEX_DIR}/${relative}`, contents });
    return relative;
  };
  const packed = packTermShards(
    data,
    limits.maxTermShardBytes,
    limits.tiers ?? DEFAULT_TIER_LIMITS,
    addFile,
  );
  const termShards: TermShardEntry[] = packed.map((shard, index) => {
    const entry: TermShardEntry = [shard.terms[0]!, addFile(JSON.stringify(shard))];
    const next = packed[index + 1];
    return next?.terms[0] === shard.terms[shard.terms.length - 1] ? [...entry, 1] : entry;
  });
  const recordShards: RecordShardEntry[] = packRecordShards(data, limits.maxRecordShardBytes).map(
    (shard) => [shard.first, addFile(JSON.stringify(shard))],
  );
  const pageTable: PageTable = {
    pages: data.pages.map((page) => [page.l0, page.l1, page.t]),
    recordShards,
  };
  const dictionary = packTermLists(data.search.terms, limits.maxTermShardBytes).map(
    ([length, terms]): DictionaryEntry => [length, addFile(JSON.stringify(terms), 'terms.')],
  );
  const manifest: ShardManifest = {
    v: SHARDED_INDEX_FORMAT_VERSION,
    kind: 'manifest',
    language: data.language,
    tags: data.tags,
    documentCount: data.search.documentCount,
    averageFieldLength: data.search.averageFieldLength,
    termShards,
    shortPrefixes: shortPrefixTable(data.search),
    pages: addFile(JSON.stringify(pageTable), 'pages.'),
    dictionary,
    whole: addFile(JSON.stringify(data), 'all.'),
  };
  const contents = JSON.stringify(manifest);
  return {
    manifest: {
      fileName: `${SHARDED_INDEX_DIR}/${options.locale}.${contentHash(contents)}.json`,
      contents,
    },
    files,
  };
}
