/**
 * Web Worker entry of the solver. Protocol:
 *   in:  { type: 'solve', request, maxIterations? } | { type: 'cancel' }
 *   out: { type: 'progress', iteration, bestCost, unassigned, elapsedMs }
 *        { type: 'result', response } | { type: 'error', message, path? }
 * The search runs in slices and yields to the event loop between them, so a cancel message is
 * seen within a slice; a cancelled search still answers with the best plan found so far.
 */
import { isSolveInputError } from './errors';
import { createSolveSession } from './index';
import type { SolveProgress, SolveRequest, SolveResponse } from './types';

export type SolverWorkerRequest =
  { type: 'solve'; request: SolveRequest; maxIterations?: number } | { type: 'cancel' };

export type SolverWorkerResponse =
  | ({ type: 'progress' } & SolveProgress)
  | { type: 'result'; response: SolveResponse }
  | { type: 'error'; message: string; path?: string };

/** The part of a worker global scope the solver uses (structural, so tests can fake it). */
export interface SolverWorkerScope {
  postMessage(message: SolverWorkerResponse): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const SLICE_MS = 40;

type TimerHost = { setTimeout(callback: () => void, ms: number): unknown };

function deferToEventLoop(callback: () => void): void {
  (globalThis as unknown as TimerHost).setTimeout(callback, 0);
}

export function attachSolverWorker(
  scope: SolverWorkerScope,
  defer: (callback: () => void) => void = deferToEventLoop,
): void {
  let current: { aborted: boolean } | null = null;

  const start = (message: { request: SolveRequest; maxIterations?: number }) => {
    if (current) current.aborted = true;
    const signal = { aborted: false };
    current = signal;
    let session;
    try {
      session = createSolveSession(message.request, {
        signal,
        maxIterations: message.maxIterations,
        // The playground shows the smallest change that would serve each unassigned task.
        suggestRelaxations: true,
        onProgress: (progress) => scope.postMessage({ type: 'progress', ...progress }),
      });
    } catch (error) {
      if (current === signal) current = null;
      scope.postMessage(errorMessage(error));
      return;
    }
    const run = () => {
      try {
        if (!session.step(SLICE_MS)) {
          defer(run);
          return;
        }
        const response = session.finish();
        // A superseded search stays silent; its successor answers.
        if (current === signal) {
          current = null;
          scope.postMessage({ type: 'result', response });
        }
      } catch (error) {
        if (current === signal) current = null;
        scope.postMessage(errorMessage(error));
      }
    };
    defer(run);
  };

  scope.addEventListener('message', (event) => {
    const data = event.data as Partial<SolverWorkerRequest> | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'solve' && 'request' in data && data.request) {
      start({ request: data.request, maxIterations: data.maxIterations });
    } else if (data.type === 'cancel' && current) {
      current.aborted = true;
    }
  });
}

function errorMessage(error: unknown): SolverWorkerResponse {
  if (isSolveInputError(error)) return { type: 'error', message: error.message, path: error.path };
  return { type: 'error', message: error instanceof Error ? error.message : String(error) };
}

// Attach only inside a real worker global scope (not when imported by tests or bundles).
const workerScopeClass = (globalThis as { WorkerGlobalScope?: abstract new () => unknown })
  .WorkerGlobalScope;
if (typeof workerScopeClass === 'function' && globalThis instanceof workerScopeClass) {
  attachSolverWorker(globalThis as unknown as SolverWorkerScope);
}
