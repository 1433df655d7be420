/**
 * The playground's VRP solver: pure TypeScript, no DOM and no Node APIs, so it runs in a Web
 * Worker, in live code blocks and in tests alike.
 */
import { adaptRequest } from './adapter';
import { Problem } from './model';
import { suggestRelaxations } from './relax';
import { buildResponse } from './response';
import { createSearch } from './seedRace';
import type { SolveCallOptions, SolveRequest, SolveResponse } from './types';

export interface SolveSession {
  /** Runs about `sliceMs` of search; true when finished (limit reached or cancelled). */
  step(sliceMs?: number): boolean;
  /** The best plan found so far, as a SolveResponse. */
  finish(): SolveResponse;
}

/**
 * Validates and normalises the request and prepares a search that can run in slices, so a
 * Worker can yield between slices and notice a cancel message. Throws SolveInputError.
 */
export function createSolveSession(
  request: SolveRequest,
  options: SolveCallOptions = {},
): SolveSession {
  const adapted = adaptRequest(request);
  const problem = new Problem(adapted.spec);
  const engine = createSearch(problem, {
    seed: adapted.seed,
    timeLimitMs: adapted.timeLimitMs,
    maxIterations: options.maxIterations,
    onProgress: options.onProgress,
    signal: options.signal,
    clock: options.clock,
  });
  return {
    step: (sliceMs?: number) => engine.step(sliceMs),
    finish: () => {
      const result = engine.finish();
      const response = buildResponse(problem, result, adapted.context);
      // Not after a cancel: the reader is waiting for the plan so far, not for more search.
      if (
        options.suggestRelaxations &&
        !options.signal?.aborted &&
        response.unassigned.length > 0
      ) {
        suggestRelaxations(problem, result.routes, adapted.context, response.unassigned, {
          budget: options.relaxationBudget,
        });
      }
      return response;
    },
  };
}

/** Solves a Stateless API request synchronously within `options.time_limit`. */
export function solve(request: SolveRequest, options: SolveCallOptions = {}): SolveResponse {
  const session = createSolveSession(request, options);
  while (!session.step()) {
    // Without a slice length step() runs to completion.
  }
  return session.finish();
}

export { SolveInputError } from './errors';
export { adaptRequest } from './adapter';
export { Problem } from './model';
export { solveProblem } from './seedRace';
export type { SearchSettings } from './search';
export * from './types';
