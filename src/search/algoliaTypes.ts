/**
 * The subset of Algolia's search API (v5 `search` method, multi-index queries) that the
 * DocSearch modal and the theme's search page use, as the local client implements it.
 */

/** One query of a `search()` call after normalisation (v5 flat form). */
export type AlgoliaSearchRequest = {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
};

/** What callers may pass: v5 `{requests}` or the legacy array of `{indexName, params}`. */
export type AlgoliaSearchInput =
  { requests: ReadonlyArray<Record<string, unknown>> } | ReadonlyArray<Record<string, unknown>>;

export type AlgoliaHit = Record<string, unknown> & { objectID: string };

export type AlgoliaSearchResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean; facetsCount?: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
  renderingContent: Record<string, never>;
};

export type AlgoliaSearchResponse = { results: AlgoliaSearchResult[] };
