import type { TermPostings } from './invertedIndex';

/**
 * Impact-ordered postings for common words (issue 21). A word in thousands of sections ("time"
 * is in 17,460 of 41,514 at 5,000 pages) is stored as a head, its sections that score highest
 * for it, and a tail, the rest, with the highest score any tail section can get (the bound).
 * A first page of hits can be answered from the heads when no section outside them can reach it
 * (a threshold algorithm: Fagin et al. 2001; the tiers of Ding & Suel 2011), which at 5,000 pages
 * reads about 1.5 % of the postings of "time window". Both corpora cut heads with this one
 * function, so the sharded index and the whole index answer alike.
 */

/** Field weights by field id: a word in a page title counts most, a word in the body least. */
export const FIELD_BOOSTS = [6, 3, 1.2, 1] as const;

/** Per-level weights so that, other things equal, a page beats its sections. */
const LEVEL_BOOSTS: Readonly<Record<number, number>> = { 1: 1.5, 2: 1.15, 3: 1.05 };

export function levelBoost(level: number | undefined): number {
  return LEVEL_BOOSTS[level ?? 0] ?? 1;
}

/** MiniSearch's BM25+ parameters (its defaults, which the index was always searched with). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

export function bm25(
  termFrequency: number,
  matchingCount: number,
  totalCount: number,
  fieldLength: number,
  averageFieldLength: number,
): number {
  const { k, b, d } = BM25;
  const inverseDocumentFrequency = Math.log(
    1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5),
  );
  return (
    inverseDocumentFrequency *
    (d +
      (termFrequency * (k + 1)) /
        (termFrequency + k * (1 - b + (b * fieldLength) / averageFieldLength)))
  );
}

export type TierLimits = {
  /** A term in more sections than this gets a head and a tail. */
  longTermSections: number;
  /** Sections in a head. */
  headSections: number;
};

/** Measured at 5,000 pages: 192 terms are long; a head of 512 certifies the bench queries. */
export const DEFAULT_TIER_LIMITS: TierLimits = { longTermSections: 2048, headSections: 512 };

/** What a query needs to know about a long term whose tail it has not read. */
export type TermTier = {
  /** Sections the whole postings name, per field id (BM25's document frequency). */
  fieldCounts: number[];
  /** Distinct sections of the whole postings. */
  sectionCount: number;
  /** No tail section scores more than this for the term (weight 1), rounding included. */
  bound: number;
};

export type CollectionFacts = {
  documentCount: number;
  averageFieldLength: readonly number[];
  fieldLength(sectionIndex: number): readonly number[] | undefined;
  level(sectionIndex: number): number | undefined;
};

/** Scores add up in another order at query time; this margin keeps the bound an upper bound. */
const BOUND_MARGIN = 1 + 1e-9;

/**
 * The head of a long term (its sections in score order, best first, ties by section) and its
 * tier facts; null for a term in at most `longTermSections` sections.
 */
export function termHead(
  postings: TermPostings,
  facts: CollectionFacts,
  limits: TierLimits,
): { head: Set<number>; tier: TermTier } | null {
  const contributions = new Map<number, number>();
  const fieldCounts: number[] = [];
  for (const [fieldId, frequencies] of postings) {
    fieldCounts[fieldId] = frequencies.size;
    for (const [section, frequency] of frequencies) {
      const fieldLength = facts.fieldLength(section)?.[fieldId] ?? 0;
      const score =
        (FIELD_BOOSTS[fieldId] ?? 1) *
        levelBoost(facts.level(section)) *
        bm25(
          frequency,
          frequencies.size,
          facts.documentCount,
          fieldLength,
          facts.averageFieldLength[fieldId]!,
        );
      contributions.set(section, (contributions.get(section) ?? 0) + score);
    }
  }
  if (contributions.size <= limits.longTermSections) return null;
  const ranked = [...contributions].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const head = new Set(ranked.slice(0, limits.headSections).map(([section]) => section));
  for (let fieldId = 0; fieldId < fieldCounts.length; fieldId += 1) {
    fieldCounts[fieldId] ??= 0;
  }
  return {
    head,
    tier: {
      fieldCounts,
      sectionCount: contributions.size,
      bound: ranked[limits.headSections]![1] * BOUND_MARGIN,
    },
  };
}

/** The postings of the head sections only. */
export function headPostings(postings: TermPostings, head: ReadonlySet<number>): TermPostings {
  const kept: TermPostings = new Map();
  for (const [fieldId, frequencies] of postings) {
    const inHead = new Map<number, number>();
    for (const [section, frequency] of frequencies) {
      if (head.has(section)) inHead.set(section, frequency);
    }
    if (inHead.size > 0) kept.set(fieldId, inHead);
  }
  return kept;
}
