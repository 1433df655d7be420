import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { answerQuery } from '../engine/answerQuery';
import { createSearchEngine } from '../engine/searchEngine';
import type { TierLimits } from '../engine/termHeads';
import type { SearchIndexData } from '../records';
import { isShardManifest } from '../shards/format';
import { createShardedBackend, fetchShardsOverHttp } from '../shards/shardedBackend';
import { parseSearchIndex } from './fetchSearchIndex';

/** The engine behind the local client, in whichever thread holds the index. */
export type InThreadBackend = {
  answer(request: AlgoliaSearchRequest): AlgoliaSearchResult | Promise<AlgoliaSearchResult>;
};

/** Over the whole index in memory (tests, the bench, tools). */
export function createLocalBackend(
  data: SearchIndexData,
  options: { origin: string; tierLimits?: TierLimits },
): InThreadBackend {
  const engine = createSearchEngine(data, options.tierLimits);
  return { answer: (request) => answerQuery(engine, request, options) };
}

/**
 * Over the file the site names: a manifest, whose shards are then fetched relative to its URL
 * as queries need them, or a whole index.
 */
export function createBackendFromFile(
  json: string,
  options: { url: string; origin: string },
): InThreadBackend {
  const parsed: unknown = JSON.parse(json);
  if (isShardManifest(parsed)) {
    const manifestUrl = new URL(options.url, options.origin).href;
    return createShardedBackend(parsed, {
      origin: options.origin,
      fetchShard: fetchShardsOverHttp(manifestUrl),
    });
  }
  return createLocalBackend(parseSearchIndex(json, options.url), options);
}
