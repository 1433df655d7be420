import type { IndexedPage, IndexedSection, SearchIndexData } from '../records';
import { partialMiniSearch, restoreMiniSearch, type TermIndex } from './invertedIndex';
import { matchedFields, scoreSections, type ScoredSections } from './rankSections';
import {
  MINISEARCH_OPTIONS,
  SEARCH_FIELDS,
  type SearchField,
  type SectionDocument,
} from './searchFields';
import { isShortPrefix, shortPrefixTable, shortPrefixTerms } from './shortPrefix';
import { parseQuery, processIndexTerm, tokenize, typoAllowance, type QueryTerm } from './terms';

/**
 * Full-text search over the sections of the local index. MiniSearch tokenises and holds the
 * inverted index computed at build time (with its prefix and typo-tolerant term look-up);
 * ./rankSections.ts scores with MiniSearch's BM25; this module decides how much each part
 * weighs: the page title above headings above body text. One rule sits above the scores: a docs
 * page whose title is what the reader typed comes first. Only the hits asked for are ranked in
 * full: the rest are counted, not sorted.
 */

/** Field weights: a word in a page title counts most, a word in the body least. */
const FIELD_BOOST: Record<SearchField, number> = {
  title: 6,
  heading: 3,
  path: 1.2,
  content: 1,
};
const FIELD_BOOSTS_BY_ID = SEARCH_FIELDS.map((field) => FIELD_BOOST[field]);

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

/** What ranking and filtering read about a section and its page. */
export type SectionFacts = Pick<IndexedSection, 'p' | 'lv'>;
export type PageFacts = Pick<IndexedPage, 'l0' | 'l1' | 't'>;

/**
 * What the engine searches: the whole index in memory, or the pieces of a sharded index loaded
 * so far. A sharded corpus throws MissingSearchData (src/search/shards/missingSearchData.ts)
 * when a query needs a piece it has not loaded; its loader fetches the piece and asks again.
 */
export type SearchCorpus = {
  readonly language: string;
  readonly tags: readonly string[];
  section(sectionIndex: number): SectionFacts | undefined;
  page(pageIndex: number): PageFacts | undefined;
  /** An index holding at least every indexed term these query terms can match. */
  termIndex(queryTerms: readonly QueryTerm[], withTypos: boolean): TermIndex<SectionDocument>;
  /** Throws unless the records of all these sections can be read. */
  requireRecords(sectionIndexes: readonly number[]): void;
  /** The section's full record and its page's; only after requireRecords. */
  record(sectionIndex: number): { section: IndexedSection; page: IndexedPage };
};

/** The matches of one query: all of them counted, the first ones ranked on demand. */
export type RankedMatches = {
  readonly total: number;
  /** Every match, in no particular order (facet counts read them). */
  readonly sectionIndexes: Int32Array;
  /** The best `count` matches, best first. */
  first(count: number): EngineMatch[];
};

export type SearchEngine = {
  readonly corpus: SearchCorpus;
  /** The matches of a query; `accept` filters sections before ranking. */
  rank(query: string, accept?: (sectionIndex: number) => boolean): RankedMatches;
  /** Every match, ranked, best first. */
  search(query: string, accept?: (sectionIndex: number) => boolean): EngineMatch[];
};

/**
 * Whether the query is (nearly) this title: every query term is a title term (or, for the word
 * being typed, begins one) and the title has at most one word the query lacks. Word forms are
 * already folded ("Driver breaks" is "driver break"), so "driver breaks" is "Plan driver
 * breaks" and "webhooks" is "Receive webhooks", but "time window" is not "CVRP with time
 * windows (CVRPTW)".
 */
const MIN_TITLE_PREFIX = 3;

function isNearlyTitle(queryTerms: readonly QueryTerm[], titleTerms: readonly string[]): boolean {
  const matched = new Set<string>();
  for (const query of queryTerms) {
    // A word being typed counts once it is long enough to say something.
    const asPrefix = query.prefix && query.term.length >= MIN_TITLE_PREFIX;
    const found = titleTerms.filter(
      (term) => term === query.term || (asPrefix && term.startsWith(query.term)),
    );
    if (found.length === 0) return false;
    for (const term of found) matched.add(term);
  }
  return titleTerms.length - matched.size <= 1;
}

/**
 * Docs pages (their docusaurus_tag is `docs-<plugin>-<version>`), as opposed to product pages
 * and API references, whose records often repeat a docs title's words in their descriptions.
 */
function isDocsTag(tag: string | undefined): boolean {
  return tag?.startsWith('docs-') === true;
}

function compareTerms(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Below this many exact and prefix matches, the search is repeated with typos allowed. */
const MIN_RESULTS_WITHOUT_TYPOS = 10;

const EMPTY: ScoredSections = {
  sectionIndexes: new Int32Array(0),
  scores: new Float64Array(0),
  derived: [],
};

/**
 * The whole index in memory: every piece is there. A query with a short prefix (./shortPrefix.ts)
 * is searched in a partial index holding exactly the terms it may match, as the sharded index
 * builds one, so that prefix matches only the terms of the table.
 */
function wholeIndexCorpus(data: SearchIndexData): SearchCorpus {
  const miniSearch = restoreMiniSearch<SectionDocument>(data.search, MINISEARCH_OPTIONS);
  const shortPrefixes = shortPrefixTable(data.search);

  function termsFor(queryTerms: readonly QueryTerm[], withTypos: boolean): string[] {
    const wanted = new Set<string>();
    for (const query of queryTerms) {
      if (isShortPrefix(query)) {
        for (const term of shortPrefixTerms(shortPrefixes, query.term)) wanted.add(term);
      } else if (query.prefix) {
        for (const term of miniSearch.termsBeginning(query.term)) wanted.add(term);
      } else {
        wanted.add(query.term);
      }
      const allowance = withTypos ? typoAllowance(query.term) : 0;
      if (allowance > 0) {
        for (const term of miniSearch.termsWithin(query.term, allowance)) wanted.add(term);
      }
    }
    return [...wanted];
  }

  return {
    language: data.language,
    tags: data.tags,
    section: (sectionIndex) => data.sections[sectionIndex],
    page: (pageIndex) => data.pages[pageIndex],
    termIndex(queryTerms, withTypos) {
      if (!queryTerms.some(isShortPrefix)) return miniSearch;
      const terms = termsFor(queryTerms, withTypos)
        .sort(compareTerms)
        .flatMap((term) => {
          const postings = miniSearch.postings(term);
          return postings ? [[term, postings] as const] : [];
        });
      return partialMiniSearch(MINISEARCH_OPTIONS, miniSearch.statistics(), terms);
    },
    requireRecords() {
      // Nothing to load.
    },
    record(sectionIndex) {
      const section = data.sections[sectionIndex]!;
      return { section, page: data.pages[section.p]! };
    },
  };
}

export function createSearchEngine(data: SearchIndexData): SearchEngine {
  return createCorpusSearchEngine(wholeIndexCorpus(data));
}

export function createCorpusSearchEngine(corpus: SearchCorpus): SearchEngine {
  const titleTermsByPage = new Map<number, readonly string[]>();

  function docsTitleTerms(sectionIndex: number): readonly string[] | null {
    const section = corpus.section(sectionIndex);
    if (!section || section.lv > 1) return null;
    const page = corpus.page(section.p);
    if (!page || !isDocsTag(corpus.tags[page.t])) return null;
    let terms = titleTermsByPage.get(section.p);
    if (!terms) {
      const processed = tokenize(page.l1).map(processIndexTerm);
      terms = [...new Set(processed.filter((term): term is string => term !== null))];
      titleTermsByPage.set(section.p, terms);
    }
    return terms;
  }

  function run(
    queryTerms: readonly QueryTerm[],
    combineWith: 'AND' | 'OR',
    withTypos: boolean,
    accept?: (sectionIndex: number) => boolean,
  ): ScoredSections {
    return scoreSections(corpus.termIndex(queryTerms, withTypos), {
      queryTerms,
      typos: queryTerms.map((entry) => (withTypos ? typoAllowance(entry.term) : 0)),
      combineWith,
      fieldBoosts: FIELD_BOOSTS_BY_ID,
      sectionBoost: (id) => LEVEL_BOOST[corpus.section(id)?.lv ?? 0] ?? 1,
      accept,
    });
  }

  function ranked(scored: ScoredSections, queryTerms: readonly QueryTerm[]): RankedMatches {
    const { sectionIndexes, scores } = scored;
    const total = sectionIndexes.length;
    // Docs pages titled (nearly) as the query come first; decided once per page.
    const titledPages = new Map<number, boolean>();
    const titled = new Uint8Array(total);
    for (let position = 0; position < total; position += 1) {
      const sectionIndex = sectionIndexes[position]!;
      const titleTerms = docsTitleTerms(sectionIndex);
      if (titleTerms === null) continue;
      const pageIndex = corpus.section(sectionIndex)!.p;
      let isTitle = titledPages.get(pageIndex);
      if (isTitle === undefined) {
        isTitle = isNearlyTitle(queryTerms, titleTerms);
        titledPages.set(pageIndex, isTitle);
      }
      if (isTitle) titled[position] = 1;
    }
    // Ties go to the section that comes first in the index, so every corpus ranks alike.
    const before = (a: number, b: number): number =>
      titled[b]! - titled[a]! || scores[b]! - scores[a]! || sectionIndexes[a]! - sectionIndexes[b]!;

    function firstPositions(count: number): number[] {
      if (count >= total) return Array.from({ length: total }, (_, at) => at).sort(before);
      // A short sorted list of the best so far: most matches lose to its last entry at once.
      const best: number[] = [];
      for (let position = 0; position < total; position += 1) {
        if (best.length === count && before(position, best[count - 1]!) >= 0) continue;
        let low = 0;
        let high = best.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (before(best[middle]!, position) <= 0) low = middle + 1;
          else high = middle;
        }
        best.splice(low, 0, position);
        if (best.length > count) best.pop();
      }
      return best;
    }

    return {
      total,
      sectionIndexes,
      first(count) {
        return firstPositions(Math.max(0, count)).map((position) => {
          const sectionIndex = sectionIndexes[position]!;
          const matchedTerms: Record<string, SearchField[]> = {};
          const fields = matchedFields(scored.derived, sectionIndex, SEARCH_FIELDS.length);
          for (const [term, fieldIds] of fields) {
            matchedTerms[term] = fieldIds.map((fieldId) => SEARCH_FIELDS[fieldId]!);
          }
          return { sectionIndex, score: scores[position]!, matchedTerms, queryTerms };
        });
      },
    };
  }

  function rank(query: string, accept?: (sectionIndex: number) => boolean): RankedMatches {
    const queryTerms = parseQuery(query);
    if (queryTerms.length === 0) return ranked(EMPTY, queryTerms);
    let scored = run(queryTerms, 'AND', false, accept);
    // Typo-tolerant matching widens a search that finds little; most keystrokes skip it.
    if (scored.sectionIndexes.length < MIN_RESULTS_WITHOUT_TYPOS) {
      scored = run(queryTerms, 'AND', true, accept);
    }
    // Like Algolia's removeWordsIfNoResults: rather some results than none for long queries.
    if (scored.sectionIndexes.length === 0 && queryTerms.length > 1) {
      scored = run(queryTerms, 'OR', true, accept);
    }
    return ranked(scored, queryTerms);
  }

  return {
    corpus,
    rank,
    search: (query, accept) => rank(query, accept).first(Number.POSITIVE_INFINITY),
  };
}
