/**
 * Stored-route and insertion examples of the Routing and Integration APIs must be the plan the
 * sample world gives. The docs show them with the Stateless figures for the same stops
 * (docs/concepts/timewindow_model.mdx#departure-rule): haversine metres at 30 km/h, each booking's
 * service duration and windows from src/data/sampleWorld.json, a departure as late as the first
 * stop allows, and the cost of the vehicle's type. So every figure of such a block is recomputed:
 * leg distances and arrivals, waiting, departures, loads, route distance, duration and cost, and
 * each insertion option's `added_cost`.
 */
import {
  addedCost,
  distanceMetres,
  routeCost,
  travelSeconds,
} from '../../../src/data/routeArithmetic';
import { bookings, sampleWorld, vehicleType, type Location } from '../../../src/data/sampleWorld';
import { codeBlocks, type Page } from '../../support/mdx';
import type { Offence } from './offence';
import { variedIds } from './sampleWorld';

const EXAMPLE_SPEED_KMH = 30;

const ROUTE_SCHEMAS = new Set([
  'routing#/components/schemas/RouteList',
  'routing#/components/schemas/Route',
  'integration#/components/schemas/RouteList',
  'integration#/components/schemas/Route',
]);

export interface StoredStop {
  type: string;
  booking_id?: string;
  location: Location;
  arrival: string;
  departure: string;
  waiting: number;
  load_after?: Record<string, number>;
  distance_from_previous?: number;
}

export interface StoredRoute {
  vehicle_id: string;
  cost: number;
  distance: number;
  duration: number;
  stops: StoredStop[];
}

const seconds = (timestamp: string): number => Date.parse(timestamp) / 1000;

/** A time in the offset of `like`, as the examples write it. */
function timestampLike(like: string, value: number): string {
  const offset = /[+-]\d{2}:\d{2}$/.exec(like)?.[0] ?? '+00:00';
  const sign = offset.startsWith('-') ? -1 : 1;
  const shift = sign * (Number(offset.slice(1, 3)) * 3600 + Number(offset.slice(4)) * 60);
  return new Date((value + shift) * 1000).toISOString().slice(0, 19) + offset;
}
/** Every amount the API returns is to the cent (docs/concepts/trip_cost.mdx#money). */
const cents = (value: number): number => Math.round(value * 100) / 100;

/** One stored route against the world; the OpenAPI route examples are checked with this too. */
export function checkRoute(route: StoredRoute, varied: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const type = vehicleType(route.vehicle_id);
  if (!type || varied.has(route.vehicle_id)) return problems;
  const say = (message: string) => problems.push(`${route.vehicle_id}: ${message}`);
  const stops = route.stops;
  const start = stops[0];
  const end = stops.at(-1);
  if (!start || !end || start.type !== 'start' || end.type !== 'end') return problems;

  // Load on board: every delivery of the route leaves the depot, and each stop unloads its own.
  const served = stops.flatMap((stop) => (stop.booking_id ? [stop.booking_id] : []));
  // A varied booking may carry its own demand, so the loads of its route are the page's to state.
  const loadsKnown = !served.some((id) => varied.has(id));
  let load: Record<string, number> = {};
  for (const id of served)
    for (const [name, amount] of Object.entries(bookings.get(id)?.demand ?? {}))
      load[name] = (load[name] ?? 0) + amount;

  let totalDistance = 0;
  for (let index = 0; index < stops.length; index++) {
    const stop = stops[index]!;
    const label = stop.booking_id ?? stop.type;
    const booking = stop.booking_id ? bookings.get(stop.booking_id) : undefined;
    const worldBooking = booking && !varied.has(booking.id) ? booking : undefined;
    if (index > 0) {
      const previous = stops[index - 1]!;
      const metres = Math.round(distanceMetres(previous.location, stop.location));
      totalDistance += metres;
      if (stop.distance_from_previous !== undefined && stop.distance_from_previous !== metres)
        say(
          `${label}: distance_from_previous ${stop.distance_from_previous}, the leg is ${metres} m`,
        );
      const arrival =
        seconds(previous.departure) +
        travelSeconds(previous.location, stop.location, EXAMPLE_SPEED_KMH);
      if (seconds(stop.arrival) !== arrival)
        say(
          `${label}: arrival ${stop.arrival}, but ${previous.departure} plus the leg is ${timestampLike(stop.arrival, arrival)}`,
        );
    }
    if (worldBooking) {
      const opens = worldBooking.time_windows
        .map((window) => seconds(window.start))
        .find((open, at) => seconds(worldBooking.time_windows[at]!.end) >= seconds(stop.arrival));
      const waiting = opens === undefined ? 0 : Math.max(0, opens - seconds(stop.arrival));
      if (stop.waiting !== waiting)
        say(`${label}: waiting ${stop.waiting}, the window gives ${waiting}`);
      const departure = seconds(stop.arrival) + stop.waiting + worldBooking.service_duration;
      if (seconds(stop.departure) !== departure)
        say(
          `${label}: departure ${stop.departure} is not arrival + waiting + ${worldBooking.service_duration} s of service`,
        );
      for (const [name, amount] of Object.entries(worldBooking.demand))
        load = { ...load, [name]: (load[name] ?? 0) - amount };
    }
    if (stop.load_after && loadsKnown)
      for (const [name, amount] of Object.entries(stop.load_after))
        if ((load[name] ?? 0) !== amount)
          say(`${label}: load_after.${name} ${amount}, the bookings give ${load[name] ?? 0}`);
  }

  // The departure rule: leave at the shift start, or later by the waiting the first stop would have.
  const first = stops[1];
  const shiftStart = seconds(sampleWorld.shift.start);
  if (first && seconds(start.departure) > shiftStart && first.waiting === 0) {
    const latest =
      seconds(first.arrival) - travelSeconds(start.location, first.location, EXAMPLE_SPEED_KMH);
    if (seconds(start.departure) !== latest) say('leaves later than the first stop needs');
  } else if (first && first.waiting > 0 && seconds(start.departure) === shiftStart)
    say(`waits ${first.waiting} s at its first stop instead of leaving later (departure rule)`);

  if (route.distance !== totalDistance)
    say(`distance ${route.distance}, the legs add up to ${totalDistance}`);
  const duration = seconds(end.arrival) - seconds(start.departure);
  if (route.duration !== duration) say(`duration ${route.duration}, start to end is ${duration} s`);
  const cost = cents(routeCost(type.costs, route.distance, route.duration));
  if (route.cost !== cost)
    say(
      `cost ${route.cost}, ${type.id} prices give ${cost} for ${route.distance} m and ${route.duration} s`,
    );
  return problems;
}

interface InsertionOption {
  vehicle_id: string;
  added_cost: number;
  added_distance: number;
  added_duration: number;
}

export function checkStoredRoutes(page: Page): Offence[] {
  if (!page.tree) return [];
  const varied = variedIds(page);
  const offences: Offence[] = [];
  for (const block of codeBlocks(page.tree)) {
    const schema = block.attributes.schema;
    if (block.lang !== 'json' || typeof schema !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(block.body);
    } catch {
      continue;
    }
    const add = (message: string) => offences.push({ file: page.file, line: block.line, message });
    if (ROUTE_SCHEMAS.has(schema)) {
      const object = value as { data?: StoredRoute[] } & StoredRoute;
      for (const route of object.data ?? [object]) checkRoute(route, varied).forEach(add);
    }
    if (schema === 'routing#/components/schemas/ProjectInsertion') {
      for (const option of (value as { options: InsertionOption[] }).options) {
        const type = vehicleType(option.vehicle_id);
        if (!type || varied.has(option.vehicle_id)) continue;
        const expected = cents(addedCost(type.costs, option.added_distance, option.added_duration));
        if (option.added_cost !== expected)
          add(
            `${option.vehicle_id}: added_cost ${option.added_cost}, ${type.id} prices give ${expected} for ${option.added_distance} m and ${option.added_duration} s`,
          );
      }
    }
  }
  return offences;
}
