import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/solver';
import { InsertionFinder } from '../../../src/solver/insertion';
import { Random } from '../../../src/solver/random';
import { ORDER_RANDOM, Recreate } from '../../../src/solver/recreate';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { TailExchange } from '../../../src/solver/tailExchange';
import { solomonToProblemSpec, type SolomonInstance } from '../../../scripts/solomon';
import { checkSolomonPlan } from '../../support/feasibility';
import { testRandom } from './fixtures';

/** A Solomon-like instance: tight or wide windows, capacity that binds on long routes. */
function randomInstance(seed: number, customers: number, wide: boolean): SolomonInstance {
  const random = testRandom(seed);
  const horizon = 1000;
  const depot = { id: 0, x: 50, y: 50, demand: 0, ready: 0, due: horizon, service: 0 };
  return {
    name: `random-${seed}`,
    vehicleCount: customers,
    capacity: 60 + Math.floor(random() * 140),
    depot,
    customers: Array.from({ length: customers }, (_, i) => {
      const x = Math.round(random() * 100);
      const y = Math.round(random() * 100);
      const width = wide ? 200 + random() * 600 : 20 + random() * 80;
      const ready = Math.floor(random() * (horizon - width - 100));
      return {
        id: i + 1,
        x,
        y,
        demand: 1 + Math.floor(random() * 30),
        ready,
        due: Math.floor(ready + width),
        service: 10,
      };
    }),
  };
}

function routesOf(solution: Solution, instance: SolomonInstance): number[][] {
  return solution.routes.map((route) =>
    Array.from(route.visits.subarray(0, route.size), (visit) => {
      return instance.customers[solution.problem.visitTask[visit]].id;
    }),
  );
}

/** A feasible but poor plan: random-order greedy insertion that opens routes freely. */
function poorPlan(instance: SolomonInstance, seed: number) {
  const problem = new Problem(solomonToProblemSpec(instance));
  const evaluator = new RouteEvaluator(problem);
  const rng = new Random(seed);
  const finder = new InsertionFinder(problem, evaluator, rng);
  const recreate = new Recreate(problem, finder, rng);
  const solution = new Solution(problem, evaluator);
  const pool = Int32Array.from({ length: problem.taskCount }, (_, t) => t);
  recreate.order(pool, pool.length, ORDER_RANDOM);
  recreate.greedy(solution, pool, pool.length, 0);
  return { problem, evaluator, solution };
}

describe('2-opt* tail exchange', () => {
  it('keeps every plan feasible, every customer served once, and never lengthens it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 4, max: 40 }),
        fc.boolean(),
        (seed, customers, wide) => {
          const instance = randomInstance(seed, customers, wide);
          const { problem, evaluator, solution } = poorPlan(instance, seed);
          const served = routesOf(solution, instance).flat().sort();
          // Customers no vehicle can reach in time stay out of both plans; nothing else may.
          const violations = (check: { violations: string[] }) =>
            check.violations.filter((violation) => {
              const missing = /^customer (\d+) served 0 times$/.exec(violation);
              return !missing || served.includes(Number(missing[1]));
            });
          const before = checkSolomonPlan(instance, routesOf(solution, instance));
          expect(violations(before)).toEqual([]);

          new TailExchange(problem, evaluator).run(solution);

          const after = checkSolomonPlan(instance, routesOf(solution, instance));
          expect(violations(after)).toEqual([]);
          expect(routesOf(solution, instance).flat().sort()).toEqual(served);
          expect(after.distance).toBeLessThanOrEqual(before.distance + 1e-6);
          expect(after.vehicles).toBeLessThanOrEqual(before.vehicles);
          for (const route of solution.routes) {
            expect(route.cost).toBeCloseTo(
              evaluator.evaluate(route.vehicle, route.visits, route.size),
              6,
            );
          }
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('uncrosses two routes whose tails belong to each other', () => {
    // Route 1 goes east then north-west; route 2 west then north-east: swapping tails after
    // the first stop of each gives two straight routes.
    const node = (id: number, x: number, y: number) => ({
      id,
      x,
      y,
      demand: 1,
      ready: 0,
      due: 10_000,
      service: 0,
    });
    const instance: SolomonInstance = {
      name: 'crossing',
      vehicleCount: 2,
      // Two per vehicle: merging everything into one route would be shorter still.
      capacity: 2,
      depot: node(0, 0, 0),
      customers: [node(1, 10, 0), node(2, -10, 10), node(3, -10, 0), node(4, 10, 10)],
    };
    const problem = new Problem(solomonToProblemSpec(instance));
    const evaluator = new RouteEvaluator(problem);
    const solution = new Solution(problem, evaluator);
    const visitOf = (id: number) => problem.taskFirst[id - 1];
    solution.insertJob(0, 0, 0);
    solution.insertJob(1, 0, 1);
    solution.insertJob(2, 1, 0);
    solution.insertJob(3, 1, 1);
    expect(Array.from(solution.routes[0].visits.subarray(0, 2))).toEqual([visitOf(1), visitOf(2)]);
    const before = checkSolomonPlan(instance, routesOf(solution, instance)).distance;

    expect(new TailExchange(problem, evaluator).run(solution)).toBe(true);

    const routes = routesOf(solution, instance).filter((route) => route.length > 0);
    expect(routes.map((route) => [...route].sort())).toEqual(
      expect.arrayContaining([
        [1, 4],
        [2, 3],
      ]),
    );
    expect(checkSolomonPlan(instance, routes).distance).toBeLessThan(before - 1);
  });
});
