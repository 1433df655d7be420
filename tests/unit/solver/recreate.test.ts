import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/solver';
import { adaptRequest } from '../../../src/solver/adapter';
import { InsertionFinder } from '../../../src/solver/insertion';
import { Random } from '../../../src/solver/random';
import { Recreate } from '../../../src/solver/recreate';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { randomPlanarRequest } from './fixtures';

/** 30 jobs, 8 vehicles of 1,000 kg costed by distance only: every vehicle is simple. */
function simpleRequest() {
  const request = randomPlanarRequest(4, 30, 8);
  for (const vehicle of request.vehicles) vehicle.costs = { fixed: 10, per_kilometre: 1 };
  return { ...request, jobs: request.jobs ?? [] };
}

function simpleProblem(): Problem {
  const problem = new Problem(adaptRequest(simpleRequest()).spec);
  expect(Array.from(problem.isSimple)).toEqual(new Array(8).fill(1));
  return problem;
}

function setUp(problem: Problem) {
  const evaluator = new RouteEvaluator(problem);
  const rng = new Random(7);
  const finder = new InsertionFinder(problem, evaluator, rng);
  const recreate = new Recreate(problem, finder, rng);
  const solution = new Solution(problem, evaluator);
  const pool = Int32Array.from({ length: problem.taskCount }, (_, t) => t);
  return { recreate, solution, pool };
}

/** The cost and routes after each insertion of a plain greedy recreate, task by task. */
function greedySteps(problem: Problem) {
  const { recreate, solution, pool } = setUp(problem);
  const steps: { cost: number; used: number; missed: number }[] = [];
  let missed = 0;
  for (let i = 0; i < pool.length; i++) {
    missed += recreate.greedy(solution, pool.subarray(i, i + 1), 1, 0);
    steps.push({ cost: solution.cost, used: solution.vehiclesUsed, missed });
  }
  return { steps, solution };
}

describe('a recreate that gives up once its plan cannot be accepted', () => {
  it('builds the plain greedy plan when no limit is reached', () => {
    const problem = simpleProblem();
    const plain = greedySteps(problem);
    expect(plain.steps.at(-1)?.missed).toBe(0);
    const { recreate, solution, pool } = setUp(problem);
    expect(recreate.greedy(solution, pool, pool.length, 0, { cost: Infinity, vehicles: 0 })).toBe(
      0,
    );
    expect(solution.cost).toBe(plain.solution.cost);
    expect(Array.from(solution.routeOf)).toEqual(Array.from(plain.solution.routeOf));
  });

  it('stops at the first insertion that takes the cost to the limit', () => {
    const problem = simpleProblem();
    const { steps } = greedySteps(problem);
    const limit = (steps[9].cost + steps[10].cost) / 2;
    const { recreate, solution, pool } = setUp(problem);
    // The other 19 count as left out.
    expect(recreate.greedy(solution, pool, pool.length, 0, { cost: limit, vehicles: 0 })).toBe(19);
    expect(solution.problem.taskCount - solution.unassignedCount).toBe(11);
    expect(solution.cost).toBeCloseTo(steps[10].cost, 9);
    expect(solution.cost).toBeGreaterThanOrEqual(limit);
  });

  it('goes on past the cost limit while the plan uses fewer routes than the limit', () => {
    const problem = simpleProblem();
    const { steps } = greedySteps(problem);
    const final = steps.at(-1)!;
    // Past the cost limit from the second insertion, but it never uses one route more than
    // it ends with, so it never gives up.
    const { recreate, solution, pool } = setUp(problem);
    const vehicles = final.used + 1;
    expect(recreate.greedy(solution, pool, pool.length, 0, { cost: steps[0].cost, vehicles })).toBe(
      0,
    );
    expect(solution.unassignedCount).toBe(0);
    // With the plan's own route count as the limit it gives up where that count is reached.
    const reached = steps.findIndex((step) => step.used === final.used);
    const again = setUp(problem);
    const limit = { cost: steps[0].cost, vehicles: final.used };
    expect(again.recreate.greedy(again.solution, again.pool, pool.length, 0, limit)).toBe(
      pool.length - reached - 1,
    );
    expect(problem.taskCount - again.solution.unassignedCount).toBe(reached + 1);
  });

  it('gives up when a task fits nowhere', () => {
    const request = simpleRequest();
    // Heavier than any vehicle carries: the third task of the pool cannot go in.
    request.jobs[2].demand = { weight: 5000 };
    const problem = new Problem(adaptRequest(request).spec);
    const { recreate, solution, pool } = setUp(problem);
    const limit = { cost: Infinity, vehicles: 0 };
    expect(recreate.greedy(solution, pool, pool.length, 0, limit)).toBe(28);
    expect(problem.taskCount - solution.unassignedCount).toBe(2);
    // Without a limit it goes on and leaves out only that task.
    const plain = setUp(problem);
    expect(plain.recreate.greedy(plain.solution, plain.pool, pool.length, 0)).toBe(1);
  });

  it('regret-2 builds its plain plan under an unreached limit and gives up at a reached one', () => {
    const problem = simpleProblem();
    const plain = setUp(problem);
    expect(plain.recreate.regret(plain.solution, plain.pool, 30, 0)).toBe(0);
    const unreached = setUp(problem);
    const limit = { cost: Infinity, vehicles: 0 };
    expect(
      unreached.recreate.regret(unreached.solution, unreached.pool, 30, 0, undefined, limit),
    ).toBe(0);
    expect(Array.from(unreached.solution.routeOf)).toEqual(Array.from(plain.solution.routeOf));
    // Half the plain plan's cost is reached part of the way through.
    const half = setUp(problem);
    const halfLimit = { cost: plain.solution.cost / 2, vehicles: 0 };
    const left = half.recreate.regret(half.solution, half.pool, 30, 0, undefined, halfLimit);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(30);
    expect(half.solution.unassignedCount).toBe(left);
    expect(half.solution.cost).toBeGreaterThanOrEqual(halfLimit.cost);
  });
});
