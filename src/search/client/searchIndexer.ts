import type { SearchBackend } from './createLocalSearchClient';
import { fetchSearchIndexBytes } from './fetchSearchIndex';
import { SearchWorkerUnavailableError, startWorkerBackend } from './workerBackend';

/**
 * What turns the downloaded index into a search backend, loaded as its own chunk when search
 * is first wanted (main.js, on every page, keeps only the download). The worker starts as soon
 * as this chunk runs, so it gets ready while the index is still downloading. Where no worker can
 * run, the page indexes on its own thread.
 */

export type SearchIndexer = {
  load(index: ArrayBuffer, options: { url: string; origin: string }): Promise<SearchBackend>;
  /** The download failed: let the worker go. */
  stop(): void;
};

function startSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./searchWorker.ts', import.meta.url), { name: 'search' });
  } catch {
    // A policy that forbids workers throws here; the page indexes instead.
    return null;
  }
}

async function loadInPage(index: ArrayBuffer, url: string, origin: string): Promise<SearchBackend> {
  const { createBackendFromFile } = await import(
    /* webpackChunkName: "search-engine" */ './localBackend'
  );
  return createBackendFromFile(new TextDecoder().decode(index), { url, origin });
}

export function startSearchIndexer(): SearchIndexer {
  const worker = startSearchWorker();
  return {
    async load(index, { url, origin }) {
      if (worker) {
        try {
          return await startWorkerBackend(worker, index, { url, origin });
        } catch (error) {
          if (!(error instanceof SearchWorkerUnavailableError)) throw error;
          // The bytes went to the worker; the HTTP cache has them again.
          return loadInPage(await fetchSearchIndexBytes(url), url, origin);
        }
      }
      return loadInPage(index, url, origin);
    },
    stop() {
      worker?.terminate();
    },
  };
}
