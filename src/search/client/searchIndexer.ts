import type { SearchBackend } from './createLocalSearchClient';
import { fetchSearchIndexBytes } from './fetchSearchIndex';
import { isShardManifest } from '../shards/format';
import { createBackendFromFile } from './localBackend';
import { SearchWorkerUnavailableError, startWorkerBackend } from './workerBackend';

/**
 * What turns the downloaded index file into a search backend, loaded as its own chunk when
 * search is first wanted (main.js, on every page, keeps only the download).
 *
 * A sharded index (the manifest a build names) answers in the page: each query parses only a
 * few small pieces, and starting a worker (a new thread, its script and the engine's chunk
 * fetched one after the other) cost more than half of the time from "/" to the first hit. The
 * engine is part of this chunk rather than a chunk of its own, which it could only request once
 * this one had run. A whole index file (one big JSON to restore) still goes to a worker, where
 * one can run.
 */

export type SearchIndexer = {
  load(index: ArrayBuffer, options: { url: string; origin: string }): Promise<SearchBackend>;
  /** The download failed: let go of what was started for it. */
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

function loadInPage(json: string, url: string, origin: string): SearchBackend {
  return createBackendFromFile(json, { url, origin });
}

function isManifestFile(json: string): boolean {
  try {
    return isShardManifest(JSON.parse(json));
  } catch {
    // Not JSON at all: the backend's own reading reports it.
    return false;
  }
}

export function startSearchIndexer(): SearchIndexer {
  let worker: Worker | null = null;
  return {
    async load(index, { url, origin }) {
      const json = new TextDecoder().decode(index);
      if (isManifestFile(json)) return loadInPage(json, url, origin);
      worker = startSearchWorker();
      if (worker) {
        try {
          return await startWorkerBackend(worker, index, { url, origin });
        } catch (error) {
          if (!(error instanceof SearchWorkerUnavailableError)) throw error;
          // The bytes went to the worker; the HTTP cache has them again.
          const bytes = await fetchSearchIndexBytes(url);
          return loadInPage(new TextDecoder().decode(bytes), url, origin);
        }
      }
      return loadInPage(json, url, origin);
    },
    stop() {
      worker?.terminate();
    },
  };
}
