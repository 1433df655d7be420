/**
 * What the search plugin (src/plugins/search) hands to the browser through Docusaurus global
 * data, only when it builds the local index. Shared by the plugin (node) and the browser client
 * so the two cannot drift apart; no global data means hosted DocSearch answers.
 */
export const SEARCH_PLUGIN_NAME = 'search';

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
