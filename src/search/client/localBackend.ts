import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { answerQuery } from '../engine/answerQuery';
import { createSearchEngine } from '../engine/searchEngine';
import type { SearchIndexData } from '../records';

/** The engine behind the local client, in whichever thread holds the index. */
export type InThreadBackend = {
  answer(request: AlgoliaSearchRequest): AlgoliaSearchResult;
};

export function createLocalBackend(
  data: SearchIndexData,
  options: { origin: string },
): InThreadBackend {
  const engine = createSearchEngine(data);
  return { answer: (request) => answerQuery(engine, request, options) };
}
