/**
 * Live insertion into a project's routes: the same ranking as the Stateless `POST /insertions`
 * (../solving/fixedRoutes.ts) on the project's `planned`, `dispatched` and `in_progress`
 * routes, with the stops before `as_of` (or already reported) counted as served, so the new
 * booking goes after them. Options are kept 10 minutes of sandbox time; applying one inserts
 * the booking and answers the updated route, unless the options expired, were applied, the
 * booking is no longer `open` or a route's stops changed since (409 `insertion-stale`).
 */
import type { Job } from '../../solver';
import { notFound, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import { emit } from '../integration/events';
import { rankInsertions, type RankedOption } from '../solving/fixedRoutes';
import { withSolverErrors } from '../stateless/handlers';
import type { StoredObject } from '../store/collection';
import type { SessionState } from '../store/state';
import { ofProject, projectOf, ROUTE_ON_THE_ROAD } from './project';
import { solverTask, solverVehicle } from './projectModel';
import { bookingIdsOf, storedStops } from './storedRoutes';

type Body = Record<string, unknown>;

/** How long options stay valid (ProjectInsertion `expires_at`). */
const VALID_SECONDS = 600;

const INSERTABLE = new Set(['planned', ...ROUTE_ON_THE_ROAD]);

interface InsertionRecord {
  options: RankedOption[];
  routeIds: string[];
  /** Each route's stops when the options were computed. */
  fingerprints: Map<string, string>;
}

const seconds = (timestamp: unknown) => Date.parse(String(timestamp)) / 1000;

function fingerprint(route: StoredObject): string {
  return JSON.stringify((route.stops as Body[]).map((stop) => [stop.booking_id, stop.status]));
}

function unprocessable(path: string, message: string, detail = message): ProblemError {
  return new ProblemError('unprocessable', {
    detail,
    errors: [{ path, code: 'invalid_reference', message }],
  });
}

function routesFor(state: SessionState, projectId: string, routeIds: string[] | undefined) {
  if (!routeIds)
    return ofProject(state, 'routes', projectId).filter((route) =>
      INSERTABLE.has(String(route.status)),
    );
  return routeIds.map((id, index) => {
    const route = state.collection('routes').get(id, projectId);
    if (!route)
      throw unprocessable(
        `/route_ids/${index}`,
        `Route \`${id}\` does not exist in project ${projectId}.`,
      );
    if (!INSERTABLE.has(String(route.status)))
      throw unprocessable(
        `/route_ids/${index}`,
        `Route \`${id}\` is \`${String(route.status)}\`; only planned, dispatched and in-progress routes take insertions.`,
      );
    return route;
  });
}

/** Bookings of the route before this position are served or due before `asOf`. */
function earliestPosition(route: StoredObject, asOf: number): number {
  const stops = (route.stops as Body[]).filter((stop) => typeof stop.booking_id === 'string');
  let earliest = 0;
  stops.forEach((stop, index) => {
    if (stop.status !== 'pending' || seconds(stop.arrival) < asOf) earliest = index + 1;
  });
  return earliest;
}

function findProjectInsertionOptions(input: OperationInput) {
  const project = projectOf(input);
  const state = input.state;
  const body = input.body as {
    booking_id: string;
    route_ids?: string[];
    as_of?: string;
    max_options?: number;
  };
  const booking = state.collection('bookings').get(body.booking_id, project.id);
  if (!booking)
    throw unprocessable(
      '/booking_id',
      `Booking \`${body.booking_id}\` does not exist in project ${project.id}.`,
    );
  if (booking.status !== 'open')
    throw unprocessable(
      '/booking_id',
      `Only bookings with status \`open\` can be inserted; ${booking.id} is \`${String(booking.status)}\`.`,
      `Booking ${booking.id} is already ${String(booking.status)}.`,
    );
  const newTask = solverTask(state, booking);
  if (!('job' in newTask))
    throw unprocessable(
      '/booking_id',
      `Booking ${booking.id} is a shipment; insert it by optimizing again.`,
    );
  // Routes with a shipment cannot be evaluated as a job sequence; they are left out.
  const routes = routesFor(state, project.id, body.route_ids).filter((route) =>
    bookingIdsOf(route).every(
      (id) => state.collection('bookings').get(id, project.id)?.type !== 'shipment',
    ),
  );
  const asOf = body.as_of ? seconds(body.as_of) : state.clock.epochSeconds();
  const vehicles = [...new Set(routes.map((route) => String(route.vehicle_id)))].map((id) =>
    solverVehicle(state, state.collection('vehicles').get(id, project.id)!),
  );
  const jobs = routes.flatMap((route) =>
    bookingIdsOf(route).map(
      (id) =>
        (solverTask(state, state.collection('bookings').get(id, project.id)!) as { job: Job }).job,
    ),
  );
  const result = withSolverErrors(() =>
    rankInsertions({
      vehicles,
      jobs,
      routes: routes.map((route) => ({
        vehicle_id: String(route.vehicle_id),
        job_ids: bookingIdsOf(route),
      })),
      new_job: newTask.job,
      max_options: body.max_options ?? 3,
      earliestPosition: (index) => earliestPosition(routes[index]!, asOf),
    }),
  );
  const id = state.newId(idPrefix('ProjectInsertion'), 'project-insertions');
  const insertion = {
    id,
    project_id: project.id,
    booking_id: booking.id,
    status: result.options.length > 0 ? 'feasible' : 'infeasible',
    options: result.options.map((option) => ({
      rank: option.rank,
      route_id: routes[option.routeIndex]!.id,
      vehicle_id: option.vehicle_id,
      position: option.position,
      added_cost: option.added_cost,
      added_distance: option.added_distance,
      added_duration: option.added_duration,
      arrival: option.route.stops.find((stop) => stop.id === booking.id)!.arrival,
    })),
    unassigned: result.unassigned.map((item) => ({
      booking_id: item.id,
      reason: item.reason,
      message: item.message,
      violations: item.violations,
    })),
    created_at: state.clock.now(),
    expires_at: state.clock.after(VALID_SECONDS),
  } as StoredObject;
  state.collection('project-insertions').put(insertion);
  state.results.set(id, {
    options: result.options,
    routeIds: routes.map((route) => route.id),
    fingerprints: new Map(routes.map((route) => [route.id, fingerprint(route)])),
  } satisfies InsertionRecord);
  return { status: 200, body: insertion };
}

function stale(detail: string): ProblemError {
  return new ProblemError('insertion-stale', { detail });
}

function applyProjectInsertionOption(input: OperationInput) {
  const project = projectOf(input);
  const state = input.state;
  const id = input.params.insertion_id!;
  const insertion = state.collection('project-insertions').get(id);
  if (!insertion || insertion.project_id !== project.id) throw notFound('insertion', id);
  const record = state.results.get(id) as InsertionRecord;
  const rank = (input.body as { rank: number }).rank;
  if (insertion.status === 'applied')
    throw stale(`Insertion ${id} was already applied; request new options.`);
  if (state.clock.epochSeconds() > seconds(insertion.expires_at))
    throw stale(
      `The options of insertion ${id} expired at ${String(insertion.expires_at)}; request new options.`,
    );
  const option = record.options.find((candidate) => candidate.rank === rank);
  if (!option)
    throw unprocessable(
      '/rank',
      `Rank ${rank} does not exist; the insertion has ${record.options.length} option${record.options.length === 1 ? '' : 's'}.`,
      `There is no option with rank ${rank}.`,
    );
  const routeId = record.routeIds[option.routeIndex]!;
  const route = state.collection('routes').get(routeId, project.id);
  if (!route || fingerprint(route) !== record.fingerprints.get(routeId))
    throw stale(`${routeId} changed after the options were computed; request new options.`);
  const booking = state.collection('bookings').get(String(insertion.booking_id), project.id)!;
  if (booking.status !== 'open')
    throw stale(`Booking ${booking.id} is no longer open; request new options.`);
  const now = state.clock.now();
  const previous = new Map(
    (route.stops as Body[])
      .filter((stop) => typeof stop.booking_id === 'string')
      .map((stop) => [stop.booking_id, stop]),
  );
  const vehicle = state.collection('vehicles').get(String(route.vehicle_id), project.id);
  const updated = {
    ...route,
    cost: option.route.cost,
    distance: option.route.distance,
    duration: option.route.duration,
    // Stops already reported keep their status and ETA.
    stops: storedStops(option.route, vehicle).map((stop) => {
      const before = previous.get(stop.booking_id);
      return before ? { ...stop, status: before.status, eta: before.eta } : stop;
    }),
    updated_at: now,
  };
  state.collection('routes').put(updated);
  state
    .collection('bookings')
    .put({ ...booking, status: 'planned', route_id: routeId, updated_at: now });
  state.collection('project-insertions').put({ ...insertion, status: 'applied' });
  emit(state, 'booking.status_changed', project.id, {
    booking_id: booking.id,
    previous_status: 'open',
    status: 'planned',
    occurred_at: now,
    route_id: routeId,
  });
  emit(state, 'route.updated', project.id, {
    route_id: routeId,
    vehicle_id: route.vehicle_id,
    change: 'booking_inserted',
    status: route.status,
  });
  return { status: 200, body: updated };
}

export const insertionHandlers: HandlerTable = {
  findProjectInsertionOptions,
  applyProjectInsertionOption,
};
