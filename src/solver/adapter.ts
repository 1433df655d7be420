import { DEFAULT_SPEED_KMH, straightLineMetres, travelSeconds } from './geo';
import type { BreakSpec, ProblemSpec, TaskSpec, VehicleSpec, VisitSpec } from './model';
import type { Location, SolveRequest, TimeWindow } from './types';
import { locationKey, parseInstant, parseWindow, validateRequest } from './validate';

export { DEFAULT_SPEED_KMH };
export const DEFAULT_TIME_LIMIT_S = 5;
export const DEFAULT_SEED = 1;

export interface TaskRef {
  kind: 'job' | 'shipment';
  /** Index in request.jobs or request.shipments. */
  index: number;
  id: string;
}

/** What the response builder needs to turn internal numbers back into the wire format. */
export interface RequestContext {
  request: SolveRequest;
  /** Epoch seconds of internal time 0 (the earliest shift start). */
  epoch: number;
  /** Offset (minutes) and Z-ness of each vehicle's shift start, for its timestamps. */
  vehicleOffsets: { offsetMinutes: number; utc: boolean }[];
  tasks: TaskRef[];
}

export interface AdaptedRequest {
  spec: ProblemSpec;
  context: RequestContext;
  seed: number;
  timeLimitMs: number;
}

/**
 * Request -> internal model. Times become seconds from the earliest shift start (window starts
 * rounded up, ends down, so fractional inputs only ever tighten). Without matrices, distance is
 * haversine (lat/lon) or Euclidean (x/y) in whole metres and duration is
 * round(distance / (speed_kmh / 3.6)) whole seconds, so every schedule is exact integer arithmetic.
 */
export function adaptRequest(request: SolveRequest): AdaptedRequest {
  validateRequest(request);
  const jobs = request.jobs ?? [];
  const shipments = request.shipments ?? [];
  const options = request.options ?? {};
  const speed = options.speed_kmh ?? DEFAULT_SPEED_KMH;

  const epoch = request.vehicles.length
    ? Math.min(...request.vehicles.map((v) => parseInstant(v.shift.start, '').epochSeconds))
    : Math.min(...collectWindowStarts(request));
  const relative = (window: TimeWindow): [number, number] => {
    const [start, end] = parseWindow(window, '');
    return [Math.ceil(start - epoch), Math.floor(end - epoch)];
  };

  const dimensions: string[] = [];
  const addDimensions = (map: Record<string, number> | undefined) => {
    for (const name of Object.keys(map ?? {}))
      if (!dimensions.includes(name)) dimensions.push(name);
  };
  request.vehicles.forEach((v) => addDimensions(v.capacity));
  jobs.forEach((j) => addDimensions(j.demand));
  shipments.forEach((s) => addDimensions(s.demand));
  // Own properties only: a dimension may be called `constructor`, which every object inherits.
  const toVector = (map: Record<string, number> | undefined) =>
    dimensions.map((name) => (map && Object.hasOwn(map, name) ? map[name] : 0));

  const locations: Location[] = [];
  const indexByKey = new Map<string, number>();
  const locate = (location: Location): number => {
    const key = locationKey(location);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = locations.length;
      indexByKey.set(key, index);
      locations.push(location);
    }
    return index;
  };

  const vehicles: VehicleSpec[] = request.vehicles.map((vehicle) => {
    const [shiftStart, shiftEnd] = relative(vehicle.shift);
    const breaks: BreakSpec[] = (vehicle.breaks ?? []).map((brk) => {
      const [windowStart, windowEnd] = relative(brk.time_window);
      return { id: brk.id, windowStart, windowEnd, duration: brk.duration };
    });
    return {
      id: vehicle.id,
      startLocation: locate(vehicle.start_location),
      endLocation: locate(vehicle.end_location ?? vehicle.start_location),
      shiftStart,
      shiftEnd,
      capacity: toVector(vehicle.capacity),
      labels: vehicle.labels ?? [],
      fixedCost: vehicle.costs?.fixed ?? 0,
      costPerDistance: (vehicle.costs?.per_kilometre ?? 1) / 1000,
      costPerDuration: (vehicle.costs?.per_hour ?? 0) / 3600,
      maxTripDuration: vehicle.max_trip_duration ?? Infinity,
      breaks,
    };
  });

  const visit = (
    location: Location,
    serviceDuration: number | undefined,
    windows: TimeWindow[] | undefined,
  ): VisitSpec => ({
    location: locate(location),
    serviceDuration: serviceDuration ?? 0,
    windows: (windows ?? []).map(relative),
  });
  const tasks: TaskSpec[] = [];
  const refs: TaskRef[] = [];
  jobs.forEach((job, index) => {
    tasks.push({
      id: job.id,
      kind: job.type,
      demand: toVector(job.demand),
      requiredLabels: job.required_labels ?? [],
      priority: job.priority ?? 5,
      visits: [visit(job.location, job.service_duration, job.time_windows)],
    });
    refs.push({ kind: 'job', index, id: job.id });
  });
  shipments.forEach((shipment, index) => {
    tasks.push({
      id: shipment.id,
      kind: 'shipment',
      demand: toVector(shipment.demand),
      requiredLabels: shipment.required_labels ?? [],
      priority: shipment.priority ?? 5,
      visits: [
        visit(
          shipment.pickup.location,
          shipment.pickup.service_duration,
          shipment.pickup.time_windows,
        ),
        visit(
          shipment.delivery.location,
          shipment.delivery.service_duration,
          shipment.delivery.time_windows,
        ),
      ],
    });
    refs.push({ kind: 'shipment', index, id: shipment.id });
  });

  const { distances, durations } = request.matrices
    ? fromMatrices(request, locations)
    : computeTravel(locations, speed);

  return {
    spec: {
      locationCount: locations.length,
      distances,
      durations,
      dimensions,
      vehicles,
      tasks,
      objective: options.objective ?? 'min_cost',
    },
    context: {
      request,
      epoch,
      vehicleOffsets: request.vehicles.map((v) => {
        const parsed = parseInstant(v.shift.start, '');
        return { offsetMinutes: parsed.offsetMinutes, utc: parsed.utc };
      }),
      tasks: refs,
    },
    seed: options.seed ?? DEFAULT_SEED,
    timeLimitMs: Math.max(0, options.time_limit ?? DEFAULT_TIME_LIMIT_S) * 1000,
  };
}

function collectWindowStarts(request: SolveRequest): number[] {
  const starts: number[] = [0];
  for (const job of request.jobs ?? []) {
    for (const w of job.time_windows ?? []) starts.push(parseInstant(w.start, '').epochSeconds);
  }
  return starts;
}

/** A negative or non-numeric entry marks the pair unreachable. */
function cell(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : Infinity;
}

function fromMatrices(request: SolveRequest, locations: Location[]) {
  const matrices = request.matrices!;
  const index = new Map<string, number>();
  matrices.locations.forEach((location, i) => {
    const key = locationKey(location);
    if (!index.has(key)) index.set(key, i);
  });
  const n = locations.length;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  const rows = locations.map((location) => index.get(locationKey(location))!);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const distance = cell(matrices.distances[rows[a]][rows[b]]);
      const duration = cell(matrices.durations[rows[a]][rows[b]]);
      const unreachable = distance === Infinity || duration === Infinity;
      distances[a * n + b] = unreachable ? Infinity : distance;
      durations[a * n + b] = unreachable ? Infinity : duration;
    }
  }
  return { distances, durations };
}

function computeTravel(locations: Location[], speedKmh: number) {
  const n = locations.length;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const distance = straightLineMetres(locations[a], locations[b]);
      distances[a * n + b] = distance;
      durations[a * n + b] = travelSeconds(distance, speedKmh);
    }
  }
  return { distances, durations };
}
