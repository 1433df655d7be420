import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  startSolveInWorker,
  type SolveRunHandlers,
} from '../../../src/plugins/playground/client/solverClient';
import type { SolveRequest, SolveResponse } from '../../../src/solver/types';

/** Stands in for the solver's Web Worker: records what the page sends, answers when told. */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  terminated = false;

  constructor() {
    super();
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown): void {
    this.posted.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const REQUEST = { vehicles: [], jobs: [] } as unknown as SolveRequest;
const RESPONSE = { routes: [] } as unknown as SolveResponse;

function handlers() {
  return {
    onProgress: vi.fn<SolveRunHandlers['onProgress']>(),
    onResult: vi.fn<SolveRunHandlers['onResult']>(),
    onError: vi.fn<SolveRunHandlers['onError']>(),
  };
}

function start() {
  const seen = handlers();
  const run = startSolveInWorker(REQUEST, seen);
  const worker = FakeWorker.created.at(-1)!;
  expect(worker.posted).toEqual([{ type: 'solve', request: REQUEST }]);
  return { run, worker, seen };
}

describe('solver client: Cancel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.created = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the best plan when the worker answers a cancel in time', () => {
    const { run, worker, seen } = start();
    run.cancel();
    expect(worker.posted.at(-1)).toEqual({ type: 'cancel' });
    vi.advanceTimersByTime(1900);
    worker.answer({ type: 'result', response: RESPONSE });
    vi.advanceTimersByTime(10_000);
    expect(seen.onResult).toHaveBeenCalledWith(RESPONSE);
    expect(seen.onError).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('ends a worker that does not answer a cancel within 2 s, and says so', () => {
    const { run, worker, seen } = start();
    run.cancel();
    vi.advanceTimersByTime(1999);
    expect(worker.terminated).toBe(false);
    expect(seen.onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);
    expect(seen.onError).toHaveBeenCalledOnce();
    expect(seen.onError.mock.calls[0]![0]).toMatch(/did not stop within 2 s of Cancel/);
    // An answer that comes after all is not shown as if the run had ended normally.
    worker.answer({ type: 'result', response: RESPONSE });
    expect(seen.onResult).not.toHaveBeenCalled();
  });

  it('sends one cancel however often the reader presses Cancel, and one bound for it', () => {
    const { run, worker, seen } = start();
    run.cancel();
    vi.advanceTimersByTime(1500);
    run.cancel();
    expect(worker.posted.slice(1)).toEqual([{ type: 'cancel' }]);
    vi.advanceTimersByTime(500);
    expect(worker.terminated).toBe(true);
    expect(seen.onError).toHaveBeenCalledOnce();
  });

  it('sets no watchdog while nobody cancelled', () => {
    const { worker, seen } = start();
    vi.advanceTimersByTime(60_000);
    worker.answer({ type: 'result', response: RESPONSE });
    expect(seen.onResult).toHaveBeenCalledOnce();
    expect(seen.onError).not.toHaveBeenCalled();
  });

  it('ends the run with an error when an answer cannot be deserialised', () => {
    const { worker, seen } = start();
    worker.dispatchEvent(new MessageEvent('messageerror'));
    expect(worker.terminated).toBe(true);
    expect(seen.onError).toHaveBeenCalledOnce();
    expect(seen.onError.mock.calls[0]![0]).toMatch(/could not read/);
  });
});
