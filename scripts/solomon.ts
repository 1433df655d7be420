/**
 * Solomon (1987) VRPTW instances: text parser, best-known table and conversion to the solver's
 * internal model under the benchmark conventions (Euclidean distance, unrounded, travel time =
 * distance, service at the customer, depot window as the shift, fewest vehicles then distance).
 */
import type { ProblemSpec } from '../src/solver/model';
import type { PlanarLocation, SolveRequest, TimeWindow } from '../src/solver/types';

export interface SolomonNode {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface SolomonInstance {
  name: string;
  vehicleCount: number;
  capacity: number;
  depot: SolomonNode;
  customers: SolomonNode[];
}

export interface BestKnown {
  vehicles: number;
  distance: number;
}

export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const name = lines.find((line) => line.length > 0) ?? 'unnamed';
  const numericRows = lines
    .filter((line) => /^[\d\s.-]+$/.test(line) && line.length > 0)
    .map((line) => line.split(/\s+/).map(Number));
  const fleet = numericRows.find((row) => row.length === 2);
  if (!fleet) throw new Error(`${name}: no fleet block`);
  const nodes = numericRows
    .filter((row) => row.length === 7)
    .map(([id, x, y, demand, ready, due, service]) => ({ id, x, y, demand, ready, due, service }));
  const depot = nodes.find((node) => node.id === 0);
  if (!depot) throw new Error(`${name}: no depot row`);
  return {
    name,
    vehicleCount: fleet[0],
    capacity: fleet[1],
    depot,
    customers: nodes.filter((node) => node.id !== 0),
  };
}

export function parseBestKnown(csv: string): Map<string, BestKnown> {
  const table = new Map<string, BestKnown>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [name, vehicles, distance] = line.split(',');
    if (!name || vehicles === undefined || distance === undefined) continue;
    table.set(name.trim(), { vehicles: Number(vehicles), distance: Number(distance) });
  }
  return table;
}

/** Location 0 is the depot, location i the i-th customer row; task i-1 serves location i. */
export function solomonToProblemSpec(instance: SolomonInstance): ProblemSpec {
  const nodes = [instance.depot, ...instance.customers];
  const n = nodes.length;
  const distances = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const dx = nodes[a].x - nodes[b].x;
      const dy = nodes[a].y - nodes[b].y;
      distances[a * n + b] = Math.sqrt(dx * dx + dy * dy);
    }
  }
  const vehicles = Array.from({ length: instance.vehicleCount }, (_, k) => ({
    id: `v${k + 1}`,
    startLocation: 0,
    endLocation: 0,
    shiftStart: instance.depot.ready,
    shiftEnd: instance.depot.due,
    capacity: [instance.capacity],
    labels: [],
    fixedCost: 0,
    costPerDistance: 1,
    costPerDuration: 0,
    maxTripDuration: Infinity,
    breaks: [],
  }));
  const tasks = instance.customers.map((customer, index) => ({
    id: String(customer.id),
    kind: 'delivery' as const,
    demand: [customer.demand],
    requiredLabels: [],
    priority: 5,
    visits: [
      {
        location: index + 1,
        serviceDuration: customer.service,
        windows: [[customer.ready, customer.due] as const],
      },
    ],
  }));
  return {
    locationCount: n,
    distances,
    durations: distances,
    dimensions: ['demand'],
    vehicles,
    tasks,
    objective: 'min_vehicles',
  };
}

/** Solomon time 0 as an instant; one Solomon time unit is one second from here. */
const SOLOMON_EPOCH_MS = Date.UTC(2026, 2, 2);

function solomonInstant(units: number): string {
  return new Date(SOLOMON_EPOCH_MS + units * 1000).toISOString().replace('.000Z', 'Z');
}

function solomonWindow(start: number, end: number): TimeWindow {
  return { start: solomonInstant(start), end: solomonInstant(end) };
}

/**
 * The same instance as a public Stateless API request, so the bench measures the path users
 * get (validation, adapter, search, response). Distances and durations go in as an explicit
 * matrix of unrounded Euclidean values (one unit = one metre and one second), since the
 * solver's own planar travel rounds to whole metres and seconds, which the Solomon
 * conventions do not. Costs are one per unit of distance (per_kilometre 1000) and nothing per
 * hour, and the objective is fewest vehicles first, as best-known.csv ranks.
 */
export function solomonToSolveRequest(
  instance: SolomonInstance,
  options: { seed: number; timeLimitSeconds?: number },
): SolveRequest {
  const nodes = [instance.depot, ...instance.customers];
  const locations: PlanarLocation[] = nodes.map((node) => ({ x: node.x, y: node.y }));
  // The same formula as the checker's, so a tight arrival cannot differ in its last bit.
  const euclidean = nodes.map((a) =>
    nodes.map((b) => Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2)),
  );
  const depot = locations[0];
  return {
    vehicles: Array.from({ length: instance.vehicleCount }, (_, k) => ({
      id: `v${k + 1}`,
      start_location: depot,
      end_location: depot,
      shift: solomonWindow(instance.depot.ready, instance.depot.due),
      capacity: { demand: instance.capacity },
      costs: { fixed: 0, per_kilometre: 1000, per_hour: 0 },
    })),
    jobs: instance.customers.map((customer, index) => ({
      id: String(customer.id),
      type: 'delivery' as const,
      location: locations[index + 1],
      demand: { demand: customer.demand },
      service_duration: customer.service,
      time_windows: [solomonWindow(customer.ready, customer.due)],
    })),
    matrices: { locations, distances: euclidean, durations: euclidean },
    options: {
      objective: 'min_vehicles',
      seed: options.seed,
      // Without a time limit the run ends on the caller's iteration limit; 24 h is the cap.
      time_limit: options.timeLimitSeconds ?? 86_400,
    },
  };
}
