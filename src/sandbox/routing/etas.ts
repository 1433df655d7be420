/**
 * ETA recalculation: from each vehicle's current position at `as_of`, the remaining stops of
 * its route (those still `pending`) are driven in their planned order with the solver's travel
 * convention (straight line, whole metres, 30 km/h, whole seconds); service starts at the
 * window start when the vehicle is early. Only `dispatched` and `in_progress` routes have ETAs
 * (docs/howto/order_progress.mdx#route-status): a position of a vehicle without one, or a
 * `route_ids` entry in another status, is a 422. The ETAs are stored on the stops and each
 * changed route emits `eta.updated`.
 */
import { DEFAULT_SPEED_KMH } from '../../solver/adapter';
import { haversineMetres } from '../../solver/geo';
import { formatTimestamp } from '../core/clock';
import { ProblemError } from '../core/problems';
import type { OperationInput, OperationHandler } from '../core/operation';
import { idPrefix } from '../core/specs';
import type { FieldError } from '../core/types';
import { emit } from '../integration/events';
import type { StoredObject } from '../store/collection';
import { ofProject, projectOf, ROUTE_ON_THE_ROAD } from './project';

type Body = Record<string, unknown>;
interface Point {
  lat: number;
  lon: number;
}

/** Ten minutes of slack or less is `at_risk` (EtaRecalculation's `window_status`). */
const AT_RISK_SECONDS = 600;

const seconds = (timestamp: unknown) => Date.parse(String(timestamp)) / 1000;

function travelSeconds(from: Point, to: Point): number {
  const metres = Math.round(haversineMetres(from.lat, from.lon, to.lat, to.lon));
  return Math.round(metres / (DEFAULT_SPEED_KMH / 3.6));
}

function windowStatus(booking: StoredObject | undefined, start: number): string {
  const windows = (booking?.time_windows as { start: string; end: string }[] | undefined) ?? [];
  if (windows.length === 0) return 'on_time';
  const open = windows.find((window) => seconds(window.end) >= start);
  if (!open) return 'late';
  return seconds(open.end) - Math.max(start, seconds(open.start)) < AT_RISK_SECONDS
    ? 'at_risk'
    : 'on_time';
}

function serviceStart(booking: StoredObject | undefined, arrival: number): number {
  const windows = (booking?.time_windows as { start: string; end: string }[] | undefined) ?? [];
  const open = windows.find((window) => seconds(window.end) >= arrival);
  return open ? Math.max(arrival, seconds(open.start)) : arrival;
}

/** New ETAs of the route's remaining stops from `position` at `asOf` (epoch seconds). */
function recalculate(input: OperationInput, route: StoredObject, position: Point, asOf: number) {
  const bookings = input.state.collection('bookings');
  const stops = route.stops as Body[];
  const remaining = stops.filter(
    (stop) => stop.type !== 'start' && (stop.status === 'pending' || stop.type === 'end'),
  );
  let time = asOf;
  let at = position;
  const etas: Body[] = [];
  for (const stop of remaining) {
    const booking =
      typeof stop.booking_id === 'string'
        ? bookings.get(stop.booking_id, String(route.project_id))
        : undefined;
    const arrival = time + travelSeconds(at, stop.location as Point);
    const start = serviceStart(booking, arrival);
    // Time on site as planned: from the planned start of service to the planned departure.
    const onSite = seconds(stop.departure) - seconds(stop.arrival) - Number(stop.waiting ?? 0);
    time = start + Math.max(0, onSite);
    at = stop.location as Point;
    const eta = formatTimestamp(arrival * 1000);
    etas.push({
      sequence: stop.sequence,
      booking_id: booking ? booking.id : null,
      eta,
      previous_eta: (stop.eta as string | null) ?? stop.arrival,
      delay: arrival - seconds(stop.arrival),
      window_status: booking ? windowStatus(booking, start) : 'on_time',
    });
  }
  return etas;
}

export const recalculateEtas: OperationHandler = (input) => {
  const project = projectOf(input);
  const state = input.state;
  const body = input.body as {
    as_of?: string;
    route_ids?: string[];
    positions: { vehicle_id: string; location: Point }[];
  };
  const candidates = ofProject(state, 'routes', project.id).filter((route) =>
    ROUTE_ON_THE_ROAD.has(String(route.status)),
  );
  const errors: FieldError[] = [];
  (body.route_ids ?? []).forEach((id, index) => {
    const route = state.collection('routes').get(id, project.id);
    if (!route)
      errors.push({
        path: `/route_ids/${index}`,
        code: 'invalid_reference',
        message: `Route \`${id}\` does not exist in project ${project.id}.`,
      });
    else if (!ROUTE_ON_THE_ROAD.has(String(route.status)))
      errors.push({
        path: `/route_ids/${index}`,
        code: 'invalid_reference',
        message: `Route \`${id}\` is \`${String(route.status)}\`; ETAs need a \`dispatched\` or \`in_progress\` route (report \`dispatched\` progress for its bookings first).`,
      });
  });
  const chosen = body.route_ids
    ? candidates.filter((route) => body.route_ids!.includes(route.id))
    : candidates;
  body.positions.forEach((position, index) => {
    if (!chosen.some((route) => route.vehicle_id === position.vehicle_id))
      errors.push({
        path: `/positions/${index}/vehicle_id`,
        code: 'invalid_reference',
        message: `Vehicle \`${position.vehicle_id}\` has no dispatched or in-progress route.`,
      });
  });
  if (errors.length > 0)
    throw new ProblemError('unprocessable', {
      detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
      errors,
    });
  const asOf = body.as_of ? seconds(body.as_of) : state.clock.epochSeconds();
  const routes: Body[] = [];
  for (const route of chosen) {
    const position = body.positions.find((p) => p.vehicle_id === route.vehicle_id);
    if (!position) continue;
    const stops = recalculate(input, route, position.location, asOf);
    routes.push({ route_id: route.id, vehicle_id: route.vehicle_id, stops });
    const byStop = new Map(stops.map((stop) => [stop.sequence, stop]));
    const changed = stops.some((stop) => stop.eta !== stop.previous_eta);
    state.collection('routes').put({
      ...route,
      stops: (route.stops as Body[]).map((stop) =>
        byStop.has(stop.sequence) ? { ...stop, eta: byStop.get(stop.sequence)!.eta } : stop,
      ),
      updated_at: state.clock.now(),
    });
    if (changed)
      emit(state, 'eta.updated', project.id, {
        route_id: route.id,
        vehicle_id: route.vehicle_id,
        stops: stops
          .filter((stop) => stop.booking_id !== null)
          .map((stop) => ({ booking_id: stop.booking_id, eta: stop.eta, delay: stop.delay })),
      });
  }
  return {
    status: 200,
    body: {
      id: state.newId(idPrefix('EtaRecalculation'), 'eta-recalculations'),
      project_id: project.id,
      as_of: formatTimestamp(asOf * 1000),
      routes,
    },
  };
};
