import { describe, expect, it } from 'vitest';

import type { AlgoliaSearchRequest } from '../../../src/search/algoliaTypes';
import { createLocalSearchClient } from '../../../src/search/client/createLocalSearchClient';
import { createLocalBackend } from '../../../src/search/client/localBackend';
import {
  createSearchWorkerHandler,
  type SearchWorkerRequest,
} from '../../../src/search/client/searchWorkerProtocol';
import {
  SearchWorkerUnavailableError,
  startWorkerBackend,
  type SearchWorkerPort,
} from '../../../src/search/client/workerBackend';
import { fixtureIndex } from './fixtureIndex';

/**
 * The page and the search worker joined by a stand-in for `postMessage`: every message is
 * structured-cloned (with its transfer list, as the browser does) and delivered in a later task,
 * so what crosses must be cloneable data and nothing may rely on a synchronous reply.
 */

const ORIGIN = 'https://docs.example.com';
const URL_PATH = '/search-index/en.0123456789ab.json';

type FakeWorker = SearchWorkerPort & {
  /** What the worker received, in order. */
  received: SearchWorkerRequest[];
  terminated: boolean;
  /** The worker stops as a crashed or unloadable worker does: an `error` event. */
  crash(): void;
};

function fakeWorker(): FakeWorker {
  const listeners: Record<'message' | 'error', Array<(event: Event) => void>> = {
    message: [],
    error: [],
  };
  const worker: FakeWorker = {
    received: [],
    terminated: false,
    postMessage(message, transfer) {
      const copy = structuredClone(message, { transfer });
      setTimeout(() => {
        if (worker.terminated) return;
        worker.received.push(copy);
        handle(copy);
      }, 0);
    },
    addEventListener(type, listener) {
      listeners[type].push(listener);
    },
    terminate() {
      worker.terminated = true;
    },
    crash() {
      for (const listener of listeners.error) listener(new Event('error'));
    },
  };
  const handle = createSearchWorkerHandler((response) => {
    const copy = structuredClone(response);
    setTimeout(() => {
      if (worker.terminated) return;
      for (const listener of listeners.message) listener({ data: copy } as MessageEvent);
    }, 0);
  });
  return worker;
}

function indexBytes(json = JSON.stringify(fixtureIndex())): ArrayBuffer {
  const bytes = new TextEncoder().encode(json);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

const REQUEST: AlgoliaSearchRequest = {
  indexName: 'docs',
  query: 'time windows',
  hitsPerPage: 5,
  facetFilters: ['language:en'],
};

describe('search worker', () => {
  it('answers exactly as the engine in the page does, and takes the index without a copy', async () => {
    const worker = fakeWorker();
    const index = indexBytes();
    const backend = await startWorkerBackend(worker, index, { url: URL_PATH, origin: ORIGIN });
    // Transferred, not copied: the page's buffer is detached once it is sent.
    expect(index.byteLength).toBe(0);

    const inPage = createLocalBackend(fixtureIndex(), { origin: ORIGIN });
    const fromWorker = await backend.answer(REQUEST);
    const expected = inPage.answer(REQUEST);
    expect(fromWorker.hits.length).toBeGreaterThan(0);
    expect({ ...fromWorker, processingTimeMS: 0 }).toEqual({ ...expected, processingTimeMS: 0 });
  });

  it('pairs concurrent answers with their queries', async () => {
    const backend = await startWorkerBackend(fakeWorker(), indexBytes(), {
      url: URL_PATH,
      origin: ORIGIN,
    });
    const queries = ['time', 'webhooks', 'depot', 'time windows'];
    const results = await Promise.all(
      queries.map((query) => backend.answer({ indexName: 'docs', query })),
    );
    expect(results.map((result) => result.query)).toEqual(queries);
  });

  it('reports an index it cannot read as a load failure, naming the URL', async () => {
    const worker = fakeWorker();
    const started = startWorkerBackend(worker, indexBytes('{"v":999}'), {
      url: URL_PATH,
      origin: ORIGIN,
    });
    const error = await started.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    // Not "unavailable": indexing in the page would fail the same way.
    expect(error).not.toBeInstanceOf(SearchWorkerUnavailableError);
    expect((error as Error).message).toContain(URL_PATH);
    expect(worker.terminated).toBe(true);
  });

  it('says the worker is unavailable when it cannot run, so the page can index instead', async () => {
    const worker = fakeWorker();
    const started = startWorkerBackend(worker, indexBytes(), { url: URL_PATH, origin: ORIGIN });
    worker.crash();
    await expect(started).rejects.toBeInstanceOf(SearchWorkerUnavailableError);
    expect(worker.terminated).toBe(true);
  });

  it('turns a worker lost after loading into the failure screen, and the next search reloads', async () => {
    const workers: FakeWorker[] = [];
    const client = createLocalSearchClient({
      loadBackend: () => {
        const worker = fakeWorker();
        workers.push(worker);
        return startWorkerBackend(worker, indexBytes(), { url: URL_PATH, origin: ORIGIN });
      },
    });
    const first = await client.search({ requests: [REQUEST] });
    expect(first.results[0]!.nbHits).toBeGreaterThan(0);

    const pending = client.search({ requests: [REQUEST] });
    workers[0]!.crash();
    // DocSearch shows its failure screen only for errors with this name.
    await expect(pending).rejects.toMatchObject({ name: 'RetryError' });

    const recovered = await client.search({ requests: [REQUEST] });
    expect(recovered.results[0]!.nbHits).toBeGreaterThan(0);
    expect(workers).toHaveLength(2);
  });
});
