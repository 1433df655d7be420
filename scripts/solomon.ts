/**
 * Solomon (1987) VRPTW instances: text parser, best-known table and conversion to the solver's
 * internal model under the benchmark conventions (Euclidean distance, unrounded, travel time =
 * distance, service at the customer, depot window as the shift, fewest vehicles then distance).
 */
import type { ProblemSpec } from '../src/solver/model';

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
