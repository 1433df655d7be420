import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchShardsOverHttp } from '../../../src/search/shards/shardedBackend';

const MANIFEST = 'https://docs.example.test/search-index/manifest.json';

/** A fetch that answers only when told to, and rejects as the platform does when aborted. */
function stalledFetch() {
  const requests: Array<{ url: string; signal: AbortSignal }> = [];
  const fetchStub = vi.fn((input: URL | string, init?: RequestInit) => {
    const signal = init!.signal!;
    requests.push({ url: String(input), signal });
    return new Promise<Response>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  });
  return { fetchStub, requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetching an index piece', () => {
  it('resolves the file against the manifest and returns its JSON', async () => {
    const fetchStub = vi.fn(async (_input: URL | string) => Response.json({ terms: ['driver'] }));
    vi.stubGlobal('fetch', fetchStub);
    await expect(fetchShardsOverHttp(MANIFEST)('t/3.json')).resolves.toEqual({
      terms: ['driver'],
    });
    expect(String(fetchStub.mock.calls[0]![0])).toBe(
      'https://docs.example.test/search-index/t/3.json',
    );
  });

  it('fails with the file and status on an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(fetchShardsOverHttp(MANIFEST)('t/3.json')).rejects.toThrow(
      'Search index piece t/3.json: HTTP 404',
    );
  });

  it('gives up on a stalled request after the timeout, so the next query can ask again', async () => {
    vi.useFakeTimers();
    const { fetchStub, requests } = stalledFetch();
    vi.stubGlobal('fetch', fetchStub);
    const pending = fetchShardsOverHttp(MANIFEST, { timeoutMs: 5_000 })('r/0.json');
    const outcome = pending.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(await outcome).toBe('Search index piece r/0.json: no answer in 5000 ms');
  });

  it('leaves no timer behind once a piece has arrived', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    await fetchShardsOverHttp(MANIFEST)('d/1.json');
    expect(vi.getTimerCount()).toBe(0);
  });
});
