/**
 * A pre-flight check of a request's meaning, for a request that already matches the schema:
 * what the solve would certainly leave unassigned (errors), what the Stateless API rejects as a
 * whole (errors with a 422 `code`), and what only looks wrong (warnings). The playground runs it
 * as the reader types; the sandbox's Stateless solve answers its 422 findings before solving.
 * Travel times are the solver's own (matrices, or straight lines at `options.speed_kmh`).
 */
import { DEFAULT_SPEED_KMH, straightLineMetres, travelSeconds } from './geo';
import { parseTimestamp } from './rfc3339';
import type {
  Location,
  QuantityMap,
  SolveRequest,
  TimeWindow,
  UnassignedReason,
  Vehicle,
} from './types';
import { locationKey } from './validate';

export type PreflightCheck =
  | 'time_window_order'
  | 'swapped_coordinates'
  | 'window_outside_shifts'
  | 'demand_dimension_not_carried'
  | 'demand_exceeds_capacity'
  | 'label_not_on_any_vehicle'
  | 'service_longer_than_window'
  | 'delivery_before_pickup'
  | 'max_trip_too_short';

export interface PreflightFinding {
  check: PreflightCheck;
  /** `error`: the request is rejected or a job certainly goes unassigned; `warning`: suspicious. */
  severity: 'error' | 'warning';
  /** JSON Pointer (RFC 6901) into the request, as the API's `errors[].path`. */
  path: string;
  /** One sentence with the numbers. */
  message: string;
  /** Site path of the docs section or problem type that explains the rule. */
  link: string;
  /** The 422 `errors[].code` the Stateless API answers for it; absent when the solve goes ahead. */
  code?: 'time_window_order';
  /** The job or shipment the solve will leave unassigned, and the reason it gives for this cause. */
  unassigned?: { kind: 'job' | 'shipment'; id: string; reason: UnassignedReason };
}

const LINKS: Record<PreflightCheck, string> = {
  time_window_order: '/problems/unprocessable',
  swapped_coordinates: '/docs/concepts/operations_locations#how-the-api-models-locations',
  window_outside_shifts: '/docs/concepts/timewindow_model#how-the-api-models-time-windows',
  demand_dimension_not_carried: '/docs/concepts/capacity_demand#how-the-api-models-it',
  demand_exceeds_capacity: '/docs/concepts/capacity_demand#how-the-api-models-it',
  label_not_on_any_vehicle: '/docs/concepts/vehicle_labels#how-the-api-models-labels',
  service_longer_than_window: '/docs/concepts/timewindow_model#pitfalls',
  delivery_before_pickup: '/docs/vrp_problem_intro/vrppdtw#shipments-in-the-stateless-api',
  max_trip_too_short: '/docs/concepts/max_trip_duration#how-the-api-models-it',
};

/** A job, or a shipment's pickup and delivery, as the checks see it. */
interface Task {
  kind: 'job' | 'shipment';
  id: string;
  path: string;
  demand: QuantityMap;
  labels: string[];
  steps: { path: string; location: Location; service: number; windows: TimeWindow[] }[];
}

type Interval = [number, number];

const seconds = (value: number): string =>
  value >= 60 ? `${value} s (${+(value / 60).toFixed(1)} min)` : `${value} s`;

const epoch = (text: unknown): number | null =>
  typeof text === 'string' ? (parseTimestamp(text)?.epochSeconds ?? null) : null;

/** The window as epoch seconds; null when a timestamp does not parse or `end` is before `start`. */
function interval(window: TimeWindow | undefined): Interval | null {
  const start = epoch(window?.start);
  const end = epoch(window?.end);
  return start === null || end === null || end < start ? null : [start, end];
}

function tasksOf(request: SolveRequest): Task[] {
  const jobs: Task[] = (request.jobs ?? []).map((job, i) => ({
    kind: 'job',
    id: job.id,
    path: `/jobs/${i}`,
    demand: job.demand ?? {},
    labels: job.required_labels ?? [],
    steps: [
      {
        path: `/jobs/${i}`,
        location: job.location,
        service: job.service_duration ?? 0,
        windows: job.time_windows ?? [],
      },
    ],
  }));
  const shipments: Task[] = (request.shipments ?? []).map((shipment, i) => ({
    kind: 'shipment',
    id: shipment.id,
    path: `/shipments/${i}`,
    demand: shipment.demand ?? {},
    labels: shipment.required_labels ?? [],
    steps: (['pickup', 'delivery'] as const).map((part) => ({
      path: `/shipments/${i}/${part}`,
      location: shipment[part].location,
      service: shipment[part].service_duration ?? 0,
      windows: shipment[part].time_windows ?? [],
    })),
  }));
  return [...jobs, ...shipments];
}

function unassignable(task: Task, reason: UnassignedReason): PreflightFinding['unassigned'] {
  return { kind: task.kind, id: task.id, reason };
}

/** Every time window of the request with its path. */
function allWindows(request: SolveRequest, tasks: Task[]): [TimeWindow, string][] {
  const windows: [TimeWindow, string][] = [];
  request.vehicles.forEach((vehicle, i) => {
    windows.push([vehicle.shift, `/vehicles/${i}/shift`]);
    (vehicle.breaks ?? []).forEach((brk, j) =>
      windows.push([brk.time_window, `/vehicles/${i}/breaks/${j}/time_window`]),
    );
  });
  for (const task of tasks) {
    for (const step of task.steps) {
      step.windows.forEach((w, j) => windows.push([w, `${step.path}/time_windows/${j}`]));
    }
  }
  return windows;
}

function checkWindowOrder(request: SolveRequest, tasks: Task[], out: PreflightFinding[]): void {
  for (const [window, path] of allWindows(request, tasks)) {
    const start = epoch(window?.start);
    const end = epoch(window?.end);
    if (start === null || end === null || end >= start) continue;
    out.push({
      check: 'time_window_order',
      severity: 'error',
      path,
      code: 'time_window_order',
      message: `end ${window.end} is ${seconds(start - end)} before start ${window.start}; the Stateless API rejects the request with 422 time_window_order.`,
      link: LINKS.time_window_order,
    });
  }
}

interface Region {
  lat: Interval;
  lon: Interval;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Where most of the points are: per axis, the median plus or minus three median absolute
 * deviations, at least 1 degree. Medians ignore a minority of swapped points, which a bounding
 * box would stretch to. Undefined below three distinct points, where no majority exists.
 */
function regionOf(points: { lat: number; lon: number }[]): Region | undefined {
  const distinct = [...new Map(points.map((p) => [locationKey(p), p])).values()];
  if (distinct.length < 3) return undefined;
  const axis = (values: number[]): Interval => {
    const centre = median(values);
    const half = Math.max(1, 3 * median(values.map((v) => Math.abs(v - centre))));
    return [+(centre - half).toFixed(2), +(centre + half).toFixed(2)];
  };
  return { lat: axis(distinct.map((p) => p.lat)), lon: axis(distinct.map((p) => p.lon)) };
}

const inside = (region: Region, lat: number, lon: number): boolean =>
  lat >= region.lat[0] && lat <= region.lat[1] && lon >= region.lon[0] && lon <= region.lon[1];

function checkCoordinates(request: SolveRequest, tasks: Task[], out: PreflightFinding[]): void {
  const points: { path: string; lat: number; lon: number }[] = [];
  const add = (location: Location | undefined, path: string) => {
    if (location && 'lat' in location) points.push({ path, lat: location.lat, lon: location.lon });
  };
  request.vehicles.forEach((v, i) => {
    add(v.start_location, `/vehicles/${i}/start_location`);
    add(v.end_location, `/vehicles/${i}/end_location`);
  });
  for (const task of tasks)
    for (const step of task.steps) add(step.location, `${step.path}/location`);

  const region = regionOf(points);
  for (const { lat, lon, path } of points) {
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      const swap =
        Math.abs(lon) <= 90 && Math.abs(lat) <= 180
          ? ` Swapped (lat ${lon}, lon ${lat}) they would be valid.`
          : '';
      out.push({
        check: 'swapped_coordinates',
        severity: 'error',
        path,
        message: `lat ${lat}, lon ${lon} is outside the range of lat (-90 to 90) and lon (-180 to 180).${swap}`,
        link: LINKS.swapped_coordinates,
      });
      continue;
    }
    if (!region || inside(region, lat, lon) || !inside(region, lon, lat)) continue;
    out.push({
      check: 'swapped_coordinates',
      severity: 'warning',
      path,
      message: `lat ${lat}, lon ${lon} lies outside the region where most locations are (lat ${region.lat[0]} to ${region.lat[1]}, lon ${region.lon[0]} to ${region.lon[1]}), and swapped (lat ${lon}, lon ${lat}) it would lie inside: are lat and lon swapped?`,
      link: LINKS.swapped_coordinates,
    });
  }
}

function describeShifts(vehicles: Vehicle[]): string {
  const shifts = vehicles.map((v) => `${v.shift.start} to ${v.shift.end}`);
  if (new Set(shifts).size === 1) return `every vehicle's shift (${shifts[0]})`;
  const starts = vehicles.map((v) => v.shift.start).sort((a, b) => epoch(a)! - epoch(b)!);
  const ends = vehicles.map((v) => v.shift.end).sort((a, b) => epoch(a)! - epoch(b)!);
  return `every one of the ${vehicles.length} vehicles' shifts (which lie between ${starts[0]} and ${ends[ends.length - 1]})`;
}

/** Service starts inside a window and inside a shift: a window that meets no shift is never usable. */
function checkWindowsAgainstShifts(
  request: SolveRequest,
  tasks: Task[],
  out: PreflightFinding[],
): void {
  const shifts = request.vehicles.map((v) => interval(v.shift));
  if (shifts.some((shift) => shift === null)) return;
  for (const task of tasks) {
    for (const step of task.steps) {
      const windows = step.windows.map(interval);
      if (windows.length === 0 || windows.some((w) => w === null)) continue;
      const meets = windows.some((w) => shifts.some((s) => w![0] <= s![1] && s![0] <= w![1]));
      if (meets) continue;
      const what =
        step.windows.length === 1
          ? 'Its time window'
          : `All ${step.windows.length} of its time windows`;
      const first = step.windows[0];
      out.push({
        check: 'window_outside_shifts',
        severity: 'error',
        path: `${step.path}/time_windows`,
        message: `${what} (${first.start} to ${first.end}${step.windows.length > 1 ? ', …' : ''}) lie${step.windows.length === 1 ? 's' : ''} outside ${describeShifts(request.vehicles)}, so ${task.id} cannot be served and the solve will leave it unassigned.`,
        link: LINKS.window_outside_shifts,
        unassigned: unassignable(task, 'TIME_WINDOW'),
      });
    }
  }
}

const amountIn = (map: QuantityMap | undefined, name: string): number =>
  map && Object.hasOwn(map, name) ? map[name] : 0;

function checkDemand(request: SolveRequest, tasks: Task[], out: PreflightFinding[]): void {
  const vehicles = request.vehicles;
  const carried = new Set(vehicles.flatMap((v) => Object.keys(v.capacity ?? {})));
  for (const task of tasks) {
    const names = Object.keys(task.demand).filter((name) => task.demand[name] > 0);
    let reported = false;
    for (const name of names) {
      const amount = task.demand[name];
      const path = `${task.path}/demand/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!carried.has(name)) {
        const known = [...carried].map((n) => `"${n}"`).join(', ');
        out.push({
          check: 'demand_dimension_not_carried',
          severity: 'error',
          path,
          message: `No vehicle has a capacity in "${name}" (the vehicles carry ${known || 'no dimension'}), so ${task.id}, with a demand of ${amount} ${name}, cannot be served and the solve will leave it unassigned.`,
          link: LINKS.demand_dimension_not_carried,
          unassigned: unassignable(task, 'CAPACITY'),
        });
        reported = true;
        continue;
      }
      const largest = Math.max(...vehicles.map((v) => amountIn(v.capacity, name)));
      if (amount > largest) {
        const owner = vehicles.find((v) => amountIn(v.capacity, name) === largest)!.id;
        out.push({
          check: 'demand_exceeds_capacity',
          severity: 'error',
          path,
          message: `The demand of ${amount} ${name} exceeds every vehicle's capacity (the largest is ${largest} ${name}, on ${owner}), so ${task.id} cannot be served and the solve will leave it unassigned.`,
          link: LINKS.demand_exceeds_capacity,
          unassigned: unassignable(task, 'CAPACITY'),
        });
        reported = true;
      }
    }
    if (reported || names.length < 2 || vehicles.length === 0) continue;
    // Each dimension fits some vehicle, but maybe no vehicle fits all of them at once.
    const shortfalls = vehicles.map((v) => {
      const name = names.find((n) => task.demand[n] > amountIn(v.capacity, n));
      return name && `${v.id} has ${amountIn(v.capacity, name)} ${name}`;
    });
    if (shortfalls.some((shortfall) => !shortfall)) continue;
    const demand = names.map((n) => `${task.demand[n]} ${n}`).join(', ');
    out.push({
      check: 'demand_exceeds_capacity',
      severity: 'error',
      path: `${task.path}/demand`,
      message: `No single vehicle can carry the whole demand of ${task.id} (${demand}): ${shortfalls.slice(0, 3).join('; ')}${shortfalls.length > 3 ? '; …' : ''}. The solve will leave it unassigned.`,
      link: LINKS.demand_exceeds_capacity,
      unassigned: unassignable(task, 'CAPACITY'),
    });
  }
}

function checkLabels(request: SolveRequest, tasks: Task[], out: PreflightFinding[]): void {
  const vehicleLabels = request.vehicles.map((v) => new Set(v.labels ?? []));
  const all = new Set(vehicleLabels.flatMap((labels) => [...labels]));
  for (const task of tasks) {
    let reported = false;
    task.labels.forEach((label, k) => {
      if (all.has(label)) return;
      const near = [...all].find((other) => other.toLowerCase() === label.toLowerCase());
      out.push({
        check: 'label_not_on_any_vehicle',
        severity: 'error',
        path: `${task.path}/required_labels/${k}`,
        message: `No vehicle has the label "${label}"${near ? ` (labels are case-sensitive; a vehicle has "${near}")` : ''}, so ${task.id} cannot be served and the solve will leave it unassigned.`,
        link: LINKS.label_not_on_any_vehicle,
        unassigned: unassignable(task, 'VEHICLE_LABEL'),
      });
      reported = true;
    });
    if (reported || task.labels.length < 2) continue;
    if (vehicleLabels.some((labels) => task.labels.every((label) => labels.has(label)))) continue;
    out.push({
      check: 'label_not_on_any_vehicle',
      severity: 'error',
      path: `${task.path}/required_labels`,
      message: `Each of the labels ${task.labels.map((l) => `"${l}"`).join(', ')} is on some vehicle, but no vehicle has all of them, so ${task.id} cannot be served and the solve will leave it unassigned.`,
      link: LINKS.label_not_on_any_vehicle,
      unassigned: unassignable(task, 'VEHICLE_LABEL'),
    });
  }
}

/** Legal (service only has to start inside a window) but often a window meant to hold the whole service. */
function checkServiceAgainstWindows(tasks: Task[], out: PreflightFinding[]): void {
  for (const task of tasks) {
    for (const step of task.steps) {
      const index = step.windows.findIndex((w) => {
        const span = interval(w);
        return span !== null && span[1] - span[0] < step.service;
      });
      if (index < 0) continue;
      const window = step.windows[index];
      const [start, end] = interval(window)!;
      out.push({
        check: 'service_longer_than_window',
        severity: 'warning',
        path: `${step.path}/service_duration`,
        message: `service_duration ${seconds(step.service)} is longer than time window ${index} (${window.start} to ${window.end}), which lasts ${seconds(end - start)}: service only has to start inside the window, so it may end ${seconds(step.service - (end - start))} or more after the window closes.`,
        link: LINKS.service_longer_than_window,
      });
    }
  }
}

/** The delivery starts after the pickup's service ends: its last window must close no earlier. */
function checkShipmentOrder(tasks: Task[], out: PreflightFinding[]): void {
  for (const task of tasks) {
    if (task.kind !== 'shipment') continue;
    const [pickup, delivery] = task.steps;
    const pickupWindows = pickup.windows.map(interval);
    const deliveryWindows = delivery.windows.map(interval);
    if (pickupWindows.length === 0 || deliveryWindows.length === 0) continue;
    if ([...pickupWindows, ...deliveryWindows].some((w) => w === null)) continue;
    const opens = Math.min(...pickupWindows.map((w) => w![0]));
    const closes = Math.max(...deliveryWindows.map((w) => w![1]));
    if (closes >= opens + pickup.service) continue;
    const openText = pickup.windows.find((w) => interval(w)![0] === opens)!.start;
    const closeText = delivery.windows.find((w) => interval(w)![1] === closes)!.end;
    const service = pickup.service > 0 ? ` and its service takes ${seconds(pickup.service)}` : '';
    out.push({
      check: 'delivery_before_pickup',
      severity: 'error',
      path: `${delivery.path}/time_windows`,
      message: `The delivery's last window closes at ${closeText}, but the pickup's first window opens at ${openText}${service}; the pickup comes first, so ${task.id} cannot be served and the solve will leave it unassigned.`,
      link: LINKS.delivery_before_pickup,
      unassigned: unassignable(task, 'TIME_WINDOW'),
    });
  }
}

/**
 * Seconds from one location to another as the solver times them: the request's matrices, else
 * the straight line at `options.speed_kmh`. Infinity when the matrix marks the pair unreachable,
 * null when a location is missing from the matrices (the solve rejects that request anyway).
 */
function travelTimer(request: SolveRequest): (from: Location, to: Location) => number | null {
  const matrices = request.matrices;
  if (!matrices) {
    const speed = request.options?.speed_kmh ?? DEFAULT_SPEED_KMH;
    return (from, to) => travelSeconds(straightLineMetres(from, to), speed);
  }
  const rows = new Map<string, number>();
  matrices.locations.forEach((location, i) => {
    const key = locationKey(location);
    if (!rows.has(key)) rows.set(key, i);
  });
  return (from, to) => {
    const a = rows.get(locationKey(from));
    const b = rows.get(locationKey(to));
    if (a === undefined || b === undefined) return null;
    const value = matrices.durations[a]?.[b];
    return typeof value === 'number' && value >= 0 ? value : Infinity;
  };
}

/**
 * A route's duration runs from its departure to the arrival at its end, so serving a task alone
 * takes at least the drive there, its service(s) and the drive back: a lower bound for any route.
 */
function checkMaxTrip(request: SolveRequest, tasks: Task[], out: PreflightFinding[]): void {
  const limited = request.vehicles.filter((v) => v.max_trip_duration !== undefined);
  if (limited.length === 0 || tasks.length === 0) return;
  const travel = travelTimer(request);
  const timing = request.matrices
    ? 'driving times from matrices'
    : `driving at ${request.options?.speed_kmh ?? DEFAULT_SPEED_KMH} km/h`;
  /** [total seconds, service seconds] of the out-and-back, or null when it cannot be timed. */
  const outAndBack = (vehicle: Vehicle, task: Task): [number, number] | null => {
    let here = vehicle.start_location;
    let total = 0;
    let service = 0;
    for (const step of [...task.steps.map((s) => s.location), vehicle.end_location ?? here]) {
      const leg = travel(here, step);
      if (leg === null || leg === Infinity) return null;
      total += leg;
      here = step;
    }
    for (const step of task.steps) service += step.service;
    return [total + service, service];
  };
  // Vehicles that start and end at the same places share their bounds (fleets often share a depot).
  const byDepots = new Map<string, ([number, number] | null)[]>();
  const boundsOf = (vehicle: Vehicle) => {
    const key = `${locationKey(vehicle.start_location)}|${locationKey(vehicle.end_location ?? vehicle.start_location)}`;
    let bounds = byDepots.get(key);
    if (!bounds) {
      bounds = tasks.map((task) => outAndBack(vehicle, task));
      byDepots.set(key, bounds);
    }
    return bounds;
  };
  // Per task, the vehicle that misses it by least, while no vehicle reaches it; -1 once one does.
  const closest = tasks.map(() => ({ vehicle: -2, excess: Infinity }));
  const everyVehicleLimited = limited.length === request.vehicles.length;

  request.vehicles.forEach((vehicle, i) => {
    const limit = vehicle.max_trip_duration;
    if (limit === undefined) return;
    const bounds = boundsOf(vehicle);
    let nearest = -1;
    bounds.forEach((bound, t) => {
      if (bound && (nearest < 0 || bound[0] < bounds[nearest]![0])) nearest = t;
      if (!everyVehicleLimited || closest[t].vehicle === -1) return;
      const excess = bound ? bound[0] - limit : -Infinity;
      if (excess <= 0) closest[t] = { vehicle: -1, excess: 0 };
      else if (excess < closest[t].excess) closest[t] = { vehicle: i, excess };
    });
    if (nearest < 0 || limit >= bounds[nearest]![0]) return;
    const [total, service] = bounds[nearest]!;
    out.push({
      check: 'max_trip_too_short',
      severity: 'warning',
      path: `/vehicles/${i}/max_trip_duration`,
      message: `max_trip_duration ${seconds(limit)} is shorter than the out-and-back from ${vehicle.id}'s start to its nearest ${tasks[nearest].kind}, ${tasks[nearest].id}: ${seconds(total)} (${seconds(total - service)} ${timing}, ${seconds(service)} of service), so ${vehicle.id} can serve no job or shipment.`,
      link: LINKS.max_trip_too_short,
    });
  });

  // A task out of every vehicle's reach is certainly unassigned; a vehicle without a limit, or a
  // pair the travel model cannot time, leaves it to the solve.
  tasks.forEach((task, t) => {
    const { vehicle: best } = closest[t];
    if (best < 0) return;
    const vehicle = request.vehicles[best];
    out.push({
      check: 'max_trip_too_short',
      severity: 'error',
      path: task.path,
      message: `The out-and-back to ${task.id} takes at least ${seconds(boundsOf(vehicle)[t]![0])} (${timing}, service included), longer than every vehicle's max_trip_duration (closest: ${vehicle.id}, ${seconds(vehicle.max_trip_duration!)}), so the solve will leave it unassigned.`,
      link: LINKS.max_trip_too_short,
      unassigned: unassignable(task, 'MAX_TRIP_DURATION'),
    });
  });
}

/**
 * Every finding for a request that matches the SolveRequest schema, errors and warnings mixed,
 * in the order of the checks. Never throws on such a request; the checks skip what the solver's
 * own validation rejects (unparseable timestamps, locations missing from the matrices).
 */
export function preflightRequest(request: SolveRequest): PreflightFinding[] {
  if (!request || typeof request !== 'object' || !Array.isArray(request.vehicles)) return [];
  const tasks = tasksOf(request);
  const out: PreflightFinding[] = [];
  checkWindowOrder(request, tasks, out);
  checkCoordinates(request, tasks, out);
  checkWindowsAgainstShifts(request, tasks, out);
  checkDemand(request, tasks, out);
  checkLabels(request, tasks, out);
  checkServiceAgainstWindows(tasks, out);
  checkShipmentOrder(tasks, out);
  checkMaxTrip(request, tasks, out);
  return out;
}
