import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../algoliaTypes';
import { SearchUnavailableError } from '../client/createLocalSearchClient';
import { SEARCH_FETCH_TIMEOUT_MS, fetchWithinTimeout } from '../client/fetchWithinTimeout';
import { answerQuery } from '../engine/answerQuery';
import { createCorpusSearchEngine } from '../engine/searchEngine';
import type { ShardManifest } from './format';
import { MissingSearchData } from './missingSearchData';
import { isPageTable, isRecordShard, isTailPiece, isTermList, isTermShard } from './pieceShapes';
import { createShardedCorpus } from './shardedCorpus';

/**
 * Answers queries from a sharded index, fetching the pieces each query needs: the term shards
 * of its words (and the page table, with the first query), the term lists of the lengths
 * its typos can reach when it needs typos, and the record shards of the hits it shows. Pieces stay loaded for later queries. A piece that cannot be fetched fails that query
 * with SearchUnavailableError (the modal's "Unable to fetch results") and is asked for again by
 * the next one; nothing already loaded is dropped. A piece of the wrong shape fails the same way
 * and is never kept (./pieceShapes.ts).
 */

/** Reads one file of the index, named relative to the manifest. */
export type ShardFetcher = (file: string) => Promise<unknown>;

/** Each round loads everything the previous attempt found missing; a query needs at most four. */
const MAX_ROUNDS = 6;

export function fetchShardsOverHttp(
  manifestUrl: string,
  { timeoutMs = SEARCH_FETCH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ShardFetcher {
  return (file) =>
    fetchWithinTimeout(
      new URL(file, manifestUrl),
      `Search index piece ${file}`,
      timeoutMs,
      (response) => response.json() as Promise<unknown>,
    );
}

/** A fetched piece whose shape is not what its kind must be (a broken deploy, a damaged cache). */
export class MalformedSearchPiece extends Error {
  override readonly name = 'MalformedSearchPiece';

  constructor(readonly file: string) {
    super(`Search index piece ${file} is not what its kind must be`);
  }
}

export function createShardedBackend(
  manifest: ShardManifest,
  options: { origin: string; fetchShard: ShardFetcher },
) {
  let corpus = createShardedCorpus(manifest);
  let engine = createCorpusSearchEngine(corpus);
  const inFlight = new Map<string, Promise<unknown>>();

  /** One request per file at a time; a failed one is forgotten so a later query retries it. */
  function fetchOnce(file: string): Promise<unknown> {
    let pending = inFlight.get(file);
    if (!pending) {
      pending = options.fetchShard(file).finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  }

  /** Fetches a piece and checks its shape; a piece that fails the check never reaches the corpus. */
  async function fetchChecked<T>(file: string, isValid: (value: unknown) => value is T) {
    const piece = await fetchOnce(file);
    if (!isValid(piece)) throw new MalformedSearchPiece(file);
    return piece;
  }

  function loadPageTable(): Promise<void> {
    // The corpus the table is for: a reset while it is on its way must not receive it.
    const target = corpus;
    return fetchChecked(manifest.pages, isPageTable).then((table) => target.addPageTable(table));
  }

  async function load(missing: MissingSearchData): Promise<void> {
    const target = corpus;
    const loads: Array<Promise<void>> = [
      ...missing.termShards.map(async (position) => {
        const shard = await fetchChecked(manifest.termShards[position]![1], isTermShard);
        target.addTermShard(position, shard);
      }),
      ...missing.recordShards.map(async (position) => {
        const [first, file] = target.recordShardEntry(position);
        const shard = await fetchChecked(file, (value) => isRecordShard(value, first));
        target.addRecordShard(position, shard);
      }),
    ];
    for (const file of missing.tails) {
      loads.push(fetchChecked(file, isTailPiece).then((tail) => target.addTail(file, tail)));
    }
    if (missing.pages) loads.push(loadPageTable());
    for (const position of missing.dictionary) {
      const file = manifest.dictionary[position]![1];
      loads.push(fetchChecked(file, isTermList).then((terms) => target.addTerms(position, terms)));
    }
    // Every piece is awaited, so one failure does not leave others half-added.
    const outcomes = await Promise.allSettled(loads);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw new SearchUnavailableError((failed as PromiseRejectedResult).reason);
  }

  /**
   * Pieces that each pass their check can still disagree (a term shard naming a page the table
   * lacks, from two deploys): the query fails as a network failure does, and everything loaded
   * is dropped, so the next query starts from the manifest again.
   */
  function startOver(cause: unknown): never {
    corpus = createShardedCorpus(manifest);
    engine = createCorpusSearchEngine(corpus);
    throw new SearchUnavailableError(cause);
  }

  // Every query needs the page table: ask for it now, so the first query does not wait for it.
  // Any failure here, a bad table included, is the first query's to report (it asks again).
  loadPageTable().catch(() => undefined);

  return {
    get corpus() {
      return corpus;
    },
    async answer(request: AlgoliaSearchRequest): Promise<AlgoliaSearchResult> {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        try {
          return answerQuery(engine, request, { origin: options.origin });
        } catch (error) {
          if (!(error instanceof MissingSearchData)) startOver(error);
          await load(error);
        }
      }
      startOver(new Error(`Search index pieces for "${String(request.query)}" never completed`));
    },
  };
}
