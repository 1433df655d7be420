import type { InsertionFinder } from './insertion';
import type { Problem } from './model';
import type { Random } from './random';
import type { RouteEvaluator } from './schedule';
import type { Solution } from './solution';
import { TailExchange } from './tailExchange';

const IMPROVEMENT = 1e-9;

/**
 * Descent with three neighbourhoods: relocate (take a task out and put it back at its cheapest
 * position in any route), intra-route 2-opt (reverse a segment) and 2-opt* (swap the tails of
 * two routes, `tailExchange.ts`). All keep every route feasible, never increase the number of
 * unassigned tasks and never open a route.
 */
export class LocalSearch {
  private readonly problem: Problem;
  private readonly finder: InsertionFinder;
  private readonly evaluator: RouteEvaluator;
  private readonly rng: Random;
  private readonly order: Int32Array;
  private candidate: Int32Array;
  private forward = new Float64Array(16);
  private backward = new Float64Array(16);
  private readonly tailExchange: TailExchange;

  constructor(problem: Problem, finder: InsertionFinder, evaluator: RouteEvaluator, rng: Random) {
    this.problem = problem;
    this.finder = finder;
    this.evaluator = evaluator;
    this.rng = rng;
    this.order = new Int32Array(problem.taskCount);
    this.candidate = new Int32Array(problem.visitCount + 2);
    this.tailExchange = new TailExchange(problem, evaluator);
  }

  /** Runs both neighbourhoods until neither improves (or `maxPasses`); returns true if improved. */
  run(
    solution: Solution,
    openPenalty: number,
    maxPasses = 4,
    outOfTime: () => boolean = () => false,
  ): boolean {
    let improvedAny = false;
    for (let pass = 0; pass < maxPasses && !outOfTime(); pass++) {
      const relocated = this.relocate(solution, openPenalty, outOfTime);
      let reversed = false;
      for (let r = 0; r < solution.routes.length && !outOfTime(); r++) {
        if (this.twoOpt(solution, r)) reversed = true;
      }
      const exchanged = !outOfTime() && this.tailExchange.run(solution, outOfTime);
      if (!relocated && !reversed && !exchanged) break;
      improvedAny = true;
    }
    return improvedAny;
  }

  relocate(
    solution: Solution,
    openPenalty: number,
    outOfTime: () => boolean = () => false,
  ): boolean {
    const p = this.problem;
    const blink = this.finder.blinkRate;
    this.finder.blinkRate = 0;
    let count = 0;
    for (let t = 0; t < p.taskCount; t++) if (solution.assigned[t]) this.order[count++] = t;
    this.rng.shuffle(this.order, count);
    let improved = false;
    for (let i = 0; i < count && !outOfTime(); i++) {
      const t = this.order[i];
      const first = p.taskFirst[t];
      const second = p.taskSecond[t];
      const r = solution.routeOf[first];
      const pickupAfter = solution.posOf[first] - 1;
      const deliveryAfter = second >= 0 ? solution.posOf[second] - 2 : -1;
      const before = solution.routes[r].cost;
      solution.removeTask(t);
      const gain = before - solution.routes[r].cost;
      const cost = this.finder.findBest(solution, t, openPenalty);
      if (cost < gain - IMPROVEMENT) {
        this.finder.apply(solution, t);
        improved = true;
      } else if (second < 0) {
        solution.insertJob(t, r, pickupAfter);
      } else {
        solution.insertShipment(t, r, pickupAfter, deliveryAfter);
      }
    }
    this.finder.blinkRate = blink;
    return improved;
  }

  /** First-improvement 2-opt on one route; distance deltas in O(1), feasibility exactly. */
  twoOpt(solution: Solution, r: number): boolean {
    const p = this.problem;
    const rt = solution.routes[r];
    const k = rt.vehicle;
    const N = p.locationCount;
    const dist = p.distance;
    const checkAll = p.costPerDuration[k] > 0;
    let improved = false;
    let again = true;
    while (again) {
      again = false;
      const n = rt.size;
      if (n < 2) break;
      if (this.forward.length < n + 2) {
        this.forward = new Float64Array((n + 2) * 2);
        this.backward = new Float64Array((n + 2) * 2);
      }
      const loc = rt.loc;
      // forward[m] = distance along positions 0..m; backward[m] the same legs driven in reverse.
      this.forward[0] = 0;
      this.backward[0] = 0;
      for (let m = 1; m <= n + 1; m++) {
        this.forward[m] = this.forward[m - 1] + dist[loc[m - 1] * N + loc[m]];
        this.backward[m] = this.backward[m - 1] + dist[loc[m] * N + loc[m - 1]];
      }
      search: for (let s = 1; s < n; s++) {
        for (let e = s + 1; e <= n; e++) {
          const delta =
            dist[loc[s - 1] * N + loc[e]] +
            dist[loc[s] * N + loc[e + 1]] -
            dist[loc[s - 1] * N + loc[s]] -
            dist[loc[e] * N + loc[e + 1]] +
            (this.backward[e] - this.backward[s]) -
            (this.forward[e] - this.forward[s]);
          if (!checkAll && !(delta < -IMPROVEMENT)) continue;
          const candidate = this.candidate;
          for (let m = 0; m < n; m++) {
            const position = m + 1;
            candidate[m] =
              position >= s && position <= e ? rt.visits[s + e - position - 1] : rt.visits[m];
          }
          const cost = this.evaluator.evaluate(k, candidate, n);
          if (cost < rt.cost - IMPROVEMENT) {
            rt.visits.set(candidate.subarray(0, n));
            solution.refreshRoute(r);
            improved = true;
            again = true;
            break search;
          }
        }
      }
    }
    return improved;
  }
}
