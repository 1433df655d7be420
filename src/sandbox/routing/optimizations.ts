/**
 * Optimizations of a stored project. Starting one checks the references, the limits
 * (docs/routing.mdx#limits: 5,000 bookings, 500 vehicles) and that no other run of the project
 * is queued or running, and answers 202 `queued`. Like the Stateless jobs, a run completes when
 * it is first read: the project is turned into a solve request (./projectModel.ts), solved with
 * a fixed iteration budget (so the same calls give the same plan, whatever the machine), and
 * the routes are stored, the bookings planned and the events emitted.
 *
 * What a run takes: the vehicles of `vehicle_ids` (default: the active vehicles), without those
 * whose route is kept; the bookings of `booking_ids` (default: the `open` ones) plus, with
 * `replace_routes`, the bookings of the `planned` routes it replaces. Routes `dispatched` or
 * `in_progress` are never replaced, nor locked ones (a preassignment with `lock_sequence`).
 * Preassignments (when respected) bind each booking to its vehicle through a label only that
 * vehicle has, so the solver honours them or explains why not; `lock_sequence` fixes the route.
 */
import { solve, SolveInputError, type Job, type Shipment, type SolveRequest } from '../../solver';
import { problem, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import type { FieldError, Reply } from '../core/types';
import { emit } from '../integration/events';
import type { ListQuery } from '../listing/list';
import { paginate } from '../listing/pagination';
import { scheduleSequences } from '../solving/fixedRoutes';
import type { StoredObject } from '../store/collection';
import type { SessionState } from '../store/state';
import { ofProject, projectOf } from './project';
import { solverTask, solverVehicle } from './projectModel';
import { bookingIdsOf, routeId, storedRoute } from './storedRoutes';
import { routeSummary } from './summary';

type Body = Record<string, unknown>;

export const MAX_BOOKINGS = 5000;
export const MAX_VEHICLES = 500;
/** The search budget: iterations, never the clock, so a run gives the same plan everywhere. */
export const OPTIMIZATION_ITERATIONS = 2000;

const DEFAULT_OPTIONS = {
  objective: 'min_cost',
  time_limit: 60,
  seed: 1,
  respect_preassignments: true,
  replace_routes: true,
};

interface RunRequest {
  booking_ids?: string[];
  vehicle_ids?: string[];
  options: typeof DEFAULT_OPTIONS;
}

interface RunRecord {
  request: RunRequest;
  unassigned: Body[];
}

function record(state: SessionState, id: string): RunRecord {
  return state.results.get(id) as RunRecord;
}

function thousands(count: number): string {
  return count.toLocaleString('en-US');
}

function checkIds(
  state: SessionState,
  projectId: string,
  collection: 'bookings' | 'vehicles',
  field: string,
  ids: readonly string[] | undefined,
): FieldError[] {
  const noun = collection === 'bookings' ? 'Booking' : 'Vehicle';
  return (ids ?? []).flatMap((id, index) =>
    state.collection(collection).has(id, projectId)
      ? []
      : [
          {
            path: `/${field}/${index}`,
            code: 'invalid_reference',
            message: `${noun} \`${id}\` does not exist in project ${projectId}.`,
          },
        ],
  );
}

function limitExceeded(
  field: string,
  count: number,
  limit: number,
  noun: string,
  adjective: string,
): ProblemError {
  return new ProblemError('limit-exceeded', {
    detail: `The project has ${thousands(count)} ${adjective} ${noun}; one optimization plans at most ${thousands(limit)}.`,
    errors: [
      {
        path: `/${field}`,
        code: 'limit_exceeded',
        message: `Without \`${field}\` all ${thousands(count)} ${adjective} ${noun} count; send at most ${thousands(limit)} ids per run.`,
      },
    ],
  });
}

function startOptimization(input: OperationInput): Reply {
  const project = projectOf(input);
  const state = input.state;
  const running = ofProject(state, 'optimizations', project.id).find(
    (run) => run.status === 'queued' || run.status === 'running',
  );
  if (running)
    throw new ProblemError('optimization-running', {
      detail: `Optimization ${running.id} of project ${project.id} is ${String(running.status)}; wait for it or cancel it.`,
    });
  const body = input.body as Body;
  const bookingIds = body.booking_ids as string[] | undefined;
  const vehicleIds = body.vehicle_ids as string[] | undefined;
  const errors = [
    ...checkIds(state, project.id, 'bookings', 'booking_ids', bookingIds),
    ...checkIds(state, project.id, 'vehicles', 'vehicle_ids', vehicleIds),
  ];
  if (errors.length > 0)
    throw new ProblemError('unprocessable', {
      detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
      errors,
    });
  if (!bookingIds) {
    const open = ofProject(state, 'bookings', project.id).filter((b) => b.status === 'open');
    if (open.length > MAX_BOOKINGS)
      throw limitExceeded('booking_ids', open.length, MAX_BOOKINGS, 'bookings', 'open');
  }
  if (!vehicleIds) {
    const active = ofProject(state, 'vehicles', project.id).filter((v) => v.active !== false);
    if (active.length > MAX_VEHICLES)
      throw limitExceeded('vehicle_ids', active.length, MAX_VEHICLES, 'vehicles', 'active');
  }
  const options = { ...DEFAULT_OPTIONS, ...((body.options as Body | undefined) ?? {}) };
  const id = state.newId(idPrefix('Optimization'), 'optimizations');
  const optimization = {
    id,
    project_id: project.id,
    status: 'queued',
    options,
    created_at: state.clock.now(),
    started_at: null,
    finished_at: null,
    summary: null,
    error: null,
  } as StoredObject;
  state.collection('optimizations').put(optimization);
  state.results.set(id, {
    request: { booking_ids: bookingIds, vehicle_ids: vehicleIds, options },
    unassigned: [],
  } satisfies RunRecord);
  return {
    status: 202,
    body: optimization,
    headers: {
      location: `${input.origin}/routing/v1/projects/${project.id}/optimizations/${id}`,
    },
  };
}

interface Plan {
  vehicles: StoredObject[];
  bookings: StoredObject[];
  replaced: StoredObject[];
  /** Preassigned vehicle per booking id, when preassignments are respected. */
  boundTo: Map<string, string>;
  locked: { vehicleId: string; bookingIds: string[] }[];
}

function planRun(state: SessionState, projectId: string, request: RunRequest): Plan {
  const routes = ofProject(state, 'routes', projectId).filter((r) => r.status !== 'cancelled');
  const replaceable = (route: StoredObject) =>
    request.options.replace_routes && route.status === 'planned' && route.locked !== true;
  const replaced = routes.filter(replaceable);
  const kept = routes.filter((route) => !replaceable(route));
  const busyVehicles = new Set(kept.map((route) => String(route.vehicle_id)));
  const keptBookings = new Set(kept.flatMap(bookingIdsOf));
  const replacedBookings = new Set(replaced.flatMap(bookingIdsOf));
  const vehicles = (
    request.vehicle_ids
      ? request.vehicle_ids.map((id) => state.collection('vehicles').get(id, projectId)!)
      : ofProject(state, 'vehicles', projectId).filter((v) => v.active !== false)
  ).filter((vehicle) => !busyVehicles.has(vehicle.id));
  const inRun = (booking: StoredObject) =>
    !keptBookings.has(booking.id) &&
    (booking.status === 'open' ||
      (booking.status === 'planned' && replacedBookings.has(booking.id)));
  const bookings = request.booking_ids
    ? request.booking_ids
        .map((id) => state.collection('bookings').get(id, projectId)!)
        .filter(inRun)
    : ofProject(state, 'bookings', projectId).filter(inRun);
  const boundTo = new Map<string, string>();
  const locked: Plan['locked'] = [];
  const preassignments = state.preassignments.get(projectId)?.preassignments as Body[] | undefined;
  if (request.options.respect_preassignments)
    for (const entry of preassignments ?? []) {
      const vehicleId = String(entry.vehicle_id);
      const ids = (entry.booking_ids as string[]).filter((id) =>
        bookings.some((booking) => booking.id === id),
      );
      ids.forEach((id) => boundTo.set(id, vehicleId));
      if (entry.lock_sequence === true && ids.length > 0)
        locked.push({ vehicleId, bookingIds: ids });
    }
  return { vehicles, bookings, replaced, boundTo, locked };
}

const bindingLabel = (vehicleId: string) => `preassigned:${vehicleId}`;

function solveRequest(state: SessionState, plan: Plan, options: RunRequest['options']) {
  const jobs: Job[] = [];
  const shipments: Shipment[] = [];
  for (const booking of plan.bookings) {
    const bound = plan.boundTo.get(booking.id);
    const task = solverTask(state, booking, bound ? [bindingLabel(bound)] : []);
    if ('job' in task) jobs.push(task.job);
    else shipments.push(task.shipment);
  }
  return {
    vehicles: plan.vehicles.map((vehicle) =>
      solverVehicle(state, vehicle, [bindingLabel(vehicle.id)]),
    ),
    jobs,
    shipments,
    options: {
      objective: options.objective as 'min_cost' | 'min_vehicles',
      seed: options.seed,
      // The iteration budget ends the search; the clock must not (see OPTIMIZATION_ITERATIONS).
      time_limit: 3600,
    },
  } satisfies SolveRequest;
}

/**
 * Locked preassignments become fixed routes when every booking is a job and the sequence is
 * feasible; otherwise they stay bound by label and the solver places or explains them.
 */
function lockedRoutes(plan: Plan, request: SolveRequest & { jobs: Job[] }) {
  const usable = plan.locked.filter((entry) =>
    entry.bookingIds.every((id) => request.jobs.some((job) => job.id === id)),
  );
  const fixed = usable.length
    ? scheduleSequences(
        request,
        usable.map((entry) => ({ vehicle_id: entry.vehicleId, job_ids: entry.bookingIds })),
      )
    : [];
  const taken = new Set<string>();
  const routes = fixed.flatMap((route, index) => {
    if (!route) return [];
    const entry = usable[index]!;
    entry.bookingIds.forEach((id) => taken.add(id));
    taken.add(`vehicle:${entry.vehicleId}`);
    return [route];
  });
  return {
    routes,
    rest: {
      ...request,
      vehicles: request.vehicles.filter((vehicle) => !taken.has(`vehicle:${vehicle.id}`)),
      jobs: request.jobs.filter((job) => !taken.has(job.id)),
    },
  };
}

function fail(state: SessionState, run: StoredObject, slug: string, detail: string): StoredObject {
  const error = problem(slug, { detail }).body as Body;
  const failed = {
    ...run,
    status: 'failed',
    started_at: run.created_at,
    finished_at: state.clock.now(),
    error: {
      ...error,
      instance: `/routing/v1/projects/${String(run.project_id)}/optimizations/${run.id}`,
    },
  };
  state.collection('optimizations').put(failed);
  emit(state, 'optimization.failed', String(run.project_id), {
    optimization_id: run.id,
    error: failed.error,
  });
  return failed;
}

function complete(state: SessionState, run: StoredObject): StoredObject {
  const projectId = String(run.project_id);
  const { request } = record(state, run.id);
  const plan = planRun(state, projectId, request);
  if (plan.vehicles.length === 0)
    return fail(
      state,
      run,
      'no-vehicles',
      `Project ${projectId} has no active vehicle free for this run.`,
    );
  let fixed;
  let solved;
  try {
    const locked = lockedRoutes(plan, solveRequest(state, plan, request.options));
    const rest = locked.rest;
    fixed = locked.routes;
    solved =
      rest.jobs.length + (rest.shipments?.length ?? 0) > 0
        ? solve(rest, { maxIterations: OPTIMIZATION_ITERATIONS })
        : { routes: [], unassigned: [] };
  } catch (error) {
    if (!(error instanceof SolveInputError)) throw error;
    return fail(state, run, 'unprocessable', `The project cannot be planned: ${error.message}`);
  }
  // Replaced routes go first, so the new route of a vehicle gets its id back.
  const replacedIds = new Set(plan.replaced.map((route) => route.id));
  for (const route of plan.replaced) state.collection('routes').delete(route.id, projectId);
  const bookings = state.collection('bookings');
  const now = state.clock.now();
  const stored = [
    ...fixed.map((r) => [r, true] as const),
    ...solved.routes.map((r) => [r, false] as const),
  ].map(([route, locked]) => {
    const id = routeId(state, route.vehicle_id, route.stops[0]!.arrival);
    const saved = state.collection('routes').put(
      storedRoute(state, route, {
        id,
        project_id: projectId,
        optimization_id: run.id,
        locked,
      }),
    );
    return saved;
  });
  const planned = new Map<string, string>();
  for (const route of stored) for (const id of bookingIdsOf(route)) planned.set(id, route.id);
  const changed = (booking: StoredObject, status: string, routeIdValue: string | null) => {
    bookings.put({ ...booking, status, route_id: routeIdValue, updated_at: now });
    if (booking.status !== status)
      emit(state, 'booking.status_changed', projectId, {
        booking_id: booking.id,
        previous_status: booking.status,
        status,
        occurred_at: now,
        route_id: routeIdValue,
      });
  };
  for (const booking of plan.bookings) {
    const onRoute = planned.get(booking.id);
    if (onRoute) changed(booking, 'planned', onRoute);
    else if (booking.status === 'planned') changed(booking, 'open', null);
  }
  for (const route of stored)
    emit(state, 'route.updated', projectId, {
      route_id: route.id,
      vehicle_id: route.vehicle_id,
      change: replacedIds.has(route.id) ? 'replaced' : 'created',
      status: route.status,
    });
  const unassigned = solved.unassigned.map((item) => ({
    booking_id: item.id,
    reason: item.reason,
    message: item.message,
    violations: item.violations,
  }));
  record(state, run.id).unassigned = unassigned;
  const summary = routeSummary(stored, unassigned.length);
  const completed = {
    ...run,
    status: 'completed',
    started_at: run.created_at,
    finished_at: now,
    summary,
  };
  state.collection('optimizations').put(completed);
  emit(state, 'optimization.completed', projectId, {
    optimization_id: run.id,
    summary: {
      cost: summary.cost,
      distance: summary.distance,
      duration: summary.duration,
      vehicles_used: summary.vehicles_used,
      unassigned_count: summary.unassigned_count,
    },
  });
  return completed;
}

/** The optimization of the path, completed if it was still queued (the first read finishes it). */
function optimizationOf(input: OperationInput): StoredObject {
  const project = projectOf(input);
  const id = input.params.optimization_id!;
  const run = input.state.collection('optimizations').get(id);
  if (!run || run.project_id !== project.id)
    throw new ProblemError('not-found', {
      detail: `No optimization with id \`${id}\` exists in project ${project.id}.`,
    });
  return run.status === 'queued' ? complete(input.state, run) : run;
}

function cancelOptimization(input: OperationInput): Reply {
  projectOf(input);
  const id = input.params.optimization_id!;
  const run = input.state.collection('optimizations').get(id);
  if (!run || run.project_id !== input.params.project_id)
    throw new ProblemError('not-found', {
      detail: `No optimization with id \`${id}\` exists in project ${input.params.project_id!}.`,
    });
  if (run.status === 'cancelled') return { status: 200, body: run };
  if (run.status !== 'queued' && run.status !== 'running')
    throw new ProblemError('invalid-transition', {
      detail: `Optimization ${id} ${String(run.status)}; only queued or running optimizations can be cancelled.`,
      errors: [
        {
          path: '/status',
          code: 'invalid_transition',
          message: `Cannot cancel an optimization in status \`${String(run.status)}\`.`,
        },
      ],
    });
  const cancelled = { ...run, status: 'cancelled', finished_at: input.state.clock.now() };
  input.state.collection('optimizations').put(cancelled);
  return { status: 200, body: cancelled };
}

export const optimizationHandlers: HandlerTable = {
  startOptimization,
  cancelOptimization,
  getOptimization: (input) => ({ status: 200, body: optimizationOf(input) }),
  listOptimizations: (input) => {
    const project = projectOf(input);
    const runs = ofProject(input.state, 'optimizations', project.id).map((run) =>
      run.status === 'queued' ? complete(input.state, run) : run,
    );
    const query = input.query as ListQuery;
    // Newest first, as the operation states.
    return { status: 200, body: paginate(runs.reverse(), query.limit, query.cursor) };
  },
  listOptimizationRoutes: (input) => {
    const run = optimizationOf(input);
    const routes = input.state
      .collection('routes')
      .all()
      .filter((route) => route.optimization_id === run.id)
      .sort((a, b) => (String(a.vehicle_id) < String(b.vehicle_id) ? -1 : 1));
    const query = input.query as ListQuery;
    return { status: 200, body: paginate(routes, query.limit, query.cursor) };
  },
  listOptimizationUnassigned: (input) => {
    const run = optimizationOf(input);
    const query = input.query as ListQuery;
    return {
      status: 200,
      body: paginate(record(input.state, run.id).unassigned, query.limit, query.cursor),
    };
  },
};
