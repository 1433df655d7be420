/**
 * The smallest single change to the request that lets an unassigned job or shipment into the plan
 * as solved. Every candidate change is tried by insertion tests against the solved routes with
 * the solver's own `RouteEvaluator` on a relaxed view of the model, never by a new search; kinds
 * go in a fixed order, amounts by binary search, within a budget of route evaluations and
 * milliseconds. README.md ("Relaxations") states the order and the bounds.
 */
import type { RequestContext } from './adapter';
import { mergeWindows, type Problem } from './model';
import { roundCost, routeMoney } from './response';
import { formatTimestamp, parseTimestamp } from './rfc3339';
import { RouteEvaluator } from './schedule';
import type {
  QuantityMap,
  Relaxation,
  RelaxationBudget,
  RelaxationKind,
  Unassigned,
} from './types';

export const DEFAULT_RELAXATION_BUDGET: RelaxationBudget = {
  evaluations: 200_000,
  evaluationsPerTask: 50_000,
  milliseconds: 1500,
};

/**
 * The same bounds without the clock, so the answer depends only on the request and the plan (the
 * Stateless API's, as the sandbox and the docs checks use it).
 */
export const DETERMINISTIC_RELAXATION_BUDGET: RelaxationBudget = {
  ...DEFAULT_RELAXATION_BUDGET,
  milliseconds: Infinity,
};

/** Time windows, shift ends and `max_trip_duration` are tried up to this many minutes longer. */
export const MAX_EXTRA_MINUTES = 240;

type FoundKind = Exclude<RelaxationKind, 'none'>;

/**
 * Smaller ranks win whatever the amount: the work's own window first (only its customer is
 * asked), then the driver's time, then the vehicle's equipment, then other customers' service.
 */
export const KIND_RANK: Readonly<Record<FoundKind, number>> = {
  time_window_end: 1,
  time_window_start: 1,
  shift_end: 2,
  max_trip_duration: 2,
  capacity: 3,
  vehicle_label: 4,
  drop_job: 5,
};

interface Insertion {
  vehicle: number;
  /** Index in the route in front of which the (pickup) visit goes. */
  position: number;
  /** For shipments, the delivery's index in the route with the pickup in place; else -1. */
  deliveryPosition: number;
  addedCost: number;
}

interface Candidate {
  kind: FoundKind;
  amount: number;
  insertion: Insertion;
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: Relaxation['value'];
  /** The clause after "Served if", without the place and the cost. */
  clause: string;
}

export interface RelaxationOptions {
  budget?: RelaxationBudget;
  clock?: () => number;
}

const hostPerformance = (globalThis as { performance?: { now(): number } }).performance;

function defaultClock(): number {
  return hostPerformance ? hostPerformance.now() : Date.now();
}

/** A view of `problem` with some arrays replaced; the evaluator reads only through it. */
function relaxedProblem(problem: Problem, overrides: Partial<Problem>): Problem {
  return Object.assign(Object.create(problem) as Problem, overrides);
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function signedCost(value: number): string {
  return `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(2)}`;
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  return (
    (KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      a.amount - b.amount ||
      a.insertion.addedCost - b.insertion.addedCost) < 0
  );
}

/**
 * Finds, for each unassigned task of a solved plan, the smallest relaxation that makes it
 * insertable, and writes it to `unassigned[i].relaxation` (matched by id).
 */
export function suggestRelaxations(
  problem: Problem,
  routes: readonly { vehicle: number; visits: readonly number[] }[],
  context: RequestContext,
  unassigned: Unassigned[],
  options: RelaxationOptions = {},
): void {
  const search = new RelaxationSearch(problem, routes, context, options);
  const taskById = new Map(context.tasks.map((task, index) => [`${task.kind}:${task.id}`, index]));
  for (const item of unassigned) {
    const task = taskById.get(`${item.kind}:${item.id}`);
    if (task !== undefined) item.relaxation = search.relax(task);
  }
}

class RelaxationSearch {
  private readonly problem: Problem;
  private readonly context: RequestContext;
  private readonly budget: RelaxationBudget;
  private readonly clock: () => number;
  private readonly deadline: number;
  private readonly evaluator: RouteEvaluator;
  /** Visits of each vehicle's route in the solved plan (empty when unused). */
  private readonly routes: number[][];
  /** The solved plan's cost of each route, 0 for an unused vehicle. */
  private readonly money: number[];
  /** Vehicles worth trying: every used one, and the first unused one of each class. */
  private readonly targets: number[];
  private evaluations = 0;
  private taskEvaluations = 0;
  private stopped = false;

  constructor(
    problem: Problem,
    routes: readonly { vehicle: number; visits: readonly number[] }[],
    context: RequestContext,
    options: RelaxationOptions,
  ) {
    this.problem = problem;
    this.context = context;
    this.budget = options.budget ?? DEFAULT_RELAXATION_BUDGET;
    this.clock = options.clock ?? defaultClock;
    this.deadline = this.clock() + this.budget.milliseconds;
    this.evaluator = new RouteEvaluator(problem);
    this.routes = Array.from({ length: problem.vehicleCount }, () => []);
    for (const route of routes) this.routes[route.vehicle] = [...route.visits];
    this.money = this.routes.map((visits, k) => {
      if (visits.length === 0) return 0;
      this.evaluator.evaluate(k, visits, visits.length);
      return this.moneyOf(this.evaluator, k);
    });
    const seenClass = new Set<number>();
    this.targets = [];
    for (let k = 0; k < problem.vehicleCount; k++) {
      if (this.routes[k].length > 0) this.targets.push(k);
      else if (!seenClass.has(problem.vehicleClass[k])) {
        seenClass.add(problem.vehicleClass[k]);
        this.targets.push(k);
      }
    }
  }

  relax(task: number): Relaxation {
    this.taskEvaluations = 0;
    this.stopped = false;
    const chosen: { best: Candidate | null } = { best: null };
    const consider = (candidate: Candidate | null) => {
      if (candidate && better(candidate, chosen.best)) chosen.best = candidate;
    };
    // A kind of a later rank can never beat one found earlier, so stop at the first rank found.
    const ranks: (() => void)[] = [
      () => this.windows(task, consider),
      () => this.driverTime(task, consider),
      () => this.capacities(task, consider),
      () => this.labels(task, consider),
      () => this.drops(task, consider),
    ];
    for (const rank of ranks) {
      rank();
      if (chosen.best || this.stopped) break;
    }
    return this.describe(task, chosen.best);
  }

  // --- insertion tests -------------------------------------------------------------------

  private spend(): boolean {
    if (this.stopped) return false;
    if (
      this.evaluations >= this.budget.evaluations ||
      this.taskEvaluations >= this.budget.evaluationsPerTask ||
      ((this.evaluations & 255) === 0 && this.clock() > this.deadline)
    ) {
      this.stopped = true;
      return false;
    }
    this.evaluations++;
    this.taskEvaluations++;
    return true;
  }

  private moneyOf(evaluator: RouteEvaluator, k: number): number {
    return routeMoney(
      this.context.request.vehicles[k],
      Math.round(evaluator.distance),
      Math.round(evaluator.duration),
    );
  }

  /**
   * The cheapest insertion of `task` into `route` on vehicle k (or, with `firstOnly`, the first
   * feasible one); null when none fits or the budget ran out.
   */
  private scan(
    evaluator: RouteEvaluator,
    k: number,
    route: readonly number[],
    task: number,
    beforeMoney: number,
    firstOnly: boolean,
  ): Insertion | null {
    const p = this.problem;
    const pickup = p.taskFirst[task];
    const delivery = p.taskSecond[task];
    const n = route.length;
    const candidate = new Int32Array(n + 2);
    const found: { best: Insertion | null } = { best: null };
    const test = (size: number, position: number, deliveryPosition: number): boolean => {
      if (!this.spend()) return false;
      if (evaluator.evaluate(k, candidate, size) === Infinity) return true;
      const addedCost = roundCost(this.moneyOf(evaluator, k) - beforeMoney);
      if (!found.best || addedCost < found.best.addedCost) {
        found.best = { vehicle: k, position, deliveryPosition, addedCost };
      }
      return !firstOnly;
    };
    for (let i = 0; i <= n; i++) {
      if (delivery < 0) {
        candidate.set(route.slice(0, i), 0);
        candidate[i] = pickup;
        candidate.set(route.slice(i), i + 1);
        if (!test(n + 1, i, -1)) return found.best;
        continue;
      }
      for (let j = i; j <= n; j++) {
        candidate.set(route.slice(0, i), 0);
        candidate[i] = pickup;
        candidate.set(route.slice(i, j), i + 1);
        candidate[j + 1] = delivery;
        candidate.set(route.slice(j), j + 2);
        if (!test(n + 2, i, j + 1)) return found.best;
      }
    }
    return found.best;
  }

  /** The cheapest insertion over `vehicles`, the first vehicle winning ties. */
  private cheapest(
    evaluator: RouteEvaluator,
    vehicles: readonly number[],
    task: number,
    firstOnly = false,
  ): Insertion | null {
    let best: Insertion | null = null;
    for (const k of vehicles) {
      const found = this.scan(evaluator, k, this.routes[k], task, this.money[k], firstOnly);
      if (found && (!best || found.addedCost < best.addedCost)) best = found;
      if (found && firstOnly) return found;
      if (this.stopped) break;
    }
    return best;
  }

  /**
   * The smallest amount in 1..max that fits, assuming that what fits at n fits at n + 1 (every
   * relaxation here only widens the feasible schedules); null when even `max` does not.
   */
  private smallestAmount(max: number, fits: (amount: number) => boolean): number | null {
    if (max < 1 || !fits(max)) return null;
    let low = 0;
    let high = max;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (fits(middle)) high = middle;
      else if (this.stopped) return high;
      else low = middle;
    }
    return high;
  }

  /** Binary search on the amount, then the cheapest place at that amount. */
  private searchAmount(
    max: number,
    evaluatorAt: (amount: number) => RouteEvaluator,
    vehicles: readonly number[],
    task: number,
  ): { amount: number; insertion: Insertion } | null {
    const amount = this.smallestAmount(
      max,
      (n) => this.cheapest(evaluatorAt(n), vehicles, task, true) !== null,
    );
    if (amount === null) return null;
    const insertion = this.cheapest(evaluatorAt(amount), vehicles, task);
    return insertion && { amount, insertion };
  }

  private compatible(task: number, k: number): boolean {
    return this.problem.compatible[task * this.problem.vehicleCount + k] === 1;
  }

  // --- the kinds ---------------------------------------------------------------------------

  private windows(task: number, consider: (candidate: Candidate | null) => void): void {
    const p = this.problem;
    const ref = this.context.tasks[task];
    const spec = p.spec.tasks[task];
    spec.visits.forEach((visit, visitIndex) => {
      const v = p.taskFirst[task] + visitIndex;
      const prefix =
        ref.kind === 'job'
          ? `/jobs/${ref.index}`
          : `/shipments/${ref.index}/${visitIndex === 0 ? 'pickup' : 'delivery'}`;
      const original =
        ref.kind === 'job'
          ? this.context.request.jobs![ref.index].time_windows
          : this.context.request.shipments![ref.index][visitIndex === 0 ? 'pickup' : 'delivery']
              .time_windows;
      visit.windows.forEach((_, w) => {
        for (const kind of ['time_window_end', 'time_window_start'] as const) {
          const evaluatorAt = (minutes: number) => {
            const windows = visit.windows.map(([s, e]) => [s, e] as [number, number]);
            if (kind === 'time_window_end') windows[w][1] += minutes * 60;
            else windows[w][0] -= minutes * 60;
            return new RouteEvaluator(withWindows(p, v, windows));
          };
          const found = this.searchAmount(MAX_EXTRA_MINUTES, evaluatorAt, this.targets, task);
          if (!found) continue;
          const field = kind === 'time_window_end' ? 'end' : 'start';
          const timestamp = original![w][field];
          const parsed = parseTimestamp(timestamp)!;
          const shift = (kind === 'time_window_end' ? 60 : -60) * found.amount;
          const which =
            (ref.kind === 'shipment'
              ? `its ${visitIndex === 0 ? 'pickup' : 'delivery'} `
              : 'its ') + (visit.windows.length > 1 ? `time window ${w + 1}` : 'time window');
          const value = formatTimestamp(
            parsed.epochSeconds + shift,
            parsed.offsetMinutes,
            parsed.utc,
          );
          consider({
            kind,
            amount: found.amount,
            insertion: found.insertion,
            op: 'replace',
            path: `${prefix}/time_windows/${w}/${field}`,
            value,
            clause:
              kind === 'time_window_end'
                ? `${which} closed ${found.amount} min later (${value})`
                : `${which} opened ${found.amount} min earlier (${value})`,
          });
        }
      });
    });
  }

  private driverTime(task: number, consider: (candidate: Candidate | null) => void): void {
    const p = this.problem;
    const request = this.context.request;
    for (const k of this.targets) {
      if (!this.compatible(task, k)) continue;
      const id = request.vehicles[k].id;
      // The vehicle's own shift end or trip limit, `minutes` longer.
      const longer = (field: 'shiftEnd' | 'maxTrip') => (minutes: number) => {
        const values = Float64Array.from(p[field]);
        values[k] += minutes * 60;
        return new RouteEvaluator(relaxedProblem(p, { [field]: values }));
      };
      const shift = this.searchAmount(MAX_EXTRA_MINUTES, longer('shiftEnd'), [k], task);
      if (shift) {
        const parsed = parseTimestamp(request.vehicles[k].shift.end)!;
        const value = formatTimestamp(
          parsed.epochSeconds + shift.amount * 60,
          parsed.offsetMinutes,
          parsed.utc,
        );
        consider({
          kind: 'shift_end',
          amount: shift.amount,
          insertion: shift.insertion,
          op: 'replace',
          path: `/vehicles/${k}/shift/end`,
          value,
          clause: `${id}'s shift ended ${shift.amount} min later (${value})`,
        });
      }
      const limit = request.vehicles[k].max_trip_duration;
      if (limit === undefined || this.stopped) continue;
      const trip = this.searchAmount(MAX_EXTRA_MINUTES, longer('maxTrip'), [k], task);
      if (trip) {
        const value = limit + trip.amount * 60;
        consider({
          kind: 'max_trip_duration',
          amount: trip.amount,
          insertion: trip.insertion,
          op: 'replace',
          path: `/vehicles/${k}/max_trip_duration`,
          value,
          clause: `${id}'s max_trip_duration were ${trip.amount} min longer (${value} s)`,
        });
      }
      if (this.stopped) return;
    }
  }

  private capacities(task: number, consider: (candidate: Candidate | null) => void): void {
    const p = this.problem;
    const D = p.dimensionCount;
    const K = p.vehicleCount;
    const request = this.context.request;
    for (const k of this.targets) {
      if (!p.labelsOk[task * K + k]) continue;
      for (let d = 0; d < D; d++) {
        const demand = p.taskDemand[task * D + d];
        if (demand <= 0) continue;
        // One dimension at a time: skip when another dimension alone is already too small.
        let othersFit = true;
        for (let e = 0; e < D; e++) {
          if (e !== d && p.taskDemand[task * D + e] > p.capacity[k * D + e]) othersFit = false;
        }
        if (!othersFit) continue;
        // Room for the task's own demand on top of any load is always enough for the loads.
        const found = this.searchAmount(
          Math.ceil(demand),
          (units) => {
            const capacity = Float64Array.from(p.capacity);
            capacity[k * D + d] += units;
            const capacityOk = Uint8Array.from(p.capacityOk);
            const compatible = Uint8Array.from(p.compatible);
            const fits = demand <= capacity[k * D + d] ? 1 : 0;
            capacityOk[task * K + k] = fits;
            compatible[task * K + k] = fits;
            return new RouteEvaluator(relaxedProblem(p, { capacity, capacityOk, compatible }));
          },
          [k],
          task,
        );
        if (found) {
          const vehicle = request.vehicles[k];
          const dimension = p.spec.dimensions[d];
          const value = p.capacity[k * D + d] + found.amount;
          const hasMap = vehicle.capacity !== undefined;
          const hasDimension = hasMap && Object.hasOwn(vehicle.capacity!, dimension);
          consider({
            kind: 'capacity',
            amount: found.amount,
            insertion: found.insertion,
            op: hasDimension ? 'replace' : 'add',
            path: hasMap
              ? `/vehicles/${k}/capacity/${escapeToken(dimension)}`
              : `/vehicles/${k}/capacity`,
            value: hasMap ? value : ({ [dimension]: value } as QuantityMap),
            clause: `${vehicle.id} could carry ${found.amount} more ${dimension} (capacity ${value})`,
          });
        }
        if (this.stopped) return;
      }
    }
  }

  private labels(task: number, consider: (candidate: Candidate | null) => void): void {
    const p = this.problem;
    const K = p.vehicleCount;
    const required = p.spec.tasks[task].requiredLabels;
    for (const k of this.targets) {
      if (p.labelsOk[task * K + k] || !p.capacityOk[task * K + k]) continue;
      const vehicle = this.context.request.vehicles[k];
      const present = vehicle.labels ?? [];
      const missing = required.filter((label) => !present.includes(label));
      const labelsOk = Uint8Array.from(p.labelsOk);
      const compatible = Uint8Array.from(p.compatible);
      labelsOk[task * K + k] = 1;
      compatible[task * K + k] = 1;
      const evaluator = new RouteEvaluator(relaxedProblem(p, { labelsOk, compatible }));
      const insertion = this.cheapest(evaluator, [k], task);
      if (insertion) {
        consider({
          kind: 'vehicle_label',
          amount: missing.length,
          insertion,
          op: vehicle.labels === undefined ? 'add' : 'replace',
          path: `/vehicles/${k}/labels`,
          value: [...present, ...missing],
          clause: `${vehicle.id} had the label${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
        });
      }
      if (this.stopped) return;
    }
  }

  private drops(task: number, consider: (candidate: Candidate | null) => void): void {
    const p = this.problem;
    const priority = p.taskPriority[task];
    for (let k = 0; k < p.vehicleCount; k++) {
      const route = this.routes[k];
      if (route.length === 0 || !this.compatible(task, k)) continue;
      const dropped = new Set<number>();
      for (const visit of route) {
        const other = p.visitTask[visit];
        if (dropped.has(other) || p.taskPriority[other] >= priority) continue;
        dropped.add(other);
        const rest = route.filter((v) => p.visitTask[v] !== other);
        const insertion = this.scan(this.evaluator, k, rest, task, this.money[k], false);
        if (insertion) {
          const ref = this.context.tasks[other];
          consider({
            kind: 'drop_job',
            amount: p.taskPriority[other],
            insertion,
            op: 'remove',
            path: `/${ref.kind === 'job' ? 'jobs' : 'shipments'}/${ref.index}`,
            clause: `the lower-priority ${ref.kind} ${ref.id} (priority ${p.taskPriority[other]}) were dropped`,
          });
        }
        if (this.stopped) return;
      }
    }
  }

  // --- the answer --------------------------------------------------------------------------

  private describe(task: number, best: Candidate | null): Relaxation {
    if (!best) {
      const ref = this.context.tasks[task];
      return {
        kind: 'none',
        message: this.stopped
          ? `The search stopped at its budget (${this.budget.evaluationsPerTask} route evaluations ` +
            `per ${ref.kind}, ${this.budget.evaluations} in all, ${this.budget.milliseconds} ms) ` +
            'before it found a single change that serves it.'
          : `No single change within the search bounds serves it: a time window, shift end or ` +
            `max_trip_duration up to ${MAX_EXTRA_MINUTES} min longer, one vehicle's capacity ` +
            `raised by up to its demand, its missing labels on one vehicle, or one lower-priority ` +
            'job or shipment dropped.',
      };
    }
    const { insertion } = best;
    const vehicleId = this.context.request.vehicles[insertion.vehicle].id;
    const shipment = insertion.deliveryPosition >= 0;
    const place = shipment
      ? `positions ${insertion.position + 1} and ${insertion.deliveryPosition + 1}`
      : `position ${insertion.position + 1}`;
    const names = best.clause.includes(vehicleId) ? `at ${place}` : `on ${vehicleId} at ${place}`;
    const unit = unitOf(best.kind);
    return {
      kind: best.kind,
      op: best.op,
      path: best.path,
      ...(best.value === undefined ? {} : { value: best.value }),
      amount: best.amount,
      unit,
      vehicle_id: vehicleId,
      position: insertion.position + 1,
      ...(shipment ? { delivery_position: insertion.deliveryPosition + 1 } : {}),
      added_cost: insertion.addedCost,
      message:
        `Served if ${best.clause}, ${names}, ${signedCost(insertion.addedCost)} cost` +
        `${this.stopped ? ' (the search stopped at its budget; a smaller change may exist)' : ''}.`,
    };
  }
}

function unitOf(kind: FoundKind): NonNullable<Relaxation['unit']> {
  switch (kind) {
    case 'capacity':
      return 'units';
    case 'vehicle_label':
      return 'labels';
    case 'drop_job':
      return 'priority';
    default:
      return 'minutes';
  }
}

/** The model with visit v's windows replaced (merged again, as the model keeps them). */
function withWindows(problem: Problem, v: number, windows: [number, number][]): Problem {
  const merged = mergeWindows(windows);
  const from = problem.winOffset[v];
  const to = problem.winOffset[v + 1];
  const delta = merged.length - (to - from);
  const winOffset = Int32Array.from(problem.winOffset);
  for (let x = v + 1; x < winOffset.length; x++) winOffset[x] += delta;
  const winStart = new Float64Array(problem.winStart.length + delta);
  const winEnd = new Float64Array(problem.winEnd.length + delta);
  winStart.set(problem.winStart.subarray(0, from));
  winEnd.set(problem.winEnd.subarray(0, from));
  merged.forEach(([start, end], i) => {
    winStart[from + i] = start;
    winEnd[from + i] = end;
  });
  winStart.set(problem.winStart.subarray(to), from + merged.length);
  winEnd.set(problem.winEnd.subarray(to), from + merged.length);
  return relaxedProblem(problem, { winOffset, winStart, winEnd });
}
