import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/solver';
import type {
  Job,
  Shipment,
  SolveRequest,
  SolveResponse,
  Vehicle,
} from '../../../src/solver/types';
import { checkPlan, evaluateSequence, type SequenceStop } from '../../support/feasibility';
import { at, testRandom } from './fixtures';

/**
 * Random instances with at most 7 stops, solved exactly by enumeration: every split of the
 * tasks over the vehicles (or unassigned) and every order of each route. The objective is the
 * contract's: fewer unassigned tasks by priority (highest first), then (min_vehicles) fewer
 * vehicles, then cost.
 */

interface Instance {
  request: SolveRequest;
  tasks: { id: string; priority: number; stops: SequenceStop[] }[];
}

function makeInstance(
  seed: number,
  vehicleCount: number,
  jobCount: number,
  shipmentCount: number,
): Instance {
  const rand = testRandom(seed);
  const coordinate = () => Math.round((rand() - 0.5) * 16000);
  const windowFor = (): { start: string; end: string }[] => {
    const r = rand();
    if (r < 0.4) return [];
    const hour = 6 + Math.floor(rand() * 3);
    const first = { start: at(`0${hour}:${rand() < 0.5 ? '00' : '30'}`), end: at(`0${hour}:45`) };
    if (r < 0.75) return [first];
    return [first, { start: at('09:00'), end: at('09:30') }];
  };
  const jobs: Job[] = [];
  for (let i = 0; i < jobCount; i++) {
    const r = rand();
    jobs.push({
      id: `j${i}`,
      type: r < 0.6 ? 'delivery' : r < 0.85 ? 'pickup' : 'service',
      location: { x: coordinate(), y: coordinate() },
      demand: { weight: 10 + Math.floor(rand() * 40) },
      service_duration: Math.floor(rand() * 10) * 60,
      time_windows: windowFor(),
      priority: rand() < 0.5 ? 5 : 1 + Math.floor(rand() * 10),
    });
  }
  const shipments: Shipment[] = [];
  for (let i = 0; i < shipmentCount; i++) {
    shipments.push({
      id: `s${i}`,
      pickup: { location: { x: coordinate(), y: coordinate() }, service_duration: 120 },
      delivery: {
        location: { x: coordinate(), y: coordinate() },
        service_duration: 120,
        time_windows: rand() < 0.5 ? [] : [{ start: at('07:00'), end: at('09:00') }],
      },
      demand: { weight: 10 + Math.floor(rand() * 40) },
      priority: 1 + Math.floor(rand() * 10),
    });
  }
  const vehicles: Vehicle[] = [];
  for (let k = 0; k < vehicleCount; k++) {
    vehicles.push({
      id: `v${k}`,
      start_location: { x: coordinate(), y: coordinate() },
      end_location: rand() < 0.3 ? { x: coordinate(), y: coordinate() } : undefined,
      shift: { start: at(`0${6 + k}:00`), end: at(rand() < 0.5 ? '09:30' : '10:30') },
      capacity: { weight: 60 + Math.floor(rand() * 60) },
      costs: {
        fixed: Math.floor(rand() * 20),
        per_kilometre: 0.5 + Math.floor(rand() * 4) * 0.25,
        per_hour: rand() < 0.5 ? 0 : 30,
      },
      max_trip_duration: rand() < 0.3 ? 5400 : undefined,
    });
  }
  const tasks: Instance['tasks'] = [
    ...jobs.map((job) => ({
      id: job.id,
      priority: job.priority ?? 5,
      stops: [{ kind: 'job' as const, job }],
    })),
    ...shipments.map((shipment) => ({
      id: shipment.id,
      priority: shipment.priority ?? 5,
      stops: [
        { kind: 'pickup' as const, shipment },
        { kind: 'delivery' as const, shipment },
      ],
    })),
  ];
  return {
    request: { vehicles, jobs, shipments, options: { seed: 11, speed_kmh: 40 } },
    tasks,
  };
}

/** Cheapest feasible order of a set of tasks on one vehicle (Infinity if none). */
function bestRouteCost(request: SolveRequest, vehicle: Vehicle, stops: SequenceStop[]): number {
  let best = Infinity;
  const used = new Array<boolean>(stops.length).fill(false);
  const order: SequenceStop[] = [];
  const extend = () => {
    if (order.length === stops.length) {
      const evaluation = evaluateSequence(request, vehicle, order);
      if (evaluation.feasible && evaluation.cost < best) best = evaluation.cost;
      return;
    }
    for (let i = 0; i < stops.length; i++) {
      if (used[i]) continue;
      const stop = stops[i];
      // A delivery of a shipment only after its pickup.
      if (
        stop.kind === 'delivery' &&
        !order.some((s) => s.kind === 'pickup' && s.shipment.id === stop.shipment.id)
      ) {
        continue;
      }
      used[i] = true;
      order.push(stop);
      extend();
      order.pop();
      used[i] = false;
    }
  };
  extend();
  return best;
}

interface Score {
  unassignedByPriority: number[];
  vehicles: number;
  cost: number;
}

function compareScores(a: Score, b: Score, minVehicles: boolean): number {
  for (let p = 10; p >= 1; p--) {
    const diff = a.unassignedByPriority[p] - b.unassignedByPriority[p];
    if (diff !== 0) return diff;
  }
  if (minVehicles && a.vehicles !== b.vehicles) return a.vehicles - b.vehicles;
  return a.cost - b.cost;
}

function bruteForce(instance: Instance, minVehicles: boolean): Score {
  const { request, tasks } = instance;
  const vehicles = request.vehicles;
  const subsetCount = 1 << tasks.length;
  const routeCost = vehicles.map((vehicle) => {
    const costs = new Float64Array(subsetCount);
    for (let mask = 0; mask < subsetCount; mask++) {
      const stops = tasks.filter((_, i) => mask & (1 << i)).flatMap((task) => task.stops);
      costs[mask] = bestRouteCost(request, vehicle, stops);
    }
    return costs;
  });
  let best: Score | null = null;
  const assign = (k: number, free: number, cost: number, used: number) => {
    if (k === vehicles.length) {
      const unassignedByPriority = new Array<number>(11).fill(0);
      tasks.forEach((task, i) => {
        if (free & (1 << i)) unassignedByPriority[task.priority]++;
      });
      const score = { unassignedByPriority, vehicles: used, cost };
      if (!best || compareScores(score, best, minVehicles) < 0) best = score;
      return;
    }
    // Every subset of the still-free tasks, including the empty route.
    for (let mask = free; ; mask = (mask - 1) & free) {
      const c = routeCost[k][mask];
      if (c < Infinity) assign(k + 1, free & ~mask, cost + c, used + (mask ? 1 : 0));
      if (mask === 0) break;
    }
  };
  assign(0, subsetCount - 1, 0, 0);
  return best!;
}

function scoreOf(instance: Instance, response: SolveResponse): Score {
  const { request, tasks } = instance;
  const unassignedByPriority = new Array<number>(11).fill(0);
  for (const item of response.unassigned) {
    const task = tasks.find((t) => t.id === item.id)!;
    unassignedByPriority[task.priority]++;
  }
  let cost = 0;
  for (const route of response.routes) {
    const vehicle = request.vehicles.find((v) => v.id === route.vehicle_id)!;
    const sequence: SequenceStop[] = route.stops
      .filter((stop) => stop.type !== 'start' && stop.type !== 'end')
      .map((stop) =>
        stop.shipment_id
          ? {
              kind: stop.type as 'pickup' | 'delivery',
              shipment: request.shipments!.find((s) => s.id === stop.shipment_id)!,
            }
          : { kind: 'job', job: request.jobs!.find((j) => j.id === stop.id)! },
      );
    const evaluation = evaluateSequence(request, vehicle, sequence);
    expect(evaluation.feasible).toBe(true);
    cost += evaluation.cost;
  }
  return { unassignedByPriority, vehicles: response.routes.length, cost };
}

function expectOptimal(instance: Instance, minVehicles = false): void {
  const request: SolveRequest = {
    ...instance.request,
    options: { ...instance.request.options, objective: minVehicles ? 'min_vehicles' : 'min_cost' },
  };
  const response = solve(request, { maxIterations: 3000 });
  expect(checkPlan(request, response)).toEqual([]);
  const optimum = bruteForce({ ...instance, request }, minVehicles);
  const found = scoreOf({ ...instance, request }, response);
  expect(found.unassignedByPriority).toEqual(optimum.unassignedByPriority);
  if (minVehicles) expect(found.vehicles).toBe(optimum.vehicles);
  expect(Math.abs(found.cost - optimum.cost)).toBeLessThanOrEqual(1e-6);
}

describe('solver matches brute-force optimum on tiny instances', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('one vehicle, 7 jobs (instance %i)', (seed) => {
    expectOptimal(makeInstance(seed, 1, 7, 0));
  });

  it.each([21, 22, 23, 24, 25, 26, 27, 28, 29, 30])(
    'two vehicles, 6 jobs (instance %i)',
    (seed) => {
      expectOptimal(makeInstance(seed, 2, 6, 0));
    },
  );

  it.each([41, 42, 43, 44, 45, 46])(
    'two vehicles, 3 jobs and 2 shipments (instance %i)',
    (seed) => {
      expectOptimal(makeInstance(seed, 2, 3, 2));
    },
  );

  it.each([61, 62, 63, 64])('min_vehicles, two vehicles, 6 jobs (instance %i)', (seed) => {
    expectOptimal(makeInstance(seed, 2, 6, 0), true);
  });

  it('generated instances are not trivial: some leave work out, some use both vehicles', () => {
    const outcomes = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((seed) =>
      bruteForce(makeInstance(seed, 2, 6, 0), false),
    );
    expect(outcomes.some((o) => o.unassignedByPriority.some((n) => n > 0))).toBe(true);
    expect(outcomes.some((o) => o.vehicles === 2)).toBe(true);
    expect(outcomes.some((o) => o.unassignedByPriority.every((n) => n === 0))).toBe(true);
  });
});
