/**
 * The Stateless API: `POST /solve` runs the real solver (src/solver) on the request; `/jobs`
 * solves at creation and reports the job `queued` until it is first read, which then finds it
 * `completed` (a deterministic queue: no timers, the same calls give the same answers).
 */
import { SolveInputError, solve, type SolveRequest, type SolveResponse } from '../../solver';
import { notFound, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import type { StoredObject } from '../store/collection';

/** The solver's semantic errors as the spec's 422. */
export function solveOrProblem(request: SolveRequest): SolveResponse {
  try {
    return solve(request);
  } catch (error) {
    if (!(error instanceof SolveInputError)) throw error;
    throw new ProblemError('unprocessable', {
      detail: '1 problem across the request; see errors[].',
      errors: [{ path: error.path || '/', code: error.code, message: error.message }],
    });
  }
}

function job(input: OperationInput): StoredObject {
  const id = input.params.job_id!;
  const found = input.state.collection('solve-jobs').get(id);
  if (!found) throw notFound('solve job', id);
  // The first read finds a queued job finished.
  if (found.status === 'queued') {
    const result = input.state.results.get(found.id) as SolveResponse;
    const now = input.state.clock.now();
    const finished = {
      ...found,
      status: 'completed',
      started_at: found.created_at,
      finished_at: now,
      summary: result.summary,
    };
    input.state.collection('solve-jobs').put(finished);
    return finished;
  }
  return found;
}

export const statelessHandlers: HandlerTable = {
  solve: (input) => ({ status: 200, body: solveOrProblem(input.body as SolveRequest) }),
  createSolveJob: (input) => {
    const result = solveOrProblem(input.body as SolveRequest);
    const id = input.state.newId(idPrefix('SolveJob'), 'solve-jobs');
    input.state.results.set(id, result);
    const created = {
      id,
      status: 'queued',
      created_at: input.state.clock.now(),
      started_at: null,
      finished_at: null,
      expires_at: input.state.clock.after(86400),
      summary: null,
      error: null,
    } as StoredObject;
    input.state.collection('solve-jobs').put(created);
    return {
      status: 202,
      body: created,
      headers: { location: `${input.origin}/stateless/v1/jobs/${id}` },
    };
  },
  getSolveJob: (input) => ({ status: 200, body: job(input) }),
  getSolveJobSolution: (input) => {
    const found = job(input);
    if (found.status !== 'completed')
      throw new ProblemError('job-not-finished', {
        detail: `Job ${found.id} is \`${String(found.status)}\`; it has no solution.`,
      });
    return { status: 200, body: input.state.results.get(found.id) };
  },
  cancelSolveJob: (input) => {
    const id = input.params.job_id!;
    const found = input.state.collection('solve-jobs').get(id);
    if (!found) throw notFound('solve job', id);
    if (found.status !== 'queued' && found.status !== 'running')
      throw new ProblemError('invalid-transition', {
        detail: `Job ${id} is \`${String(found.status)}\`; only a queued or running job can be cancelled.`,
        errors: [
          {
            path: '/status',
            code: 'invalid_transition',
            message: `Allowed after \`${String(found.status)}\`: none.`,
          },
        ],
      });
    const cancelled = { ...found, status: 'cancelled', finished_at: input.state.clock.now() };
    input.state.collection('solve-jobs').put(cancelled);
    return { status: 200, body: cancelled };
  },
};
