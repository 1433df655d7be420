import { SEARCH_INDEX_FORMAT_VERSION, type SearchIndexData } from '../records';

/**
 * Downloading and reading the serialised index are separate steps, so the page can download
 * while the search worker reads and indexes; any failure rejects so the caller can show its
 * error state.
 */

export async function fetchSearchIndexBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export function parseSearchIndex(json: string, url: string): SearchIndexData {
  const data = JSON.parse(json) as Partial<SearchIndexData> | null;
  if (data?.v !== SEARCH_INDEX_FORMAT_VERSION || !Array.isArray(data.sections)) {
    throw new Error(`Search index at ${url} has an unknown format`);
  }
  return data as SearchIndexData;
}
