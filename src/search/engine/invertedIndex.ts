import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

import type { TermTier } from './termHeads';

/**
 * MiniSearch's serialised index in a denser form for the wire: postings as flat number lists
 * with delta-coded document ids instead of nested objects keyed by id strings. About 40 % less
 * JSON to download and parse; `restoreMiniSearch` turns it back into a searchable MiniSearch.
 */

export type CompactInvertedIndex = {
  documentCount: number;
  /** Field lengths per document, in document order. */
  fieldLength: number[][];
  averageFieldLength: number[];
  /** Sorted (by UTF-16 code units). */
  terms: string[];
  /** Per term: repeated [fieldId, documentCount, (idDelta, termFrequency) x documentCount]. */
  postings: number[][];
};

export function compactInvertedIndex(plain: AsPlainObject): CompactInvertedIndex {
  const documentCount = plain.documentCount;
  for (let id = 0; id < documentCount; id += 1) {
    // Documents are added with ids 0..n-1 in order, so MiniSearch's short ids equal them.
    if (plain.documentIds[String(id)] !== id) {
      throw new Error(`Search index document ${id} is out of order`);
    }
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  // Sorted, so that every index restored from these terms, or from any subset of them taken in
  // this order (src/search/shards/), walks its terms in the same order and breaks ties alike.
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [term, byField] of entries) {
    const flat: number[] = [];
    for (const [fieldId, frequencies] of Object.entries(byField)) {
      const ids = Object.keys(frequencies)
        .map(Number)
        .sort((a, b) => a - b);
      flat.push(Number(fieldId), ids.length);
      let previous = 0;
      for (const id of ids) {
        flat.push(id - previous, frequencies[String(id)]!);
        previous = id;
      }
    }
    terms.push(term);
    postings.push(flat);
  }
  return {
    documentCount,
    fieldLength: Array.from({ length: documentCount }, (_, id) => plain.fieldLength[String(id)]!),
    averageFieldLength: plain.averageFieldLength,
    terms,
    postings,
  };
}

/** Postings of one term: field id -> section id -> term frequency, as MiniSearch keeps them. */
export type TermPostings = Map<number, Map<number, number>>;

/**
 * An indexed term a query term reaches, with MiniSearch's weight for how it was reached; `tier`
 * when only the head of a long term's postings is held (./termHeads.ts).
 */
export type DerivedTerm = { term: string; weight: number; postings: TermPostings; tier?: TermTier };

/** MiniSearch's default weights of prefix and typo matches (its `searchOptions.weights`). */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/**
 * A MiniSearch whose state the ranking (./rankSections.ts) reads directly: scoring every match
 * through MiniSearch's `search` allocated an object per section and matched term, which at
 * 5,000 pages cost more than the scoring itself (bench/README.md, "Search at N = 5,000").
 */
export class TermIndex<T> extends MiniSearch<T> {
  /** The long terms of which only the head is held. */
  protected tiers = new Map<string, TermTier>();

  /** Whether some term is held by its head only. */
  get holdsHeads(): boolean {
    return this.tiers.size > 0;
  }

  get indexedDocumentCount(): number {
    return this._documentCount;
  }

  get averageFieldLengths(): readonly number[] {
    return this._avgFieldLength;
  }

  fieldLengths(sectionIndex: number): readonly number[] | undefined {
    return this._fieldLength.get(sectionIndex);
  }

  /**
   * The indexed terms one query term reaches, in the order and with the weights MiniSearch's
   * `executeQuerySpec` gives them: the term itself, then the longer terms it begins (when it is
   * being typed), then the terms within `typos` edits that are not already prefix matches.
   * The stems of the word forms a typed word may become (`forms`, ./stem.ts) come after the
   * prefix matches and weigh as the term itself: they are the word the reader is typing.
   */
  derivedTerms(
    term: string,
    prefix: boolean,
    typos: number,
    forms: readonly string[] = [],
  ): DerivedTerm[] {
    const derived: DerivedTerm[] = [];
    const derive = (candidate: string, weight: number, postings: TermPostings): DerivedTerm => {
      const tier = this.tiers.get(candidate);
      return tier
        ? { term: candidate, weight, postings, tier }
        : { term: candidate, weight, postings };
    };
    const exact = this._index.get(term);
    if (exact) derived.push(derive(term, 1, exact));
    const prefixed = new Set<string>();
    if (prefix) {
      for (const [candidate, postings] of this._index.atPrefix(term)) {
        const distance = candidate.length - term.length;
        if (distance === 0) continue;
        prefixed.add(candidate);
        const weight = (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * distance);
        derived.push(derive(candidate, weight, postings));
      }
      for (const form of forms) {
        const postings = this._index.get(form);
        if (!postings || form === term || prefixed.has(form)) continue;
        prefixed.add(form);
        derived.push(derive(form, 1, postings));
      }
    }
    if (typos > 0) {
      for (const [candidate, [postings, distance]] of this._index.fuzzyGet(term, typos)) {
        if (distance === 0 || prefixed.has(candidate)) continue;
        const weight = (TYPO_WEIGHT * candidate.length) / (candidate.length + distance);
        derived.push(derive(candidate, weight, postings));
      }
    }
    return derived;
  }
}

/**
 * MiniSearch restored from the compact form in one pass: the postings go straight into the Maps
 * MiniSearch searches. The alternative, expanding them to MiniSearch's JSON shape (objects keyed
 * by id strings) for `MiniSearch.loadJS` to convert again, did the work twice, and this runs
 * while the reader waits for the first results, in code the JIT has not warmed up yet.
 * As a subclass it fills exactly the state `loadJS` fills; `toJSON()` of the result equals the
 * index the compact form was made from (tests/unit/search/indexBuilder.test.ts).
 */
class CompactMiniSearch<T> extends TermIndex<T> {
  static restore<T>(compact: CompactInvertedIndex, options: Options<T>): CompactMiniSearch<T> {
    const miniSearch = new CompactMiniSearch<T>(options);
    miniSearch.fill(compact);
    return miniSearch;
  }

  /** What a partial index over some of these terms shares with this one. */
  statistics(): CollectionStatistics {
    return {
      documentCount: this._documentCount,
      averageFieldLength: this._avgFieldLength,
      fieldLength: this._fieldLength,
      documentIds: this._documentIds as Map<number, number>,
    };
  }

  postings(term: string): TermPostings | undefined {
    return this._index.get(term);
  }

  termsBeginning(prefix: string): string[] {
    return [...this._index.atPrefix(prefix).keys()];
  }

  termsWithin(term: string, distance: number): string[] {
    return [...this._index.fuzzyGet(term, distance).keys()];
  }

  private fill(compact: CompactInvertedIndex): void {
    const { documentCount } = compact;
    this._documentCount = documentCount;
    this._nextId = documentCount;
    this._avgFieldLength = compact.averageFieldLength;
    // Documents were added with ids 0..n-1 in order, so short ids and ids coincide.
    for (let id = 0; id < documentCount; id += 1) {
      this._documentIds.set(id, id);
      this._idToShortId.set(id, id);
      this._fieldLength.set(id, compact.fieldLength[id]!);
    }
    const { terms, postings } = compact;
    for (let termIndex = 0; termIndex < terms.length; termIndex += 1) {
      const flat = postings[termIndex]!;
      const byField = new Map<number, Map<number, number>>();
      let cursor = 0;
      while (cursor < flat.length) {
        const fieldId = flat[cursor]!;
        const end = cursor + 2 + 2 * flat[cursor + 1]!;
        const frequencies = new Map<number, number>();
        let id = 0;
        for (cursor += 2; cursor < end; cursor += 2) {
          id += flat[cursor]!;
          frequencies.set(id, flat[cursor + 1]!);
        }
        byField.set(fieldId, frequencies);
      }
      this._index.set(terms[termIndex]!, byField);
    }
  }
}

/** MiniSearch over a compact index; `options` must be those the index was built with. */
export function restoreMiniSearch<T>(
  compact: CompactInvertedIndex,
  options: Options<T>,
): CompactMiniSearch<T> {
  return CompactMiniSearch.restore(compact, options);
}

/** What BM25 needs beyond a term's postings; shared by every partial index of one corpus. */
export type CollectionStatistics = {
  documentCount: number;
  averageFieldLength: number[];
  /** Field lengths of (at least) every section the postings name. */
  fieldLength: Map<number, number[]>;
  /** Every section the postings name, mapped to itself (short ids equal ids). */
  documentIds: Map<number, number>;
};

/**
 * A MiniSearch over some of the index's terms: the collection statistics of the whole index
 * and the postings of the terms given, which must be sorted so that it walks them as the
 * whole index does. For the terms it holds, it scores exactly as the whole index does.
 */
class PartialMiniSearch<T> extends TermIndex<T> {
  static over<T>(
    options: Options<T>,
    statistics: CollectionStatistics,
    sortedTerms: ReadonlyArray<readonly [string, TermPostings]>,
    tiers: ReadonlyMap<string, TermTier>,
  ): TermIndex<T> {
    const miniSearch = new PartialMiniSearch<T>(options);
    for (const [term, tier] of tiers) miniSearch.tiers.set(term, tier);
    miniSearch._documentCount = statistics.documentCount;
    miniSearch._nextId = statistics.documentCount;
    miniSearch._avgFieldLength = statistics.averageFieldLength;
    miniSearch._documentIds = statistics.documentIds;
    miniSearch._idToShortId = statistics.documentIds;
    miniSearch._fieldLength = statistics.fieldLength;
    for (const [term, postings] of sortedTerms) miniSearch._index.set(term, postings);
    return miniSearch;
  }
}

export function partialMiniSearch<T>(
  options: Options<T>,
  statistics: CollectionStatistics,
  sortedTerms: ReadonlyArray<readonly [string, TermPostings]>,
  /** Terms of which `sortedTerms` holds only the head. */
  tiers: ReadonlyMap<string, TermTier> = new Map(),
): TermIndex<T> {
  return PartialMiniSearch.over(options, statistics, sortedTerms, tiers);
}
