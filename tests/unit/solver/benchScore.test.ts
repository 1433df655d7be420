import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { parseSolomon, solomonToSolveRequest } from '../../../scripts/solomon';
import {
  gapOf,
  outcomeOf,
  scoreGroup,
  scoreInstance,
  type SeedRun,
} from '../../../scripts/solverBenchScore';
import { solve } from '../../../src/solver';
import { checkSolomonPlan, readSolomonFile } from '../../support/feasibility';

const run = (
  seed: number,
  vehicles: number,
  distance: number,
  violations: string[] = [],
): SeedRun => ({
  seed,
  vehicles,
  distance,
  violations,
  iterations: 1000,
  seconds: 1,
  cpuSeconds: 1,
  loadAverage: 0,
});
const best = { vehicles: 10, distance: 1000 };

describe('solver bench scoring (hierarchical best-known: vehicles, then distance)', () => {
  it('gives a distance gap only to a run with the best-known vehicle count', () => {
    expect(gapOf(run(1, 10, 1012), best)).toBeCloseTo(1.2, 10);
    // R111 at 2 s: 11 vehicles against 10 with a shorter distance is not a -2.6 % gap.
    expect(outcomeOf(run(1, 11, 974), best)).toBe('more vehicles');
    expect(gapOf(run(1, 11, 974), best)).toBeNull();
  });

  it('counts an infeasible or incomplete run as failed, never as a gap', () => {
    const failed = run(1, 10, 900, ['unserved 17 (time_window)']);
    expect(outcomeOf(failed, best)).toBe('failed');
    expect(gapOf(failed, best)).toBeNull();
    expect(outcomeOf(run(1, 10, 900), null)).toBe('unranked');
  });

  it('reports an instance by its mean and worst seed', () => {
    const score = scoreInstance({
      instance: 'R111',
      family: 'R1',
      best,
      runs: [run(1, 10, 1010), run(2, 11, 990), run(3, 10, 1030)],
    });
    expect(score.matched).toBe(2);
    expect(score.worstVehicleDifference).toBe(1);
    expect(score.meanGapPercent).toBeCloseTo(2, 10);
    expect(score.worstGapPercent).toBeCloseTo(3, 10);
    expect(score.meanVehicles).toBeCloseTo(31 / 3, 10);
  });

  it('summarises matched instances per seed and the gap over matched runs only', () => {
    const group = scoreGroup('R1', [
      { instance: 'a', family: 'R1', best, runs: [run(1, 10, 1010), run(2, 10, 1030)] },
      { instance: 'b', family: 'R1', best, runs: [run(1, 11, 500), run(2, 10, 1000, ['late'])] },
    ]);
    expect(group.matchedInstancesMeanOverSeeds).toBe(1);
    expect(group.failed).toBe(1);
    expect(group.meanGapPercent).toBeCloseTo(2, 10);
    expect(group.worstGapPercent).toBeCloseTo(3, 10);
  });
});

describe('the bench measures the public solve() path', () => {
  const file = path.resolve(process.cwd(), '../shared/bench/solomon/C101.txt');
  const text = readFileSync(file, 'utf8');

  it('reads the instance the same way in the checker as in the bench', () => {
    const checker = readSolomonFile(text);
    const bench = parseSolomon(text);
    expect(checker.customers).toEqual(bench.customers);
    expect(checker.depot).toEqual(bench.depot);
    expect([checker.vehicleCount, checker.capacity]).toEqual([bench.vehicleCount, bench.capacity]);
  });

  it('turns a Solomon instance into a Stateless request whose plan passes the Solomon checks', () => {
    const request = solomonToSolveRequest(parseSolomon(text), { seed: 1 });
    const response = solve(request, { maxIterations: 300 });
    expect(response.status).toBe('solved');
    const routes = response.routes.map((route) =>
      route.stops.filter((stop) => stop.type === 'delivery').map((stop) => Number(stop.id)),
    );
    const check = checkSolomonPlan(readSolomonFile(text), routes);
    expect(check.violations).toEqual([]);
    expect(check.vehicles).toBe(response.summary.vehicles_used);
    // The summary states whole metres; the checker's unrounded sum is within a metre per leg.
    expect(Math.abs(check.distance - response.summary.distance)).toBeLessThan(101);
  });
});
