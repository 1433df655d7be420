import type { RequestContext } from './adapter';
import type { Problem } from './model';
import { ROLE_SHIPMENT_PICKUP } from './model';
import { formatTimestamp } from './rfc3339';
import type { SolverResult } from './search';
import type {
  Location,
  QuantityMap,
  Route,
  SolveResponse,
  Stop,
  Unassigned,
  Vehicle,
} from './types';

/** Every amount the API returns is rounded to the cent (docs/concepts/trip_cost.mdx#money). */
const CENTS_PER_UNIT = 100;

export function roundCost(value: number): number {
  return Math.round(value * CENTS_PER_UNIT) / CENTS_PER_UNIT;
}

/** A route's cost by the contract's formula, from its whole metres and seconds, to the cent. */
export function routeMoney(vehicle: Vehicle, distance: number, duration: number): number {
  const costs = vehicle.costs ?? {};
  return roundCost(
    (costs.fixed ?? 0) +
      ((costs.per_kilometre ?? 1) * distance) / 1000 +
      ((costs.per_hour ?? 0) * duration) / 3600,
  );
}

/**
 * Internal result -> SolveResponse. Times are written in the offset of each vehicle's shift
 * start; route cost is recomputed from the integer distance and duration with the contract's
 * formula (fixed + per_kilometre * km + per_hour * hours), and the summary cost is the sum of
 * the rounded route costs, so the two agree to the cent.
 */
export function buildResponse(
  problem: Problem,
  result: SolverResult,
  context: RequestContext,
): SolveResponse {
  const { request, epoch } = context;
  const dimensions = problem.spec.dimensions;
  const routes: Route[] = [];
  let travel = 0;
  let service = 0;
  let waiting = 0;
  for (const planned of result.routes) {
    const vehicle = request.vehicles[planned.vehicle];
    const offset = context.vehicleOffsets[planned.vehicle];
    const time = (t: number) => formatTimestamp(epoch + t, offset.offsetMinutes, offset.utc);
    const stops: Stop[] = [];
    let previousLocation: Location = vehicle.start_location;
    for (const stop of planned.stops) {
      const location = stopLocation(
        problem,
        context,
        vehicle,
        stop.kind,
        stop.ref,
        previousLocation,
      );
      const loadAfter: QuantityMap = {};
      dimensions.forEach((name, d) => {
        loadAfter[name] = Math.round(stop.load[d]);
      });
      const entry: Stop = {
        type: 'start',
        location,
        arrival: time(stop.arrival),
        departure: time(stop.departure),
        waiting: Math.round(stop.waiting),
        load_after: loadAfter,
        distance_from_previous: Math.round(stop.distanceFromPrevious),
      };
      if (stop.kind === 'visit') {
        const ref = context.tasks[problem.visitTask[stop.ref]];
        if (ref.kind === 'job') {
          const job = request.jobs![ref.index];
          entry.type = job.type;
          entry.id = job.id;
        } else {
          entry.type = problem.visitRole[stop.ref] === ROLE_SHIPMENT_PICKUP ? 'pickup' : 'delivery';
          entry.id = ref.id;
          entry.shipment_id = ref.id;
        }
      } else if (stop.kind === 'break') {
        entry.type = 'break';
        entry.id = problem.breaks[planned.vehicle][stop.ref].id;
      } else {
        entry.type = stop.kind;
      }
      stops.push(entry);
      previousLocation = location;
    }
    const distance = Math.round(planned.distance);
    const duration = Math.round(planned.duration);
    routes.push({
      vehicle_id: vehicle.id,
      cost: routeMoney(vehicle, distance, duration),
      distance,
      duration,
      stops,
    });
    travel += Math.round(planned.travelTime);
    service += Math.round(planned.serviceTime);
    waiting += Math.round(planned.waitingTime);
  }

  const unassigned: Unassigned[] = result.unassigned.map((item) => {
    const ref = context.tasks[item.task];
    return {
      id: ref.id,
      kind: ref.kind,
      reason: item.reason,
      message: item.message,
      violations: item.violations,
    };
  });

  return {
    status: unassigned.length === 0 ? 'solved' : 'partial',
    summary: {
      cost: roundCost(routes.reduce((sum, route) => sum + route.cost, 0)),
      distance: routes.reduce((sum, route) => sum + route.distance, 0),
      duration: routes.reduce((sum, route) => sum + route.duration, 0),
      travel_duration: travel,
      service_duration: service,
      waiting_duration: waiting,
      vehicles_used: routes.length,
      unassigned_count: unassigned.length,
    },
    routes,
    unassigned,
  };
}

function stopLocation(
  problem: Problem,
  context: RequestContext,
  vehicle: Vehicle,
  kind: 'start' | 'visit' | 'break' | 'end',
  ref: number,
  previous: Location,
): Location {
  switch (kind) {
    case 'start':
      return vehicle.start_location;
    case 'end':
      return vehicle.end_location ?? vehicle.start_location;
    case 'break':
      return previous;
    default: {
      const task = context.tasks[problem.visitTask[ref]];
      if (task.kind === 'job') return context.request.jobs![task.index].location;
      const shipment = context.request.shipments![task.index];
      return problem.visitRole[ref] === ROLE_SHIPMENT_PICKUP
        ? shipment.pickup.location
        : shipment.delivery.location;
    }
  }
}
