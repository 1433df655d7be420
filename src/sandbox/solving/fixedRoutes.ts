/**
 * Routes whose stop order is given, evaluated by the solver's own code: the request is compiled
 * by `adaptRequest`, every sequence is checked and scheduled by the solver's `RouteEvaluator`
 * (capacity, labels, windows, shift end, breaks, `max_trip_duration`) and written by its
 * `buildResponse`, so a fixed route has exactly the schedule and cost `POST /solve` would give
 * it. Insertion options try the new job at every position of every route with the others kept
 * in order; a job that fits nowhere is explained by the solver's `diagnoseUnassigned`.
 */
import { adaptRequest, Problem, SolveInputError } from '../../solver';
import { diagnoseUnassigned } from '../../solver/diagnose';
import { buildResponse } from '../../solver/response';
import { RouteEvaluator } from '../../solver/schedule';
import { planRoute, type PlannedRoute } from '../../solver/search';
import { Solution } from '../../solver/solution';
import { ProblemError } from '../core/problems';
import type { Job, Matrices, Route, SolveRequest, Unassigned, Vehicle } from '../../solver/types';

export interface Sequence {
  vehicle_id: string;
  job_ids: string[];
}

interface Compiled {
  problem: Problem;
  evaluator: RouteEvaluator;
  context: ReturnType<typeof adaptRequest>['context'];
  vehicleIndex: Map<string, number>;
  taskIndex: Map<string, number>;
}

function compile(request: SolveRequest): Compiled {
  const adapted = adaptRequest(request);
  const problem = new Problem(adapted.spec);
  return {
    problem,
    evaluator: new RouteEvaluator(problem),
    context: adapted.context,
    vehicleIndex: new Map(request.vehicles.map((vehicle, index) => [vehicle.id, index])),
    taskIndex: new Map(adapted.context.tasks.map((task, index) => [task.id, index])),
  };
}

function unknownId(path: string, message: string): ProblemError {
  return new ProblemError('unprocessable', {
    detail: '1 problem across the request; see errors[].',
    errors: [{ path, code: 'invalid_reference', message }],
  });
}

/** Visit indices of the sequence's jobs; a 422 for an unknown vehicle or job. */
function visitsOf(compiled: Compiled, sequence: Sequence, path: string): [number, number[]] {
  const vehicle = compiled.vehicleIndex.get(sequence.vehicle_id);
  if (vehicle === undefined)
    throw unknownId(`${path}/vehicle_id`, `Vehicle ${sequence.vehicle_id} is not in vehicles.`);
  const visits = sequence.job_ids.map((id, index) => {
    const task = compiled.taskIndex.get(id);
    if (task === undefined)
      throw unknownId(`${path}/job_ids/${index}`, `Job ${id} is not in jobs.`);
    return compiled.problem.taskFirst[task]!;
  });
  return [vehicle, visits];
}

function planned(compiled: Compiled, vehicle: number, visits: number[]): PlannedRoute | undefined {
  const route = planRoute(compiled.evaluator, vehicle, visits);
  return Number.isFinite(route.cost) ? route : undefined;
}

function toWire(compiled: Compiled, route: PlannedRoute): Route {
  const response = buildResponse(
    compiled.problem,
    {
      routes: [route],
      unassigned: [],
      cost: route.cost,
      distance: route.distance,
      vehiclesUsed: 1,
      iterations: 0,
      elapsedMs: 0,
      repairs: 0,
    },
    compiled.context,
  );
  return response.routes[0]!;
}

/**
 * Each sequence scheduled as the solver would schedule it; `undefined` for a sequence that
 * breaks a constraint. An empty sequence has no route either.
 */
export function scheduleSequences(
  request: SolveRequest,
  sequences: readonly Sequence[],
): (Route | undefined)[] {
  const compiled = compile(request);
  return sequences.map((sequence, index) => {
    const [vehicle, visits] = visitsOf(compiled, sequence, `/routes/${index}`);
    if (visits.length === 0) return undefined;
    const route = planned(compiled, vehicle, visits);
    return route && toWire(compiled, route);
  });
}

export interface InsertionQuery {
  vehicles: Vehicle[];
  jobs: Job[];
  routes: Sequence[];
  new_job: Job;
  matrices?: Matrices;
  speed_kmh?: number;
  max_options: number;
  /** Per route index: the first position the new job may take (stops before it are served). */
  earliestPosition?: (routeIndex: number) => number;
}

export interface RankedOption {
  rank: number;
  vehicle_id: string;
  routeIndex: number;
  position: number;
  added_cost: number;
  added_distance: number;
  added_duration: number;
  route: Route;
}

export interface InsertionResult {
  options: RankedOption[];
  unassigned: Unassigned[];
}

const COST_DECIMALS = 1e6;

/** Ranked insertion options by added cost, then added duration (then route and position). */
export function rankInsertions(query: InsertionQuery): InsertionResult {
  const request: SolveRequest = {
    vehicles: query.vehicles,
    jobs: [...query.jobs, query.new_job],
    ...(query.matrices ? { matrices: query.matrices } : {}),
    ...(query.speed_kmh === undefined ? {} : { options: { speed_kmh: query.speed_kmh } }),
  };
  const compiled = compile(request);
  const newVisit = compiled.problem.taskFirst[query.jobs.length]!;
  const seen = new Set<string>();
  const candidates: Omit<RankedOption, 'rank' | 'route'>[] = [];
  const visitsByRoute: [number, number[]][] = [];
  query.routes.forEach((sequence, routeIndex) => {
    const [vehicle, visits] = visitsOf(compiled, sequence, `/routes/${routeIndex}`);
    visitsByRoute.push([vehicle, visits]);
    for (const [index, id] of sequence.job_ids.entries()) {
      if (seen.has(id))
        throw new SolveInputError(
          `/routes/${routeIndex}/job_ids/${index}`,
          'duplicate_id',
          `Job ${id} is in more than one route.`,
        );
      seen.add(id);
    }
    const before = visits.length ? planned(compiled, vehicle, visits) : undefined;
    if (visits.length && !before) return;
    const beforeWire = before && toWire(compiled, before);
    const first = Math.min(query.earliestPosition?.(routeIndex) ?? 0, visits.length);
    for (let position = first; position <= visits.length; position++) {
      const candidate = [...visits.slice(0, position), newVisit, ...visits.slice(position)];
      const after = planned(compiled, vehicle, candidate);
      if (!after) continue;
      const afterWire = toWire(compiled, after);
      candidates.push({
        vehicle_id: sequence.vehicle_id,
        routeIndex,
        position,
        added_cost:
          Math.round((afterWire.cost - (beforeWire?.cost ?? 0)) * COST_DECIMALS) / COST_DECIMALS,
        added_distance: afterWire.distance - (beforeWire?.distance ?? 0),
        added_duration: afterWire.duration - (beforeWire?.duration ?? 0),
      });
    }
  });
  candidates.sort(
    (a, b) =>
      a.added_cost - b.added_cost ||
      a.added_duration - b.added_duration ||
      a.routeIndex - b.routeIndex ||
      a.position - b.position,
  );
  const options = candidates.slice(0, query.max_options).map((option, index) => {
    const [vehicle, visits] = visitsByRoute[option.routeIndex]!;
    const sequence = [
      ...visits.slice(0, option.position),
      newVisit,
      ...visits.slice(option.position),
    ];
    return {
      ...option,
      rank: index + 1,
      route: toWire(compiled, planned(compiled, vehicle, sequence)!),
    };
  });
  if (options.length > 0) return { options, unassigned: [] };
  return { options, unassigned: [explain(compiled, visitsByRoute, query.jobs.length)] };
}

/** Why the new job fits nowhere: the solver's diagnosis against the current routes. */
function explain(compiled: Compiled, routes: [number, number[]][], task: number): Unassigned {
  const { problem, evaluator, context } = compiled;
  const solution = new Solution(problem, evaluator);
  for (const [vehicle, visits] of routes)
    visits.forEach((visit, index) => solution.insertJob(problem.visitTask[visit]!, vehicle, index));
  const found = diagnoseUnassigned(problem, solution, evaluator).find(
    (item) => item.task === task,
  )!;
  return {
    id: context.tasks[task]!.id,
    kind: 'job',
    reason: found.reason,
    message: found.message,
    violations: found.violations,
  };
}
