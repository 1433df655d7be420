import { Problem } from '../../../src/solver';
import type { ProblemSpec, TaskKind, TaskSpec } from '../../../src/solver/model';
import { testRandom } from './fixtures';

/**
 * Jobs of every kind and shipments, one or two windows per visit, two vehicles of which one
 * has a time cost (so its route cost comes from the exact evaluator). Without `shipments`, jobs
 * only.
 */
export function mixedProblem(
  seed: number,
  taskCount: number,
  tight: boolean,
  shipments = true,
): Problem {
  const random = testRandom(seed);
  const points: [number, number][] = [[50, 50]];
  const tasks: TaskSpec[] = [];
  const visit = () => {
    points.push([Math.round(random() * 100), Math.round(random() * 100)]);
    const windows: [number, number][] = [];
    const count = random() < 0.3 ? 2 : 1;
    let from = Math.floor(random() * 400);
    for (let w = 0; w < count; w++) {
      const width = tight ? 30 + random() * 60 : 150 + random() * 400;
      windows.push([from, from + width]);
      from += width + 50 + random() * 200;
    }
    return { location: points.length - 1, serviceDuration: 10, windows };
  };
  for (let t = 0; t < taskCount; t++) {
    const kinds: TaskKind[] = ['delivery', 'pickup', 'service'];
    if (shipments) kinds.push('shipment');
    const kind = kinds[Math.floor(random() * kinds.length)];
    tasks.push({
      id: `t${t}`,
      kind,
      demand: [1 + Math.floor(random() * 20)],
      requiredLabels: [],
      priority: 1,
      visits: kind === 'shipment' ? [visit(), visit()] : [visit()],
    });
  }
  const L = points.length;
  const distances = euclideanDistances(points);
  const vehicle = (id: string, costPerDuration: number) => ({
    id,
    startLocation: 0,
    endLocation: 0,
    shiftStart: 0,
    shiftEnd: 1500,
    capacity: [80],
    labels: [],
    fixedCost: 0,
    costPerDistance: 1,
    costPerDuration,
    maxTripDuration: Infinity,
    breaks: [],
  });
  const spec: ProblemSpec = {
    locationCount: L,
    distances,
    durations: distances,
    dimensions: ['units'],
    vehicles: [vehicle('plain', 0), vehicle('timed', 0.5)],
    tasks,
    objective: 'min_cost',
  };
  return new Problem(spec);
}

/** Straight-line distances between every pair of points, row by row. */
export function euclideanDistances(points: [number, number][]): Float64Array {
  const L = points.length;
  const distances = new Float64Array(L * L);
  for (let a = 0; a < L; a++) {
    for (let b = 0; b < L; b++) {
      distances[a * L + b] = Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
    }
  }
  return distances;
}
