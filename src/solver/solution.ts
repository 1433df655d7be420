import { MAX_PRIORITY, type Problem } from './model';
import type { RouteEvaluator } from './schedule';

/** Unique per refresh across all solutions: equal stamps mean identical route contents. */
let refreshCounter = 0;

/**
 * One vehicle's route with the caches that make insertion checks O(1): per position
 * (0 = start, 1..n = visits, n + 1 = end) the earliest service start, the latest arrival that
 * keeps the rest of the route feasible, and the load after the stop with prefix/suffix maxima.
 */
export class RouteState {
  readonly vehicle: number;
  size = 0;
  visits: Int32Array;
  loc: Int32Array;
  service: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  load: Float64Array;
  prefixMax: Float64Array;
  suffixMax: Float64Array;
  /** Distance driven from the start to each position. */
  travelled: Float64Array;
  /**
   * Distance from each position to the next: insertion scans read the edge they would replace
   * here, in order, instead of from the matrix.
   */
  edge: Float64Array;
  distance = 0;
  cost = 0;
  feasible = true;
  stamp = 0;
  /** Size of the route when the caches were last built. */
  cachedSize = 0;
  /**
   * How many leading and trailing visits are unchanged since the caches were built: an edit
   * between them leaves their forward (prefix) and backward (suffix) caches valid.
   */
  keptPrefix = 0;
  keptSuffix = 0;
  /** False until the caches are first built and after they are reallocated. */
  cacheValid = false;
  private readonly dims: number;

  constructor(vehicle: number, dims: number, capacity: number) {
    this.vehicle = vehicle;
    this.dims = dims;
    this.visits = new Int32Array(capacity);
    this.loc = new Int32Array(capacity + 2);
    this.service = new Float64Array(capacity + 2);
    this.earliest = new Float64Array(capacity + 2);
    this.latest = new Float64Array(capacity + 2);
    this.travelled = new Float64Array(capacity + 2);
    this.edge = new Float64Array(capacity + 2);
    this.load = new Float64Array((capacity + 2) * dims);
    this.prefixMax = new Float64Array((capacity + 2) * dims);
    this.suffixMax = new Float64Array((capacity + 2) * dims);
  }

  ensureCapacity(n: number): void {
    if (this.visits.length >= n) return;
    const capacity = Math.max(n, this.visits.length * 2, 8);
    const visits = new Int32Array(capacity);
    visits.set(this.visits.subarray(0, this.size));
    this.visits = visits;
    this.cacheValid = false;
    this.loc = new Int32Array(capacity + 2);
    this.service = new Float64Array(capacity + 2);
    this.earliest = new Float64Array(capacity + 2);
    this.latest = new Float64Array(capacity + 2);
    this.travelled = new Float64Array(capacity + 2);
    this.edge = new Float64Array(capacity + 2);
    this.load = new Float64Array((capacity + 2) * this.dims);
    this.prefixMax = new Float64Array((capacity + 2) * this.dims);
    this.suffixMax = new Float64Array((capacity + 2) * this.dims);
  }

  copyFrom(other: RouteState): void {
    if (this.stamp === other.stamp) return;
    const n = other.size;
    this.ensureCapacity(n);
    const span = n + 2;
    this.size = n;
    // Element loops rather than set(subarray(...)): a route holds a few dozen entries, and ten
    // subarray views per copy cost more than the copying.
    const visits = this.visits;
    const fromVisits = other.visits;
    for (let i = 0; i < n; i++) visits[i] = fromVisits[i];
    const { loc, service, earliest, latest, travelled, edge } = this;
    const fromLoc = other.loc;
    const fromService = other.service;
    const fromEarliest = other.earliest;
    const fromLatest = other.latest;
    const fromTravelled = other.travelled;
    const fromEdge = other.edge;
    for (let i = 0; i < span; i++) {
      loc[i] = fromLoc[i];
      service[i] = fromService[i];
      earliest[i] = fromEarliest[i];
      latest[i] = fromLatest[i];
      travelled[i] = fromTravelled[i];
      edge[i] = fromEdge[i];
    }
    const { load, prefixMax, suffixMax } = this;
    const fromLoad = other.load;
    const fromPrefixMax = other.prefixMax;
    const fromSuffixMax = other.suffixMax;
    const loads = span * this.dims;
    for (let i = 0; i < loads; i++) {
      load[i] = fromLoad[i];
      prefixMax[i] = fromPrefixMax[i];
      suffixMax[i] = fromSuffixMax[i];
    }
    this.distance = other.distance;
    this.cost = other.cost;
    this.feasible = other.feasible;
    this.stamp = other.stamp;
    this.cachedSize = other.cachedSize;
    this.keptPrefix = other.keptPrefix;
    this.keptSuffix = other.keptSuffix;
    this.cacheValid = other.cacheValid;
  }

  /**
   * Records an edit at index `at` of the current sequence before it happens: `removed` visits
   * leave from there (0 for an insertion in front of index `at`).
   */
  noteEdit(at: number, removed: number): void {
    if (at < this.keptPrefix) this.keptPrefix = at;
    const after = this.size - at - removed;
    if (after < this.keptSuffix) this.keptSuffix = after;
  }
}

/** A complete assignment: one route per vehicle (possibly empty) and the unassigned tasks. */
export class Solution {
  readonly problem: Problem;
  readonly routes: RouteState[];
  /** Route of each visit, -1 when its task is unassigned. */
  readonly routeOf: Int32Array;
  /** 1-based position of each visit in its route. */
  readonly posOf: Int32Array;
  readonly assigned: Uint8Array;
  /** Unassigned task count per priority 1..10 (index 0 unused). */
  readonly unassignedByPriority: Int32Array;
  unassignedCount: number;
  private readonly evaluator: RouteEvaluator;

  constructor(problem: Problem, evaluator: RouteEvaluator) {
    this.problem = problem;
    this.evaluator = evaluator;
    const K = problem.vehicleCount;
    const initial = Math.min(64, problem.visitCount + 1);
    this.routes = [];
    for (let k = 0; k < K; k++) {
      const route = new RouteState(k, problem.dimensionCount, initial);
      this.routes.push(route);
    }
    this.routeOf = new Int32Array(problem.visitCount).fill(-1);
    this.posOf = new Int32Array(problem.visitCount);
    this.assigned = new Uint8Array(problem.taskCount);
    this.unassignedByPriority = new Int32Array(MAX_PRIORITY + 1);
    for (let t = 0; t < problem.taskCount; t++)
      this.unassignedByPriority[problem.taskPriority[t]]++;
    this.unassignedCount = problem.taskCount;
    for (let r = 0; r < K; r++) this.refreshRoute(r);
  }

  copyFrom(other: Solution): void {
    for (let r = 0; r < this.routes.length; r++) this.routes[r].copyFrom(other.routes[r]);
    this.routeOf.set(other.routeOf);
    this.posOf.set(other.posOf);
    this.assigned.set(other.assigned);
    this.unassignedByPriority.set(other.unassignedByPriority);
    this.unassignedCount = other.unassignedCount;
  }

  get cost(): number {
    let total = 0;
    for (const route of this.routes) total += route.cost;
    return total;
  }

  get vehiclesUsed(): number {
    let used = 0;
    for (const route of this.routes) if (route.size > 0) used++;
    return used;
  }

  get assignedVisitCount(): number {
    let count = 0;
    for (const route of this.routes) count += route.size;
    return count;
  }

  /** Inserts a job's visit after position `after` (0 = right after the start). */
  insertJob(task: number, route: number, after: number): void {
    const rt = this.routes[route];
    rt.ensureCapacity(rt.size + 1);
    rt.noteEdit(after, 0);
    rt.visits.copyWithin(after + 1, after, rt.size);
    rt.visits[after] = this.problem.taskFirst[task];
    rt.size++;
    this.markAssigned(task);
    this.refreshEdited(route);
  }

  /** Inserts pickup after original position `pickupAfter`, delivery after `deliveryAfter`. */
  insertShipment(task: number, route: number, pickupAfter: number, deliveryAfter: number): void {
    const p = this.problem;
    const rt = this.routes[route];
    rt.ensureCapacity(rt.size + 2);
    rt.noteEdit(pickupAfter, 0);
    rt.noteEdit(deliveryAfter, 0);
    const visits = rt.visits;
    visits.copyWithin(deliveryAfter + 2, deliveryAfter, rt.size);
    visits.copyWithin(pickupAfter + 1, pickupAfter, deliveryAfter);
    visits[pickupAfter] = p.taskFirst[task];
    visits[deliveryAfter + 1] = p.taskSecond[task];
    rt.size += 2;
    this.markAssigned(task);
    this.refreshEdited(route);
  }

  /** Removes a task's visits; the caller calls `refreshEdited` on the route afterwards. */
  detachTask(task: number): number {
    const p = this.problem;
    const first = p.taskFirst[task];
    const route = this.routeOf[first];
    if (route < 0) return -1;
    const rt = this.routes[route];
    const second = p.taskSecond[task];
    let write = 0;
    for (let read = 0; read < rt.size; read++) {
      const v = rt.visits[read];
      if (v !== first && v !== second) rt.visits[write++] = v;
      else rt.noteEdit(read, 1);
    }
    rt.size = write;
    this.routeOf[first] = -1;
    if (second >= 0) this.routeOf[second] = -1;
    this.assigned[task] = 0;
    this.unassignedByPriority[p.taskPriority[task]]++;
    this.unassignedCount++;
    return route;
  }

  removeTask(task: number): void {
    const route = this.detachTask(task);
    if (route >= 0) this.refreshEdited(route);
  }

  private markAssigned(task: number): void {
    this.assigned[task] = 1;
    this.unassignedByPriority[this.problem.taskPriority[task]]--;
    this.unassignedCount--;
  }

  /** Rebuilds the caches of one route after its visit sequence was rewritten. */
  refreshRoute(route: number): void {
    this.rebuild(route, 0, 0);
  }

  /**
   * Rebuilds the caches of a route changed only through insertJob, insertShipment and
   * detachTask. The visits those edits left in place at either end keep their caches: times
   * forward from the first edit, latest starts backward from the last one, each pass stopping
   * where it meets the old values again (Savelsbergh 1992). On the long routes of Solomon's
   * R2/RC2 full rebuilds took 42 % of the search's time, most of them after a single insertion.
   * Every value comes out bit for bit as a full rebuild would compute it.
   */
  refreshEdited(route: number): void {
    const rt = this.routes[route];
    this.rebuild(route, rt.keptPrefix, rt.keptSuffix);
  }

  private rebuild(route: number, keptPrefix: number, keptSuffix: number): void {
    const p = this.problem;
    const rt = this.routes[route];
    const n = rt.size;
    const k = rt.vehicle;
    const N = p.locationCount;
    const D = p.dimensionCount;
    rt.ensureCapacity(n);
    if (!rt.cacheValid || keptPrefix + keptSuffix > n) {
      keptPrefix = 0;
      keptSuffix = 0;
    }
    const { visits, loc, service, earliest, latest, travelled, edge } = rt;
    const shiftEnd = p.shiftEnd[k];
    const oldSize = rt.cachedSize;
    // Stopping early relies on the old times: valid, and all within the shift.
    const reuseTimes = rt.cacheValid && rt.feasible;
    // The kept suffix's times move with it to their new positions, the end's included.
    if (n !== oldSize && rt.cacheValid) {
      const from = oldSize - keptSuffix + 1;
      earliest.copyWithin(from + n - oldSize, from, oldSize + 2);
      latest.copyWithin(from + n - oldSize, from, oldSize + 2);
    }
    const suffixFrom = n - keptSuffix + 1;
    loc[0] = p.startLoc[k];
    service[0] = 0;
    loc[n + 1] = p.endLoc[k];
    service[n + 1] = 0;
    for (let m = keptPrefix + 1; m <= n; m++) {
      const v = visits[m - 1];
      loc[m] = p.visitLoc[v];
      service[m] = p.visitService[v];
      this.routeOf[v] = route;
      this.posOf[v] = m;
    }

    let feasible = true;
    earliest[0] = p.shiftStart[k];
    travelled[0] = 0;
    if (n === 0) {
      earliest[1] = earliest[0];
      latest[1] = shiftEnd;
      latest[0] = shiftEnd;
      travelled[1] = 0;
    } else {
      const { winOffset, winStart, winEnd } = p;
      // A kept prefix of a feasible route is within the shift; otherwise check it again.
      const forwardFrom = reuseTimes ? keptPrefix + 1 : 1;
      let timesSettled = false;
      for (let m = forwardFrom; m <= n + 1; m++) {
        const from = loc[m - 1] * N + loc[m];
        const length = p.distance[from];
        edge[m - 1] = length;
        travelled[m] = travelled[m - 1] + length;
        if (timesSettled) continue;
        const arrival = earliest[m - 1] + service[m - 1] + p.duration[from];
        let start = arrival;
        if (m <= n) {
          const v = visits[m - 1];
          const w = winOffset[v];
          if (winOffset[v + 1] - w === 1) {
            start = arrival > winEnd[w] ? Infinity : arrival < winStart[w] ? winStart[w] : arrival;
          } else {
            start = p.earliestStart(v, arrival);
          }
        }
        // Past the edit, an unchanged start leaves the rest of a feasible route as it was.
        if (reuseTimes && m >= suffixFrom && start === earliest[m]) {
          timesSettled = true;
          continue;
        }
        earliest[m] = start;
        if (!(start <= shiftEnd)) feasible = false;
      }
      latest[n + 1] = shiftEnd;
      for (let m = Math.min(n, suffixFrom - 1); m >= 1; m--) {
        const limit = latest[m + 1] - service[m] - p.duration[loc[m] * N + loc[m + 1]];
        const v = visits[m - 1];
        const w = winOffset[v];
        let value: number;
        if (winOffset[v + 1] - w === 1) {
          value = limit < winStart[w] ? -Infinity : limit < winEnd[w] ? limit : winEnd[w];
        } else {
          value = p.latestStart(v, limit);
        }
        // Before the edit, an unchanged latest start leaves the rest as it was.
        if (m <= keptPrefix && value === latest[m]) break;
        latest[m] = value;
      }
      latest[0] = latest[1] - p.duration[loc[0] * N + loc[1]];
    }
    const distance = travelled[n + 1];

    const peak = D === 1 ? this.loadsOneDimension(rt) : this.loads(rt);
    for (let d = 0; d < D; d++) {
      if (peak[(n + 1) * D + d] > p.capacity[k * D + d]) feasible = false;
    }

    rt.distance = distance;
    if (n === 0) {
      rt.cost = 0;
    } else if (p.isSimple[k]) {
      rt.cost = p.fixedCost[k] + p.costPerDistance[k] * distance;
    } else {
      const cost = this.evaluator.evaluate(k, visits, n);
      if (cost === Infinity) feasible = false;
      rt.cost = cost;
    }
    rt.feasible = feasible;
    rt.stamp = ++refreshCounter;
    rt.cachedSize = n;
    rt.keptPrefix = n;
    rt.keptSuffix = n;
    rt.cacheValid = true;
  }
  /**
   * Loads after each position with their prefix and suffix maxima; returns the prefix maxima,
   * whose last entry is the route's peak load.
   */
  private loads(rt: RouteState): Float64Array {
    const p = this.problem;
    const D = p.dimensionCount;
    const n = rt.size;
    const { visits, load, prefixMax, suffixMax } = rt;
    p.startLoad(visits, n, load);
    for (let m = 1; m <= n + 1; m++) {
      const base = m * D;
      const previous = base - D;
      if (m > n) {
        for (let d = 0; d < D; d++) load[base + d] = load[previous + d];
        continue;
      }
      const v = visits[m - 1];
      const t = p.visitTask[v];
      const sign = p.visitLoadSign[v];
      for (let d = 0; d < D; d++)
        load[base + d] = load[previous + d] + sign * p.taskDemand[t * D + d];
    }
    for (let d = 0; d < D; d++) prefixMax[d] = load[d];
    for (let m = 1; m <= n + 1; m++) {
      for (let d = 0; d < D; d++) {
        const value = load[m * D + d];
        const before = prefixMax[(m - 1) * D + d];
        prefixMax[m * D + d] = value > before ? value : before;
      }
    }
    for (let d = 0; d < D; d++) suffixMax[(n + 1) * D + d] = load[(n + 1) * D + d];
    for (let m = n; m >= 0; m--) {
      for (let d = 0; d < D; d++) {
        const value = load[m * D + d];
        const after = suffixMax[(m + 1) * D + d];
        suffixMax[m * D + d] = value > after ? value : after;
      }
    }
    return prefixMax;
  }

  /**
   * `loads` for a single dimension (all of Solomon's instances) in two passes without inner
   * loops: after the incremental times these passes were most of a route refresh. Same
   * arithmetic in the same order, so the same values.
   */
  private loadsOneDimension(rt: RouteState): Float64Array {
    const p = this.problem;
    const n = rt.size;
    const { visits, load, prefixMax, suffixMax } = rt;
    const { visitStartLoad, visitLoadChange } = p;
    let level = 0;
    for (let i = 0; i < n; i++) level += visitStartLoad[visits[i]];
    load[0] = level;
    prefixMax[0] = level;
    let peak = level;
    for (let m = 1; m <= n; m++) {
      level = level + visitLoadChange[visits[m - 1]];
      load[m] = level;
      if (level > peak) peak = level;
      prefixMax[m] = peak;
    }
    load[n + 1] = level;
    prefixMax[n + 1] = peak;
    let tail = level;
    suffixMax[n + 1] = tail;
    for (let m = n; m >= 0; m--) {
      const value = load[m];
      if (value > tail) tail = value;
      suffixMax[m] = tail;
    }
    return prefixMax;
  }
}
