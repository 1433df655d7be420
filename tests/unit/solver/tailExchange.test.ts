import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/solver';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { TailExchange } from '../../../src/solver/tailExchange';
import { solomonToProblemSpec, type SolomonInstance } from '../../../scripts/solomon';
import { checkSolomonPlan } from '../../support/feasibility';
import { checkAgainst, poorPlan, randomInstance, routesOf } from './solomonFixtures';

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
          const before = checkAgainst(instance, solution, served);
          expect(before.violations).toEqual([]);

          new TailExchange(problem, evaluator).run(solution);

          const after = checkAgainst(instance, solution, served);
          expect(after.violations).toEqual([]);
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
