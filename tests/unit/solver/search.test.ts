import { describe, expect, it } from 'vitest';
import {
  adaptRequest,
  Problem,
  solve,
  solveProblem,
  type SearchSettings,
} from '../../../src/solver';
import { buildResponse } from '../../../src/solver/response';
import { SearchEngine } from '../../../src/solver/search';
import type { SolveProgress, SolveRequest } from '../../../src/solver/types';
import { solomonToProblemSpec } from '../../../scripts/solomon';
import { checkPlan, checkSolomonPlan } from '../../support/feasibility';
import { at, delivery, randomPlanarRequest, sampleRequest, SHOPS, van } from './fixtures';
import { benchInstance, customerRoutes } from './solomonFixtures';

describe('determinism', () => {
  it('returns the identical plan for the same seed and iteration cap', () => {
    const request = randomPlanarRequest(5, 40, 4);
    const first = solve(request, { maxIterations: 400 });
    const second = solve(request, { maxIterations: 400 });
    expect(checkPlan(request, first)).toEqual([]);
    expect(second).toEqual(first);
  });

  it('explores differently with another seed', () => {
    const request = randomPlanarRequest(5, 40, 4);
    const plans = [1, 2, 3].map((seed) =>
      JSON.stringify(
        solve({ ...request, options: { ...request.options, seed } }, { maxIterations: 50 }).routes,
      ),
    );
    expect(new Set(plans).size).toBeGreaterThan(1);
  });
});

/**
 * Solves as `solve` does, but on a clock that moves 1 ms each time the search reads it: a
 * time-limited search then does the same work on every machine, however loaded. (Wall-clock
 * figures, how far a real run passes its limit or how long a cancel takes, are in the bench:
 * scripts/bench-solver.ts.)
 */
function solveOnSteppingClock(request: SolveRequest, settings: SearchSettings) {
  const adapted = adaptRequest(request);
  const problem = new Problem(adapted.spec);
  let now = 0;
  const result = solveProblem(problem, {
    seed: adapted.seed,
    timeLimitMs: adapted.timeLimitMs,
    clock: () => ++now,
    ...settings,
  });
  return { result, response: buildResponse(problem, result, adapted.context) };
}

/** One search (no race of seeds, ./seedRace.test.ts) on the stepping clock above. */
function searchOnSteppingClock(request: SolveRequest, settings: SearchSettings) {
  const adapted = adaptRequest(request);
  const problem = new Problem(adapted.spec);
  let now = 0;
  const engine = new SearchEngine(problem, {
    seed: adapted.seed,
    timeLimitMs: adapted.timeLimitMs,
    clock: () => ++now,
    ...settings,
  });
  while (!engine.step()) {
    // step() without a slice runs to the end.
  }
  const result = engine.finish();
  return { result, response: buildResponse(problem, result, adapted.context) };
}

describe('progress and cancellation', () => {
  it('reports progress every 100 ms of search until the time limit ends it; the best never gets worse', () => {
    const request = randomPlanarRequest(9, 60, 5);
    request.options = { ...request.options, time_limit: 1 };
    const reports: SolveProgress[] = [];
    // With no stagnation limit and no iteration cap, only the time limit can end this search.
    const { result, response } = solveOnSteppingClock(request, {
      stagnationLimit: Infinity,
      onProgress: (progress) => reports.push(progress),
    });
    expect(checkPlan(request, response)).toEqual([]);
    expect(result.iterations).toBeGreaterThan(0);
    expect(reports.length).toBeGreaterThanOrEqual(5);
    const last = reports[reports.length - 1];
    expect(last.iteration).toBe(result.iterations);
    // It stops at the first iteration boundary past the limit, not some iterations later.
    expect(last.elapsedMs).toBeGreaterThanOrEqual(1000);
    expect(last.elapsedMs).toBeLessThan(1000 + 100);
    for (let i = 1; i < reports.length; i++) {
      const [before, after] = [reports[i - 1], reports[i]];
      // The last report comes when the search stops, the others at least 100 ms apart.
      if (i < reports.length - 1) {
        expect(after.elapsedMs - before.elapsedMs).toBeGreaterThanOrEqual(100);
      }
      expect(after.iteration).toBeGreaterThanOrEqual(before.iteration);
      expect(after.unassigned).toBeLessThanOrEqual(before.unassigned);
      if (after.unassigned === before.unassigned) {
        expect(after.bestCost).toBeLessThanOrEqual(before.bestCost + 1e-9);
      }
    }
  });

  it('stops one search for stagnation only between cooling cycles when only a time limit applies', () => {
    // 20 tasks: cycles of 1,000, 2,000, 4,000 ... iterations (at least 1,000 for the first),
    // ending at 1,000, 3,000, 7,000 ...
    const request = randomPlanarRequest(5, 20, 4);
    request.options = { ...request.options, time_limit: 3600 };
    const cycleEnds = [1000, 3000, 7000, 15000, 31000, 63000];
    for (const stagnationLimit of [1, 1500, 2500]) {
      const { result, response } = searchOnSteppingClock(request, { stagnationLimit });
      expect(checkPlan(request, response)).toEqual([]);
      expect(cycleEnds).toContain(result.iterations);
    }
    // An iteration cap is one long cycle: stagnation ends it where it happens.
    const capped = searchOnSteppingClock(request, { stagnationLimit: 1, maxIterations: 5000 });
    expect(capped.result.iterations).toBeLessThan(1000);
  });

  it('stops sooner when stagnant once asked to, unless the settings set the limit', () => {
    // 20 tasks: 10,000 iterations without a new best by default, 5,000 once asked. The search
    // stops only between cycles (ending at 1,000, 3,000, 7,000, 15,000 ...), so the seed is one
    // whose last new best comes early enough for the two limits to fall in different cycles.
    const problem = new Problem(adaptRequest(randomPlanarRequest(5, 20, 4)).spec);
    const run = (settings: SearchSettings, sooner: boolean) => {
      let now = 0;
      const engine = new SearchEngine(problem, {
        seed: 1,
        timeLimitMs: 3_600_000,
        clock: () => ++now,
        ...settings,
      });
      if (sooner) engine.stopSoonerWhenStagnant();
      while (!engine.step()) {
        // To its own stop.
      }
      return engine.iteration;
    };
    const byDefault = run({}, false);
    const sooner = run({}, true);
    expect(sooner).toBeGreaterThanOrEqual(5000);
    expect(byDefault).toBeGreaterThanOrEqual(10_000);
    expect(sooner).toBeLessThan(byDefault);
    expect(run({ stagnationLimit: 1500 }, true)).toBe(run({ stagnationLimit: 1500 }, false));
  });

  it('pauses one search before a cooling cycle and resumes it as if it had never stopped', () => {
    // 40 tasks: cycles end at 1,000, 3,000, 7,000 iterations.
    const problem = new Problem(adaptRequest(randomPlanarRequest(5, 40, 4)).spec);
    const settings = { seed: 3, timeLimitMs: 3_600_000, stagnationLimit: Infinity };
    const run = (engine: SearchEngine) => {
      while (!engine.step()) {
        // To the stop.
      }
      return engine.iteration;
    };
    const paused = new SearchEngine(problem, settings);
    paused.stopAt(3_600_000, 2);
    expect(run(paused)).toBe(3000);
    paused.stopAt(3_600_000, 3);
    expect(run(paused)).toBe(7000);
    const straight = new SearchEngine(problem, settings);
    straight.stopAt(3_600_000, 3);
    expect(run(straight)).toBe(7000);
    // The same plan, iteration for iteration; only the wall-clock figure differs.
    expect({ ...paused.finish(), elapsedMs: 0 }).toEqual({ ...straight.finish(), elapsedMs: 0 });
  });

  it('goes on after its own stop until a new time limit, in one cycle that ends cold there', () => {
    const problem = new Problem(adaptRequest(randomPlanarRequest(9, 40, 4)).spec);
    let now = 0;
    const engine = new SearchEngine(problem, {
      timeLimitMs: 3_600_000,
      stagnationLimit: 1500,
      clock: () => ++now,
    });
    while (!engine.step()) {
      // To its own stop.
    }
    const stoppedAt = engine.iteration;
    const stoppedCost = engine.best.cost;
    const stoppedUnassigned = Array.from(engine.best.unassignedByPriority);
    expect(engine.elapsedMs).toBeLessThan(3_600_000);
    const limitMs = engine.elapsedMs + 8_000;
    engine.goOnUntil(limitMs);
    while (!engine.step()) {
      // To the new limit: no stagnation stop now.
    }
    expect(engine.elapsedMs).toBeGreaterThanOrEqual(limitMs);
    expect(engine.iteration - stoppedAt).toBeGreaterThan(1500);
    expect(engine.coolingProgress).toBeGreaterThan(0.97);
    // Never worse by the objective: capacity leaves tasks out here, so a plan that leaves out
    // fewer at the highest priority where the two differ is better at any cost.
    const unassigned = Array.from(engine.best.unassignedByPriority);
    let differs = unassigned.length - 1; // priorities 10 down to 1; index 0 is unused
    while (differs > 0 && unassigned[differs] === stoppedUnassigned[differs]) differs--;
    if (differs === 0) expect(engine.best.cost).toBeLessThanOrEqual(stoppedCost);
    else expect(unassigned[differs]).toBeLessThan(stoppedUnassigned[differs]);
  });

  it('runs no iteration after a cancel and still returns a valid plan', () => {
    const request = randomPlanarRequest(13, 80, 6);
    request.options = { ...request.options, time_limit: 20 };
    const signal = { aborted: false };
    const reports: SolveProgress[] = [];
    const response = solve(request, {
      signal,
      onProgress: (progress) => {
        reports.push(progress);
        signal.aborted = true;
      },
    });
    // The first report comes after construction; the last when the search stops.
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports[reports.length - 1].iteration).toBe(reports[0].iteration);
    expect(checkPlan(request, response)).toEqual([]);
    expect(response.routes.length).toBeGreaterThan(0);
  });
});

describe('constraints on larger plans', () => {
  it('places a break inside its window on every used route', () => {
    const lunch = {
      id: 'lunch',
      time_window: { start: at('11:00'), end: at('12:00') },
      duration: 1800,
    };
    const request = sampleRequest({
      vehicles: [
        van('van_01', { breaks: [lunch], costs: { per_hour: 30 }, capacity: { pallets: 10 } }),
        van('van_02', { breaks: [{ ...lunch, id: 'coffee' }], capacity: { pallets: 10 } }),
      ],
      jobs: SHOPS.map(([id, lat, lon], i) =>
        delivery(id, lat, lon, {
          demand: { pallets: 1 },
          service_duration: 1200,
          time_windows: i < 4 ? [{ start: at('10:30'), end: at('12:30') }] : [],
        }),
      ),
    });
    const response = solve(request, { maxIterations: 500 });
    expect(checkPlan(request, response)).toEqual([]);
    expect(response.unassigned).toEqual([]);
    for (const route of response.routes) {
      expect(route.stops.filter((s) => s.type === 'break')).toHaveLength(1);
    }
  });

  it('keeps shipments together, pickup first, with loads within capacity', () => {
    const request: SolveRequest = {
      vehicles: [van('van_01'), van('van_02')],
      shipments: SHOPS.slice(0, 8).map(([id, lat, lon], i) => ({
        id: `sh_${id}`,
        pickup: { location: { lat, lon }, service_duration: 300 },
        delivery: {
          location: { lat: SHOPS[(i + 3) % 10][1], lon: SHOPS[(i + 3) % 10][2] },
          service_duration: 300,
          time_windows: [{ start: at('08:00'), end: at('13:00') }],
        },
        demand: { weight: 400, pallets: 1 },
      })),
      jobs: [delivery('bk_extra', 52.51, 13.38, { demand: { weight: 300, pallets: 1 } })],
    };
    const response = solve(request, { maxIterations: 800 });
    expect(checkPlan(request, response)).toEqual([]);
    expect(response.unassigned).toEqual([]);
    const peak = Math.max(
      ...response.routes.flatMap((r) => r.stops.map((s) => s.load_after.weight)),
    );
    expect(peak).toBeLessThanOrEqual(1200);
  });

  it('uses multiple time windows and never violates any constraint on random plans', () => {
    for (const seed of [31, 32, 33]) {
      const request = randomPlanarRequest(seed, 50, 4);
      request.jobs = request.jobs!.map((job, i) =>
        i % 5 === 0
          ? {
              ...job,
              time_windows: [
                { start: at('07:00'), end: at('07:30') },
                { start: at('13:00'), end: at('14:00') },
              ],
            }
          : job,
      );
      request.vehicles[0].max_trip_duration = 4 * 3600;
      request.vehicles[1].labels = ['crane'];
      request.jobs![1].required_labels = ['crane'];
      const response = solve(request, { maxIterations: 600 });
      expect(checkPlan(request, response)).toEqual([]);
    }
  });

  it('min_vehicles uses no more vehicles than min_cost and at least the capacity bound', () => {
    const base = randomPlanarRequest(77, 40, 8);
    base.vehicles = base.vehicles.map((v) => ({ ...v, costs: { per_kilometre: 1 } }));
    const cost = solve(
      { ...base, options: { ...base.options, objective: 'min_cost' } },
      { maxIterations: 1500 },
    );
    const fleet = solve(
      { ...base, options: { ...base.options, objective: 'min_vehicles' } },
      { maxIterations: 1500 },
    );
    expect(checkPlan(base, fleet)).toEqual([]);
    expect(fleet.unassigned.length).toBeLessThanOrEqual(cost.unassigned.length);
    expect(fleet.summary.vehicles_used).toBeLessThanOrEqual(cost.summary.vehicles_used);
    const delivered = base.jobs!.filter((j) => j.type === 'delivery');
    const load = delivered.reduce((sum, j) => sum + (j.demand?.weight ?? 0), 0);
    expect(fleet.summary.vehicles_used).toBeGreaterThanOrEqual(Math.ceil(load / 1000));
  });
});

describe('ruin sizes of the cost phase', () => {
  /** `count` deliveries of 10 units each under min_vehicles; a truck carries `capacity`. */
  function fleetRequest(capacity: number, count: number): SolveRequest {
    const request = randomPlanarRequest(41, count, 6);
    request.jobs = request.jobs!.map((job) => ({
      ...job,
      type: 'delivery' as const,
      demand: { weight: 10 },
      time_windows: [],
      priority: 1,
    }));
    request.vehicles = request.vehicles.map((v) => ({ ...v, capacity: { weight: capacity } }));
    request.options = { ...request.options, objective: 'min_vehicles' };
    return request;
  }

  function planWith(request: SolveRequest, tuning: SearchSettings['tuning']) {
    const adapted = adaptRequest(request);
    const problem = new Problem(adapted.spec);
    const result = solveProblem(problem, { seed: 3, maxIterations: 600, tuning });
    return JSON.stringify(result.routes.map((route) => route.visits));
  }

  const tiny = { longRouteAverageRemoved: 1, longRouteMaxStringLength: 1 };

  it('are the long-route sizes when min_vehicles routes average 20 visits or more', () => {
    // 60 jobs, 300 units on trucks of 1000: one or two routes of 30 or more visits.
    const request = fleetRequest(1000, 60);
    expect(planWith(request, tiny)).not.toBe(planWith(request, {}));
  });

  it('are the fleet phase sizes on shorter routes', () => {
    // 60 jobs of 10 units on trucks of 100: at least six routes of about ten visits.
    const request = fleetRequest(100, 60);
    expect(planWith(request, tiny)).toBe(planWith(request, {}));
  });
});

describe('the descent in ejection-pool rounds', () => {
  const instance = benchInstance('R104');

  function routesWith(tuning: SearchSettings['tuning']): number[][] {
    const problem = new Problem(solomonToProblemSpec(instance));
    const result = solveProblem(problem, { seed: 1, maxIterations: 6000, tuning });
    return customerRoutes(instance, problem, result.routes);
  }

  it('changes the plan once a round is close (Solomon R104), and every plan stays feasible', () => {
    const withDescent = routesWith({});
    const without = routesWith({ fleetDescentWithin: 0 });
    expect(checkSolomonPlan(instance, withDescent).violations).toEqual([]);
    expect(checkSolomonPlan(instance, without).violations).toEqual([]);
    expect(JSON.stringify(withDescent)).not.toBe(JSON.stringify(without));
  });
});
