import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchSearchIndexBytes } from '../../../src/search/client/fetchSearchIndex';
import { SEARCH_FETCH_TIMEOUT_MS } from '../../../src/search/client/fetchWithinTimeout';

/** The index manifest, which every search waits on, is bounded in time as its pieces are. */

const URL_OF_MANIFEST = '/search-index/manifest.json';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetching the search index manifest', () => {
  it('gives up on a fetch that never answers after the shared 8 s bound', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: string, init?: RequestInit) => {
        signals.push(init!.signal!);
        // Never answers, and rejects as the platform does once aborted.
        return new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error));
        });
      }),
    );
    const outcome = fetchSearchIndexBytes(URL_OF_MANIFEST).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    expect(SEARCH_FETCH_TIMEOUT_MS).toBe(8_000);
    await vi.advanceTimersByTimeAsync(SEARCH_FETCH_TIMEOUT_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(await outcome).toBe(`Search index ${URL_OF_MANIFEST}: no answer in 8000 ms`);
  });

  it('bounds reading the body too, not only the headers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        // Headers arrive at once; the body stalls until the request is aborted.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            init!.signal!.addEventListener('abort', () => controller.error(init!.signal!.reason));
          },
        });
        return new Response(body);
      }),
    );
    const outcome = fetchSearchIndexBytes(URL_OF_MANIFEST, { timeoutMs: 1_000 }).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe(`Search index ${URL_OF_MANIFEST}: no answer in 1000 ms`);
  });

  it('returns the bytes and leaves no timer behind', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"kind":"manifest"}')),
    );
    const bytes = await fetchSearchIndexBytes(URL_OF_MANIFEST);
    expect(new TextDecoder().decode(bytes)).toBe('{"kind":"manifest"}');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with the status on an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(fetchSearchIndexBytes(URL_OF_MANIFEST)).rejects.toThrow(
      `Search index ${URL_OF_MANIFEST}: HTTP 404`,
    );
  });
});
