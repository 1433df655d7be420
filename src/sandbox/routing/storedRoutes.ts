/**
 * Project routes: a solver route (Stateless wire format) stored as the Routing API's Route.
 * Ids follow the docs: `route_<MMDD>_<vehicle_id>` from the local date of the route's start
 * (`route_0302_van_01`); a second route of the vehicle on that day gets `_2`, `_3`, ...
 * Stops get their sequence, booking, break or depot id, `lateness` 0 (the solver plans hard
 * windows), `eta` null and `status` `pending`.
 */
import type { Route as SolverRoute } from '../../solver';
import type { StoredObject } from '../store/collection';
import type { SessionState } from '../store/state';

type Body = Record<string, unknown>;

export function routeId(state: SessionState, vehicleId: string, start: string): string {
  const base = `route_${start.slice(5, 7)}${start.slice(8, 10)}_${vehicleId}`;
  const routes = state.collection('routes');
  let id = base;
  for (let counter = 2; routes.has(id); counter++) id = `${base}_${counter}`;
  return id;
}

/** The driver whose `vehicle_id` is the vehicle, else the vehicle's `driver_id`. */
function driverOf(state: SessionState, vehicle: StoredObject | undefined): string | null {
  if (!vehicle) return null;
  const driver = state
    .collection('drivers')
    .all()
    .find((candidate) => candidate.vehicle_id === vehicle.id && candidate.active !== false);
  return driver?.id ?? (vehicle.driver_id as string | null) ?? null;
}

export function storedStops(solverRoute: SolverRoute, vehicle: StoredObject | undefined): Body[] {
  const last = solverRoute.stops.length - 1;
  return solverRoute.stops.map((stop, sequence) => {
    const ids: Body = {};
    if (stop.type === 'start') ids.depot_id = vehicle?.start_depot_id;
    else if (stop.type === 'end') ids.depot_id = vehicle?.end_depot_id ?? vehicle?.start_depot_id;
    else if (stop.type === 'break') ids.break_id = stop.id;
    else ids.booking_id = stop.id;
    if (ids.depot_id === undefined && (sequence === 0 || sequence === last)) delete ids.depot_id;
    return {
      sequence,
      type: stop.type,
      ...ids,
      location: stop.location,
      arrival: stop.arrival,
      departure: stop.departure,
      waiting: stop.waiting,
      lateness: 0,
      load_after: stop.load_after,
      distance_from_previous: stop.distance_from_previous,
      eta: null,
      status: 'pending',
    };
  });
}

export function storedRoute(
  state: SessionState,
  solverRoute: SolverRoute,
  fields: { id: string; project_id: string; optimization_id: string | null; locked: boolean },
): StoredObject {
  const vehicle = state.collection('vehicles').get(solverRoute.vehicle_id, fields.project_id);
  const now = state.clock.now();
  return {
    id: fields.id,
    project_id: fields.project_id,
    optimization_id: fields.optimization_id,
    vehicle_id: solverRoute.vehicle_id,
    driver_id: driverOf(state, vehicle),
    status: 'planned',
    locked: fields.locked,
    cost: solverRoute.cost,
    distance: solverRoute.distance,
    duration: solverRoute.duration,
    stops: storedStops(solverRoute, vehicle),
    created_at: now,
    updated_at: now,
  };
}

/** The bookings a stored route serves, in stop order. */
export function bookingIdsOf(route: StoredObject): string[] {
  const ids: string[] = [];
  for (const stop of route.stops as Body[])
    if (typeof stop.booking_id === 'string' && !ids.includes(stop.booking_id))
      ids.push(stop.booking_id);
  return ids;
}
