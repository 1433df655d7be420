import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/solver';
import { EjectionInserter } from '../../../src/solver/ejection';
import { InsertionFinder } from '../../../src/solver/insertion';
import type { ProblemSpec, TaskSpec } from '../../../src/solver/model';
import { Random } from '../../../src/solver/random';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { testRandom } from './fixtures';
import { euclideanDistances, mixedProblem } from './mixedProblem';

interface Best {
  weight: number;
  delta: number;
}

/**
 * The answer by enumeration, written apart from the solver's walk: every used route, every set
 * of at most `maxEjected` of its tasks, every position (pairs for a shipment), each candidate
 * route evaluated exactly. Least weight first, then least added route cost.
 */
function bruteForce(
  problem: Problem,
  evaluator: RouteEvaluator,
  solution: Solution,
  task: number,
  weights: Int32Array,
  maxEjected: number,
): Best | null {
  let best: Best | null = null;
  const first = problem.taskFirst[task];
  const second = problem.taskSecond[task];
  for (const route of solution.routes) {
    if (route.size === 0) continue;
    if (!problem.compatible[task * problem.vehicleCount + route.vehicle]) continue;
    const visits = Array.from(route.visits.subarray(0, route.size));
    const tasks = [...new Set(visits.map((v) => problem.visitTask[v]))];
    const sets: number[][] = [[]];
    for (const t of tasks) {
      for (const set of sets.slice()) if (set.length < maxEjected) sets.push([...set, t]);
    }
    for (const set of sets) {
      const weight = set.reduce((sum, t) => sum + weights[t], 0);
      const kept = visits.filter((v) => !set.includes(problem.visitTask[v]));
      for (let i = 0; i <= kept.length; i++) {
        for (let j = i; j <= (second < 0 ? i : kept.length); j++) {
          const candidate =
            second < 0
              ? [...kept.slice(0, i), first, ...kept.slice(i)]
              : [...kept.slice(0, i), first, ...kept.slice(i, j), second, ...kept.slice(j)];
          const cost = evaluator.evaluate(route.vehicle, candidate, candidate.length);
          if (cost === Infinity) continue;
          const delta = cost - route.cost;
          if (!best || weight < best.weight || (weight === best.weight && delta < best.delta)) {
            best = { weight, delta };
          }
        }
      }
    }
  }
  return best;
}

/** A feasible plan of about half the tasks, each put where it adds least. */
function halfPlan(problem: Problem, evaluator: RouteEvaluator, seed: number): Solution {
  const solution = new Solution(problem, evaluator);
  const finder = new InsertionFinder(problem, evaluator, new Random(seed));
  for (let t = 0; t < problem.taskCount; t += 2) {
    if (finder.findBest(solution, t, 0) < Infinity) finder.apply(solution, t);
  }
  return solution;
}

describe('insertion with ejections', () => {
  it('finds the least weight, then the least added cost, that enumeration finds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 6, max: 18 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (seed, taskCount, tight, maxEjected, shipments) => {
          // Without shipments every route is scanned by the walk, with them by enumeration.
          const problem = mixedProblem(seed, taskCount, tight, shipments);
          const evaluator = new RouteEvaluator(problem);
          const solution = halfPlan(problem, evaluator, seed);
          const random = testRandom(seed);
          const weights = new Int32Array(problem.taskCount).map(() => 1 + Math.floor(random() * 3));
          const inserter = new EjectionInserter(problem, evaluator);
          const ejected = new Int32Array(8);
          for (let task = 0; task < problem.taskCount; task++) {
            if (solution.assigned[task]) continue;
            const expected = bruteForce(problem, evaluator, solution, task, weights, maxEjected);
            const plan = new Solution(problem, evaluator);
            plan.copyFrom(solution);
            const count = inserter.insert(plan, task, weights, maxEjected, ejected);
            if (expected === null) {
              expect(count).toBe(-1);
              expect(Array.from(plan.assigned)).toEqual(Array.from(solution.assigned));
              continue;
            }
            expect(count).toBeGreaterThanOrEqual(0);
            expect(count).toBeLessThanOrEqual(maxEjected);
            const out = Array.from(ejected.subarray(0, count));
            expect(out.reduce((sum, t) => sum + weights[t], 0)).toBe(expected.weight);
            expect(plan.assigned[task]).toBe(1);
            const route = plan.routeOf[problem.taskFirst[task]];
            // Every ejected task came from the route the task went into, and only they left.
            for (const t of out) {
              expect(plan.assigned[t]).toBe(0);
              expect(solution.routeOf[problem.taskFirst[t]]).toBe(route);
            }
            for (let t = 0; t < problem.taskCount; t++) {
              if (t !== task && !out.includes(t))
                expect(plan.assigned[t]).toBe(solution.assigned[t]);
            }
            const rt = plan.routes[route];
            const cost = evaluator.evaluate(rt.vehicle, rt.visits, rt.size);
            expect(cost).toBeLessThan(Infinity);
            expect(cost - solution.routes[route].cost).toBeCloseTo(expected.delta, 6);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('ejects the stop that was put back less often, even where another costs less', () => {
    // A depot and three shops; the van carries two. x stands next to b, so x in place of a adds
    // less distance than x in place of b.
    const points: [number, number][] = [
      [0, 0],
      [10, 0],
      [0, 10],
      [1, 11],
    ];
    const distances = euclideanDistances(points);
    const task = (id: string, location: number, window: [number, number]): TaskSpec => ({
      id,
      kind: 'delivery',
      demand: [1],
      requiredLabels: [],
      priority: 1,
      visits: [{ location, serviceDuration: 5, windows: [window] }],
    });
    const spec: ProblemSpec = {
      locationCount: points.length,
      distances,
      durations: distances,
      dimensions: ['units'],
      vehicles: [
        {
          id: 'van',
          startLocation: 0,
          endLocation: 0,
          shiftStart: 0,
          shiftEnd: 100,
          capacity: [2],
          labels: [],
          fixedCost: 0,
          costPerDistance: 1,
          costPerDuration: 0,
          maxTripDuration: Infinity,
          breaks: [],
        },
      ],
      tasks: [task('a', 1, [0, 100]), task('b', 2, [0, 100]), task('x', 3, [0, 100])],
      objective: 'min_cost',
    };
    const problem = new Problem(spec);
    const evaluator = new RouteEvaluator(problem);
    const plan = new Solution(problem, evaluator);
    plan.insertJob(0, 0, 0);
    plan.insertJob(1, 0, 1);
    const inserter = new EjectionInserter(problem, evaluator);
    const ejected = new Int32Array(8);
    const copyOf = (source: Solution) => {
      const copy = new Solution(problem, evaluator);
      copy.copyFrom(source);
      return copy;
    };

    const evenWeights = Int32Array.from([1, 1, 1]);
    const cheap = copyOf(plan);
    expect(inserter.insert(cheap, 2, evenWeights, 1, ejected)).toBe(1);
    // Equal weights: a goes, the route becomes depot-b-x-depot.
    expect(ejected[0]).toBe(0);
    expect(Array.from(cheap.assigned)).toEqual([0, 1, 1]);
    expect(cheap.routes[0].distance).toBeCloseTo(10 + Math.SQRT2 + Math.hypot(1, 11), 9);

    const aOftenOut = Int32Array.from([3, 1, 1]);
    const weighted = copyOf(plan);
    expect(inserter.insert(weighted, 2, aOftenOut, 1, ejected)).toBe(1);
    // a was put back three times, b once: b goes, though depot-a-x-depot is longer.
    expect(ejected[0]).toBe(1);
    expect(Array.from(weighted.assigned)).toEqual([1, 0, 1]);
    expect(weighted.routes[0].distance).toBeCloseTo(10 + Math.hypot(9, 11) + Math.hypot(1, 11), 9);

    const none = copyOf(plan);
    expect(inserter.insert(none, 2, evenWeights, 0, ejected)).toBe(-1);
    expect(Array.from(none.assigned)).toEqual([1, 1, 0]);
  });
});
