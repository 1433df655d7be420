import globalData from '@generated/globalData';

import { SEARCH_PLUGIN_NAME, isSearchIndexGlobalData } from '../pluginData';
import {
  createLocalSearchClient,
  type LocalSearchClient,
  type SearchBackend,
} from './createLocalSearchClient';
import { fetchSearchIndexBytes } from './fetchSearchIndex';
import { SEARCH_MARKS } from './searchMarks';

/**
 * The one local search client of the page, shared by the modal and the search page so the index
 * is downloaded and indexed once. Creating it touches nothing; the index loads on first use.
 * The engine's chunk (./searchIndexer.ts) downloads beside the index's manifest; the engine then
 * fetches, in the page, the shards each query needs (src/search/shards/).
 */

let sharedClient: LocalSearchClient | null = null;

function configuredIndexUrl(): string {
  const pluginData: unknown = (globalData as Record<string, Record<string, unknown> | undefined>)[
    SEARCH_PLUGIN_NAME
  ]?.default;
  if (!isSearchIndexGlobalData(pluginData)) {
    throw new Error(`The ${SEARCH_PLUGIN_NAME} plugin is not configured`);
  }
  return pluginData.indexUrl;
}

async function loadBrowserBackend(): Promise<SearchBackend> {
  const indexUrl = configuredIndexUrl();
  performance.mark(SEARCH_MARKS.loadStart);
  const indexer = import(/* webpackChunkName: "search-indexer" */ './searchIndexer').then(
    ({ startSearchIndexer }) => startSearchIndexer(),
  );
  // Its failure is reported below, once the download is done; not as an unhandled rejection.
  indexer.catch(() => undefined);
  let index: ArrayBuffer;
  try {
    index = await fetchSearchIndexBytes(indexUrl);
  } catch (error) {
    indexer.then(
      (started) => started.stop(),
      () => undefined,
    );
    throw error;
  }
  performance.mark(SEARCH_MARKS.downloaded);
  const startedIndexer = await indexer;
  const backend = await startedIndexer.load(index, {
    url: indexUrl,
    origin: window.location.origin,
  });
  performance.mark(SEARCH_MARKS.ready);
  return backend;
}

export function getBrowserSearchClient(): LocalSearchClient {
  sharedClient ??= createLocalSearchClient({ loadBackend: loadBrowserBackend });
  return sharedClient;
}
