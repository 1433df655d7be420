import globalData from '@generated/globalData';

import { SEARCH_INDEX_PLUGIN_NAME, isSearchIndexGlobalData } from '../pluginData';
import {
  createLocalSearchClient,
  type LocalSearchClient,
  type SearchBackend,
} from './createLocalSearchClient';
import { SEARCH_MARKS } from './searchMarks';
import { fetchSearchIndexBytes, parseSearchIndex } from './fetchSearchIndex';
import { SearchWorkerUnavailableError, startWorkerBackend } from './workerBackend';

/**
 * The one local search client of the page, shared by the modal and the search page so the index
 * is downloaded and indexed once. Creating it touches nothing; the index loads on first use.
 * The index lives in a worker, which starts while the page downloads the index: reading and
 * restoring it then runs beside the modal's first render instead of after it. Where no worker
 * can run, the page indexes on its own thread as before.
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

function startSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./searchWorker.ts', import.meta.url), { name: 'search' });
  } catch {
    // A policy that forbids workers throws here; the page indexes instead.
    return null;
  }
}

async function loadInPage(indexUrl: string, index: ArrayBuffer): Promise<SearchBackend> {
  const { createLocalBackend } = await import(
    /* webpackChunkName: "search-engine" */ './localBackend'
  );
  const data = parseSearchIndex(new TextDecoder().decode(index), indexUrl);
  return createLocalBackend(data, { origin: window.location.origin });
}

async function loadBrowserBackend(): Promise<SearchBackend> {
  const indexUrl = configuredIndexUrl();
  const origin = window.location.origin;
  performance.mark(SEARCH_MARKS.loadStart);
  const worker = startSearchWorker();
  let index: ArrayBuffer;
  try {
    index = await fetchSearchIndexBytes(indexUrl);
  } catch (error) {
    worker?.terminate();
    throw error;
  }
  performance.mark(SEARCH_MARKS.downloaded);
  let backend: SearchBackend | null = null;
  if (worker) {
    try {
      backend = await startWorkerBackend(worker, index, { url: indexUrl, origin });
    } catch (error) {
      if (!(error instanceof SearchWorkerUnavailableError)) throw error;
      // The bytes went to the worker; the HTTP cache has them again.
      index = await fetchSearchIndexBytes(indexUrl);
    }
  }
  backend ??= await loadInPage(indexUrl, index);
  performance.mark(SEARCH_MARKS.ready);
  return backend;
}

export function getBrowserSearchClient(): LocalSearchClient {
  sharedClient ??= createLocalSearchClient({ loadBackend: loadBrowserBackend });
  return sharedClient;
}
