import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { parseSearchIndex } from './fetchSearchIndex';
import { createLocalBackend, type InThreadBackend } from './localBackend';

/**
 * What the page and the search worker say to each other. The page downloads the index (so
 * request interception, offline mode and HTTP errors behave as for any fetch of the page) and
 * hands the bytes over without copying; the worker reads them, restores the engine and answers
 * queries, so none of that work blocks the page while the reader types.
 */

export type SearchWorkerRequest =
  | { type: 'load'; index: ArrayBuffer; url: string; origin: string }
  | { type: 'answer'; id: number; request: AlgoliaSearchRequest };

export type SearchWorkerResponse =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'answer'; id: number; result: AlgoliaSearchResult }
  | { type: 'answer-failed'; id: number; message: string };

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
        backend = createLocalBackend(parseSearchIndex(json, request.url), {
          origin: request.origin,
        });
        post({ type: 'ready' });
      } catch (error) {
        post({ type: 'load-failed', message: messageOf(error) });
      }
      return;
    }
    try {
      if (!backend) throw new Error('The search index is not loaded');
      post({ type: 'answer', id: request.id, result: backend.answer(request.request) });
    } catch (error) {
      post({ type: 'answer-failed', id: request.id, message: messageOf(error) });
    }
  };
}
