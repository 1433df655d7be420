import type { Problem } from './model';
import type { Random } from './random';
import { EVAL_TRUSTED_LOADS, type RouteEvaluator } from './schedule';
import type { RouteState, Solution } from './solution';

/**
 * Margin for the cached-slack time check. Cached latest-arrival values are built by subtraction
 * while the authoritative check adds forward; with floating-point inputs the two can differ in the
 * last bits, so the fast check is kept slightly stricter than the exact one.
 */
export const SLACK_EPSILON = 1e-7;

/**
 * The first position i in 0..n after which a visit done at `done` can still meet the next
 * stop's latest start (`latest[i + 1]`), or n + 1. Latest starts grow along a route, so the
 * positions before it fail the scan's time check whatever the travel time.
 */
export function firstFittingPosition(latest: Float64Array, n: number, done: number): number {
  let low = 0;
  let high = n + 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (done > latest[middle + 1] - SLACK_EPSILON) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How many of positions 0..end-1 a scan reaches before a ready time (service start plus
 * service) passes `lastStart`, where it stops; ready times grow along a route.
 */
export function readyBefore(
  earliest: Float64Array,
  service: Float64Array,
  end: number,
  lastStart: number,
): number {
  if (!(earliest[end - 1] + service[end - 1] > lastStart)) return end;
  let low = 0;
  let high = end - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (earliest[middle] + service[middle] > lastStart) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Finds the cheapest feasible position of a task. For "simple" vehicles (no breaks, no maximum
 * trip duration, no time cost) the cached forward/backward times and load maxima make every
 * job position an O(1) check; shipments propagate the pickup's delay forward, O(n) per pickup
 * position. Other vehicles use the cached checks as a necessary filter, then evaluate exactly.
 */
export class InsertionFinder {
  /** Result of the last search: delta cost and positions (after which original position). */
  cost = Infinity;
  route = -1;
  pickupAfter = -1;
  deliveryAfter = -1;
  /** Probability of skipping a position, which diversifies greedy insertion ("blinks"). */
  blinkRate = 0;
  /** Positions found by the last `bestInRoute` call. */
  lastPickupAfter = -1;
  lastDeliveryAfter = -1;

  private readonly problem: Problem;
  private readonly evaluator: RouteEvaluator;
  private readonly rng: Random;
  private scratch: Int32Array;
  /** Positions left before the next blink; drawn geometrically to save a draw per position. */
  private untilBlink = -1;
  /** Candidates awaiting exact evaluation: positions and a lower bound on their delta cost. */
  private candidatePickup = new Int32Array(64);
  private candidateDelivery = new Int32Array(64);
  private candidateBound = new Float64Array(64);
  private candidateOrder: number[] = [];
  private candidateCount = 0;
  private readonly classStamp: Int32Array;
  private stamp = 0;
  // What the current scan knows about its route and has found so far. Plain fields rather than
  // an object of their own: that object cost 3-6 % of the Solomon bench's CPU time, bestInRoute
  // being called so often.
  /** Cost is fixed + perDistance × distance, and the cached checks are exact. */
  private scanSimple = false;
  private scanPerDistance = 0;
  /** The vehicle's fixed cost when the scan would open the route, else 0. */
  private scanFixed = 0;
  /** Positions whose delta cost is not below this may be skipped. */
  private scanBound = Infinity;
  /**
   * Simple vehicles: the least added distance found so far, at lastPickupAfter/DeliveryAfter.
   * It starts at the bound in distance units, so a scan can prune before any time check.
   */
  private scanBest = Infinity;

  constructor(problem: Problem, evaluator: RouteEvaluator, rng: Random) {
    this.problem = problem;
    this.evaluator = evaluator;
    this.rng = rng;
    this.scratch = new Int32Array(problem.visitCount + 2);
    this.classStamp = new Int32Array(Math.max(1, problem.classCount));
  }

  /**
   * Best insertion of `task` over all routes. Empty routes are tried once per vehicle class and
   * cost `openPenalty` on top (Infinity forbids opening a route). Returns the delta cost.
   */
  findBest(solution: Solution, task: number, openPenalty: number): number {
    const p = this.problem;
    const stamp = ++this.stamp;
    this.cost = Infinity;
    this.route = -1;
    const routes = solution.routes;
    for (let r = 0; r < routes.length; r++) {
      const rt = routes[r];
      let penalty = 0;
      if (rt.size === 0) {
        if (openPenalty === Infinity) continue;
        const cls = p.vehicleClass[rt.vehicle];
        if (this.classStamp[cls] === stamp) continue;
        this.classStamp[cls] = stamp;
        penalty = openPenalty;
      }
      const delta = this.bestInRoute(solution, task, r, this.cost - penalty);
      if (delta + penalty < this.cost) {
        this.cost = delta + penalty;
        this.route = r;
        this.pickupAfter = this.lastPickupAfter;
        this.deliveryAfter = this.lastDeliveryAfter;
      }
    }
    return this.cost;
  }

  /** True when the current candidate position is skipped (a "blink"). */
  private blinks(): boolean {
    const rate = this.blinkRate;
    if (rate <= 0) return false;
    if (this.untilBlink < 0) {
      this.untilBlink = Math.floor(Math.log(1 - this.rng.next()) / Math.log(1 - rate));
    }
    if (this.untilBlink === 0) {
      this.untilBlink = -1;
      return true;
    }
    this.untilBlink--;
    return false;
  }

  /** Advances the blinks as `count` calls of `blinks()` would, drawing the same numbers. */
  private skipBlinks(count: number): void {
    if (this.blinkRate <= 0) return;
    let left = count;
    while (left > 0) {
      if (this.untilBlink < 0) {
        this.untilBlink = Math.floor(Math.log(1 - this.rng.next()) / Math.log(1 - this.blinkRate));
      }
      if (this.untilBlink >= left) {
        this.untilBlink -= left;
        return;
      }
      left -= this.untilBlink + 1;
      this.untilBlink = -1;
    }
  }

  /** Applies the result of the last successful search. */
  apply(solution: Solution, task: number): void {
    if (this.problem.taskSecond[task] < 0) {
      solution.insertJob(task, this.route, this.pickupAfter);
    } else {
      solution.insertShipment(task, this.route, this.pickupAfter, this.deliveryAfter);
    }
  }

  /**
   * Cheapest delta cost of inserting `task` into route `r`, or Infinity. Candidates not cheaper
   * than `bound` may be skipped.
   */
  bestInRoute(solution: Solution, task: number, r: number, bound = Infinity): number {
    const p = this.problem;
    const rt = solution.routes[r];
    this.lastPickupAfter = -1;
    this.lastDeliveryAfter = -1;
    if (!p.compatible[task * p.vehicleCount + rt.vehicle]) return Infinity;
    this.beginScan(rt, bound);
    if (p.taskSecond[task] < 0) this.scanJobPositions(rt, task);
    else this.scanShipmentPositions(rt, task);
    if (!this.scanSimple) return this.resolveCandidates(solution, r, task);
    if (this.lastPickupAfter < 0) return Infinity;
    return this.scanFixed + this.scanPerDistance * this.scanBest;
  }

  private beginScan(rt: RouteState, bound: number): void {
    const p = this.problem;
    const k = rt.vehicle;
    const simple = p.isSimple[k] === 1;
    const perDistance = p.costPerDistance[k];
    const fixed = rt.size === 0 ? p.fixedCost[k] : 0;
    this.scanSimple = simple;
    this.scanPerDistance = perDistance;
    this.scanFixed = fixed;
    this.scanBound = bound;
    this.scanBest = simple && perDistance > 0 ? (bound - fixed) / perDistance : Infinity;
    this.candidateCount = 0;
  }

  /**
   * A feasible position that adds `delta` distance: for simple vehicles the best so far if it is
   * shorter, for others a candidate for exact evaluation.
   */
  private offer(pickupAfter: number, deliveryAfter: number, delta: number): void {
    if (!this.scanSimple) {
      const lower = this.scanFixed + this.scanPerDistance * delta;
      this.addCandidate(pickupAfter, deliveryAfter, lower, this.scanBound);
    } else if (delta < this.scanBest) {
      this.scanBest = delta;
      this.lastPickupAfter = pickupAfter;
      this.lastDeliveryAfter = deliveryAfter;
    }
  }

  /**
   * True when the task's demand fits the scanned vehicle on top of the load `levels` hold at
   * `position` (loads, or their prefix or suffix maxima), in every dimension.
   */
  private demandFits(levels: Float64Array, position: number, task: number, k: number): boolean {
    const p = this.problem;
    const D = p.dimensionCount;
    const capacityBase = k * D;
    for (let d = 0; d < D; d++) {
      if (levels[position * D + d] + p.taskDemand[task * D + d] > p.capacity[capacityBase + d]) {
        return false;
      }
    }
    return true;
  }

  /** Offers every position of a job's visit that the cached checks allow. */
  private scanJobPositions(rt: RouteState, task: number): void {
    const p = this.problem;
    const n = rt.size;
    const vehicle = rt.vehicle;
    const simple = this.scanSimple;
    const { locationCount: N, distance: dist, duration: time } = p;
    const v = p.taskFirst[task];
    const lv = p.visitLoc[v];
    const sv = p.visitService[v];
    const loadSign = p.visitLoadSign[v];
    const peakLoads = loadSign < 0 ? rt.prefixMax : loadSign > 0 ? rt.suffixMax : null;
    const wFirst = p.winOffset[v];
    const wLast = p.winOffset[v + 1] - 1;
    const singleWindow = wFirst === wLast;
    const wStart = p.winStart[wFirst];
    const wEnd = p.winEnd[wFirst];
    const lastStart = p.winEnd[wLast];
    const { loc, service, earliest, latest, edge } = rt;
    const blink = this.blinkRate;

    // Latest starts and ready times only grow along a route, so the positions where the visit
    // would delay the next stop past its latest start even if served at its window's opening
    // form a prefix (about half the positions scanned on Solomon's instances). Bisection finds
    // its end; its positions still draw their blinks, so the search stays the same.
    const from = firstFittingPosition(latest, n, wStart + sv);
    if (from > 0) {
      const scanned = readyBefore(earliest, service, from, lastStart);
      if (blink > 0) this.skipBlinks(scanned);
      if (scanned < from) return;
    }
    for (let i = from; i <= n; i++) {
      const ready = earliest[i] + service[i];
      if (ready > lastStart) break;
      if (blink > 0 && this.blinks()) continue;
      const li = loc[i];
      const lj = loc[i + 1];
      const direct = n === 0 ? 0 : edge[i];
      const delta = dist[li * N + lv] + dist[lv * N + lj] - direct;
      if (simple && !(delta < this.scanBest)) continue;
      const arrival = ready + time[li * N + lv];
      let start: number;
      if (singleWindow) {
        if (arrival > wEnd) continue;
        start = arrival < wStart ? wStart : arrival;
      } else {
        start = p.earliestStart(v, arrival);
        if (start === Infinity) continue;
      }
      if (start + sv + time[lv * N + lj] > latest[i + 1] - SLACK_EPSILON) continue;
      if (peakLoads !== null && !this.demandFits(peakLoads, i, task, vehicle)) continue;
      this.offer(i, -1, delta);
    }
  }

  /** Offers every pickup and delivery position pair that the cached checks allow. */
  private scanShipmentPositions(rt: RouteState, task: number): void {
    const p = this.problem;
    const n = rt.size;
    const vehicle = rt.vehicle;
    const simple = this.scanSimple;
    const { locationCount: N, distance: dist, duration: time } = p;
    const pv = p.taskFirst[task];
    const dv = p.taskSecond[task];
    const lp = p.visitLoc[pv];
    const ld = p.visitLoc[dv];
    const sp = p.visitService[pv];
    const sd = p.visitService[dv];
    const pickupLastStart = p.winEnd[p.winOffset[pv + 1] - 1];
    const { visits, loc, service, earliest, latest, load, edge } = rt;
    const blink = this.blinkRate;

    for (let i = 0; i <= n; i++) {
      const ready = earliest[i] + service[i];
      if (ready > pickupLastStart) break;
      const li = loc[i];
      const pickupStart = p.earliestStart(pv, ready + time[li * N + lp]);
      if (pickupStart === Infinity) continue;
      if (!this.demandFits(load, i, task, vehicle)) continue;
      const pickupDone = pickupStart + sp;
      const next = loc[i + 1];
      const direct = n === 0 ? 0 : edge[i];

      // Delivery right after the pickup.
      const adjacentStart = p.earliestStart(dv, pickupDone + time[lp * N + ld]);
      if (
        adjacentStart !== Infinity &&
        adjacentStart + sd + time[ld * N + next] <= latest[i + 1] - SLACK_EPSILON &&
        !(blink > 0 && this.blinks())
      ) {
        this.offer(i, i, dist[li * N + lp] + dist[lp * N + ld] + dist[ld * N + next] - direct);
      }

      // Delivery after a later original position j: carry the pickup's delay forward.
      const pickupDelta = dist[li * N + lp] + dist[lp * N + next] - direct;
      // With the triangle inequality a later delivery only adds distance.
      if (simple && !(pickupDelta < this.scanBest)) continue;
      let time0 = pickupDone;
      let previous = lp;
      for (let j = i + 1; j <= n; j++) {
        const vj = visits[j - 1];
        const lj = loc[j];
        const start = p.earliestStart(vj, time0 + time[previous * N + lj]);
        if (start === Infinity || start > latest[j]) break;
        if (!this.demandFits(load, j, task, vehicle)) break;
        time0 = start + service[j];
        previous = lj;
        const after = loc[j + 1];
        const deliveryStart = p.earliestStart(dv, time0 + time[lj * N + ld]);
        if (deliveryStart === Infinity) continue;
        if (deliveryStart + sd + time[ld * N + after] > latest[j + 1] - SLACK_EPSILON) continue;
        if (blink > 0 && this.blinks()) continue;
        this.offer(
          i,
          j,
          pickupDelta + dist[lj * N + ld] + dist[ld * N + after] - dist[lj * N + after],
        );
      }
    }
  }

  private addCandidate(pickupAfter: number, deliveryAfter: number, lower: number, bound: number) {
    if (!(lower < bound)) return;
    if (this.candidateCount === this.candidateBound.length) {
      const size = this.candidateCount * 2;
      const pickup = new Int32Array(size);
      const delivery = new Int32Array(size);
      const bounds = new Float64Array(size);
      pickup.set(this.candidatePickup);
      delivery.set(this.candidateDelivery);
      bounds.set(this.candidateBound);
      this.candidatePickup = pickup;
      this.candidateDelivery = delivery;
      this.candidateBound = bounds;
    }
    const c = this.candidateCount++;
    this.candidatePickup[c] = pickupAfter;
    this.candidateDelivery[c] = deliveryAfter;
    this.candidateBound[c] = lower;
  }

  /**
   * Exact evaluation of the collected candidates, cheapest lower bound first. The bound is the
   * distance part of the delta; the time part does not shrink when a stop is added (with
   * travel times that obey the triangle inequality), so the scan stops once the bound reaches
   * the best exact delta. Typically one or two routes get evaluated instead of every position.
   */
  private resolveCandidates(solution: Solution, r: number, task: number): number {
    const count = this.candidateCount;
    const bounds = this.candidateBound;
    const order = this.candidateOrder;
    order.length = count;
    for (let c = 0; c < count; c++) order[c] = c;
    order.sort((a, b) => bounds[a] - bounds[b] || a - b);
    let bestCost = Infinity;
    let bestCandidate = -1;
    for (let index = 0; index < count; index++) {
      const c = order[index];
      if (!(bounds[c] < bestCost)) break;
      const cost = this.exactDelta(
        solution,
        r,
        task,
        this.candidatePickup[c],
        this.candidateDelivery[c],
      );
      if (cost < bestCost) {
        bestCost = cost;
        bestCandidate = c;
      }
    }
    if (bestCandidate < 0) return Infinity;
    this.lastPickupAfter = this.candidatePickup[bestCandidate];
    this.lastDeliveryAfter = this.candidateDelivery[bestCandidate];
    return bestCost;
  }

  /** Exact delta cost of a candidate (a job's visit after `i`, or a shipment's after `i`/`j`). */
  private exactDelta(solution: Solution, r: number, task: number, i: number, j: number): number {
    const p = this.problem;
    const rt = solution.routes[r];
    const n = rt.size;
    const scratch = this.scratch;
    const pv = p.taskFirst[task];
    const dv = p.taskSecond[task];
    let length = 0;
    if (dv < 0) {
      for (let m = 0; m < n; m++) {
        if (m === i) scratch[length++] = pv;
        scratch[length++] = rt.visits[m];
      }
      if (i === n) scratch[length++] = pv;
    } else {
      for (let m = 0; m <= n; m++) {
        if (m > 0) scratch[length++] = rt.visits[m - 1];
        if (m === i) scratch[length++] = pv;
        if (m === j) scratch[length++] = dv;
      }
    }
    // Capacity, labels and pickup-before-delivery were checked exactly by the cached scan.
    const cost = this.evaluator.evaluate(rt.vehicle, scratch, length, EVAL_TRUSTED_LOADS);
    if (cost === Infinity) return Infinity;
    return cost - rt.cost;
  }
}
