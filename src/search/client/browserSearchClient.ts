import globalData from '@generated/globalData';

import { SEARCH_INDEX_PLUGIN_NAME, isSearchIndexGlobalData } from '../pluginData';
import { createLocalSearchClient, type LocalSearchClient } from './createLocalSearchClient';
import { fetchSearchIndex } from './fetchSearchIndex';

/**
 * The one local search client of the page, shared by the modal and the search page so the index
 * is downloaded and indexed once. Creating it touches nothing; the index loads on first use.
 */

let sharedClient: LocalSearchClient | null = null;

function configuredIndexUrl(): string {
  const pluginData: unknown = (globalData as Record<string, Record<string, unknown> | undefined>)[
    SEARCH_INDEX_PLUGIN_NAME
  ]?.default;
  if (!isSearchIndexGlobalData(pluginData)) {
    throw new Error(`The ${SEARCH_INDEX_PLUGIN_NAME} plugin is not configured`);
  }
  return pluginData.indexUrl;
}

/** User Timing marks, so benchmarks can tell download from indexing. */
export const SEARCH_MARKS = {
  loadStart: 'search-index:load-start',
  downloaded: 'search-index:downloaded',
  ready: 'search-index:ready',
} as const;

async function loadBrowserBackend() {
  const indexUrl = configuredIndexUrl();
  performance.mark(SEARCH_MARKS.loadStart);
  const [{ createLocalBackend }, data] = await Promise.all([
    import(/* webpackChunkName: "search-engine" */ './localBackend'),
    fetchSearchIndex(indexUrl),
  ]);
  performance.mark(SEARCH_MARKS.downloaded);
  const backend = createLocalBackend(data, { origin: window.location.origin });
  performance.mark(SEARCH_MARKS.ready);
  return backend;
}

export function getBrowserSearchClient(): LocalSearchClient {
  sharedClient ??= createLocalSearchClient({ loadBackend: loadBrowserBackend });
  return sharedClient;
}
