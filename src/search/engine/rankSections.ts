import type { DerivedTerm, TermIndex } from './invertedIndex';
import { bm25 } from './termHeads';
import type { QueryTerm } from './terms';

/**
 * BM25 scores of every section a query matches, computed as MiniSearch's `search` computes them
 * (same formula, same order of additions, so the same floating-point scores) but into flat
 * arrays: MiniSearch builds a result object, a terms array and a match object per section and
 * matched term, and at 5,000 pages a common word matches 17,000 sections, so that churn (and the
 * garbage collection after it) cost more than the arithmetic. Which fields and terms a section
 * matched is worked out afterwards, and only for the hits shown (`matchedFields`).
 */

export type RankRequest = {
  queryTerms: readonly QueryTerm[];
  /** Per query term: the edits forgiven, 0 for none. */
  typos: readonly number[];
  combineWith: 'AND' | 'OR';
  /** By field id (the order of the index's fields). */
  fieldBoosts: readonly number[];
  /** Weight of a section, from its level; read once per section and query. */
  sectionBoost(sectionIndex: number): number;
  accept?: (sectionIndex: number) => boolean;
};

export type ScoredSections = {
  /** The accepted matches, in the order they were first reached (not ranked). */
  sectionIndexes: Int32Array;
  /** Score of each of them (parallel to sectionIndexes). */
  scores: Float64Array;
  /** Per query term, the indexed terms it reached. */
  derived: readonly DerivedTerm[][];
  /** Every section any query term reached, matching or not, and its score so far. */
  reached: Int32Array;
  reachedScores: Float64Array;
};

export function scoreSections<T>(index: TermIndex<T>, request: RankRequest): ScoredSections {
  const { queryTerms, fieldBoosts } = request;
  const documentCount = index.indexedDocumentCount;
  const averageFieldLengths = index.averageFieldLengths;
  // Section ids run 0..documentCount-1, so dense arrays replace MiniSearch's Maps of results.
  const matchedTermCount = new Uint8Array(documentCount);
  const boosts = new Float64Array(documentCount);
  const reached: number[] = [];
  const termScores: Float64Array[] = [];
  const derived: DerivedTerm[][] = [];

  queryTerms.forEach((query, queryIndex) => {
    const scores = new Float64Array(documentCount);
    termScores.push(scores);
    const terms = index.derivedTerms(
      query.term,
      query.prefix,
      request.typos[queryIndex] ?? 0,
      query.forms,
    );
    derived.push(terms);
    for (const { weight, postings, tier } of terms) {
      for (let fieldId = 0; fieldId < fieldBoosts.length; fieldId += 1) {
        const frequencies = postings.get(fieldId);
        if (!frequencies) continue;
        const fieldBoost = fieldBoosts[fieldId]!;
        // A head holds some of the term's sections; BM25 counts them all.
        const matchingCount = tier ? tier.fieldCounts[fieldId]! : frequencies.size;
        const averageFieldLength = averageFieldLengths[fieldId]!;
        for (const [section, termFrequency] of frequencies) {
          let boost = boosts[section]!;
          if (boost === 0) {
            boost = request.sectionBoost(section);
            boosts[section] = boost;
          }
          const fieldLength = index.fieldLengths(section)![fieldId]!;
          const score =
            weight *
            fieldBoost *
            boost *
            bm25(termFrequency, matchingCount, documentCount, fieldLength, averageFieldLength);
          if (scores[section] === 0) {
            if (matchedTermCount[section] === 0) reached.push(section);
            matchedTermCount[section] += 1;
          }
          scores[section] += score;
        }
      }
    }
  });

  const needed = request.combineWith === 'AND' ? queryTerms.length : 1;
  const sectionIndexes: number[] = [];
  const totals: number[] = [];
  const reachedScores = new Float64Array(reached.length);
  reached.forEach((section, position) => {
    // Summed in query-term order, as MiniSearch's combinators add them.
    let total = 0;
    for (const scores of termScores) total += scores[section]!;
    reachedScores[position] = total;
    const quality = matchedTermCount[section]!;
    if (quality < needed) return;
    if (request.accept && !request.accept(section)) return;
    sectionIndexes.push(section);
    // Times MiniSearch's "quality": how many query terms the section matched.
    totals.push(total * quality);
  });
  return {
    sectionIndexes: Int32Array.from(sectionIndexes),
    scores: Float64Array.from(totals),
    derived,
    reached: Int32Array.from(reached),
    reachedScores,
  };
}

/** The indexed terms a section matched, each with the fields it matched in (by field id). */
export function matchedFields(
  derived: readonly DerivedTerm[][],
  sectionIndex: number,
  fieldCount: number,
): Map<string, number[]> {
  const matched = new Map<string, number[]>();
  for (const terms of derived) {
    for (const { term, postings } of terms) {
      const fields: number[] = [];
      for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
        if (postings.get(fieldId)?.has(sectionIndex)) fields.push(fieldId);
      }
      if (fields.length > 0) matched.set(term, fields);
    }
  }
  return matched;
}
