/**
 * Runs the solver in a Web Worker (src/solver/worker.ts) so the page stays responsive, and
 * turns the worker protocol into callbacks. Imported dynamically by the playground only.
 */
import type { SolverWorkerRequest, SolverWorkerResponse } from '@site/src/solver/worker';
import type { SolveProgress, SolveRequest, SolveResponse } from '@site/src/solver/types';

export interface SolveRunHandlers {
  onProgress(progress: SolveProgress): void;
  onResult(response: SolveResponse): void;
  onError(message: string, path?: string): void;
}

export interface SolveRun {
  /**
   * Asks the worker to stop; it still answers with the best plan found so far. A worker that
   * has not answered within CANCEL_ANSWER_TIMEOUT_MS is ended and the run reports an error.
   */
  cancel(): void;
  /** Ends the worker without waiting for an answer (page left, new run started). */
  terminate(): void;
}

/**
 * The solver checks for a cancel between slices, which take up to ~0.8 s at the largest size a
 * request may have; a worker silent for well over that is stuck, and only ending it frees the
 * reader's Cancel.
 */
const CANCEL_ANSWER_TIMEOUT_MS = 2000;

/** The part of a Worker a solve run uses, so tests can drive the protocol with a fake. */
type SolverWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

function runSolveOnWorker(
  worker: SolverWorker,
  request: SolveRequest,
  handlers: SolveRunHandlers,
): SolveRun {
  let finished = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    finished = true;
    clearTimeout(watchdog);
    worker.terminate();
  };
  const fail = (message: string) => {
    if (finished) return;
    finish();
    handlers.onError(message);
  };
  worker.addEventListener('message', (event: MessageEvent<SolverWorkerResponse>) => {
    const data = event.data;
    if (finished) return;
    if (data.type === 'progress') handlers.onProgress(data);
    else if (data.type === 'result') {
      finish();
      handlers.onResult(data.response);
    } else if (data.type === 'error') {
      finish();
      handlers.onError(data.message, data.path);
    }
  });
  worker.addEventListener('error', (event: ErrorEvent) => {
    fail(event.message || 'The solver stopped unexpectedly.');
  });
  // A message the page cannot deserialise would otherwise be dropped in silence, leaving the
  // run spinning for an answer that already came.
  worker.addEventListener('messageerror', () => {
    fail('The solver sent an answer the page could not read; the solver was stopped.');
  });
  const message: SolverWorkerRequest = { type: 'solve', request };
  worker.postMessage(message);
  return {
    cancel: () => {
      if (finished || watchdog !== undefined) return;
      worker.postMessage({ type: 'cancel' } satisfies SolverWorkerRequest);
      watchdog = setTimeout(() => {
        fail(
          `The solver did not stop within ${CANCEL_ANSWER_TIMEOUT_MS / 1000} s of Cancel, so it ` +
            'was ended; no plan was kept. Solve again to start over.',
        );
      }, CANCEL_ANSWER_TIMEOUT_MS);
    },
    terminate: finish,
  };
}

export function startSolveInWorker(request: SolveRequest, handlers: SolveRunHandlers): SolveRun {
  // Rspack recognises this exact form and emits the worker as its own chunk.
  const worker = new Worker(new URL('../../../solver/worker.ts', import.meta.url), {
    name: 'routekit-solver',
  });
  return runSolveOnWorker(worker, request, handlers);
}
