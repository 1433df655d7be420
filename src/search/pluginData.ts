/**
 * What the search index plugin hands to the browser through Docusaurus global data. Shared by
 * the plugin (node) and the browser client so the two cannot drift apart.
 */
export const SEARCH_INDEX_PLUGIN_NAME = 'search-local-index';

export type SearchIndexGlobalData = {
  /** URL path (with baseUrl) of the index's manifest (src/search/shards/format.ts), content-hashed. */
  indexUrl: string;
};

export function isSearchIndexGlobalData(value: unknown): value is SearchIndexGlobalData {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { indexUrl?: unknown }).indexUrl === 'string'
  );
}
