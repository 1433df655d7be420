/**
 * The solver's normalised model: integer-indexed locations, times in seconds from a reference
 * epoch (any unit for benchmarks), one shared travel matrix, flat typed arrays for the hot loops.
 * A `ProblemSpec` is plain data; `Problem` is its compiled, read-only form.
 */

export type ObjectiveKind = 'min_cost' | 'min_vehicles';

export type TaskKind = 'delivery' | 'pickup' | 'service' | 'shipment';

export interface BreakSpec {
  id: string;
  windowStart: number;
  windowEnd: number;
  duration: number;
}

export interface VehicleSpec {
  id: string;
  startLocation: number;
  endLocation: number;
  shiftStart: number;
  shiftEnd: number;
  /** One entry per problem dimension. */
  capacity: readonly number[];
  labels: readonly string[];
  fixedCost: number;
  costPerDistance: number;
  costPerDuration: number;
  /** Infinity when unlimited. */
  maxTripDuration: number;
  breaks: readonly BreakSpec[];
}

export interface VisitSpec {
  location: number;
  serviceDuration: number;
  /** Inclusive [start, end] pairs in which service must start; empty = any time. */
  windows: readonly (readonly [number, number])[];
}

export interface TaskSpec {
  id: string;
  kind: TaskKind;
  demand: readonly number[];
  requiredLabels: readonly string[];
  /** 1..10, higher is more important. */
  priority: number;
  /** One visit, or pickup then delivery for a shipment. */
  visits: readonly VisitSpec[];
}

export interface ProblemSpec {
  locationCount: number;
  /** Row-major locationCount^2; Infinity marks an unreachable pair. */
  distances: Float64Array;
  durations: Float64Array;
  dimensions: readonly string[];
  vehicles: readonly VehicleSpec[];
  tasks: readonly TaskSpec[];
  objective: ObjectiveKind;
}

export const ROLE_DELIVERY = 0;
export const ROLE_PICKUP = 1;
export const ROLE_SERVICE = 2;
export const ROLE_SHIPMENT_PICKUP = 3;
export const ROLE_SHIPMENT_DELIVERY = 4;

export const MAX_PRIORITY = 10;

const NEIGHBOUR_LIMIT = 100;

export class Problem {
  readonly spec: ProblemSpec;
  readonly locationCount: number;
  readonly distance: Float64Array;
  readonly duration: Float64Array;
  readonly dimensionCount: number;
  readonly objective: ObjectiveKind;

  readonly vehicleCount: number;
  readonly startLoc: Int32Array;
  readonly endLoc: Int32Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  /** vehicle * dimensionCount + d */
  readonly capacity: Float64Array;
  readonly fixedCost: Float64Array;
  readonly costPerDistance: Float64Array;
  readonly costPerDuration: Float64Array;
  readonly maxTrip: Float64Array;
  /** Breaks sorted by window start. */
  readonly breaks: readonly (readonly BreakSpec[])[];
  /** Vehicles with equal attributes share a class, so one empty route per class is enough. */
  readonly vehicleClass: Int32Array;
  readonly classCount: number;
  /** 1 when O(1) insertion checks are exact and cost is distance-only for this vehicle. */
  readonly isSimple: Uint8Array;

  readonly taskCount: number;
  readonly taskPriority: Int32Array;
  readonly taskFirst: Int32Array;
  /** Delivery visit of a shipment, -1 for jobs. */
  readonly taskSecond: Int32Array;
  /** task * dimensionCount + d */
  readonly taskDemand: Float64Array;
  readonly taskDemandTotal: Float64Array;
  /** task * vehicleCount + vehicle */
  readonly labelsOk: Uint8Array;
  readonly capacityOk: Uint8Array;
  readonly compatible: Uint8Array;

  readonly visitCount: number;
  readonly visitLoc: Int32Array;
  readonly visitService: Float64Array;
  readonly visitTask: Int32Array;
  readonly visitRole: Int8Array;
  /** -1 when the visit unloads its task's demand, 1 when it loads it, 0 when it changes nothing. */
  readonly visitLoadSign: Int8Array;
  /**
   * visit * dimensionCount + d: the visit's change of the load (`visitLoadSign` times the
   * task's demand), and what it puts on board at the start (the demand of a delivery job's
   * visit, else 0). Route refreshes and startLoad read these on every visit.
   */
  readonly visitLoadChange: Float64Array;
  readonly visitStartLoad: Float64Array;
  /** Windows of visit v are winStart/winEnd[winOffset[v] .. winOffset[v + 1]), sorted, merged. */
  readonly winOffset: Int32Array;
  readonly winStart: Float64Array;
  readonly winEnd: Float64Array;
  /** Closest other visits first, by symmetrised distance. */
  readonly neighbours: readonly Int32Array[];

  constructor(spec: ProblemSpec) {
    this.spec = spec;
    const n = spec.locationCount;
    const D = spec.dimensions.length;
    const K = spec.vehicles.length;
    const T = spec.tasks.length;
    this.locationCount = n;
    this.distance = spec.distances;
    this.duration = spec.durations;
    this.dimensionCount = D;
    this.objective = spec.objective;

    this.vehicleCount = K;
    this.startLoc = new Int32Array(K);
    this.endLoc = new Int32Array(K);
    this.shiftStart = new Float64Array(K);
    this.shiftEnd = new Float64Array(K);
    this.capacity = new Float64Array(K * D);
    this.fixedCost = new Float64Array(K);
    this.costPerDistance = new Float64Array(K);
    this.costPerDuration = new Float64Array(K);
    this.maxTrip = new Float64Array(K);
    this.vehicleClass = new Int32Array(K);
    this.isSimple = new Uint8Array(K);
    const breaks: BreakSpec[][] = [];
    const classKeys = new Map<string, number>();
    spec.vehicles.forEach((vehicle, k) => {
      this.startLoc[k] = vehicle.startLocation;
      this.endLoc[k] = vehicle.endLocation;
      this.shiftStart[k] = vehicle.shiftStart;
      this.shiftEnd[k] = vehicle.shiftEnd;
      for (let d = 0; d < D; d++) this.capacity[k * D + d] = vehicle.capacity[d] ?? 0;
      this.fixedCost[k] = vehicle.fixedCost;
      this.costPerDistance[k] = vehicle.costPerDistance;
      this.costPerDuration[k] = vehicle.costPerDuration;
      this.maxTrip[k] = vehicle.maxTripDuration;
      const sorted = [...vehicle.breaks].sort(
        (a, b) => a.windowStart - b.windowStart || a.windowEnd - b.windowEnd,
      );
      breaks.push(sorted);
      this.isSimple[k] =
        sorted.length === 0 &&
        vehicle.costPerDuration === 0 &&
        !Number.isFinite(vehicle.maxTripDuration)
          ? 1
          : 0;
      const key = JSON.stringify([
        vehicle.startLocation,
        vehicle.endLocation,
        vehicle.shiftStart,
        vehicle.shiftEnd,
        vehicle.capacity,
        [...vehicle.labels].sort(),
        vehicle.fixedCost,
        vehicle.costPerDistance,
        vehicle.costPerDuration,
        String(vehicle.maxTripDuration),
        sorted.map((b) => [b.windowStart, b.windowEnd, b.duration]),
      ]);
      let cls = classKeys.get(key);
      if (cls === undefined) {
        cls = classKeys.size;
        classKeys.set(key, cls);
      }
      this.vehicleClass[k] = cls;
    });
    this.breaks = breaks;
    this.classCount = classKeys.size;

    this.taskCount = T;
    this.taskPriority = new Int32Array(T);
    this.taskFirst = new Int32Array(T);
    this.taskSecond = new Int32Array(T);
    this.taskDemand = new Float64Array(T * D);
    this.taskDemandTotal = new Float64Array(T);
    this.labelsOk = new Uint8Array(T * K);
    this.capacityOk = new Uint8Array(T * K);
    this.compatible = new Uint8Array(T * K);

    let V = 0;
    let W = 0;
    for (const task of spec.tasks) {
      V += task.visits.length;
      for (const visit of task.visits) W += Math.max(1, visit.windows.length);
    }
    this.visitCount = V;
    this.visitLoc = new Int32Array(V);
    this.visitService = new Float64Array(V);
    this.visitTask = new Int32Array(V);
    this.visitRole = new Int8Array(V);
    this.visitLoadSign = new Int8Array(V);
    this.visitLoadChange = new Float64Array(V * D);
    this.visitStartLoad = new Float64Array(V * D);
    this.winOffset = new Int32Array(V + 1);
    this.winStart = new Float64Array(W);
    this.winEnd = new Float64Array(W);

    let v = 0;
    let w = 0;
    spec.tasks.forEach((task, t) => {
      this.taskPriority[t] = Math.min(MAX_PRIORITY, Math.max(1, Math.round(task.priority)));
      let total = 0;
      for (let d = 0; d < D; d++) {
        const amount = task.demand[d] ?? 0;
        this.taskDemand[t * D + d] = amount;
        total += amount;
      }
      this.taskDemandTotal[t] = total;
      this.taskFirst[t] = v;
      this.taskSecond[t] = task.visits.length > 1 ? v + 1 : -1;
      task.visits.forEach((visit, index) => {
        this.visitLoc[v] = visit.location;
        this.visitService[v] = visit.serviceDuration;
        this.visitTask[v] = t;
        this.visitRole[v] = roleOf(task.kind, index);
        this.visitLoadSign[v] = loadSignOf(this.visitRole[v]);
        for (let d = 0; d < D; d++) {
          const amount = this.taskDemand[t * D + d];
          this.visitLoadChange[v * D + d] = this.visitLoadSign[v] * amount;
          this.visitStartLoad[v * D + d] = this.visitRole[v] === ROLE_DELIVERY ? amount : 0;
        }
        this.winOffset[v] = w;
        for (const [start, end] of mergeWindows(visit.windows)) {
          this.winStart[w] = start;
          this.winEnd[w] = end;
          w++;
        }
        v++;
      });
      for (let k = 0; k < K; k++) {
        const vehicle = spec.vehicles[k];
        const labelsOk = task.requiredLabels.every((label) => vehicle.labels.includes(label));
        let capacityOk = true;
        for (let d = 0; d < D; d++) {
          if (this.taskDemand[t * D + d] > this.capacity[k * D + d]) capacityOk = false;
        }
        this.labelsOk[t * K + k] = labelsOk ? 1 : 0;
        this.capacityOk[t * K + k] = capacityOk ? 1 : 0;
        this.compatible[t * K + k] = labelsOk && capacityOk ? 1 : 0;
      }
    });
    this.winOffset[V] = w;
    this.neighbours = this.buildNeighbours();
  }

  travel(from: number, to: number): number {
    return this.duration[from * this.locationCount + to];
  }

  dist(from: number, to: number): number {
    return this.distance[from * this.locationCount + to];
  }

  /** Earliest service start at visit v when arriving at `arrival`; Infinity if no window is left. */
  earliestStart(v: number, arrival: number): number {
    const end = this.winOffset[v + 1];
    for (let w = this.winOffset[v]; w < end; w++) {
      if (arrival <= this.winEnd[w]) return arrival < this.winStart[w] ? this.winStart[w] : arrival;
    }
    return Infinity;
  }

  /** Latest service start at visit v that is not after `limit`; -Infinity if none. */
  latestStart(v: number, limit: number): number {
    const start = this.winOffset[v];
    for (let w = this.winOffset[v + 1] - 1; w >= start; w--) {
      if (this.winStart[w] <= limit) return limit < this.winEnd[w] ? limit : this.winEnd[w];
    }
    return -Infinity;
  }

  /**
   * Fills `load[0..dimensionCount)` with what the route's delivery jobs put on board at the
   * start: their goods leave the depot with the vehicle.
   */
  startLoad(visits: ArrayLike<number>, n: number, load: Float64Array): void {
    const D = this.dimensionCount;
    for (let d = 0; d < D; d++) load[d] = 0;
    for (let i = 0; i < n; i++) {
      const base = visits[i] * D;
      for (let d = 0; d < D; d++) load[d] += this.visitStartLoad[base + d];
    }
  }

  /**
   * Up to NEIGHBOUR_LIMIT nearest visits per visit, kept in a small sorted buffer so large
   * requests cost O(V^2) rather than a full sort per visit. Ties go to the lower index.
   */
  private buildNeighbours(): Int32Array[] {
    const V = this.visitCount;
    const limit = Math.min(NEIGHBOUR_LIMIT, Math.max(0, V - 1));
    const keys = new Float64Array(limit);
    const result: Int32Array[] = [];
    for (let a = 0; a < V; a++) {
      const list = new Int32Array(limit);
      let size = 0;
      const la = this.visitLoc[a];
      for (let b = 0; b < V; b++) {
        if (b === a) continue;
        const lb = this.visitLoc[b];
        const d = (this.dist(la, lb) + this.dist(lb, la)) / 2;
        const key = Number.isFinite(d) ? d : Number.MAX_VALUE;
        if (size === limit && key >= keys[size - 1]) continue;
        let i = size < limit ? size++ : size - 1;
        while (i > 0 && keys[i - 1] > key) {
          keys[i] = keys[i - 1];
          list[i] = list[i - 1];
          i--;
        }
        keys[i] = key;
        list[i] = b;
      }
      result.push(list);
    }
    return result;
  }
}

function roleOf(kind: TaskKind, index: number): number {
  switch (kind) {
    case 'delivery':
      return ROLE_DELIVERY;
    case 'pickup':
      return ROLE_PICKUP;
    case 'service':
      return ROLE_SERVICE;
    default:
      return index === 0 ? ROLE_SHIPMENT_PICKUP : ROLE_SHIPMENT_DELIVERY;
  }
}

function loadSignOf(role: number): number {
  if (role === ROLE_DELIVERY || role === ROLE_SHIPMENT_DELIVERY) return -1;
  if (role === ROLE_PICKUP || role === ROLE_SHIPMENT_PICKUP) return 1;
  return 0;
}

/** Sorted, overlapping windows merged; no windows means any time. */
export function mergeWindows(windows: readonly (readonly [number, number])[]): [number, number][] {
  if (windows.length === 0) return [[-Infinity, Infinity]];
  const sorted = windows.map(([s, e]) => [s, e] as [number, number]).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const window of sorted) {
    const last = merged[merged.length - 1];
    if (last && window[0] <= last[1]) last[1] = Math.max(last[1], window[1]);
    else merged.push(window);
  }
  return merged;
}
