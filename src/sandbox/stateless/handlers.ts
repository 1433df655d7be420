/**
 * The Stateless API: `POST /solve` runs the real solver (src/solver) on the request; `/jobs`
 * solves at creation and reports the job `queued` until it is first read, which then finds it
 * `completed` (a deterministic queue: no timers, the same calls give the same answers).
 * `POST /insertions` ranks positions for one new job with the solver's route evaluation
 * (../solving/fixedRoutes.ts), after the same pre-flight 422s as `/solve`.
 */
import {
  SolveInputError,
  solve,
  type Job,
  type Matrices,
  type SolveRequest,
  type SolveResponse,
  type Vehicle,
} from '../../solver';
import { preflightRequest } from '../../solver/preflight';
import { DETERMINISTIC_RELAXATION_BUDGET } from '../../solver/relax';
import { notFound, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import { rankInsertions, type Sequence } from '../solving/fixedRoutes';
import type { StoredObject } from '../store/collection';

/** A JSON Pointer into the request the solver saw, as a pointer into the body the caller sent. */
type PathInBody = (path: string) => string;

/** Runs `work`, turning the solver's semantic errors into the spec's 422. */
export function withSolverErrors<T>(work: () => T, pathInBody: PathInBody = (path) => path): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof SolveInputError)) throw error;
    throw new ProblemError('unprocessable', {
      detail: '1 problem across the request; see errors[].',
      errors: [{ path: pathInBody(error.path) || '/', code: error.code, message: error.message }],
    });
  }
}

/**
 * The pre-flight findings the docs list as 422 cases (problems/unprocessable.mdx), all of them
 * at once and with the codes and sentences the playground shows. A job the check finds
 * certainly unassignable is no 422: the solve answers it in `unassigned[]` with its reason.
 */
function rejectUnprocessable(request: SolveRequest, pathInBody: PathInBody = (path) => path): void {
  const errors = preflightRequest(request).filter((finding) => finding.code !== undefined);
  if (errors.length === 0) return;
  throw new ProblemError('unprocessable', {
    detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
    errors: errors.map((finding) => ({
      path: pathInBody(finding.path),
      code: finding.code!,
      message: finding.message,
    })),
  });
}

/**
 * Unassigned work carries its smallest fix (docs/stateless_api/features.mdx#smallest-fix). Only
 * the evaluation budget bounds that search here, so the same call gives the same bytes.
 */
function solveOrProblem(request: SolveRequest): SolveResponse {
  rejectUnprocessable(request);
  return withSolverErrors(() =>
    solve(request, {
      suggestRelaxations: true,
      relaxationBudget: DETERMINISTIC_RELAXATION_BUDGET,
    }),
  );
}

interface InsertionRequest {
  vehicles: Vehicle[];
  jobs: Job[];
  routes: Sequence[];
  new_job: Job;
  matrices?: Matrices;
  options?: { max_options?: number; speed_kmh?: number };
}

function findInsertionOptions(input: OperationInput) {
  const body = input.body as InsertionRequest;
  // The solver and the pre-flight check see the new job after the planned ones; a problem with
  // it is reported where the caller wrote it, under /new_job.
  const newJob = `/jobs/${body.jobs.length}`;
  const pathInBody: PathInBody = (path) =>
    path === newJob || path.startsWith(`${newJob}/`)
      ? `/new_job${path.slice(newJob.length)}`
      : path;
  rejectUnprocessable(
    {
      vehicles: body.vehicles,
      jobs: [...body.jobs, body.new_job],
      matrices: body.matrices,
      options:
        body.options?.speed_kmh === undefined ? undefined : { speed_kmh: body.options.speed_kmh },
    },
    pathInBody,
  );
  const result = withSolverErrors(
    () =>
      rankInsertions({
        vehicles: body.vehicles,
        jobs: body.jobs,
        routes: body.routes,
        new_job: body.new_job,
        matrices: body.matrices,
        speed_kmh: body.options?.speed_kmh,
        max_options: body.options?.max_options ?? 3,
      }),
    pathInBody,
  );
  return {
    status: 200,
    body: {
      status: result.options.length > 0 ? 'feasible' : 'infeasible',
      options: result.options.map((option) => ({
        rank: option.rank,
        vehicle_id: option.vehicle_id,
        position: option.position,
        added_cost: option.added_cost,
        added_distance: option.added_distance,
        added_duration: option.added_duration,
        route: option.route,
      })),
      unassigned: result.unassigned,
    },
  };
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
  findInsertionOptions,
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
