import SearchableMap from 'minisearch/SearchableMap';

import {
  partialMiniSearch,
  type CollectionStatistics,
  type TermPostings,
} from '../engine/invertedIndex';
import { MINISEARCH_OPTIONS } from '../engine/searchFields';
import { isShortPrefix, shortPrefixTerms } from '../engine/shortPrefix';
import type { PageFacts, SearchCorpus, SectionFacts } from '../engine/searchEngine';
import type { TermTier } from '../engine/termHeads';
import { typoAllowance, type QueryTerm } from '../engine/terms';
import type { IndexedPage, IndexedSection } from '../records';
import type { PageTable, RecordShard, RecordShardEntry, ShardManifest, TermShard } from './format';
import { MissingSearchData } from './missingSearchData';

/**
 * The engine's corpus over a sharded index (./format.ts), holding the pieces loaded so far.
 * For each query it builds a MiniSearch of exactly the terms the query can match (the exact
 * term, every term the typed prefix begins or, for a prefix of one or two letters, the terms
 * the manifest's short-prefix table lists, and with typos every term within the allowed edit
 * distance, found in the full term list), so it ranks exactly as the whole index does; when a
 * piece is missing it throws MissingSearchData naming all the pieces it lacks. A long term's
 * shard holds its head (../engine/termHeads.ts); its tail pieces are needed only by a query
 * that asks for every posting (the engine's `heads` off).
 */

export type ShardedCorpus = SearchCorpus & {
  readonly manifest: ShardManifest;
  addTermShard(position: number, shard: TermShard): void;
  addRecordShard(position: number, shard: RecordShard): void;
  addPageTable(table: PageTable): void;
  /** Where a record shard starts and its file; only once the page table is loaded. */
  recordShardEntry(position: number): RecordShardEntry;
  /** A term list of the manifest's dictionary, at its position there. */
  addTerms(position: number, terms: readonly string[]): void;
  /** A tail piece of a long term, by its file. */
  addTail(file: string, tail: TermShard): void;
};

type TermPart = { shard: number; postings: TermPostings };

function compareTerms(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Postings of a term split over shards, joined in shard order (so in section order). */
function joinParts(parts: readonly TermPart[]): TermPostings {
  if (parts.length === 1) return parts[0]!.postings;
  const joined: TermPostings = new Map();
  for (const part of [...parts].sort((a, b) => a.shard - b.shard)) {
    for (const [field, frequencies] of part.postings) {
      let target = joined.get(field);
      if (!target) {
        target = new Map();
        joined.set(field, target);
      }
      for (const [section, frequency] of frequencies) target.set(section, frequency);
    }
  }
  return joined;
}

export function createShardedCorpus(manifest: ShardManifest): ShardedCorpus {
  const { termShards } = manifest;
  const loadedTermShards = new Map<number, readonly string[]>();
  const termParts = new Map<string, TermPart[]>();
  const sections = new Map<number, SectionFacts>();
  let pageTable: { pages: PageFacts[]; recordShards: PageTable['recordShards'] } | null = null;
  const loadedRecordShards = new Map<number, RecordShard>();
  const statistics: CollectionStatistics = {
    documentCount: manifest.documentCount,
    averageFieldLength: manifest.averageFieldLength,
    fieldLength: new Map(),
    documentIds: new Map(),
  };
  /** Long terms met in the loaded shards: their tier facts and tail files. */
  const longTerms = new Map<string, { tier: TermTier; tails: readonly string[] }>();
  const tailParts = new Map<string, TermPostings>();
  /** The terms of the dictionary files loaded so far, for typo matching. */
  const knownTerms = new SearchableMap<true>();
  const loadedTermLists = new Set<number>();

  /** Dictionary files of the term lengths a word of `length` letters reaches with `typos`. */
  function termListsWithin(length: number, typos: number): number[] {
    const positions: number[] = [];
    manifest.dictionary.forEach(([termLength], position) => {
      if (Math.abs(termLength - length) <= typos) positions.push(position);
    });
    return positions;
  }

  /** Whether every term of shard `index` comes before `term`. */
  function endsBefore(index: number, term: string): boolean {
    const next = termShards[index + 1];
    if (!next) return false;
    const order = compareTerms(next[0], term);
    return order < 0 || (order === 0 && termShards[index]![2] !== 1);
  }

  /** The first shard that holds `term` or a term after it. */
  function firstShardFrom(term: string): number {
    let low = 0;
    let high = termShards.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (endsBefore(middle, term)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function shardsHolding(term: string): number[] {
    const found: number[] = [];
    for (let index = firstShardFrom(term); index < termShards.length; index += 1) {
      if (compareTerms(termShards[index]![0], term) > 0) break;
      found.push(index);
    }
    return found;
  }

  /** Shards holding some term that begins with `prefix`. */
  function shardsHoldingPrefix(prefix: string): number[] {
    const found: number[] = [];
    for (let index = firstShardFrom(prefix); index < termShards.length; index += 1) {
      const first = termShards[index]![0];
      // A first term after the prefix that does not begin with it is after all its terms.
      if (compareTerms(first, prefix) > 0 && !first.startsWith(prefix)) break;
      found.push(index);
    }
    return found;
  }

  /**
   * A common word's postings span dozens of shards; joined once, not on every keystroke (the
   * join is forgotten when another of its shards arrives).
   */
  const joined = new Map<string, TermPostings>();
  function joinedPostings(term: string, withTail: boolean): TermPostings {
    const key = withTail ? `${term}\u0000tail` : term;
    let postings = joined.get(key);
    if (!postings) {
      const long = withTail ? longTerms.get(term) : undefined;
      const tails = (long?.tails ?? []).map((file, index) => ({
        shard: termShards.length + index,
        postings: tailParts.get(file)!,
      }));
      postings = joinParts([...termParts.get(term)!, ...tails]);
      joined.set(key, postings);
    }
    return postings;
  }

  /** A shard's postings by term; records the field lengths and facts of the sections named. */
  function decodeShard(shard: TermShard): Map<string, TermPostings> {
    const byTerm = new Map<string, TermPostings>();
    shard.terms.forEach((term, termIndex) => {
      const flat = shard.postings[termIndex]!;
      const postings: TermPostings = new Map();
      let cursor = 0;
      while (cursor < flat.length) {
        const field = flat[cursor]!;
        const end = cursor + 2 + 3 * flat[cursor + 1]!;
        const frequencies = new Map<number, number>();
        let section = 0;
        for (cursor += 2; cursor < end; cursor += 3) {
          section += flat[cursor]!;
          frequencies.set(section, flat[cursor + 1]!);
          let lengths = statistics.fieldLength.get(section);
          if (!lengths) {
            lengths = [];
            statistics.fieldLength.set(section, lengths);
            statistics.documentIds.set(section, section);
          }
          lengths[field] = flat[cursor + 2]!;
        }
        postings.set(field, frequencies);
      }
      byTerm.set(term, postings);
    });
    let section = 0;
    for (let cursor = 0; cursor < shard.sections.length; cursor += 3) {
      section += shard.sections[cursor]!;
      sections.set(section, { p: shard.sections[cursor + 1]!, lv: shard.sections[cursor + 2]! });
    }
    return byTerm;
  }

  function recordShardOf(sectionIndex: number): number {
    const recordShards = pageTable!.recordShards;
    let low = 0;
    let high = recordShards.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (recordShards[middle]![0] <= sectionIndex) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  function termIndex(queryTerms: readonly QueryTerm[], withTypos: boolean, heads = false) {
    const needed = new Set<number>();
    const wanted = new Set<string>();
    const prefixes: string[] = [];
    const neededTermLists = new Set<number>();
    for (const query of queryTerms) {
      if (isShortPrefix(query)) {
        for (const term of shortPrefixTerms(manifest.shortPrefixes, query.term)) {
          for (const shard of shardsHolding(term)) needed.add(shard);
          wanted.add(term);
        }
      } else if (query.prefix) {
        for (const shard of shardsHoldingPrefix(query.term)) needed.add(shard);
        prefixes.push(query.term);
        for (const form of query.forms ?? []) {
          for (const shard of shardsHolding(form)) needed.add(shard);
          wanted.add(form);
        }
      } else {
        for (const shard of shardsHolding(query.term)) needed.add(shard);
        wanted.add(query.term);
      }
      const allowance = withTypos ? typoAllowance(query.term) : 0;
      if (allowance === 0) continue;
      const lists = termListsWithin(query.term.length, allowance);
      const missingLists = lists.filter((position) => !loadedTermLists.has(position));
      if (missingLists.length > 0) {
        for (const position of missingLists) neededTermLists.add(position);
        continue;
      }
      for (const term of knownTerms.fuzzyGet(query.term, allowance).keys()) {
        wanted.add(term);
        for (const shard of shardsHolding(term)) needed.add(shard);
      }
    }
    const missing = [...needed].filter((shard) => !loadedTermShards.has(shard));
    if (missing.length > 0 || neededTermLists.size > 0 || !pageTable) {
      throw new MissingSearchData(missing, [], [...neededTermLists], !pageTable);
    }
    if (prefixes.length > 0) {
      for (const shard of needed) {
        for (const term of loadedTermShards.get(shard)!) {
          if (prefixes.some((prefix) => term.startsWith(prefix))) wanted.add(term);
        }
      }
    }
    const present = [...wanted].filter((term) => termParts.has(term)).sort(compareTerms);
    const tiers = new Map<string, TermTier>();
    const missingTails = new Set<string>();
    for (const term of present) {
      const long = longTerms.get(term);
      if (!long) continue;
      if (heads) tiers.set(term, long.tier);
      else for (const file of long.tails) if (!tailParts.has(file)) missingTails.add(file);
    }
    if (missingTails.size > 0) throw new MissingSearchData([], [], [], false, [...missingTails]);
    const terms = present.map((term) => [term, joinedPostings(term, !heads)] as const);
    return partialMiniSearch(MINISEARCH_OPTIONS, statistics, terms, tiers);
  }

  return {
    manifest,
    language: manifest.language,
    tags: manifest.tags,
    section: (sectionIndex) => sections.get(sectionIndex),
    page: (pageIndex) => pageTable?.pages[pageIndex],
    pageCount() {
      if (!pageTable) throw new MissingSearchData([], [], [], true);
      return pageTable.pages.length;
    },
    termIndex,

    requireRecords(sectionIndexes) {
      if (!pageTable) throw new MissingSearchData([], [], [], true);
      const missing = new Set<number>();
      for (const sectionIndex of sectionIndexes) {
        const shard = recordShardOf(sectionIndex);
        if (!loadedRecordShards.has(shard)) missing.add(shard);
      }
      if (missing.size > 0) throw new MissingSearchData([], [...missing], [], false);
    },

    record(sectionIndex) {
      const shard = loadedRecordShards.get(recordShardOf(sectionIndex));
      const section: IndexedSection | undefined = shard?.sections[sectionIndex - shard.first];
      const page: IndexedPage | undefined = section
        ? shard!.pages.find(([position]) => position === section.p)?.[1]
        : undefined;
      if (!section || !page) {
        throw new MissingSearchData([], [recordShardOf(sectionIndex)], [], false);
      }
      return { section, page };
    },

    addTermShard(position, shard) {
      if (loadedTermShards.has(position)) return;
      decodeShard(shard).forEach((postings, term) => {
        const parts = termParts.get(term);
        joined.delete(term);
        joined.delete(`${term}\u0000tail`);
        if (parts) parts.push({ shard: position, postings });
        else termParts.set(term, [{ shard: position, postings }]);
      });
      for (const [term, sectionCount, bound, fieldCounts, tails] of shard.long ?? []) {
        longTerms.set(term, { tier: { sectionCount, bound, fieldCounts }, tails });
      }
      loadedTermShards.set(position, shard.terms);
    },

    addTail(file, tail) {
      if (tailParts.has(file)) return;
      const postings = decodeShard(tail).get(tail.terms[0]!);
      tailParts.set(file, postings ?? new Map());
      joined.delete(`${tail.terms[0]!}\u0000tail`);
    },

    addRecordShard(position, shard) {
      loadedRecordShards.set(position, shard);
    },

    recordShardEntry: (position) => pageTable!.recordShards[position]!,

    addPageTable(table) {
      pageTable = {
        pages: table.pages.map(([l0, l1, t]) => ({ l0, l1, t })),
        recordShards: table.recordShards,
      };
    },

    addTerms(position, terms) {
      if (loadedTermLists.has(position)) return;
      for (const term of terms) knownTerms.set(term, true);
      loadedTermLists.add(position);
    },
  };
}
