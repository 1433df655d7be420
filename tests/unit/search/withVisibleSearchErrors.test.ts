import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { withVisibleSearchErrors } from '../../../src/search/client/withVisibleSearchErrors';

function retryError(): Error {
  const error = new Error('unreachable');
  error.name = 'RetryError';
  return error;
}

/**
 * The chain DocSearch 3.9.0 and autocomplete-core 1.17.9 build on `search()`: DocSearch sets
 * the status to "error" in a catch, autocomplete resets it to "idle" in a later finally.
 */
async function runModalChain(search: () => Promise<unknown>): Promise<string[]> {
  const statuses: string[] = [];
  await search()
    .catch((error: Error) => {
      if (error.name === 'RetryError') statuses.push('error');
      throw error;
    })
    .then(() => statuses.push('results'))
    .finally(() => statuses.push('idle'))
    .catch(() => undefined);
  await settleDeferredHandlers();
  return statuses;
}

/** Runs every handler the wrapper deferred (it defers them by a timer) and what they chain. */
async function settleDeferredHandlers(): Promise<void> {
  await vi.runAllTimersAsync();
  expect(vi.getTimerCount()).toBe(0);
}

describe('withVisibleSearchErrors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the error status land after the idle reset, so the failure screen stays', async () => {
    const failing = { search: () => Promise.reject(retryError()) };
    expect(await runModalChain(() => failing.search())).toEqual(['error', 'idle']);
    const wrapped = withVisibleSearchErrors(failing);
    expect(await runModalChain(() => wrapped.search())).toEqual(['idle', 'error']);
  });

  it('passes results through untouched', async () => {
    const wrapped = withVisibleSearchErrors({ search: () => Promise.resolve({ results: [1] }) });
    await expect(wrapped.search()).resolves.toEqual({ results: [1] });
    expect(await runModalChain(() => wrapped.search())).toEqual(['results', 'idle']);
  });

  it('ignores a failure once a newer search has started', async () => {
    let rejectFirst: (error: Error) => void = () => undefined;
    const client = {
      search: vi
        .fn<() => Promise<unknown>>()
        .mockImplementationOnce(() => new Promise((_, reject) => (rejectFirst = reject)))
        .mockResolvedValue({ results: [] }),
    };
    const wrapped = withVisibleSearchErrors(client);
    const onFirstFailure = vi.fn();
    const first = wrapped.search().catch(onFirstFailure);
    await wrapped.search();
    rejectFirst(retryError());
    await first.catch(() => undefined);
    await settleDeferredHandlers();
    expect(onFirstFailure).not.toHaveBeenCalled();
  });

  it('keeps the rest of the client, with `this` pointing at the wrapper', async () => {
    const client = {
      appId: 'APP',
      search: vi.fn(() => Promise.resolve('hit')),
      searchForHits(this: { search: () => Promise<unknown> }) {
        return this.search();
      },
    };
    const wrapped = withVisibleSearchErrors(client);
    expect(wrapped.appId).toBe('APP');
    await expect(wrapped.searchForHits()).resolves.toBe('hit');
    expect(client.search).toHaveBeenCalledTimes(1);
  });
});
