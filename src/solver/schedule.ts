import type { Problem } from './model';

/** Why a route is infeasible, in the order the checks run. */
export const FAIL_NONE = 0;
export const FAIL_LABEL = 1;
export const FAIL_CAPACITY = 2;
export const FAIL_PRECEDENCE = 3;
export const FAIL_UNREACHABLE = 4;
export const FAIL_TIME_WINDOW = 5;
export const FAIL_SHIFT_END = 6;
export const FAIL_BREAK = 7;
export const FAIL_MAX_TRIP = 8;

export const EVAL_IGNORE_BREAKS = 1;
export const EVAL_IGNORE_MAX_TRIP = 2;
export const EVAL_RECORD = 4;
/** Loads, labels and shipment order are known to be valid (checked exactly by the caller). */
export const EVAL_TRUSTED_LOADS = 8;

export interface ScheduledStop {
  kind: 'start' | 'visit' | 'break' | 'end';
  /** Visit index for visits, break index for breaks, -1 for start and end. */
  ref: number;
  location: number;
  arrival: number;
  waiting: number;
  departure: number;
  distanceFromPrevious: number;
  load: number[];
}

/**
 * The authoritative route evaluation: capacity, shipment order, reachability, time windows,
 * shift end, breaks and maximum trip duration, then cost. Every plan the solver returns has been
 * through this function. The schedule starts each service as early as possible; departure from
 * the start is delayed by the waiting at the first stop, so that waiting is not part of the route
 * duration. Breaks are placed by a dynamic programme over (position, breaks taken) that keeps
 * the earliest time per state, which is exact because later states are monotone in time.
 */
export class RouteEvaluator {
  failure = FAIL_NONE;
  distance = 0;
  travelTime = 0;
  serviceTime = 0;
  waitingTime = 0;
  breakTime = 0;
  departure = 0;
  endArrival = 0;
  duration = 0;
  cost = 0;
  stops: ScheduledStop[] = [];

  private readonly problem: Problem;
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly load: Float64Array;
  private state = new Float64Array(8);
  private took = new Uint8Array(64);
  private breakPos = new Int32Array(4);
  /** The route `evaluate` is looking at, for its passes. */
  private vehicle = -1;
  private visits: ArrayLike<number> = [];
  private size = 0;
  private breakCount = 0;

  constructor(problem: Problem) {
    this.problem = problem;
    this.seen = new Int32Array(problem.visitCount);
    this.load = new Float64Array(problem.dimensionCount);
  }

  /** Returns the route cost, or Infinity with `failure` set. */
  evaluate(vehicle: number, visits: ArrayLike<number>, n: number, flags = 0): number {
    const p = this.problem;
    this.failure = FAIL_NONE;
    this.distance = 0;
    this.travelTime = 0;
    this.serviceTime = 0;
    this.waitingTime = 0;
    this.breakTime = 0;
    this.duration = 0;
    this.cost = 0;
    this.departure = p.shiftStart[vehicle];
    this.endArrival = p.shiftStart[vehicle];
    if (flags & EVAL_RECORD) this.stops = [];
    if (n === 0) return 0;
    this.vehicle = vehicle;
    this.visits = visits;
    this.size = n;
    this.breakCount = flags & EVAL_IGNORE_BREAKS ? 0 : p.breaks[vehicle].length;
    if (!(flags & EVAL_TRUSTED_LOADS) && !this.checkLoads()) return Infinity;

    const N = p.locationCount;
    let previous = p.startLoc[vehicle];
    for (let i = 0; i <= n; i++) {
      const next = i < n ? p.visitLoc[visits[i]] : p.endLoc[vehicle];
      const travel = p.duration[previous * N + next];
      const distance = p.distance[previous * N + next];
      if (!Number.isFinite(travel) || !Number.isFinite(distance)) {
        this.failure = FAIL_UNREACHABLE;
        return Infinity;
      }
      this.distance += distance;
      this.travelTime += travel;
      previous = next;
    }

    if (this.breakCount === 0 && !(flags & EVAL_RECORD)) {
      if (!this.timeWithoutBreaks()) return Infinity;
    } else if (!this.timeWithBreaks((flags & EVAL_RECORD) !== 0)) {
      return Infinity;
    }
    if (!(flags & EVAL_IGNORE_MAX_TRIP) && this.duration > p.maxTrip[vehicle]) {
      this.failure = FAIL_MAX_TRIP;
      return Infinity;
    }
    this.cost =
      p.fixedCost[vehicle] +
      p.costPerDistance[vehicle] * this.distance +
      p.costPerDuration[vehicle] * this.duration;
    return this.cost;
  }

  private checkLoads(): boolean {
    const { problem: p, vehicle, visits, size: n } = this;
    const K = p.vehicleCount;
    const D = p.dimensionCount;
    const load = this.load;
    const stamp = ++this.stamp;
    let open = 0;
    for (let i = 0; i < n; i++) {
      const t = p.visitTask[visits[i]];
      if (!p.labelsOk[t * K + vehicle]) {
        this.failure = FAIL_LABEL;
        return false;
      }
      if (!p.capacityOk[t * K + vehicle]) {
        this.failure = FAIL_CAPACITY;
        return false;
      }
    }
    p.startLoad(visits, n, load);
    if (!this.loadFits()) return false;
    for (let i = 0; i < n; i++) {
      const v = visits[i];
      const t = p.visitTask[v];
      if (p.taskSecond[t] >= 0) {
        // A shipment: its pickup once, then its delivery once.
        const isPickup = v === p.taskFirst[t];
        if (this.seen[v] === stamp || (!isPickup && this.seen[p.taskFirst[t]] !== stamp)) {
          this.failure = FAIL_PRECEDENCE;
          return false;
        }
        this.seen[v] = stamp;
        open += isPickup ? 1 : -1;
      }
      const sign = p.visitLoadSign[v];
      if (sign !== 0) {
        for (let d = 0; d < D; d++) load[d] += sign * p.taskDemand[t * D + d];
        if (!this.loadFits()) return false;
      }
    }
    if (open !== 0) {
      this.failure = FAIL_PRECEDENCE;
      return false;
    }
    return true;
  }

  private loadFits(): boolean {
    const p = this.problem;
    const D = p.dimensionCount;
    const capacityBase = this.vehicle * D;
    for (let d = 0; d < D; d++) {
      if (this.load[d] > p.capacity[capacityBase + d]) {
        this.failure = FAIL_CAPACITY;
        return false;
      }
    }
    return true;
  }

  /** One forward pass: without breaks, leaving later by the first wait moves no service start. */
  private timeWithoutBreaks(): boolean {
    const earliest = this.problem.shiftStart[this.vehicle];
    const firstWait = this.simulate(earliest, false);
    if (firstWait < 0) return false;
    this.departure = earliest + firstWait;
    this.duration = this.endArrival - this.departure;
    this.waitingTime -= firstWait;
    return true;
  }

  private timeWithBreaks(record: boolean): boolean {
    const { problem: p, vehicle, visits, size: n, breakCount } = this;
    const N = p.locationCount;
    const breaks = p.breaks[vehicle];
    const shiftEnd = p.shiftEnd[vehicle];
    const width = breakCount + 1;
    if (this.state.length < width) this.state = new Float64Array(width * 2);
    if (this.took.length < (n + 1) * width) this.took = new Uint8Array((n + 1) * width * 2);
    const state = this.state;
    const took = this.took;
    state.fill(Infinity, 0, width);
    state[0] = p.shiftStart[vehicle];

    const takeBreaks = (position: number): void => {
      const base = position * width;
      took.fill(0, base, base + width);
      for (let b = 0; b < breakCount; b++) {
        const ready = state[b];
        if (ready === Infinity) continue;
        const brk = breaks[b];
        const start = ready < brk.windowStart ? brk.windowStart : ready;
        if (start > brk.windowEnd) continue;
        const done = start + brk.duration;
        if (done < state[b + 1]) {
          state[b + 1] = done;
          took[base + b + 1] = 1;
        }
      }
    };

    takeBreaks(0);
    let previous = p.startLoc[vehicle];
    for (let i = 0; i < n; i++) {
      const v = visits[i];
      const loc = p.visitLoc[v];
      const travel = p.duration[previous * N + loc];
      for (let b = 0; b < width; b++) {
        if (state[b] === Infinity) continue;
        const start = p.earliestStart(v, state[b] + travel);
        state[b] = start > shiftEnd ? Infinity : start + p.visitService[v];
      }
      if (state[0] === Infinity) {
        // The schedule without any break already misses a window.
        this.failure = FAIL_TIME_WINDOW;
        return false;
      }
      takeBreaks(i + 1);
      previous = loc;
    }
    const toEnd = p.duration[previous * N + p.endLoc[vehicle]];
    if (state[0] + toEnd > shiftEnd) {
      this.failure = FAIL_SHIFT_END;
      return false;
    }
    if (state[breakCount] + toEnd > shiftEnd) {
      this.failure = FAIL_BREAK;
      return false;
    }

    if (this.breakPos.length < breakCount) this.breakPos = new Int32Array(breakCount * 2);
    let position = n;
    for (let b = breakCount; b > 0;) {
      if (took[position * width + b]) {
        this.breakPos[b - 1] = position;
        b--;
      } else {
        position--;
      }
    }

    const earliest = p.shiftStart[vehicle];
    const firstWait = this.simulate(earliest, false);
    let departure = earliest + firstWait;
    // Floating-point inputs can make the delayed schedule differ in the last bit; fall back.
    if (departure > earliest && this.simulate(departure, false) < 0) {
      departure = earliest;
      this.failure = FAIL_NONE;
    }
    this.simulate(departure, record);
    return true;
  }

  /**
   * Forward pass with fixed break positions from a given departure. Returns the waiting before
   * the first activity, or -1 with `failure` set when infeasible. Fills the timing totals.
   */
  private simulate(departure: number, record: boolean): number {
    const { problem: p, vehicle, visits, size: n, breakCount } = this;
    const N = p.locationCount;
    const D = p.dimensionCount;
    const breaks = p.breaks[vehicle];
    const shiftEnd = p.shiftEnd[vehicle];
    const breakPos = this.breakPos;
    const load = this.load;
    let firstWait = -1;
    let waiting = 0;
    let service = 0;
    let breakTime = 0;
    let time = departure;
    let nextBreak = 0;
    let previous = p.startLoc[vehicle];
    const stops = this.stops;
    if (record) {
      stops.length = 0;
      p.startLoad(visits, n, load);
      stops.push({
        kind: 'start',
        ref: -1,
        location: previous,
        arrival: departure,
        waiting: 0,
        departure,
        distanceFromPrevious: 0,
        load: Array.from(load),
      });
    }
    for (let position = 0; position <= n; position++) {
      if (position > 0) {
        const v = visits[position - 1];
        const loc = p.visitLoc[v];
        const arrival = time + p.duration[previous * N + loc];
        const start = p.earliestStart(v, arrival);
        if (start > shiftEnd) {
          this.failure = FAIL_TIME_WINDOW;
          return -1;
        }
        if (firstWait < 0) firstWait = start - arrival;
        else waiting += start - arrival;
        service += p.visitService[v];
        time = start + p.visitService[v];
        if (record) {
          const t = p.visitTask[v];
          const sign = p.visitLoadSign[v];
          for (let d = 0; d < D; d++) load[d] += sign * p.taskDemand[t * D + d];
          stops.push({
            kind: 'visit',
            ref: v,
            location: loc,
            arrival,
            waiting: start - arrival,
            departure: time,
            distanceFromPrevious: p.distance[previous * N + loc],
            load: Array.from(load),
          });
        }
        previous = loc;
      }
      while (nextBreak < breakCount && breakPos[nextBreak] === position) {
        const brk = breaks[nextBreak];
        const start = time < brk.windowStart ? brk.windowStart : time;
        if (start > brk.windowEnd) {
          this.failure = FAIL_BREAK;
          return -1;
        }
        if (firstWait < 0) firstWait = start - time;
        else waiting += start - time;
        breakTime += brk.duration;
        if (record) {
          stops.push({
            kind: 'break',
            ref: nextBreak,
            location: previous,
            arrival: time,
            waiting: start - time,
            departure: start + brk.duration,
            distanceFromPrevious: 0,
            load: Array.from(load),
          });
        }
        time = start + brk.duration;
        nextBreak++;
      }
    }
    const endLoc = p.endLoc[vehicle];
    const endArrival = time + p.duration[previous * N + endLoc];
    if (endArrival > shiftEnd) {
      this.failure = FAIL_SHIFT_END;
      return -1;
    }
    if (record) {
      stops.push({
        kind: 'end',
        ref: -1,
        location: endLoc,
        arrival: endArrival,
        waiting: 0,
        departure: endArrival,
        distanceFromPrevious: p.distance[previous * N + endLoc],
        load: Array.from(load),
      });
    }
    this.departure = departure;
    this.endArrival = endArrival;
    this.duration = endArrival - departure;
    this.waitingTime = waiting + Math.max(0, firstWait);
    this.serviceTime = service;
    this.breakTime = breakTime;
    return Math.max(0, firstWait);
  }
}
