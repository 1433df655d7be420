/**
 * Independent plan checker, written from the Stateless API contract (openapi/README.md) and the
 * Solomon benchmark conventions. It imports only type declarations from the solver and
 * recomputes every route from the request: travel, waiting, windows, loads, capacity, labels,
 * shift end, maximum trip duration, breaks, shipment order, and that every job and shipment is
 * either served exactly once or reported unassigned.
 *
 * Conventions for computed travel (no `matrices`): distance in whole metres (haversine on a
 * sphere of radius 6 371 008.8 m, or Euclidean for planar x/y), duration in whole seconds =
 * round(distance / (speed_kmh / 3.6)). A negative matrix entry means unreachable.
 */
import type {
  Job,
  Location,
  QuantityMap,
  Shipment,
  SolveRequest,
  SolveResponse,
  Stop,
  Vehicle,
} from '../../src/solver/types';

const REASONS = new Set([
  'CAPACITY',
  'TIME_WINDOW',
  'VEHICLE_LABEL',
  'MAX_TRIP_DURATION',
  'SHIFT_END',
  'EXCLUSIVE_GROUP',
  'ZONE_FORBIDDEN',
  'NO_VEHICLE',
  'UNREACHABLE',
  'PRIORITY_DROPPED',
]);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function seconds(text: string): number {
  return Date.parse(text) / 1000;
}

function offsetOf(text: string): string {
  const match = /(Z|[+-]\d{2}:\d{2})$/.exec(text);
  return match ? match[1] : '?';
}

function sameLocation(a: Location, b: Location): boolean {
  if ('lat' in a && 'lat' in b) return a.lat === b.lat && a.lon === b.lon;
  if ('x' in a && 'x' in b) return a.x === b.x && a.y === b.y;
  return false;
}

function greatCircle(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const toRad = Math.PI / 180;
  const p1 = a.lat * toRad;
  const p2 = b.lat * toRad;
  const h =
    Math.sin((p2 - p1) / 2) ** 2 +
    Math.cos(p1) * Math.cos(p2) * Math.sin(((b.lon - a.lon) * toRad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Leg {
  distance: number;
  duration: number;
  reachable: boolean;
}

export function travelLeg(request: SolveRequest, from: Location, to: Location): Leg {
  if (request.matrices) {
    const { locations, distances, durations } = request.matrices;
    const i = locations.findIndex((l) => sameLocation(l, from));
    const j = locations.findIndex((l) => sameLocation(l, to));
    if (i < 0 || j < 0) return { distance: NaN, duration: NaN, reachable: false };
    const distance = distances[i][j];
    const duration = durations[i][j];
    return { distance, duration, reachable: distance >= 0 && duration >= 0 };
  }
  let metres: number;
  if ('lat' in from && 'lat' in to) metres = greatCircle(from, to);
  else if ('x' in from && 'x' in to) metres = Math.hypot(from.x - to.x, from.y - to.y);
  else return { distance: NaN, duration: NaN, reachable: false };
  const distance = Math.round(metres);
  const speed = request.options?.speed_kmh ?? 30;
  return { distance, duration: Math.round(distance / (speed / 3.6)), reachable: true };
}

function startsInWindow(start: number, windows: { start: string; end: string }[] | undefined) {
  if (!windows || windows.length === 0) return true;
  return windows.some((w) => seconds(w.start) <= start && start <= seconds(w.end));
}

function dimensionsOf(request: SolveRequest): string[] {
  const names = new Set<string>();
  for (const v of request.vehicles) for (const d of Object.keys(v.capacity ?? {})) names.add(d);
  for (const j of request.jobs ?? []) for (const d of Object.keys(j.demand ?? {})) names.add(d);
  for (const s of request.shipments ?? [])
    for (const d of Object.keys(s.demand ?? {})) names.add(d);
  return [...names];
}

/** Own fields only: a dimension named `constructor` must not read Object.prototype's. */
function amount(map: QuantityMap | undefined, dimension: string): number {
  return map !== undefined && Object.hasOwn(map, dimension) ? (map[dimension] ?? 0) : 0;
}

/** Every amount the API returns is rounded to the cent (docs/concepts/trip_cost.mdx#money). */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export type SequenceStop =
  { kind: 'job'; job: Job } | { kind: 'pickup' | 'delivery'; shipment: Shipment };

export interface SequenceEvaluation {
  feasible: boolean;
  cost: number;
  distance: number;
  duration: number;
}

/**
 * Contract semantics of one route without breaks: loads (deliveries on board from the start),
 * labels, shipment order, service starting inside a window (waiting allowed), return by the
 * shift end, departure delayed by the waiting at the first stop, maximum trip duration, cost =
 * fixed + per_kilometre * km + per_hour * hours. Used by brute-force tests as the reference.
 */
export function evaluateSequence(
  request: SolveRequest,
  vehicle: Vehicle,
  sequence: SequenceStop[],
): SequenceEvaluation {
  const infeasible = { feasible: false, cost: Infinity, distance: 0, duration: 0 };
  if (sequence.length === 0) return { feasible: true, cost: 0, distance: 0, duration: 0 };
  const dimensions = dimensionsOf(request);
  const load: Record<string, number> = {};
  for (const d of dimensions) {
    load[d] = sequence.reduce(
      (sum, stop) =>
        sum +
        (stop.kind === 'job' && stop.job.type === 'delivery' ? amount(stop.job.demand, d) : 0),
      0,
    );
  }
  const fits = () => dimensions.every((d) => load[d] <= amount(vehicle.capacity, d));
  if (!fits()) return infeasible;
  const picked = new Set<string>();
  let time = seconds(vehicle.shift.start);
  const shiftEnd = seconds(vehicle.shift.end);
  let location = vehicle.start_location;
  let distance = 0;
  let firstWait = 0;
  for (const [index, stop] of sequence.entries()) {
    const owner = stop.kind === 'job' ? stop.job : stop.shipment;
    if ((owner.required_labels ?? []).some((l) => !(vehicle.labels ?? []).includes(l))) {
      return infeasible;
    }
    const step =
      stop.kind === 'job'
        ? stop.job
        : stop.kind === 'pickup'
          ? stop.shipment.pickup
          : stop.shipment.delivery;
    if (stop.kind === 'job') {
      const sign = stop.job.type === 'delivery' ? -1 : stop.job.type === 'pickup' ? 1 : 0;
      for (const d of dimensions) {
        if (
          stop.job.type === 'service' &&
          amount(stop.job.demand, d) > amount(vehicle.capacity, d)
        ) {
          return infeasible;
        }
        load[d] += sign * amount(stop.job.demand, d);
      }
    } else {
      if (stop.kind === 'pickup') picked.add(stop.shipment.id);
      else if (!picked.delete(stop.shipment.id)) return infeasible;
      const sign = stop.kind === 'pickup' ? 1 : -1;
      for (const d of dimensions) load[d] += sign * amount(stop.shipment.demand, d);
    }
    if (!fits()) return infeasible;
    const leg = travelLeg(request, location, step.location);
    if (!leg.reachable) return infeasible;
    distance += leg.distance;
    const arrival = time + leg.duration;
    const windows = [...(step.time_windows ?? [])]
      .map((w) => [seconds(w.start), seconds(w.end)] as const)
      .sort((a, b) => a[0] - b[0]);
    let start = arrival;
    if (windows.length > 0) {
      const window = windows.find(([, end]) => end >= arrival);
      if (!window) return infeasible;
      start = Math.max(arrival, window[0]);
    }
    if (start > shiftEnd) return infeasible;
    if (index === 0) firstWait = start - arrival;
    time = start + (step.service_duration ?? 0);
    location = step.location;
  }
  if (picked.size > 0) return infeasible;
  const back = travelLeg(request, location, vehicle.end_location ?? vehicle.start_location);
  if (!back.reachable) return infeasible;
  distance += back.distance;
  const arrivalAtEnd = time + back.duration;
  if (arrivalAtEnd > shiftEnd) return infeasible;
  const duration = arrivalAtEnd - (seconds(vehicle.shift.start) + firstWait);
  if (vehicle.max_trip_duration !== undefined && duration > vehicle.max_trip_duration) {
    return infeasible;
  }
  const costs = vehicle.costs ?? {};
  const cost =
    (costs.fixed ?? 0) +
    ((costs.per_kilometre ?? 1) * distance) / 1000 +
    ((costs.per_hour ?? 0) * duration) / 3600;
  return { feasible: true, cost, distance, duration };
}

/** Returns every violation found; an empty list means the plan is feasible and consistent. */
export function checkPlan(request: SolveRequest, response: SolveResponse): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const jobs = new Map<string, Job>((request.jobs ?? []).map((j) => [j.id, j]));
  const shipments = new Map<string, Shipment>((request.shipments ?? []).map((s) => [s.id, s]));
  const vehicles = new Map<string, Vehicle>(request.vehicles.map((v) => [v.id, v]));
  const dimensions = dimensionsOf(request);
  const served = new Map<string, number>();
  const pickupsSeen = new Map<string, string>();
  const deliveriesSeen = new Map<string, string>();
  const usedVehicles = new Set<string>();
  let totalDistance = 0;
  let totalDuration = 0;
  let totalCost = 0;
  let totalTravel = 0;
  let totalService = 0;
  let totalWaiting = 0;

  for (const [routeIndex, route] of response.routes.entries()) {
    const where = `routes[${routeIndex}] (${route.vehicle_id})`;
    const vehicle = vehicles.get(route.vehicle_id);
    if (!vehicle) {
      fail(`${where}: unknown vehicle`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) fail(`${where}: vehicle used by two routes`);
    usedVehicles.add(vehicle.id);
    const stops = route.stops;
    if (stops.length < 3) fail(`${where}: a route needs start, at least one visit and end`);
    if (stops[0]?.type !== 'start') fail(`${where}: first stop is not the start`);
    if (stops[stops.length - 1]?.type !== 'end') fail(`${where}: last stop is not the end`);
    for (const stop of stops) {
      if (!TIMESTAMP.test(stop.arrival) || !TIMESTAMP.test(stop.departure)) {
        fail(`${where}: timestamp not RFC 3339 with offset (${stop.arrival})`);
      }
      if (offsetOf(stop.arrival) !== offsetOf(vehicle.shift.start)) {
        fail(`${where}: timestamps should use the offset of the shift start`);
      }
    }
    const endLocation = vehicle.end_location ?? vehicle.start_location;
    if (!sameLocation(stops[0].location, vehicle.start_location)) fail(`${where}: wrong start`);
    if (!sameLocation(stops[stops.length - 1].location, endLocation)) fail(`${where}: wrong end`);

    const load: Record<string, number> = {};
    for (const d of dimensions) load[d] = 0;
    for (const stop of stops) {
      const job = stop.id !== undefined && !stop.shipment_id ? jobs.get(stop.id) : undefined;
      if (job && job.type === 'delivery' && stop.type === 'delivery') {
        for (const d of dimensions) load[d] += amount(job.demand, d);
      }
    }
    const checkLoad = (stop: Stop, label: string) => {
      for (const d of dimensions) {
        const cap = amount(vehicle.capacity, d);
        if (load[d] > cap) fail(`${where} ${label}: load ${d}=${load[d]} exceeds capacity ${cap}`);
        if (load[d] < 0) fail(`${where} ${label}: negative load ${d}`);
        if ((stop.load_after[d] ?? 0) !== load[d]) {
          fail(`${where} ${label}: load_after ${d}=${stop.load_after[d]} but expected ${load[d]}`);
        }
      }
    };

    const shiftStart = seconds(vehicle.shift.start);
    const shiftEnd = seconds(vehicle.shift.end);
    const departureFromStart = seconds(stops[0].departure);
    if (departureFromStart < shiftStart) fail(`${where}: leaves before the shift starts`);
    checkLoad(stops[0], 'start');
    let previous = stops[0];
    let previousDeparture = departureFromStart;
    let routeDistance = 0;
    const breaksTaken = new Set<string>();
    let visits = 0;

    for (let i = 1; i < stops.length; i++) {
      const stop = stops[i];
      const label = `stop ${i} (${stop.type} ${stop.id ?? ''})`;
      const arrival = seconds(stop.arrival);
      const departure = seconds(stop.departure);
      if (stop.waiting < 0) fail(`${where} ${label}: negative waiting`);
      const serviceStart = arrival + stop.waiting;

      if (stop.type === 'break') {
        const brk = (vehicle.breaks ?? []).find((b) => b.id === stop.id);
        if (!brk) {
          fail(`${where} ${label}: unknown break`);
          continue;
        }
        if (breaksTaken.has(brk.id)) fail(`${where} ${label}: break taken twice`);
        breaksTaken.add(brk.id);
        if (!sameLocation(stop.location, previous.location)) {
          fail(`${where} ${label}: break not at the previous stop's location`);
        }
        if (stop.distance_from_previous !== 0) fail(`${where} ${label}: break moved the vehicle`);
        if (arrival !== previousDeparture) fail(`${where} ${label}: arrival does not follow`);
        if (!startsInWindow(serviceStart, [brk.time_window])) {
          fail(`${where} ${label}: break starts outside its window`);
        }
        if (departure !== serviceStart + brk.duration) fail(`${where} ${label}: wrong duration`);
        totalWaiting += stop.waiting;
        checkLoad(stop, label);
        previousDeparture = departure;
        previous = stop;
        continue;
      }

      const leg = travelLeg(request, previous.location, stop.location);
      if (!leg.reachable) fail(`${where} ${label}: unreachable from the previous stop`);
      if (stop.distance_from_previous !== leg.distance) {
        fail(
          `${where} ${label}: distance ${stop.distance_from_previous}, expected ${leg.distance}`,
        );
      }
      routeDistance += leg.distance;
      totalTravel += leg.duration;
      if (arrival !== previousDeparture + leg.duration) {
        fail(`${where} ${label}: arrival ${stop.arrival} is not departure + travel`);
      }

      if (stop.type === 'end') {
        if (arrival > shiftEnd) fail(`${where}: returns after the shift ends`);
        if (stop.waiting !== 0) fail(`${where}: waiting at the end`);
        checkLoad(stop, label);
        continue;
      }

      totalWaiting += stop.waiting;
      visits++;
      let serviceDuration = 0;
      let windows: { start: string; end: string }[] | undefined;
      let required: string[] = [];
      if (stop.shipment_id !== undefined) {
        const shipment = shipments.get(stop.shipment_id);
        if (!shipment || stop.id !== stop.shipment_id) {
          fail(`${where} ${label}: unknown shipment`);
          continue;
        }
        const step = stop.type === 'pickup' ? shipment.pickup : shipment.delivery;
        if (stop.type !== 'pickup' && stop.type !== 'delivery') {
          fail(`${where} ${label}: shipment stop must be pickup or delivery`);
        }
        if (!sameLocation(stop.location, step.location)) fail(`${where} ${label}: wrong location`);
        serviceDuration = step.service_duration ?? 0;
        windows = step.time_windows;
        required = shipment.required_labels ?? [];
        const seen = stop.type === 'pickup' ? pickupsSeen : deliveriesSeen;
        if (seen.has(shipment.id)) fail(`${where} ${label}: shipment ${stop.type} served twice`);
        seen.set(shipment.id, vehicle.id);
        if (stop.type === 'delivery' && pickupsSeen.get(shipment.id) !== vehicle.id) {
          fail(`${where} ${label}: delivery before its pickup or on another vehicle`);
        }
        const sign = stop.type === 'pickup' ? 1 : -1;
        for (const d of dimensions) load[d] += sign * amount(shipment.demand, d);
      } else {
        const job = stop.id !== undefined ? jobs.get(stop.id) : undefined;
        if (!job) {
          fail(`${where} ${label}: unknown job`);
          continue;
        }
        if (job.type !== stop.type) fail(`${where} ${label}: stop type differs from job type`);
        if (!sameLocation(stop.location, job.location)) fail(`${where} ${label}: wrong location`);
        served.set(job.id, (served.get(job.id) ?? 0) + 1);
        serviceDuration = job.service_duration ?? 0;
        windows = job.time_windows;
        required = job.required_labels ?? [];
        const sign = job.type === 'delivery' ? -1 : job.type === 'pickup' ? 1 : 0;
        for (const d of dimensions) load[d] += sign * amount(job.demand, d);
        if (job.type === 'service') {
          for (const d of dimensions) {
            if (amount(job.demand, d) > amount(vehicle.capacity, d)) {
              fail(`${where} ${label}: service demand exceeds capacity`);
            }
          }
        }
      }
      totalService += serviceDuration;
      for (const labelName of required) {
        if (!(vehicle.labels ?? []).includes(labelName)) {
          fail(`${where} ${label}: vehicle lacks required label ${labelName}`);
        }
      }
      if (!startsInWindow(serviceStart, windows)) {
        fail(`${where} ${label}: service starts outside every time window`);
      }
      if (serviceStart > shiftEnd) fail(`${where} ${label}: service starts after the shift`);
      if (departure !== serviceStart + serviceDuration) {
        fail(`${where} ${label}: departure is not service start + service duration`);
      }
      checkLoad(stop, label);
      previousDeparture = departure;
      previous = stop;
    }

    if (visits === 0) fail(`${where}: route without visits`);
    for (const brk of vehicle.breaks ?? []) {
      if (!breaksTaken.has(brk.id)) fail(`${where}: break ${brk.id} not taken`);
    }
    const arrivalAtEnd = seconds(stops[stops.length - 1].arrival);
    const duration = arrivalAtEnd - departureFromStart;
    if (vehicle.max_trip_duration !== undefined && duration > vehicle.max_trip_duration) {
      fail(
        `${where}: trip of ${duration} s exceeds max_trip_duration ${vehicle.max_trip_duration}`,
      );
    }
    if (route.duration !== duration)
      fail(`${where}: duration ${route.duration}, expected ${duration}`);
    if (route.distance !== routeDistance) {
      fail(`${where}: distance ${route.distance}, expected ${routeDistance}`);
    }
    const costs = vehicle.costs ?? {};
    const cost =
      (costs.fixed ?? 0) +
      ((costs.per_kilometre ?? 1) * routeDistance) / 1000 +
      ((costs.per_hour ?? 0) * duration) / 3600;
    if (route.cost !== toCents(cost)) {
      fail(`${where}: cost ${route.cost}, expected ${toCents(cost)} (${cost} to the cent)`);
    }
    totalDistance += routeDistance;
    totalDuration += duration;
    totalCost += route.cost;
  }

  const unassignedIds = new Map<string, number>();
  for (const item of response.unassigned) {
    unassignedIds.set(item.id, (unassignedIds.get(item.id) ?? 0) + 1);
    const expectedKind = jobs.has(item.id) ? 'job' : shipments.has(item.id) ? 'shipment' : null;
    if (!expectedKind) fail(`unassigned ${item.id}: unknown id`);
    else if (item.kind !== expectedKind) fail(`unassigned ${item.id}: kind ${item.kind}`);
    if (!REASONS.has(item.reason)) fail(`unassigned ${item.id}: unknown reason ${item.reason}`);
    if (!item.message || !item.message.trim().endsWith('.')) {
      fail(`unassigned ${item.id}: message should be one sentence`);
    }
    if (!Array.isArray(item.violations)) fail(`unassigned ${item.id}: violations missing`);
  }
  for (const job of jobs.values()) {
    const count = (served.get(job.id) ?? 0) + (unassignedIds.get(job.id) ?? 0);
    if (count !== 1) fail(`job ${job.id}: served or listed ${count} times instead of once`);
  }
  for (const shipment of shipments.values()) {
    const pickedUp = pickupsSeen.has(shipment.id);
    const delivered = deliveriesSeen.has(shipment.id);
    const listed = unassignedIds.get(shipment.id) ?? 0;
    if (pickedUp !== delivered) fail(`shipment ${shipment.id}: only one half served`);
    if ((pickedUp ? 1 : 0) + listed !== 1) {
      fail(`shipment ${shipment.id}: served or listed ${(pickedUp ? 1 : 0) + listed} times`);
    }
  }

  const summary = response.summary;
  if (summary.distance !== totalDistance) fail(`summary.distance ${summary.distance}`);
  if (summary.duration !== totalDuration) fail(`summary.duration ${summary.duration}`);
  if (summary.travel_duration !== totalTravel) fail(`summary.travel_duration`);
  if (summary.service_duration !== totalService) fail(`summary.service_duration`);
  if (summary.waiting_duration !== totalWaiting) fail(`summary.waiting_duration`);
  if (summary.cost !== toCents(totalCost)) {
    fail(
      `summary.cost ${summary.cost}, expected ${toCents(totalCost)}, the sum of the route costs`,
    );
  }
  if (summary.vehicles_used !== response.routes.length) fail('summary.vehicles_used');
  if (summary.unassigned_count !== response.unassigned.length) fail('summary.unassigned_count');
  const expectedStatus = response.unassigned.length === 0 ? 'solved' : 'partial';
  if (response.status !== expectedStatus) fail(`status ${response.status}`);
  return problems;
}

/** Solomon benchmark node (same shape as scripts/solomon.ts, restated to stay independent). */
export interface SolomonNodeLike {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface SolomonInstanceLike {
  vehicleCount: number;
  capacity: number;
  depot: SolomonNodeLike;
  customers: SolomonNodeLike[];
}

/**
 * Reads a Solomon instance file on the checker's own terms (the fleet line is the first line
 * of two numbers, node lines have seven), so a bench that checks the solver's plans does not
 * trust the parser that built the solver's input.
 */
export function readSolomonFile(text: string): SolomonInstanceLike {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.every((cell) => cell !== '' && Number.isFinite(Number(cell))))
    .map((cells) => cells.map(Number));
  const fleet = rows.find((cells) => cells.length === 2);
  const nodes = rows
    .filter((cells) => cells.length === 7)
    .map(([id, x, y, demand, ready, due, service]) => ({ id, x, y, demand, ready, due, service }));
  const depot = nodes.find((node) => node.id === 0);
  if (!fleet || !depot) throw new Error('not a Solomon instance: no fleet line or no depot row');
  return {
    vehicleCount: fleet[0],
    capacity: fleet[1],
    depot,
    customers: nodes.filter((node) => node.id !== 0),
  };
}

export interface SolomonCheck {
  violations: string[];
  vehicles: number;
  distance: number;
}

/**
 * Checks routes (customer ids per vehicle) under the Solomon conventions: Euclidean distance,
 * unrounded, travel time = distance, waiting allowed, arrival after the due date infeasible,
 * load within capacity, every route inside the depot window, every customer exactly once.
 */
export function checkSolomonPlan(instance: SolomonInstanceLike, routes: number[][]): SolomonCheck {
  const violations: string[] = [];
  const byId = new Map(instance.customers.map((c) => [c.id, c]));
  const seen = new Map<number, number>();
  const depot = instance.depot;
  const gap = (a: SolomonNodeLike, b: SolomonNodeLike) => {
    const dx = a.x - b.x;
    const dy = a.y - b.y;
    return Math.sqrt(dx * dx + dy * dy);
  };
  let distance = 0;
  let vehicles = 0;
  routes.forEach((route, index) => {
    if (route.length === 0) return;
    vehicles++;
    let time = depot.ready;
    let load = 0;
    let previous = depot;
    let routeDistance = 0;
    for (const id of route) {
      const customer = byId.get(id);
      if (!customer) {
        violations.push(`route ${index}: unknown customer ${id}`);
        continue;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const leg = gap(previous, customer);
      routeDistance += leg;
      time += leg;
      if (time > customer.due) violations.push(`route ${index}: customer ${id} reached late`);
      time = Math.max(time, customer.ready) + customer.service;
      load += customer.demand;
      previous = customer;
    }
    const back = gap(previous, depot);
    routeDistance += back;
    time += back;
    if (time > depot.due) violations.push(`route ${index}: returns after the depot closes`);
    if (load > instance.capacity) violations.push(`route ${index}: load ${load} over capacity`);
    distance += routeDistance;
  });
  if (vehicles > instance.vehicleCount) violations.push(`uses ${vehicles} vehicles`);
  for (const customer of instance.customers) {
    const count = seen.get(customer.id) ?? 0;
    if (count !== 1) violations.push(`customer ${customer.id} served ${count} times`);
  }
  return { violations, vehicles, distance };
}
