import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import {
  SearchBackendLostError,
  SearchUnavailableError,
  type SearchBackend,
} from './createLocalSearchClient';
import type { SearchWorkerRequest, SearchWorkerResponse } from './searchWorkerProtocol';

/**
 * The page's side of the search worker: hands it the downloaded index, then forwards each query
 * and resolves with the worker's answer. A worker that cannot run at all (its script blocked or
 * not loading) rejects with SearchWorkerUnavailableError, so the caller can index in the page.
 */

/** The part of a `Worker` this module uses; tests pass a stand-in. */
export type SearchWorkerPort = {
  postMessage(message: SearchWorkerRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message' | 'error', listener: (event: Event) => void): void;
  terminate(): void;
};

export class SearchWorkerUnavailableError extends Error {
  override readonly name = 'SearchWorkerUnavailableError';
}

type PendingAnswer = {
  resolve: (result: AlgoliaSearchResult) => void;
  reject: (error: Error) => void;
};

export function startWorkerBackend(
  worker: SearchWorkerPort,
  index: ArrayBuffer,
  options: { url: string; origin: string },
): Promise<SearchBackend> {
  return new Promise((resolveReady, rejectReady) => {
    const pending = new Map<number, PendingAnswer>();
    let nextId = 0;
    let lost: Error | null = null;

    const settle = (id: number, outcome: (answer: PendingAnswer) => void) => {
      const answer = pending.get(id);
      pending.delete(id);
      if (answer) outcome(answer);
    };

    const backend: SearchBackend = {
      answer(request: AlgoliaSearchRequest) {
        if (lost) return Promise.reject(lost);
        nextId += 1;
        const id = nextId;
        return new Promise<AlgoliaSearchResult>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker.postMessage({ type: 'answer', id, request }, []);
        });
      },
    };

    worker.addEventListener('message', (event) => {
      const response = (event as MessageEvent<SearchWorkerResponse>).data;
      switch (response.type) {
        case 'ready':
          resolveReady(backend);
          break;
        case 'load-failed':
          worker.terminate();
          rejectReady(new Error(response.message));
          break;
        case 'answer':
          settle(response.id, (answer) => answer.resolve(response.result));
          break;
        case 'answer-failed': {
          const error = new Error(response.message);
          settle(response.id, (answer) =>
            answer.reject(response.unavailable ? new SearchUnavailableError(error) : error),
          );
          break;
        }
      }
    });

    // Fired when the script cannot load or run, or the worker dies; either way it is gone.
    worker.addEventListener('error', () => {
      worker.terminate();
      const error = new SearchWorkerUnavailableError('The search worker stopped');
      lost = new SearchBackendLostError(error);
      rejectReady(error);
      for (const answer of pending.values()) answer.reject(lost);
      pending.clear();
    });

    worker.postMessage({ type: 'load', index, url: options.url, origin: options.origin }, [index]);
  });
}
