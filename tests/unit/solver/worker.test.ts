import { describe, expect, it } from 'vitest';
import {
  attachSolverWorker,
  type SolverWorkerResponse,
  type SolverWorkerScope,
} from '../../../src/solver/worker';
import { checkPlan } from '../../support/feasibility';
import { randomPlanarRequest, sampleRequest } from './fixtures';

/**
 * A stand-in for the worker global scope: records posted messages, delivers incoming ones.
 * `defer` replaces the worker's yield to the event loop between search slices.
 */
function fakeScope(defer?: (slice: () => void) => void) {
  const posted: SolverWorkerResponse[] = [];
  let listener: ((event: { data: unknown }) => void) | null = null;
  const waiters: (() => void)[] = [];
  const scope: SolverWorkerScope = {
    postMessage(message) {
      posted.push(message);
      waiters.splice(0).forEach((wake) => wake());
    },
    addEventListener(_type, handler) {
      listener = handler;
    },
  };
  attachSolverWorker(scope, defer);
  return {
    posted,
    send: (data: unknown) => listener!({ data }),
    async until(predicate: (m: SolverWorkerResponse) => boolean): Promise<SolverWorkerResponse> {
      for (;;) {
        const found = posted.find(predicate);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

describe('solver worker protocol', () => {
  it('answers solve with progress messages and a result', async () => {
    const worker = fakeScope();
    const request = sampleRequest();
    worker.send({ type: 'solve', request, maxIterations: 200 });
    const result = await worker.until((m) => m.type === 'result');
    expect(worker.posted.some((m) => m.type === 'progress')).toBe(true);
    if (result.type !== 'result') throw new Error('unreachable');
    expect(checkPlan(request, result.response)).toEqual([]);
    expect(worker.posted.filter((m) => m.type === 'result')).toHaveLength(1);
  });

  it('reports input errors with the field path', async () => {
    const worker = fakeScope();
    const request = sampleRequest();
    request.jobs![1] = { ...request.jobs![1], id: request.jobs![0].id };
    worker.send({ type: 'solve', request });
    const error = await worker.until((m) => m.type === 'error');
    expect(error).toMatchObject({ type: 'error', path: '/jobs/1/id' });
  });

  it('cancel ends a long search at its next slice with the best plan so far', () => {
    // The test runs the slices itself, so it sees exactly when the cancel takes effect.
    const slices: (() => void)[] = [];
    const worker = fakeScope((slice) => slices.push(slice));
    const request = randomPlanarRequest(3, 80, 6);
    request.options = { ...request.options, time_limit: 30 };
    worker.send({ type: 'solve', request });
    while (!worker.posted.some((m) => m.type === 'progress')) slices.shift()!();
    worker.send({ type: 'cancel' });
    expect(slices).toHaveLength(1);
    slices.shift()!();
    expect(slices).toHaveLength(0);
    const results = worker.posted.filter((m) => m.type === 'result');
    expect(results).toHaveLength(1);
    const [result] = results;
    if (result.type !== 'result') throw new Error('unreachable');
    expect(checkPlan(request, result.response)).toEqual([]);
  });
});
