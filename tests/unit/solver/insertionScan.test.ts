import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/solver';
import {
  firstFittingPosition,
  InsertionFinder,
  readyBefore,
  SLACK_EPSILON,
} from '../../../src/solver/insertion';
import { Random } from '../../../src/solver/random';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution, type RouteState } from '../../../src/solver/solution';
import { mixedProblem } from './mixedProblem';

/** Ascending values with repeats, as latest starts and ready times along a route. */
const ascending = fc
  .array(fc.integer({ min: 0, max: 50 }), { minLength: 2, maxLength: 40 })
  .map((steps) => {
    let level = 0;
    return Float64Array.from(steps, (step) => (level += step % 7 === 0 ? 0 : step));
  });

/**
 * The cheapest position of a job on a simple vehicle's route as a scan that tests every
 * position in turn finds it: the same cached checks in the same order, the first of equal ones.
 */
function scanEveryPosition(problem: Problem, route: RouteState, task: number) {
  const N = problem.locationCount;
  const v = problem.taskFirst[task];
  const lv = problem.visitLoc[v];
  const sv = problem.visitService[v];
  const lastStart = problem.winEnd[problem.winOffset[v + 1] - 1];
  const sign = problem.visitLoadSign[v];
  const capacity = problem.capacity[route.vehicle];
  const demand = problem.taskDemand[task];
  const n = route.size;
  let best = Infinity;
  let after = -1;
  for (let i = 0; i <= n; i++) {
    if (route.earliest[i] + route.service[i] > lastStart) break;
    const li = route.loc[i];
    const lj = route.loc[i + 1];
    const direct = n === 0 ? 0 : problem.distance[li * N + lj];
    const delta = problem.distance[li * N + lv] + problem.distance[lv * N + lj] - direct;
    const start = problem.earliestStart(
      v,
      route.earliest[i] + route.service[i] + problem.duration[li * N + lv],
    );
    if (start === Infinity) continue;
    if (start + sv + problem.duration[lv * N + lj] > route.latest[i + 1] - SLACK_EPSILON) continue;
    if (sign < 0 && route.prefixMax[i] + demand > capacity) continue;
    if (sign > 0 && route.suffixMax[i] + demand > capacity) continue;
    if (delta < best) {
      best = delta;
      after = i;
    }
  }
  return { best, after };
}

describe('insertion scan', () => {
  it('finds the first position that fits by bisection, as a linear search does', () => {
    fc.assert(
      fc.property(ascending, fc.integer({ min: -10, max: 900 }), (latest, done) => {
        const n = latest.length - 2;
        let linear = 0;
        while (linear <= n && done > latest[linear + 1] - SLACK_EPSILON) linear++;
        expect(firstFittingPosition(latest, n, done)).toBe(linear);
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it('counts the positions a scan reaches before a ready time passes the last start', () => {
    fc.assert(
      fc.property(
        ascending,
        fc.integer({ min: -10, max: 900 }),
        fc.nat(),
        (earliest, lastStart, cut) => {
          const service = new Float64Array(earliest.length).fill(3);
          const end = 1 + (cut % earliest.length);
          let linear = 0;
          while (linear < end && !(earliest[linear] + service[linear] > lastStart)) linear++;
          expect(readyBefore(earliest, service, end, lastStart)).toBe(linear);
        },
      ),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it('skips blinks as that many single draws would, leaving the same random stream', () => {
    interface Blinking {
      blinkRate: number;
      blinks(): boolean;
      skipBlinks(count: number): void;
    }
    const problem = mixedProblem(7, 10, false);
    const evaluator = new RouteEvaluator(problem);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(0.01, 0.1, 0.5),
        (counts, rate) => {
          const one = new InsertionFinder(problem, evaluator, new Random(3)) as unknown as Blinking;
          const two = new InsertionFinder(problem, evaluator, new Random(3)) as unknown as Blinking;
          one.blinkRate = rate;
          two.blinkRate = rate;
          const trace = (finder: Blinking) =>
            Array.from({ length: 50 }, () => (finder.blinks() ? 1 : 0)).join('');
          for (const count of counts) {
            for (let i = 0; i < count; i++) one.blinks();
            two.skipBlinks(count);
          }
          expect(trace(two)).toBe(trace(one));
        },
      ),
      { numRuns: 200, seed: 20261129 },
    );
  });

  it('gives each job the position and cost a scan of every position gives, feasible routes or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 25 }),
        (seed, tight, positions) => {
          const problem = mixedProblem(seed, 30, tight);
          const evaluator = new RouteEvaluator(problem);
          const solution = new Solution(problem, evaluator);
          const finder = new InsertionFinder(problem, evaluator, new Random(seed));
          // Jobs at arbitrary positions of the simple vehicle's route (vehicle 0).
          let job = 0;
          for (const position of positions) {
            while (job < problem.taskCount && problem.taskSecond[job] >= 0) job++;
            if (job >= problem.taskCount) break;
            solution.insertJob(job, 0, position % (solution.routes[0].size + 1));
            job++;
          }
          for (let task = 0; task < problem.taskCount; task++) {
            if (solution.assigned[task] || problem.taskSecond[task] >= 0) continue;
            const expected = scanEveryPosition(problem, solution.routes[0], task);
            const cost = finder.bestInRoute(solution, task, 0);
            expect(cost).toBe(expected.best);
            expect(finder.lastPickupAfter).toBe(expected.after);
          }
        },
      ),
      { numRuns: 200, seed: 20261129 },
    );
  });
});
