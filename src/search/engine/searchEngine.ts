import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';

import type { IndexedPage, IndexedSection, SearchIndexData } from '../records';
import { partialMiniSearch, restoreMiniSearch } from './invertedIndex';
import { MINISEARCH_OPTIONS, type SearchField, type SectionDocument } from './searchFields';
import { isShortPrefix, shortPrefixTable, shortPrefixTerms } from './shortPrefix';
import { parseQuery, processIndexTerm, tokenize, typoAllowance, type QueryTerm } from './terms';

/**
 * Full-text search over the sections of the local index. MiniSearch does tokenising, prefix and
 * typo-tolerant matching and BM25 ranking over the inverted index computed at build time; this
 * module decides how much each part weighs: the page title above headings above body text.
 * One rule sits above the scores: a docs page whose title is what the reader typed comes first.
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
  /** A MiniSearch holding at least every indexed term these query terms can match. */
  termIndex(queryTerms: readonly QueryTerm[], withTypos: boolean): MiniSearch<SectionDocument>;
  /** Throws unless the records of all these sections can be read. */
  requireRecords(sectionIndexes: readonly number[]): void;
  /** The section's full record and its page's; only after requireRecords. */
  record(sectionIndex: number): { section: IndexedSection; page: IndexedPage };
};

export type SearchEngine = {
  readonly corpus: SearchCorpus;
  /** Ranked matches, best first; `accept` filters sections before ranking. */
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

  /** Docs pages titled (nearly) as the query first, each group still in score order. */
  function titlesFirst(results: SearchResult[], queryTerms: readonly QueryTerm[]): SearchResult[] {
    const titled: SearchResult[] = [];
    const others: SearchResult[] = [];
    for (const result of results) {
      const titleTerms = docsTitleTerms(result.id as number);
      const isTitle = titleTerms !== null && isNearlyTitle(queryTerms, titleTerms);
      (isTitle ? titled : others).push(result);
    }
    return titled.length === 0 ? results : [...titled, ...others];
  }

  function run(
    queryTerms: QueryTerm[],
    combineWith: 'AND' | 'OR',
    withTypos: boolean,
    accept?: (sectionIndex: number) => boolean,
  ): SearchResult[] {
    const prefixTerms = new Set(
      queryTerms.filter((entry) => entry.prefix).map((entry) => entry.term),
    );
    return corpus
      .termIndex(queryTerms, withTypos)
      .search(queryTerms.map((entry) => entry.term).join(' '), {
        // The terms are already normalised; MiniSearch must take them as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        prefix: (term) => prefixTerms.has(term),
        fuzzy: withTypos ? (term) => typoAllowance(term) || false : false,
        combineWith,
        boost: FIELD_BOOST,
        boostDocument: (id: number) => LEVEL_BOOST[corpus.section(id)?.lv ?? 0] ?? 1,
        filter: accept ? (result) => accept(result.id as number) : undefined,
      });
  }

  return {
    corpus,
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
      return titlesFirst(results, queryTerms).map((result) => ({
        sectionIndex: result.id as number,
        score: result.score,
        matchedTerms: result.match as Record<string, SearchField[]>,
        queryTerms,
      }));
    },
  };
}
