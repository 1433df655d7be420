import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Problem } from '../../../src/solver';
import { InsertionFinder } from '../../../src/solver/insertion';
import { Random } from '../../../src/solver/random';
import { ORDER_RANDOM, Recreate } from '../../../src/solver/recreate';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { parseSolomon, solomonToProblemSpec, type SolomonInstance } from '../../../scripts/solomon';
import { checkSolomonPlan } from '../../support/feasibility';
import { testRandom } from './fixtures';

/** A Solomon-like instance: tight or wide windows, capacity that binds on long routes. */
export function randomInstance(seed: number, customers: number, wide: boolean): SolomonInstance {
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

/** One of the benchmark's Solomon instances (`../shared/bench/solomon`), by name. */
export function benchInstance(name: string): SolomonInstance {
  const file = path.resolve(process.cwd(), '../shared/bench/solomon', `${name}.txt`);
  return parseSolomon(readFileSync(file, 'utf8'));
}

/** The customer ids of each route of a solved plan of `instance`. */
export function customerRoutes(
  instance: SolomonInstance,
  problem: Problem,
  routes: readonly { visits: readonly number[] }[],
): number[][] {
  return routes.map((route) =>
    route.visits.map((visit) => instance.customers[problem.visitTask[visit]].id),
  );
}

export function routesOf(solution: Solution, instance: SolomonInstance): number[][] {
  return solution.routes.map((route) =>
    Array.from(route.visits.subarray(0, route.size), (visit) => {
      return instance.customers[solution.problem.visitTask[visit]].id;
    }),
  );
}

/** A feasible but poor plan: random-order greedy insertion that opens routes freely. */
export function poorPlan(instance: SolomonInstance, seed: number) {
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

/**
 * The independent checker's verdict on a plan, except that customers outside `served` (those
 * the poor plan could not place) may stay out.
 */
export function checkAgainst(instance: SolomonInstance, solution: Solution, served: number[]) {
  const check = checkSolomonPlan(instance, routesOf(solution, instance));
  const violations = check.violations.filter((violation) => {
    const missing = /^customer (\d+) served 0 times$/.exec(violation);
    return !missing || served.includes(Number(missing[1]));
  });
  return { ...check, violations };
}
