/**
 * Greedy recreate's limits (src/solver/recreate.ts): the cost phase passes them when a plan
 * that opens another route or leaves a task out would be rejected whatever it cost, and the
 * recreate then stops at the first such insertion instead of finishing a plan nobody keeps.
 */
import { describe, expect, it } from 'vitest';

import { Problem } from '../../../src/solver';
import { adaptRequest } from '../../../src/solver/adapter';
import { InsertionFinder } from '../../../src/solver/insertion';
import { Random } from '../../../src/solver/random';
import { GREEDY_STOPPED, Recreate } from '../../../src/solver/recreate';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution } from '../../../src/solver/solution';
import { delivery, sampleRequest, van } from './fixtures';

/** Open a route by a billion, as the search does under `min_vehicles`. */
const OPEN_PENALTY = 1e9;

/**
 * Two vans of 1,000 kg; `big_1` and `big_2` weigh 600 kg each, so they need a van apiece;
 * `too_heavy` (1,500 kg) fits no van.
 */
function planted() {
  const request = sampleRequest({
    vehicles: [
      van('van_01', { capacity: { weight: 1000 } }),
      van('van_02', { capacity: { weight: 1000 } }),
    ],
    jobs: [
      delivery('big_1', 52.52, 13.41, { demand: { weight: 600 } }),
      delivery('big_2', 52.53, 13.4, { demand: { weight: 600 } }),
      delivery('too_heavy', 52.51, 13.39, { demand: { weight: 1500 } }),
    ],
  });
  const { spec } = adaptRequest(request);
  const problem = new Problem(spec);
  const evaluator = new RouteEvaluator(problem);
  const rng = new Random(1);
  const finder = new InsertionFinder(problem, evaluator, rng);
  const recreate = new Recreate(problem, finder, rng);
  const task = (id: string) => spec.tasks.findIndex((candidate) => candidate.id === id);
  /** A plan with `big_1` on the first van and nothing else. */
  const start = () => {
    const solution = new Solution(problem, evaluator);
    expect(finder.findBest(solution, task('big_1'), OPEN_PENALTY)).toBeLessThan(Infinity);
    finder.apply(solution, task('big_1'));
    return solution;
  };
  const pool = (...ids: string[]) => Int32Array.from(ids.map(task));
  return { recreate, start, pool, task };
}

describe('greedy recreate with limits', () => {
  it('stops when it would open a route it may not, and opens one it may', () => {
    const { recreate, start, pool, task } = planted();
    const stopped = start();
    expect(recreate.greedy(stopped, pool('big_2'), 1, OPEN_PENALTY, { opens: 0, misses: 0 })).toBe(
      GREEDY_STOPPED,
    );
    expect(stopped.vehiclesUsed).toBe(1);
    expect(stopped.assigned[task('big_2')]).toBe(0);

    const opened = start();
    expect(recreate.greedy(opened, pool('big_2'), 1, OPEN_PENALTY, { opens: 1, misses: 0 })).toBe(
      0,
    );
    expect(opened.vehiclesUsed).toBe(2);
    // Without limits it opens the route too: the limits change where it stops, not what it builds.
    const free = start();
    expect(recreate.greedy(free, pool('big_2'), 1, OPEN_PENALTY)).toBe(0);
    expect(free.vehiclesUsed).toBe(2);
  });

  it('stops at the first task it cannot place when it may leave none out', () => {
    const { recreate, start, pool, task } = planted();
    const stopped = start();
    // too_heavy goes first, so the stop comes before big_2 is tried.
    expect(
      recreate.greedy(stopped, pool('too_heavy', 'big_2'), 2, OPEN_PENALTY, {
        opens: 1,
        misses: 0,
      }),
    ).toBe(GREEDY_STOPPED);
    expect(stopped.assigned[task('big_2')]).toBe(0);

    const counted = start();
    expect(
      recreate.greedy(counted, pool('too_heavy', 'big_2'), 2, OPEN_PENALTY, {
        opens: 1,
        misses: 1,
      }),
    ).toBe(1);
    expect(counted.assigned[task('big_2')]).toBe(1);
  });
});
