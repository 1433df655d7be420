import type { SearchResult } from 'minisearch';

import type { SearchIndexData } from '../records';
import { restoreMiniSearch } from './invertedIndex';
import { MINISEARCH_OPTIONS, type SearchField, type SectionDocument } from './searchFields';
import { parseQuery, typoAllowance, type QueryTerm } from './terms';

/**
 * Full-text search over the sections of the local index. MiniSearch does tokenising, prefix and
 * typo-tolerant matching and BM25 ranking over the inverted index computed at build time; this
 * module decides how much each part weighs: the page title above headings above body text.
 */

/** Field weights: a word in a page title counts most, a word in the body least. */
const FIELD_BOOST: Record<SearchField, number> = {
  title: 6,
  heading: 3,
  path: 1.2,
  content: 1,
};

/** Per-level weights so that, other things equal, a page beats its sections. */
const LEVEL_BOOST: Record<number, number> = { 1: 1.5, 2: 1.15, 3: 1.05 };

export type { SearchField };

export type EngineMatch = {
  /** Index into the index data's `sections`. */
  sectionIndex: number;
  score: number;
  /** Indexed terms that matched, each with the fields it matched in (MiniSearch's match info). */
  matchedTerms: Readonly<Record<string, readonly SearchField[]>>;
  /** The parsed query the match answers. */
  queryTerms: readonly QueryTerm[];
};

export type SearchEngine = {
  readonly data: SearchIndexData;
  /** Ranked matches, best first; `accept` filters sections before ranking. */
  search(query: string, accept?: (sectionIndex: number) => boolean): EngineMatch[];
};

/** Below this many exact and prefix matches, the search is repeated with typos allowed. */
const MIN_RESULTS_WITHOUT_TYPOS = 10;

export function createSearchEngine(data: SearchIndexData): SearchEngine {
  const miniSearch = restoreMiniSearch<SectionDocument>(data.search, MINISEARCH_OPTIONS);

  function run(
    queryTerms: QueryTerm[],
    combineWith: 'AND' | 'OR',
    withTypos: boolean,
    accept?: (sectionIndex: number) => boolean,
  ): SearchResult[] {
    const prefixTerms = new Set(
      queryTerms.filter((entry) => entry.prefix).map((entry) => entry.term),
    );
    return miniSearch.search(queryTerms.map((entry) => entry.term).join(' '), {
      // The terms are already normalised; MiniSearch must take them as they are.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      prefix: (term) => prefixTerms.has(term),
      fuzzy: withTypos ? (term) => typoAllowance(term) || false : false,
      combineWith,
      boost: FIELD_BOOST,
      boostDocument: (id: number) => LEVEL_BOOST[data.sections[id]?.lv ?? 0] ?? 1,
      filter: accept ? (result) => accept(result.id as number) : undefined,
    });
  }

  return {
    data,
    search(query, accept) {
      const queryTerms = parseQuery(query);
      if (queryTerms.length === 0) return [];
      let results = run(queryTerms, 'AND', false, accept);
      // Typo-tolerant matching widens a search that finds little; most keystrokes skip it.
      if (results.length < MIN_RESULTS_WITHOUT_TYPOS)
        results = run(queryTerms, 'AND', true, accept);
      // Like Algolia's removeWordsIfNoResults: rather some results than none for long queries.
      if (results.length === 0 && queryTerms.length > 1) {
        results = run(queryTerms, 'OR', true, accept);
      }
      return results.map((result) => ({
        sectionIndex: result.id as number,
        score: result.score,
        matchedTerms: result.match as Record<string, SearchField[]>,
        queryTerms,
      }));
    },
  };
}
