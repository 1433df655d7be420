import type { Problem } from './model';
import type { RouteEvaluator } from './schedule';
import type { RouteState, Solution } from './solution';

const IMPROVEMENT = 1e-9;

/**
 * 2-opt* (Potvin & Rousseau 1995): cut two routes and swap their tails. On long routes with wide
 * windows (Solomon R2/RC2) ruin-and-recreate rarely finds these crossings, and a swap that
 * straightens two routes at once is out of reach of relocate and intra-route 2-opt.
 *
 * Each of the O(nA * nB) cuts is screened in O(1) from the route caches, as in Savelsbergh
 * (1992): the distance delta, the time (earliest service start at the end of the head against
 * the latest start that keeps the other tail feasible) and the loads (prefix and suffix maxima
 * shifted by what the heads and tails carry). Only a cut that passes all three goes through the
 * exact evaluator, which also decides labels, shipment pairs, breaks and maximum trip duration,
 * so the screens may only be too strict, never too lenient.
 */
export class TailExchange {
  private readonly problem: Problem;
  private readonly evaluator: RouteEvaluator;
  /** Per route: distance along positions 0..m, and start-loaded demand after position m. */
  private forwardA = new Float64Array(16);
  private forwardB = new Float64Array(16);
  private carriedA = new Float64Array(16);
  private carriedB = new Float64Array(16);
  private candidateA: Int32Array;
  private candidateB: Int32Array;
  /** No shipments, labels that every vehicle has, one window per visit. */
  private readonly plainTasks: boolean;

  constructor(problem: Problem, evaluator: RouteEvaluator) {
    this.problem = problem;
    this.evaluator = evaluator;
    let plain = true;
    for (let t = 0; t < problem.taskCount && plain; t++) {
      if (problem.taskSecond[t] >= 0) plain = false;
      for (let k = 0; k < problem.vehicleCount && plain; k++) {
        if (!problem.compatible[t * problem.vehicleCount + k]) plain = false;
      }
    }
    for (let v = 0; v < problem.visitCount && plain; v++) {
      if (problem.winOffset[v + 1] - problem.winOffset[v] !== 1) plain = false;
    }
    this.plainTasks = plain;
    this.candidateA = new Int32Array(problem.visitCount + 1);
    this.candidateB = new Int32Array(problem.visitCount + 1);
  }

  /** First-improvement passes over every pair of used routes; returns true if anything changed. */
  run(solution: Solution, outOfTime: () => boolean = () => false): boolean {
    let improved = false;
    const routes = solution.routes;
    for (let a = 0; a < routes.length && !outOfTime(); a++) {
      if (routes[a].size === 0) continue;
      for (let b = a + 1; b < routes.length; b++) {
        if (routes[b].size === 0 || routes[a].size === 0) continue;
        while (this.improvePair(solution, a, b)) improved = true;
      }
    }
    return improved;
  }

  /** Applies the best improving tail swap between routes a and b; false when there is none. */
  improvePair(solution: Solution, a: number, b: number): boolean {
    const p = this.problem;
    const A = solution.routes[a];
    const B = solution.routes[b];
    const ka = A.vehicle;
    const kb = B.vehicle;
    const nA = A.size;
    const nB = B.size;
    const N = p.locationCount;
    const dist = p.distance;
    const dur = p.duration;
    this.prepare(A, true);
    this.prepare(B, false);
    const fA = this.forwardA;
    const fB = this.forwardB;
    const cA = this.carriedA;
    const cB = this.carriedB;
    const endA = p.endLoc[ka];
    const endB = p.endLoc[kb];
    // The latest-start caches assume the route's own vehicle end; with another end or shift
    // the time screen does not apply and the exact evaluation decides alone.
    const sameEnd = endA === endB && p.shiftEnd[ka] === p.shiftEnd[kb];
    const perDistanceA = p.costPerDistance[ka];
    const perDistanceB = p.costPerDistance[kb];
    // Simple vehicles on one-window visits without shipments: the screens are the exact check.
    const screensExact = sameEnd && p.isSimple[ka] === 1 && p.isSimple[kb] === 1 && this.plainTasks;
    const before = A.cost + B.cost;

    let bestGain = IMPROVEMENT;
    let bestI = -1;
    let bestJ = -1;
    // Cut after position i of A (0 = the start) and after position j of B; at least one
    // tail is non-empty and the swap is not the identity.
    for (let i = 0; i <= nA; i++) {
      const locI = A.loc[i];
      const tailStartA = A.loc[i + 1];
      const leaveA = A.earliest[i] + A.service[i];
      for (let j = 0; j <= nB; j++) {
        if (i === nA && j === nB) continue;
        if (i === 0 && j === 0) continue;
        const locJ = B.loc[j];
        const tailStartB = B.loc[j + 1];
        // New A: A[1..i] + B[j+1..nB] to A's end; new B: B[1..j] + A[i+1..nA] to B's end.
        const distanceA =
          j < nB
            ? fA[i] +
              dist[locI * N + tailStartB] +
              (fB[nB] - fB[j + 1]) +
              dist[B.loc[nB] * N + endA]
            : fA[i] + dist[locI * N + endA];
        const distanceB =
          i < nA
            ? fB[j] +
              dist[locJ * N + tailStartA] +
              (fA[nA] - fA[i + 1]) +
              dist[A.loc[nA] * N + endB]
            : fB[j] + dist[locJ * N + endB];
        const sizeA = i + (nB - j);
        const sizeB = j + (nA - i);
        const roughA = sizeA === 0 ? 0 : p.fixedCost[ka] + perDistanceA * distanceA;
        const roughB = sizeB === 0 ? 0 : p.fixedCost[kb] + perDistanceB * distanceB;
        if (!(before - roughA - roughB > bestGain)) continue;
        if (sameEnd) {
          if (j < nB && leaveA + dur[locI * N + tailStartB] > B.latest[j + 1]) continue;
          if (i < nA && B.earliest[j] + B.service[j] + dur[locJ * N + tailStartA] > A.latest[i + 1])
            continue;
        }
        if (!this.loadsFit(A, B, i, j, ka, cA, cB) || !this.loadsFit(B, A, j, i, kb, cB, cA))
          continue;
        let costA = roughA;
        let costB = roughB;
        if (!screensExact) {
          costA = this.evaluateNew(A, B, i, j, ka, this.candidateA);
          if (costA === Infinity) continue;
          costB = this.evaluateNew(B, A, j, i, kb, this.candidateB);
          if (costB === Infinity || !(before - costA - costB > bestGain)) continue;
        }
        bestGain = before - costA - costB;
        bestI = i;
        bestJ = j;
      }
    }
    if (bestI < 0) return false;
    // The screens decided alone; the exact evaluation still has the last word.
    if (
      screensExact &&
      (this.evaluateNew(A, B, bestI, bestJ, ka, this.candidateA) === Infinity ||
        this.evaluateNew(B, A, bestJ, bestI, kb, this.candidateB) === Infinity)
    ) {
      return false;
    }
    this.apply(solution, a, b, bestI, bestJ);
    return true;
  }

  /** Cumulative distance and start-loaded demand after each position, for the O(1) screens. */
  private prepare(route: RouteState, first: boolean): void {
    const p = this.problem;
    const n = route.size;
    const N = p.locationCount;
    const D = p.dimensionCount;
    let forward = first ? this.forwardA : this.forwardB;
    let carried = first ? this.carriedA : this.carriedB;
    if (forward.length < n + 2) {
      forward = new Float64Array((n + 2) * 2);
      if (first) this.forwardA = forward;
      else this.forwardB = forward;
    }
    if (carried.length < (n + 2) * D) {
      carried = new Float64Array((n + 2) * D * 2);
      if (first) this.carriedA = carried;
      else this.carriedB = carried;
    }
    forward[0] = 0;
    for (let m = 1; m <= n + 1; m++) {
      forward[m] = forward[m - 1] + p.distance[route.loc[m - 1] * N + route.loc[m]];
    }
    // carried[m]: demand loaded at the depot for deliveries at positions after m.
    for (let d = 0; d < D; d++) carried[n * D + d] = 0;
    for (let m = n - 1; m >= 0; m--) {
      const v = route.visits[m];
      const t = p.visitTask[v];
      const delivery = p.visitLoadSign[v] < 0 && p.taskSecond[t] < 0;
      for (let d = 0; d < D; d++) {
        carried[m * D + d] = carried[(m + 1) * D + d] + (delivery ? p.taskDemand[t * D + d] : 0);
      }
    }
  }

  /**
   * Loads of `head`[0..h] followed by `tail`[t+1..]: the head's loads lose the deliveries its
   * old tail carried from the depot and gain the new tail's; the tail's loads are shifted by the
   * difference in what the two heads leave with.
   */
  private loadsFit(
    head: RouteState,
    tail: RouteState,
    h: number,
    t: number,
    vehicle: number,
    headCarried: Float64Array,
    tailCarried: Float64Array,
  ): boolean {
    const p = this.problem;
    const D = p.dimensionCount;
    for (let d = 0; d < D; d++) {
      const capacity = p.capacity[vehicle * D + d];
      const headShift = tailCarried[t * D + d] - headCarried[h * D + d];
      if (head.prefixMax[h * D + d] + headShift > capacity) return false;
      const headLeaves = head.load[h * D + d] - headCarried[h * D + d];
      const tailLeft = tail.load[t * D + d] - tailCarried[t * D + d];
      if (tail.suffixMax[(t + 1) * D + d] + headLeaves - tailLeft > capacity) return false;
    }
    return true;
  }

  private evaluateNew(
    head: RouteState,
    tail: RouteState,
    h: number,
    t: number,
    vehicle: number,
    buffer: Int32Array,
  ): number {
    const size = h + (tail.size - t);
    if (size === 0) return 0;
    buffer.set(head.visits.subarray(0, h), 0);
    buffer.set(tail.visits.subarray(t, tail.size), h);
    return this.evaluator.evaluate(vehicle, buffer, size);
  }

  private apply(solution: Solution, a: number, b: number, i: number, j: number): void {
    const A = solution.routes[a];
    const B = solution.routes[b];
    const sizeA = i + (B.size - j);
    const sizeB = j + (A.size - i);
    const newA = new Int32Array(sizeA);
    const newB = new Int32Array(sizeB);
    newA.set(A.visits.subarray(0, i), 0);
    newA.set(B.visits.subarray(j, B.size), i);
    newB.set(B.visits.subarray(0, j), 0);
    newB.set(A.visits.subarray(i, A.size), j);
    A.ensureCapacity(sizeA);
    B.ensureCapacity(sizeB);
    A.visits.set(newA);
    A.size = sizeA;
    B.visits.set(newB);
    B.size = sizeB;
    solution.refreshRoute(a);
    solution.refreshRoute(b);
  }
}
