import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { SearchUnavailableError } from './createLocalSearchClient';
import { createBackendFromFile, type InThreadBackend } from './localBackend';

/**
 * What the page and the search worker say to each other. The page downloads the index (so
 * request interception, offline mode and HTTP errors behave as for any fetch of the page) and
 * hands the bytes over without copying; the worker reads them, restores the engine and answers
 * queries (fetching the index shards each query needs), so none of that work blocks the page
 * while the reader types.
 */

export type SearchWorkerRequest =
  | { type: 'load'; index: ArrayBuffer; url: string; origin: string }
  | { type: 'answer'; id: number; request: AlgoliaSearchRequest };

export type SearchWorkerResponse =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'answer'; id: number; result: AlgoliaSearchResult }
  /** `unavailable`: a piece of the index could not be fetched; a later query may succeed. */
  | { type: 'answer-failed'; id: number; message: string; unavailable: boolean };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The worker's side: a message handler that replies through `post`. */
export function createSearchWorkerHandler(
  post: (response: SearchWorkerResponse) => void,
): (request: SearchWorkerRequest) => void {
  let backend: InThreadBackend | null = null;
  return (request) => {
    if (request.type === 'load') {
      try {
        const json = new TextDecoder().decode(request.index);
        backend = createBackendFromFile(json, { url: request.url, origin: request.origin });
        post({ type: 'ready' });
      } catch (error) {
        post({ type: 'load-failed', message: messageOf(error) });
      }
      return;
    }
    const { id } = request;
    Promise.resolve()
      .then(() => {
        if (!backend) throw new Error('The search index is not loaded');
        return backend.answer(request.request);
      })
      .then(
        (result) => post({ type: 'answer', id, result }),
        (error: unknown) => {
          const unavailable = error instanceof SearchUnavailableError;
          const cause = unavailable ? (error.cause ?? error) : error;
          post({ type: 'answer-failed', id, message: messageOf(cause), unavailable });
        },
      );
  };
}
