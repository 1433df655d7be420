import { SolveInputError } from './errors';
import { parseTimestamp, type ParsedTimestamp } from './rfc3339';
import type { Location, SolveRequest, TimeWindow } from './types';

export type LocationKind = 'geo' | 'planar';

export function locationKind(location: Location, path: string): LocationKind {
  if (location && typeof location === 'object') {
    if ('lat' in location && 'lon' in location) return 'geo';
    if ('x' in location && 'y' in location) return 'planar';
  }
  throw new SolveInputError(path, 'required', 'A location needs lat/lon or x/y.');
}

/** Exact-coordinate key: two locations are the same place only if their numbers are equal. */
export function locationKey(location: Location): string {
  return 'lat' in location ? `g:${location.lat},${location.lon}` : `p:${location.x},${location.y}`;
}

export function parseInstant(text: string, path: string): ParsedTimestamp {
  const parsed = typeof text === 'string' ? parseTimestamp(text) : null;
  if (!parsed) {
    throw new SolveInputError(path, 'invalid_format', `"${text}" is not an RFC 3339 timestamp.`);
  }
  return parsed;
}

export function parseWindow(window: TimeWindow, path: string): [number, number] {
  const start = parseInstant(window?.start, `${path}/start`).epochSeconds;
  const end = parseInstant(window?.end, `${path}/end`).epochSeconds;
  if (end < start) {
    throw new SolveInputError(path, 'time_window_order', 'The time window ends before it starts.');
  }
  return [start, end];
}

function checkUnique(ids: { id: string; path: string }[], what: string): void {
  const seen = new Map<string, string>();
  for (const { id, path } of ids) {
    const first = seen.get(id);
    if (first !== undefined) {
      throw new SolveInputError(
        path,
        'duplicate_id',
        `The ${what} id "${id}" is also used at ${first}.`,
      );
    }
    seen.set(id, path);
  }
}

function checkNonNegative(value: number | undefined, path: string): void {
  if (value !== undefined && !(typeof value === 'number' && value >= 0 && Number.isFinite(value))) {
    throw new SolveInputError(path, 'out_of_range', 'The value must be a number >= 0.');
  }
}

function checkQuantities(map: Record<string, number> | undefined, path: string): void {
  for (const [name, value] of Object.entries(map ?? {})) {
    if (!Number.isInteger(value) || value < 0) {
      throw new SolveInputError(`${path}/${name}`, 'out_of_range', 'Amounts are integers >= 0.');
    }
  }
}

/**
 * Semantic checks a JSON schema cannot express. Throws the first problem found as a
 * SolveInputError whose path is a JSON Pointer into the request.
 */
export function validateRequest(request: SolveRequest): void {
  if (!request || typeof request !== 'object' || !Array.isArray(request.vehicles)) {
    throw new SolveInputError('/vehicles', 'required', 'The request needs a vehicles array.');
  }
  const jobs = request.jobs ?? [];
  const shipments = request.shipments ?? [];
  if (jobs.length + shipments.length === 0) {
    throw new SolveInputError(
      '/jobs',
      'too_short',
      'The request needs at least one job or shipment.',
    );
  }

  checkUnique(
    request.vehicles.map((v, i) => ({ id: v.id, path: `/vehicles/${i}/id` })),
    'vehicle',
  );
  checkUnique(
    [
      ...jobs.map((j, i) => ({ id: j.id, path: `/jobs/${i}/id` })),
      ...shipments.map((s, i) => ({ id: s.id, path: `/shipments/${i}/id` })),
    ],
    'job or shipment',
  );

  const locations: { location: Location; path: string }[] = [];
  request.vehicles.forEach((vehicle, i) => {
    const base = `/vehicles/${i}`;
    locations.push({ location: vehicle.start_location, path: `${base}/start_location` });
    if (vehicle.end_location) {
      locations.push({ location: vehicle.end_location, path: `${base}/end_location` });
    }
    parseWindow(vehicle.shift, `${base}/shift`);
    checkQuantities(vehicle.capacity, `${base}/capacity`);
    checkNonNegative(vehicle.costs?.fixed, `${base}/costs/fixed`);
    checkNonNegative(vehicle.costs?.per_kilometre, `${base}/costs/per_kilometre`);
    checkNonNegative(vehicle.costs?.per_hour, `${base}/costs/per_hour`);
    checkNonNegative(vehicle.max_trip_duration, `${base}/max_trip_duration`);
    const breaks = vehicle.breaks ?? [];
    checkUnique(
      breaks.map((b, j) => ({ id: b.id, path: `${base}/breaks/${j}/id` })),
      'break',
    );
    breaks.forEach((brk, j) => {
      parseWindow(brk.time_window, `${base}/breaks/${j}/time_window`);
      checkNonNegative(brk.duration, `${base}/breaks/${j}/duration`);
    });
  });
  jobs.forEach((job, i) => {
    const base = `/jobs/${i}`;
    locations.push({ location: job.location, path: `${base}/location` });
    (job.time_windows ?? []).forEach((w, j) => parseWindow(w, `${base}/time_windows/${j}`));
    checkQuantities(job.demand, `${base}/demand`);
    checkNonNegative(job.service_duration, `${base}/service_duration`);
    checkPriority(job.priority, `${base}/priority`);
  });
  shipments.forEach((shipment, i) => {
    const base = `/shipments/${i}`;
    for (const part of ['pickup', 'delivery'] as const) {
      const step = shipment[part];
      locations.push({ location: step?.location, path: `${base}/${part}/location` });
      (step?.time_windows ?? []).forEach((w, j) =>
        parseWindow(w, `${base}/${part}/time_windows/${j}`),
      );
      checkNonNegative(step?.service_duration, `${base}/${part}/service_duration`);
    }
    checkQuantities(shipment.demand, `${base}/demand`);
    checkPriority(shipment.priority, `${base}/priority`);
  });

  const kind = locations.length > 0 ? locationKind(locations[0].location, locations[0].path) : null;
  for (const { location, path } of locations) {
    if (locationKind(location, path) !== kind) {
      throw new SolveInputError(
        path,
        'mixed_location_kinds',
        'A request uses either lat/lon or x/y locations, not both.',
      );
    }
  }

  const speed = request.options?.speed_kmh;
  if (speed !== undefined && !(typeof speed === 'number' && speed > 0)) {
    throw new SolveInputError('/options/speed_kmh', 'out_of_range', 'speed_kmh must be > 0.');
  }

  const matrices = request.matrices;
  if (!matrices) return;
  const size = matrices.locations?.length ?? 0;
  matrices.locations?.forEach((location, i) => {
    if (locationKind(location, `/matrices/locations/${i}`) !== kind) {
      throw new SolveInputError(
        `/matrices/locations/${i}`,
        'mixed_location_kinds',
        'Matrix locations must use the same kind of coordinates as the request.',
      );
    }
  });
  for (const name of ['durations', 'distances'] as const) {
    const matrix = matrices[name];
    if (!Array.isArray(matrix) || matrix.length !== size) {
      throw new SolveInputError(
        `/matrices/${name}`,
        'matrix_mismatch',
        `${name} needs ${size} rows, one per matrix location.`,
      );
    }
    matrix.forEach((row, i) => {
      if (!Array.isArray(row) || row.length !== size) {
        throw new SolveInputError(
          `/matrices/${name}/${i}`,
          'matrix_mismatch',
          `Every row of ${name} needs ${size} entries.`,
        );
      }
    });
  }
  const known = new Set((matrices.locations ?? []).map(locationKey));
  for (const { location, path } of locations) {
    if (!known.has(locationKey(location))) {
      throw new SolveInputError(
        path,
        'matrix_mismatch',
        'This location is not listed in matrices.locations (coordinates must match exactly).',
      );
    }
  }
}

function checkPriority(priority: number | undefined, path: string): void {
  if (priority === undefined) return;
  if (!Number.isInteger(priority) || priority < 1 || priority > 10) {
    throw new SolveInputError(path, 'out_of_range', 'priority is an integer from 1 to 10.');
  }
}
