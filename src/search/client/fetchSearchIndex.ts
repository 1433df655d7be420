import { SEARCH_INDEX_FORMAT_VERSION, type SearchIndexData } from '../records';
import { SEARCH_FETCH_TIMEOUT_MS, fetchWithinTimeout } from './fetchWithinTimeout';

/**
 * Downloading and reading the serialised index are separate steps, so the page can download
 * while the search worker reads and indexes; any failure rejects so the caller can show its
 * error state.
 */

/** Every search waits on this file, so it gets the same bound as the pieces it names. */
export function fetchSearchIndexBytes(
  url: string,
  { timeoutMs = SEARCH_FETCH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ArrayBuffer> {
  return fetchWithinTimeout(url, `Search index ${url}`, timeoutMs, (response) =>
    response.arrayBuffer(),
  );
}

export function parseSearchIndex(json: string, url: string): SearchIndexData {
  const data = JSON.parse(json) as Partial<SearchIndexData> | null;
  if (data?.v !== SEARCH_INDEX_FORMAT_VERSION || !Array.isArray(data.sections)) {
    throw new Error(`Search index at ${url} has an unknown format`);
  }
  return data as SearchIndexData;
}
