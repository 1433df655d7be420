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
  /** Asks the worker to stop; it still answers with the best plan found so far. */
  cancel(): void;
  /** Ends the worker without waiting for an answer (page left, new run started). */
  terminate(): void;
}

export function startSolveInWorker(request: SolveRequest, handlers: SolveRunHandlers): SolveRun {
  // Rspack recognises this exact form and emits the worker as its own chunk.
  const worker = new Worker(new URL('../solver/worker.ts', import.meta.url), {
    name: 'routekit-solver',
  });
  let finished = false;
  const finish = () => {
    finished = true;
    worker.terminate();
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
    if (finished) return;
    finish();
    handlers.onError(event.message || 'The solver stopped unexpectedly.');
  });
  const message: SolverWorkerRequest = { type: 'solve', request };
  worker.postMessage(message);
  return {
    cancel: () => {
      if (!finished) worker.postMessage({ type: 'cancel' } satisfies SolverWorkerRequest);
    },
    terminate: finish,
  };
}
