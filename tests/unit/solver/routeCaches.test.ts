import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RouteEvaluator } from '../../../src/solver/schedule';
import { Solution, type RouteState } from '../../../src/solver/solution';
import { mixedProblem } from './mixedProblem';

/** Every cache of a route over positions 0..n+1, as plain numbers. */
function caches(route: RouteState) {
  const span = route.size + 2;
  const pick = (values: Float64Array | Int32Array) => Array.from(values.subarray(0, span));
  return {
    visits: Array.from(route.visits.subarray(0, route.size)),
    loc: pick(route.loc),
    service: pick(route.service),
    earliest: pick(route.earliest),
    latest: pick(route.latest),
    travelled: pick(route.travelled),
    // Edges from positions 0..n; an empty route has none that a scan reads.
    edge: route.size === 0 ? [] : Array.from(route.edge.subarray(0, route.size + 1)),
    load: pick(route.load),
    prefixMax: pick(route.prefixMax),
    suffixMax: pick(route.suffixMax),
    distance: route.distance,
    cost: route.cost,
    feasible: route.feasible,
  };
}

describe('route caches after insertions and removals', () => {
  it('equal a full rebuild, value for value, feasible or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 3, max: 30 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), {
          minLength: 1,
          maxLength: 60,
        }),
        (seed, taskCount, tight, edits) => {
          const problem = mixedProblem(seed, taskCount, tight);
          const evaluator = new RouteEvaluator(problem);
          const edited = new Solution(problem, evaluator);
          const rebuilt = new Solution(problem, evaluator);
          for (const [kind, a, b, c] of edits) {
            const task = a % problem.taskCount;
            const route = b % problem.vehicleCount;
            if (!edited.assigned[task]) {
              // Any position, so edits also make routes infeasible and feasible again.
              const size = edited.routes[route].size;
              const first = c % (size + 1);
              if (problem.taskSecond[task] < 0) edited.insertJob(task, route, first);
              else edited.insertShipment(task, route, first, first + (kind % (size - first + 1)));
            } else if (kind % 3 === 0) {
              edited.removeTask(task);
            } else {
              // Several removals before one refresh, as the ruin operators do.
              const touched = edited.detachTask(task);
              for (let t = 0; t < problem.taskCount && touched >= 0; t++) {
                if (edited.assigned[t] && (t * 7 + c) % 4 === 0) {
                  const other = edited.routeOf[problem.taskFirst[t]];
                  if (other === touched) edited.detachTask(t);
                }
              }
              if (touched >= 0) edited.refreshEdited(touched);
            }
            for (let r = 0; r < problem.vehicleCount; r++) {
              const source = edited.routes[r];
              const target = rebuilt.routes[r];
              target.ensureCapacity(source.size);
              target.visits.set(source.visits.subarray(0, source.size));
              target.size = source.size;
              rebuilt.refreshRoute(r);
              expect(caches(source)).toEqual(caches(target));
              for (let i = 0; i < source.size + 1 && source.size > 0; i++) {
                expect(source.edge[i]).toBe(problem.dist(source.loc[i], source.loc[i + 1]));
              }
            }
            for (let v = 0; v < problem.visitCount; v++) {
              if (edited.routeOf[v] >= 0) expect(edited.posOf[v]).toBe(rebuilt.posOf[v]);
            }
          }
        },
      ),
      { numRuns: 200, seed: 20261125 },
    );
  });
});
