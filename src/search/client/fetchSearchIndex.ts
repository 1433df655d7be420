import { SEARCH_INDEX_FORMAT_VERSION, type SearchIndexData } from '../records';

/** Downloads the serialised index; any failure rejects so the caller can show its error state. */
export async function fetchSearchIndex(url: string): Promise<SearchIndexData> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status}`);
  const data = (await response.json()) as Partial<SearchIndexData>;
  if (data.v !== SEARCH_INDEX_FORMAT_VERSION || !Array.isArray(data.sections)) {
    throw new Error(`Search index at ${url} has an unknown format`);
  }
  return data as SearchIndexData;
}
