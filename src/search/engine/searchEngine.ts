import type { IndexedPage, IndexedSection, SearchIndexData } from '../records';
import {
  partialMiniSearch,
  restoreMiniSearch,
  type TermIndex,
  type TermPostings,
} from './invertedIndex';
import { matchedFields, scoreSections, type ScoredSections } from './rankSections';
import {
  MINISEARCH_OPTIONS,
  SEARCH_FIELDS,
  type SearchField,
  type SectionDocument,
} from './searchFields';
import { isShortPrefix, shortPrefixTable, shortPrefixTerms } from './shortPrefix';
import {
  DEFAULT_TIER_LIMITS,
  FIELD_BOOSTS,
  headPostings,
  levelBoost,
  termHead,
  type TermTier,
  type TierLimits,
} from './termHeads';
import { parseQuery, processIndexTerm, tokenize, typoAllowance, type QueryTerm } from './terms';

/**
 * Full-text search over the sections of the local index. MiniSearch tokenises and holds the
 * inverted index computed at build time (with its prefix and typo-tolerant term look-up);
 * ./rankSections.ts scores with MiniSearch's BM25; this module decides how much each part
 * weighs: the page title above headings above body text. One rule sits above the scores: a docs
 * page whose title is what the reader typed comes first, then pages whose title holds all the
 * words typed (as word forms, ./stem.ts). Only the hits asked for are ranked in
 * full: the rest are counted, not sorted. A page of hits for common words is answered from the
 * heads of their postings when it provably equals the answer from every posting
 * (./termHeads.ts); its hit count is then an estimate (`exhaustiveNbHits: false`).
 */

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
  /** How many pages the page table lists; throws (sharded) until it is loaded. */
  pageCount(): number;
  /**
   * An index holding at least every indexed term these query terms can match; with `heads`,
   * only the head of each long term (./termHeads.ts), marked so.
   */
  termIndex(
    queryTerms: readonly QueryTerm[],
    withTypos: boolean,
    heads?: boolean,
  ): TermIndex<SectionDocument>;
  /** Throws unless the records of all these sections can be read. */
  requireRecords(sectionIndexes: readonly number[]): void;
  /** The section's full record and its page's; only after requireRecords. */
  record(sectionIndex: number): { section: IndexedSection; page: IndexedPage };
};

/** The matches of one query: all of them counted, the first ones ranked on demand. */
export type RankedMatches = {
  /** Exact, or when `exhaustive` is false an estimate (at least the matches ranked). */
  readonly total: number;
  /** False when the first hits were certified from the heads of long terms, unread tails left. */
  readonly exhaustive: boolean;
  /** Every match, in no particular order (facet counts read them); exhaustive ranking only. */
  readonly sectionIndexes: Int32Array;
  /** The best `count` matches, best first (not exhaustive: at most the `hits` asked for). */
  first(count: number): EngineMatch[];
};

export type RankOptions = {
  /**
   * How many of the best matches the caller shows. With it, and unless `exhaustive`, a query
   * whose words are common may be answered from the heads of their postings.
   */
  hits?: number;
  /** Every match is needed (facet counts). */
  exhaustive?: boolean;
};

export type SearchEngine = {
  readonly corpus: SearchCorpus;
  /** The matches of a query; `accept` filters sections before ranking. */
  rank(
    query: string,
    accept?: (sectionIndex: number) => boolean,
    options?: RankOptions,
  ): RankedMatches;
  /** Every match, ranked, best first. */
  search(query: string, accept?: (sectionIndex: number) => boolean): EngineMatch[];
};

/**
 * How a page's title answers the query, which ranks before any score: TITLED, a docs page whose
 * title is (nearly) the query: every query term is a title term (or, for the word being typed,
 * begins one or is one of its word forms) and the title has at most one word the query lacks;
 * TITLE_HAS_ALL, any other page whose title holds every query term; NOT_TITLED otherwise. Word
 * forms are already folded ("Driver breaks" is "driver break", "live insertion" is "live
 * insert"), so "driver breaks" is "Plan driver breaks", "live insertion" is "Insert a live
 * order", and "time window" is not "CVRP with time windows (CVRPTW)" but has all its words.
 * So a page whose title says what the reader typed comes before reference records that only
 * mention the words in their text, however often.
 */
const MIN_TITLE_PREFIX = 3;
const NOT_TITLED = 0;
const TITLE_HAS_ALL = 1;
const TITLED = 2;

/** Title words the query leaves over, or -1 when some query term is not in the title. */
function titleWordsLeftOver(
  queryTerms: readonly QueryTerm[],
  titleTerms: readonly string[],
): number {
  const matched = new Set<string>();
  for (const query of queryTerms) {
    // A word being typed counts once it is long enough to say something.
    const asPrefix = query.prefix && query.term.length >= MIN_TITLE_PREFIX;
    const found = titleTerms.filter(
      (term) =>
        term === query.term ||
        (asPrefix && (term.startsWith(query.term) || (query.forms?.includes(term) ?? false))),
    );
    if (found.length === 0) return -1;
    for (const term of found) matched.add(term);
  }
  return titleTerms.length - matched.size;
}

function titleTier(
  queryTerms: readonly QueryTerm[],
  titleTerms: readonly string[],
  isDocs: boolean,
): number {
  const leftOver = titleWordsLeftOver(queryTerms, titleTerms);
  if (leftOver < 0) return NOT_TITLED;
  return isDocs && leftOver <= 1 ? TITLED : TITLE_HAS_ALL;
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
  reached: new Int32Array(0),
  reachedScores: new Float64Array(0),
};

/** Distinct sections a term's postings name. */
function sectionsNamed(postings: TermPostings): number {
  const sections = new Set<number>();
  for (const frequencies of postings.values()) {
    for (const section of frequencies.keys()) sections.add(section);
  }
  return sections.size;
}

/**
 * The whole index in memory: every piece is there. A query with a short prefix (./shortPrefix.ts)
 * is searched in a partial index holding exactly the terms it may match, as the sharded index
 * builds one, so that prefix matches only the terms of the table.
 */
function wholeIndexCorpus(data: SearchIndexData, tierLimits: TierLimits): SearchCorpus {
  const miniSearch = restoreMiniSearch<SectionDocument>(data.search, MINISEARCH_OPTIONS);
  const shortPrefixes = shortPrefixTable(data.search);
  const statistics = miniSearch.statistics();
  /** Heads cut as the splitter cuts them (null: not a long term); computed once per term. */
  const heads = new Map<string, { postings: TermPostings; tier: TermTier } | null>();

  function headOf(term: string, postings: TermPostings) {
    let head = heads.get(term);
    if (head === undefined) {
      const cut = termHead(
        postings,
        {
          documentCount: data.search.documentCount,
          averageFieldLength: data.search.averageFieldLength,
          fieldLength: (section) => statistics.fieldLength.get(section),
          level: (section) => data.sections[section]?.lv,
        },
        tierLimits,
      );
      head = cut && { postings: headPostings(postings, cut.head), tier: cut.tier };
      heads.set(term, head);
    }
    return head;
  }

  function termsFor(queryTerms: readonly QueryTerm[], withTypos: boolean): string[] {
    const wanted = new Set<string>();
    for (const query of queryTerms) {
      if (isShortPrefix(query)) {
        for (const term of shortPrefixTerms(shortPrefixes, query.term)) wanted.add(term);
      } else if (query.prefix) {
        for (const term of miniSearch.termsBeginning(query.term)) wanted.add(term);
        for (const form of query.forms ?? []) wanted.add(form);
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
    pageCount: () => data.pages.length,
    termIndex(queryTerms, withTypos, withHeads = false) {
      if (!withHeads && !queryTerms.some(isShortPrefix)) return miniSearch;
      const tiers = new Map<string, TermTier>();
      const terms = termsFor(queryTerms, withTypos)
        .sort(compareTerms)
        .flatMap((term) => {
          const postings = miniSearch.postings(term);
          if (!postings) return [];
          const head = withHeads ? headOf(term, postings) : null;
          if (!head) return [[term, postings] as const];
          tiers.set(term, head.tier);
          return [[term, head.postings] as const];
        });
      return partialMiniSearch(MINISEARCH_OPTIONS, statistics, terms, tiers);
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

export function createSearchEngine(
  data: SearchIndexData,
  tierLimits: TierLimits = DEFAULT_TIER_LIMITS,
): SearchEngine {
  return createCorpusSearchEngine(wholeIndexCorpus(data, tierLimits));
}

export function createCorpusSearchEngine(corpus: SearchCorpus): SearchEngine {
  const titleTermsByPage = new Map<number, readonly string[]>();

  function titleTermsOf(pageIndex: number): readonly string[] {
    let terms = titleTermsByPage.get(pageIndex);
    if (!terms) {
      const processed = tokenize(corpus.page(pageIndex)!.l1).map(processIndexTerm);
      terms = [...new Set(processed.filter((term): term is string => term !== null))];
      titleTermsByPage.set(pageIndex, terms);
    }
    return terms;
  }

  /** The title tier of a page for a query; computed per page and query. */
  function pageTitleTier(queryTerms: readonly QueryTerm[], pageIndex: number): number {
    const page = corpus.page(pageIndex);
    if (!page) return NOT_TITLED;
    return titleTier(queryTerms, titleTermsOf(pageIndex), isDocsTag(corpus.tags[page.t]));
  }

  function run(
    queryTerms: readonly QueryTerm[],
    combineWith: 'AND' | 'OR',
    withTypos: boolean,
    accept?: (sectionIndex: number) => boolean,
    index = corpus.termIndex(queryTerms, withTypos),
  ): ScoredSections {
    return scoreSections(index, {
      queryTerms,
      typos: queryTerms.map((entry) => (withTypos ? typoAllowance(entry.term) : 0)),
      combineWith,
      fieldBoosts: FIELD_BOOSTS,
      sectionBoost: (id) => levelBoost(corpus.section(id)?.lv),
      accept,
    });
  }

  /** The title tier of a section: its page's, for the page's intro; none for other sections. */
  function titleTierTest(queryTerms: readonly QueryTerm[]): (sectionIndex: number) => number {
    const tiers = new Map<number, number>();
    return (sectionIndex) => {
      const section = corpus.section(sectionIndex);
      if (!section || section.lv > 1) return NOT_TITLED;
      let tier = tiers.get(section.p);
      if (tier === undefined) {
        tier = pageTitleTier(queryTerms, section.p);
        tiers.set(section.p, tier);
      }
      return tier;
    };
  }

  function ranked(
    scored: ScoredSections,
    queryTerms: readonly QueryTerm[],
    estimate?: number,
  ): RankedMatches {
    const { sectionIndexes, scores } = scored;
    const total = sectionIndexes.length;
    // Pages whose title answers the query come first, by tier; decided once per page.
    const tierOf = titleTierTest(queryTerms);
    const titled = new Uint8Array(total);
    for (let position = 0; position < total; position += 1) {
      titled[position] = tierOf(sectionIndexes[position]!);
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
      total: estimate ?? total,
      exhaustive: estimate === undefined,
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

  /**
   * The first `hits` matches from the heads of the long terms, or null when they cannot be
   * told apart from what the unread tails hold. A threshold algorithm: a section is complete
   * when every head it could still appear in holds it, so its score is exact; the answer stands
   * when at least `hits` (and the typo threshold) complete sections score above the best any
   * other section could reach (its known part plus the bounds of the heads it is missing), and
   * every page whose title answers the query has its intro among them (titles rank first, whatever
   * their score).
   */
  function fromHeads(
    queryTerms: readonly QueryTerm[],
    hits: number,
    accept?: (sectionIndex: number) => boolean,
  ): RankedMatches | null {
    const headsIndex = corpus.termIndex(queryTerms, false, true);
    // Most queries name no long term (none does on a site of a few hundred pages).
    if (!headsIndex.holdsHeads) return null;
    const scored = run(queryTerms, 'AND', false, accept, headsIndex);
    const partial = scored.derived.flat().filter((term) => term.tier !== undefined);
    if (partial.length === 0) return null;
    const quality = queryTerms.length;
    const inHead = (sectionIndex: number, term: (typeof partial)[number]) => {
      for (const frequencies of term.postings.values()) {
        if (frequencies.has(sectionIndex)) return true;
      }
      return false;
    };
    const missingBound = (sectionIndex: number) => {
      let bound = 0;
      for (const term of partial) {
        if (!inHead(sectionIndex, term)) bound += term.weight * term.tier!.bound;
      }
      return bound;
    };
    const matching = new Set(scored.sectionIndexes);
    const tierOf = titleTierTest(queryTerms);
    // A section no head holds: at most every bound, if it matches at all.
    const unreached =
      quality * partial.reduce((sum, term) => sum + term.weight * term.tier!.bound, 0);
    // The best score a section outside the certain ones could reach, by title tier.
    const ceilings = [unreached, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
    const complete: number[] = [];
    scored.reached.forEach((sectionIndex, position) => {
      const missing = missingBound(sectionIndex);
      if (missing === 0 && matching.has(sectionIndex)) {
        complete.push(sectionIndex);
      } else if (!accept || accept(sectionIndex)) {
        const tier = tierOf(sectionIndex);
        const ceiling = quality * (scored.reachedScores[position]! + missing);
        ceilings[tier] = Math.max(ceilings[tier]!, ceiling);
      }
    });
    const needed = Math.max(hits, MIN_RESULTS_WITHOUT_TYPOS);
    if (complete.length < needed) return null;
    const completeSet = new Set(complete);
    const keep = scored.sectionIndexes
      .map((sectionIndex, position) => (completeSet.has(sectionIndex) ? position : -1))
      .filter((position) => position >= 0);
    const certain: ScoredSections = {
      ...scored,
      sectionIndexes: Int32Array.from(keep, (position) => scored.sectionIndexes[position]!),
      scores: Float64Array.from(keep, (position) => scored.scores[position]!),
    };
    // A page whose title answers the query ranks by its tier first: its intro, when no head
    // holds it, may still come before every certain hit of a lower tier.
    const titledIntros = new Set<number>();
    for (const sectionIndex of certain.sectionIndexes) {
      if (tierOf(sectionIndex) !== NOT_TITLED) titledIntros.add(corpus.section(sectionIndex)!.p);
    }
    for (let pageIndex = 0; pageIndex < corpus.pageCount(); pageIndex += 1) {
      if (titledIntros.has(pageIndex)) continue;
      const tier = pageTitleTier(queryTerms, pageIndex);
      if (tier !== NOT_TITLED) ceilings[tier] = Math.max(ceilings[tier]!, unreached);
    }
    const answer = ranked(certain, queryTerms, 0);
    const best = answer.first(needed);
    const last = best[best.length - 1]!;
    const lastTier = tierOf(last.sectionIndex);
    // Every other section ranks after the last hit: a lower tier, or the same and less score.
    const outranked = ceilings.every(
      (ceiling, tier) =>
        ceiling === Number.NEGATIVE_INFINITY ||
        lastTier > tier ||
        (lastTier === tier && last.score > ceiling),
    );
    if (!outranked) return null;
    // Approximate, as Algolia's exhaustiveNbHits: false: the fewest sections a query word's
    // terms name (an AND match needs them all), never fewer than the matches known.
    const estimate = Math.max(
      complete.length,
      Math.min(
        ...scored.derived.map((terms) =>
          terms.reduce(
            (sum, term) => sum + (term.tier?.sectionCount ?? sectionsNamed(term.postings)),
            0,
          ),
        ),
      ),
    );
    return {
      ...ranked(certain, queryTerms, estimate),
      first: (count) => answer.first(Math.min(count, needed)),
    };
  }

  function rank(
    query: string,
    accept?: (sectionIndex: number) => boolean,
    options: RankOptions = {},
  ): RankedMatches {
    const queryTerms = parseQuery(query);
    if (queryTerms.length === 0) return ranked(EMPTY, queryTerms);
    if (options.hits !== undefined && !options.exhaustive) {
      const answer = fromHeads(queryTerms, options.hits, accept);
      if (answer) return answer;
    }
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
    search: (query, accept) =>
      rank(query, accept, { exhaustive: true }).first(Number.POSITIVE_INFINITY),
  };
}
