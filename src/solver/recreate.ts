import type { InsertionFinder } from './insertion';
import type { Problem } from './model';
import type { Random } from './random';
import type { Solution } from './solution';

export const ORDER_RANDOM = 0;
export const ORDER_DEMAND = 1;
export const ORDER_FAR = 2;
export const ORDER_CLOSE = 3;
export const ORDER_WINDOW = 4;
export const ORDER_ABSENCE = 5;

/** What `Recreate.greedy` returns when it stopped at one of its limits. */
export const GREEDY_STOPPED = -1;

/** Where a greedy recreate may stop early: its plan would be rejected whatever it cost. */
export interface GreedyLimits {
  /** Empty routes it may open. */
  opens: number;
  /** Tasks it may leave out. */
  misses: number;
}

/**
 * Recreate operators: greedy insertion in a chosen order (with blinks) and regret-2 insertion.
 * Higher-priority tasks always go first, so when space runs out the lower priorities are left.
 */
export class Recreate {
  private readonly problem: Problem;
  private readonly finder: InsertionFinder;
  private readonly rng: Random;
  private readonly key: Float64Array;
  /** Distance from the nearest vehicle start, for the far/close orders. */
  private readonly startDistance: Float64Array;
  private readonly windowWidth: Float64Array;
  private regretCost = new Float64Array(0);
  private regretPickup = new Int32Array(0);
  private regretDelivery = new Int32Array(0);

  constructor(problem: Problem, finder: InsertionFinder, rng: Random) {
    this.problem = problem;
    this.finder = finder;
    this.rng = rng;
    const T = problem.taskCount;
    this.key = new Float64Array(T);
    this.startDistance = new Float64Array(T);
    this.windowWidth = new Float64Array(T);
    for (let t = 0; t < T; t++) {
      const v = problem.taskFirst[t];
      let nearest = Infinity;
      for (let k = 0; k < problem.vehicleCount; k++) {
        const d = problem.dist(problem.startLoc[k], problem.visitLoc[v]);
        if (d < nearest) nearest = d;
      }
      this.startDistance[t] = Number.isFinite(nearest) ? nearest : 0;
      let width = 0;
      for (let w = problem.winOffset[v]; w < problem.winOffset[v + 1]; w++) {
        width += Math.min(problem.winEnd[w], 1e12) - Math.max(problem.winStart[w], -1e12);
      }
      this.windowWidth[t] = width;
    }
  }

  /** Orders `pool[0..count)` in place: priority first, then the chosen key. */
  order(pool: Int32Array, count: number, kind: number, absences?: Int32Array): void {
    const p = this.problem;
    const key = this.key;
    this.rng.shuffle(pool, count);
    if (kind === ORDER_RANDOM) {
      for (let i = 0; i < count; i++) key[pool[i]] = 0;
    } else {
      for (let i = 0; i < count; i++) {
        const t = pool[i];
        switch (kind) {
          case ORDER_DEMAND:
            key[t] = -p.taskDemandTotal[t];
            break;
          case ORDER_FAR:
            key[t] = -this.startDistance[t];
            break;
          case ORDER_CLOSE:
            key[t] = this.startDistance[t];
            break;
          case ORDER_WINDOW:
            key[t] = this.windowWidth[t];
            break;
          default:
            key[t] = absences ? -absences[t] : 0;
        }
      }
    }
    // A stable insertion sort: the pools are a few dozen tasks, where sort() with a comparator
    // cost more than the sorting; being stable, it gives the order sort() gave.
    const priority = p.taskPriority;
    for (let i = 1; i < count; i++) {
      const t = pool[i];
      const tPriority = priority[t];
      const tKey = key[t];
      let j = i - 1;
      while (j >= 0) {
        const u = pool[j];
        const before = priority[u] - tPriority || tKey - key[u];
        if (before >= 0) break;
        pool[j + 1] = u;
        j--;
      }
      pool[j + 1] = t;
    }
  }

  /**
   * Inserts each task at its cheapest position; returns how many stayed out, or GREEDY_STOPPED
   * (leaving the plan half rebuilt) once it would open more than `limits.opens` empty routes or
   * leave out more than `limits.misses` tasks.
   */
  greedy(
    solution: Solution,
    pool: Int32Array,
    count: number,
    openPenalty: number,
    limits?: GreedyLimits,
  ): number {
    let missed = 0;
    let opensLeft = limits ? limits.opens : Infinity;
    const missesAllowed = limits ? limits.misses : Infinity;
    for (let i = 0; i < count; i++) {
      const t = pool[i];
      if (this.finder.findBest(solution, t, openPenalty) < Infinity) {
        if (solution.routes[this.finder.route].size === 0 && --opensLeft < 0) return GREEDY_STOPPED;
        this.finder.apply(solution, t);
      } else if (++missed > missesAllowed) {
        return GREEDY_STOPPED;
      }
    }
    return missed;
  }

  /**
   * Regret-2: repeatedly inserts the task that would lose most by waiting (difference between
   * its best and second-best route). Costs are cached per task and route and refreshed only for
   * the route that changed.
   */
  regret(
    solution: Solution,
    pool: Int32Array,
    count: number,
    openPenalty: number,
    outOfTime: () => boolean = () => false,
  ): number {
    const p = this.problem;
    const K = p.vehicleCount;
    const size = count * K;
    if (this.regretCost.length < size) {
      this.regretCost = new Float64Array(size);
      this.regretPickup = new Int32Array(size);
      this.regretDelivery = new Int32Array(size);
    }
    const cost = this.regretCost;
    const pickup = this.regretPickup;
    const delivery = this.regretDelivery;
    const active = new Uint8Array(K);
    const representative = new Int32Array(Math.max(1, p.classCount)).fill(-1);
    for (let r = 0; r < K; r++) {
      const rt = solution.routes[r];
      if (rt.size > 0) {
        active[r] = 1;
      } else if (openPenalty !== Infinity && representative[p.vehicleClass[rt.vehicle]] < 0) {
        representative[p.vehicleClass[rt.vehicle]] = r;
        active[r] = 1;
      }
    }
    const fill = (slot: number, r: number): void => {
      const t = pool[slot];
      const rt = solution.routes[r];
      const delta = this.finder.bestInRoute(solution, t, r);
      const index = slot * K + r;
      cost[index] = delta === Infinity ? Infinity : delta + (rt.size === 0 ? openPenalty : 0);
      pickup[index] = this.finder.lastPickupAfter;
      delivery[index] = this.finder.lastDeliveryAfter;
    };
    for (let slot = 0; slot < count; slot++) {
      if (outOfTime()) return this.greedy(solution, pool, count, openPenalty);
      for (let r = 0; r < K; r++) if (active[r]) fill(slot, r);
    }
    const open = new Uint8Array(count).fill(1);
    let remaining = count;
    let missed = 0;
    while (remaining > 0) {
      if (outOfTime()) {
        // Regret re-evaluates the changed route for every open task; finish cheaply instead.
        let left = 0;
        for (let slot = 0; slot < count; slot++) if (open[slot]) pool[left++] = pool[slot];
        return missed + this.greedy(solution, pool, left, openPenalty);
      }
      let chosen = -1;
      let chosenRoute = -1;
      let chosenRegret = -Infinity;
      let chosenBest = Infinity;
      let chosenPriority = -1;
      for (let slot = 0; slot < count; slot++) {
        if (!open[slot]) continue;
        let best = Infinity;
        let second = Infinity;
        let bestRoute = -1;
        for (let r = 0; r < K; r++) {
          if (!active[r]) continue;
          const c = cost[slot * K + r];
          if (c < best) {
            second = best;
            best = c;
            bestRoute = r;
          } else if (c < second) {
            second = c;
          }
        }
        if (best === Infinity) {
          open[slot] = 0;
          remaining--;
          missed++;
          continue;
        }
        const priority = p.taskPriority[pool[slot]];
        // A task with a single option has unbounded regret; among those, cheaper first.
        const regret = second === Infinity ? Number.MAX_VALUE : second - best;
        if (
          priority > chosenPriority ||
          (priority === chosenPriority &&
            (regret > chosenRegret || (regret === chosenRegret && best < chosenBest)))
        ) {
          chosen = slot;
          chosenRoute = bestRoute;
          chosenRegret = regret;
          chosenBest = best;
          chosenPriority = priority;
        }
      }
      if (chosen < 0) break;
      const t = pool[chosen];
      const index = chosen * K + chosenRoute;
      const wasEmpty = solution.routes[chosenRoute].size === 0;
      if (p.taskSecond[t] < 0) solution.insertJob(t, chosenRoute, pickup[index]);
      else solution.insertShipment(t, chosenRoute, pickup[index], delivery[index]);
      open[chosen] = 0;
      remaining--;
      if (wasEmpty) {
        // The next empty vehicle of the class takes over as the class's option, same costs.
        const cls = p.vehicleClass[solution.routes[chosenRoute].vehicle];
        for (let r = 0; r < K; r++) {
          if (r !== chosenRoute && !active[r] && solution.routes[r].size === 0) {
            if (p.vehicleClass[solution.routes[r].vehicle] !== cls) continue;
            active[r] = 1;
            for (let slot = 0; slot < count; slot++) {
              cost[slot * K + r] = cost[slot * K + chosenRoute];
              pickup[slot * K + r] = pickup[slot * K + chosenRoute];
              delivery[slot * K + r] = delivery[slot * K + chosenRoute];
            }
            break;
          }
        }
      }
      for (let slot = 0; slot < count; slot++) if (open[slot]) fill(slot, chosenRoute);
    }
    return missed;
  }
}
