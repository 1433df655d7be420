import { isDeepStrictEqual } from 'node:util';

import { expect } from 'vitest';

import type { AlgoliaSearchRequest, AlgoliaSearchResult } from '../../../src/search/algoliaTypes';
import type { PageTable, ShardManifest } from '../../../src/search/shards/format';
import { createShardedBackend } from '../../../src/search/shards/shardedBackend';

/**
 * A sharded index served from memory, counting what a query fetches, and the requests both
 * backends (whole and sharded) are compared on.
 */

export type ServedShards = {
  backend: ReturnType<typeof createShardedBackend>;
  /** Every file fetched so far, in order (relative to the manifest). */
  fetched: string[];
  /** While set, fetching this file fails as a dropped connection does. */
  failing: Set<string>;
  /** While set, fetching this file answers this value instead of the file's JSON. */
  damaged: Map<string, unknown>;
};

export function serveShards(
  manifest: ShardManifest,
  read: (file: string) => string,
  origin: string,
  /** Pieces damaged from the start (the page table is fetched as the backend is created). */
  damaged = new Map<string, unknown>(),
): ServedShards {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const backend = createShardedBackend(manifest, {
    origin,
    fetchShard: async (file) => {
      fetched.push(file);
      if (failing.has(file)) throw new TypeError('Failed to fetch');
      if (damaged.has(file)) return structuredClone(damaged.get(file));
      return JSON.parse(read(file)) as unknown;
    },
  });
  return { backend, fetched, failing, damaged };
}

/** Facet filters as the modal (contextual search), the search page, and hand-written ones send. */
export const FACET_FILTER_VARIANTS: ReadonlyArray<AlgoliaSearchRequest['facetFilters']> = [
  undefined,
  ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  ['docusaurus_tag:-default'],
  [['hierarchy.lvl0:API reference', 'docusaurus_tag:docs-default-current']],
];

export function searchRequest(
  query: string,
  facetFilters: AlgoliaSearchRequest['facetFilters'],
  page = 0,
): AlgoliaSearchRequest {
  return {
    indexName: 'local',
    query,
    hitsPerPage: 20,
    page,
    facetFilters,
    facets: ['language', 'docusaurus_tag'],
  };
}

/** A result with its timing left out: the only field that may differ between two engines. */
export function comparable(
  result: AlgoliaSearchResult,
): Omit<AlgoliaSearchResult, 'processingTimeMS'> {
  const { processingTimeMS: _ignored, ...rest } = result;
  return rest;
}

/**
 * Expects two answers to be equal but for their timing. Node's strict deep equality settles an
 * equal pair at a fraction of Vitest's cost (answers run to hundreds of fields, compared by the
 * hundred); a pair it finds unequal goes to `toEqual`, which decides and shows the difference.
 */
export function expectSameAnswer(
  actual: AlgoliaSearchResult,
  expected: AlgoliaSearchResult,
  message?: string,
): void {
  const [left, right] = [comparable(actual), comparable(expected)];
  if (!isDeepStrictEqual(left, right)) expect(left, message).toEqual(right);
}

/** The files a manifest leads to, by kind. */
export function piecesOf(manifest: ShardManifest, read: (file: string) => string) {
  const pageTable = JSON.parse(read(manifest.pages)) as PageTable;
  return {
    termFiles: manifest.termShards.map(([, file]) => file),
    recordFiles: pageTable.recordShards.map(([, file]) => file),
    pageTable,
  };
}
