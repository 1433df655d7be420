import type { AlgoliaHit, AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { limitQuery } from '../queryLimits';
import {
  HIERARCHY_LEVELS,
  type DocSearchHierarchy,
  type DocSearchRecord,
  type DocSearchRecordType,
} from '../records';
import { compileFacetFilters } from './facetFilters';
import {
  answeredIn,
  highlightMarked,
  markText,
  snippetMarked,
  type HighlightTags,
  type MarkedText,
  type TermAnswers,
} from './highlight';
import type { EngineMatch, SearchEngine } from './searchEngine';
import { typoAllowance, type QueryTerm } from './terms';

/**
 * Answers one Algolia query from the local engine with the response shape the hosted service
 * gives a DocSearch index: filtered, ranked, paginated hits carrying `_highlightResult` and
 * `_snippetResult`, plus facet counts when asked for.
 */

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** The index settings DocSearch indices ship with; used when a query does not say. */
const DEFAULT_ATTRIBUTES_TO_HIGHLIGHT = [
  ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`),
  'content',
];
const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];
const FACETABLE_ATTRIBUTES = ['language', 'docusaurus_tag'];
/** DocSearch indices' highlight tags; the theme's search page restyles exactly this class. */
const DEFAULT_HIGHLIGHT_TAGS: HighlightTags = {
  preTag: '<span class="algolia-docsearch-suggestion--highlight">',
  postTag: '</span>',
};

export type AnswerOptions = {
  /** Origin put in front of every URL, because DocSearch expects absolute URLs. */
  origin: string;
};

/** Edit distance of two short strings, giving up once it exceeds `limit`. */
function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/** Maps each indexed term the engine matched to the query terms it answers. */
function queryTermsByIndexedTerm(match: EngineMatch): Map<string, string[]> {
  const mapping = new Map<string, string[]>();
  for (const indexedTerm of Object.keys(match.matchedTerms)) {
    const answered = match.queryTerms
      .filter(
        (query: QueryTerm) =>
          indexedTerm === query.term ||
          (query.prefix && indexedTerm.startsWith(query.term)) ||
          (query.forms?.includes(indexedTerm) ?? false) ||
          editDistanceWithin(indexedTerm, query.term, typoAllowance(query.term)),
      )
      .map((query) => query.term);
    mapping.set(indexedTerm, answered.length > 0 ? answered : [indexedTerm]);
  }
  return mapping;
}

const pathCache = new Map<string, readonly string[]>();

function readPath(record: unknown, path: string): unknown {
  let keys = pathCache.get(path);
  if (!keys) {
    keys = path.split('.');
    pathCache.set(path, keys);
  }
  let value = record;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `["hierarchy.lvl1:10", "content"]` -> attribute paths with optional word counts. */
function parseAttributeList(list: readonly string[]): Array<{ path: string; words?: number }> {
  return list.map((entry) => {
    const [path = '', words] = entry.split(':');
    return words === undefined ? { path } : { path, words: Number(words) };
  });
}

/** Expands `*` and `hierarchy` to the record's concrete string attributes. */
function concreteAttributes(path: string): string[] {
  if (path === '*') return [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content'];
  if (path === 'hierarchy') return HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`);
  return [path];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cursor = target;
  keys.slice(0, -1).forEach((key) => {
    const next = cursor[key];
    if (next === null || typeof next !== 'object') cursor[key] = {};
    cursor = cursor[key] as Record<string, unknown>;
  });
  cursor[keys[keys.length - 1]!] = value;
}

function pickAttributes(
  record: DocSearchRecord,
  attributes: readonly string[] | undefined,
): AlgoliaHit {
  if (!attributes || attributes.includes('*')) return { ...record };
  const hit: AlgoliaHit = { objectID: record.objectID };
  for (const path of attributes) {
    const value = readPath(record, path);
    if (value !== undefined) setPath(hit, path, value);
  }
  return hit;
}

/** Stable across builds: recent and favourite searches are remembered by objectID. */
function sectionObjectId(url: string, anchor: string, headings: readonly string[]): string {
  if (anchor.length > 0) return `${url}#${anchor}`;
  return headings.length > 0 ? `${url}::${headings.join('/')}` : url;
}

/** Marks each text of one hit once, for highlighting and snippeting. */
function createMarker(answers: TermAnswers): (text: string) => MarkedText {
  const marks = new Map<string, MarkedText>();
  return (text) => {
    let marked = marks.get(text);
    if (!marked) {
      marked = markText(text, answers);
      marks.set(text, marked);
    }
    return marked;
  };
}

/** Builds the DocSearch record a match is shown as, choosing its type from where it matched. */
function toRecord(
  engine: SearchEngine,
  match: EngineMatch,
  origin: string,
  answers: TermAnswers,
): DocSearchRecord {
  const { corpus } = engine;
  const { section, page } = corpus.record(match.sectionIndex);
  const hierarchy: DocSearchHierarchy = {
    lvl0: page.l0,
    lvl1: page.l1,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  section.h.slice(0, 5).forEach((heading, offset) => {
    hierarchy[HIERARCHY_LEVELS[offset + 2]!] = heading;
  });
  const ownField = section.lv <= 1 ? 'title' : 'heading';
  let headingMatched = false;
  let contentMatched = false;
  for (const fields of Object.values(match.matchedTerms)) {
    if (fields.includes(ownField)) headingMatched = true;
    if (fields.includes('content')) contentMatched = true;
  }
  const level = `lvl${Math.min(Math.max(section.lv, 1), 6)}` as DocSearchRecordType;
  const type: DocSearchRecordType = !headingMatched && contentMatched ? 'content' : level;

  // For a body match, the paragraph that answers most query words stands for the section.
  let content: string | null = section.c[0] ?? null;
  let bestCount = 0;
  for (const paragraph of type === 'content' ? section.c : []) {
    const count = answeredIn(paragraph, answers).size;
    if (count > bestCount) {
      bestCount = count;
      content = paragraph;
    }
  }
  const urlWithoutAnchor = origin + page.u;
  const anchor = section.a.length > 0 ? section.a : null;
  return {
    objectID: sectionObjectId(page.u, section.a, section.h),
    type,
    hierarchy,
    content,
    url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    language: corpus.language,
    docusaurus_tag: corpus.tags[page.t] ?? 'default',
  };
}

function decorateHit(
  record: DocSearchRecord,
  request: AlgoliaSearchRequest,
  mark: (text: string) => MarkedText,
  queryTermCount: number,
  tags: HighlightTags,
): AlgoliaHit {
  const hit = pickAttributes(record, request.attributesToRetrieve);
  const highlightResult: Record<string, unknown> = {};
  const highlightPaths = parseAttributeList(
    request.attributesToHighlight ?? DEFAULT_ATTRIBUTES_TO_HIGHLIGHT,
  );
  for (const { path } of highlightPaths) {
    for (const attribute of concreteAttributes(path)) {
      const value = readPath(record, attribute);
      if (typeof value !== 'string') continue;
      setPath(highlightResult, attribute, highlightMarked(mark(value), queryTermCount, tags));
    }
  }
  const snippetResult: Record<string, unknown> = {};
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetPaths = parseAttributeList(
    request.attributesToSnippet ?? DEFAULT_ATTRIBUTES_TO_SNIPPET,
  );
  for (const { path, words } of snippetPaths) {
    for (const attribute of concreteAttributes(path)) {
      const value = readPath(record, attribute);
      if (typeof value !== 'string') continue;
      const snippet = snippetMarked(mark(value), queryTermCount, words ?? 10, tags, ellipsis);
      setPath(snippetResult, attribute, snippet);
    }
  }
  return { ...hit, _highlightResult: highlightResult, _snippetResult: snippetResult };
}

function facetNames(facets: AlgoliaSearchRequest['facets']): string[] {
  const list = typeof facets === 'string' ? [facets] : (facets ?? []);
  return list.includes('*') ? FACETABLE_ATTRIBUTES : list;
}

/** The request as Algolia echoes it in `params`, with the query as it was answered. */
function serializeParams(request: AlgoliaSearchRequest, query: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    if (key === 'query') params.set(key, query);
    else params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

function toInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

export function answerQuery(
  engine: SearchEngine,
  request: AlgoliaSearchRequest,
  options: AnswerOptions,
): AlgoliaSearchResult {
  const startedAt = Date.now();
  // Cut once: what is ranked is also what is echoed, so a huge query is never copied around.
  const query = limitQuery(typeof request.query === 'string' ? request.query : '');
  const hitsPerPage = toInteger(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = toInteger(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
  const tags: HighlightTags = {
    preTag: request.highlightPreTag ?? DEFAULT_HIGHLIGHT_TAGS.preTag,
    postTag: request.highlightPostTag ?? DEFAULT_HIGHLIGHT_TAGS.postTag,
  };
  const { corpus } = engine;
  // Every filterable attribute belongs to the page, so filters are decided once per page.
  const readers = new Map<number, (attribute: string) => unknown>();
  const pageAttributes = (sectionIndex: number) => {
    const pageIndex = corpus.section(sectionIndex)!.p;
    let read = readers.get(pageIndex);
    if (!read) {
      const indexedPage = corpus.page(pageIndex)!;
      const facets: Record<string, unknown> = {
        language: corpus.language,
        docusaurus_tag: corpus.tags[indexedPage.t],
        hierarchy: { lvl0: indexedPage.l0, lvl1: indexedPage.l1 },
      };
      read = (attribute: string) => readPath(facets, attribute);
      readers.set(pageIndex, read);
    }
    return read;
  };
  let filter: ((sectionIndex: number) => boolean) | undefined;
  if (request.facetFilters !== undefined) {
    const accepts = compileFacetFilters(request.facetFilters);
    const acceptedPages = new Map<number, boolean>();
    filter = (sectionIndex) => {
      const pageIndex = corpus.section(sectionIndex)!.p;
      let accepted = acceptedPages.get(pageIndex);
      if (accepted === undefined) {
        accepted = accepts(pageAttributes(sectionIndex));
        acceptedPages.set(pageIndex, accepted);
      }
      return accepted;
    };
  }
  // Unlike Algolia, an empty query lists nothing: both UIs then show their empty state.
  const requestedFacets = facetNames(request.facets);
  // Facet counts need every match; a page of hits alone may come from the heads of common words.
  const matches = engine.rank(query, filter, {
    hits: (page + 1) * hitsPerPage,
    exhaustive: requestedFacets.length > 0,
  });
  const nbHits = matches.total;
  // Only the matches up to the requested page are ranked; the rest are only counted.
  const pageMatches =
    hitsPerPage === 0 || page * hitsPerPage >= nbHits
      ? []
      : matches.first((page + 1) * hitsPerPage).slice(page * hitsPerPage);
  corpus.requireRecords(pageMatches.map((match) => match.sectionIndex));
  const hits = pageMatches.map((match) => {
    const answers = queryTermsByIndexedTerm(match);
    const record = toRecord(engine, match, options.origin, answers);
    return decorateHit(record, request, createMarker(answers), match.queryTerms.length, tags);
  });

  const result: AlgoliaSearchResult = {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: matches.exhaustive,
    exhaustiveTypo: true,
    exhaustive: { nbHits: matches.exhaustive, typo: true },
    query,
    params: serializeParams(request, query),
    index: request.indexName,
    processingTimeMS: Date.now() - startedAt,
    renderingContent: {},
  };
  if (requestedFacets.length > 0) {
    const counts: Record<string, Record<string, number>> = {};
    for (const facet of requestedFacets) counts[facet] = {};
    for (const sectionIndex of matches.sectionIndexes) {
      const read = pageAttributes(sectionIndex);
      for (const facet of requestedFacets) {
        const value = read(facet);
        if (typeof value !== 'string') continue;
        const facetCounts = counts[facet]!;
        facetCounts[value] = (facetCounts[value] ?? 0) + 1;
      }
    }
    result.facets = counts;
    result.exhaustiveFacetsCount = true;
    result.exhaustive.facetsCount = true;
  }
  return result;
}
