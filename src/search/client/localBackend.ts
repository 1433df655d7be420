import { answerQuery } from '../engine/answerQuery';
import { createSearchEngine } from '../engine/searchEngine';
import type { SearchIndexData } from '../records';
import type { SearchBackend } from './createLocalSearchClient';

/** The engine behind the local client; loaded as its own chunk on first use. */
export function createLocalBackend(
  data: SearchIndexData,
  options: { origin: string },
): SearchBackend {
  const engine = createSearchEngine(data);
  return { answer: (request) => answerQuery(engine, request, options) };
}
