import { diagnoseUnassigned, type UnassignedTask } from './diagnose';
import { InsertionFinder } from './insertion';
import { EjectionInserter } from './ejection';
import { LocalSearch } from './localSearch';
import { MAX_PRIORITY, Problem, ROLE_DELIVERY, ROLE_PICKUP } from './model';
import { Random } from './random';
import {
  GREEDY_STOPPED,
  ORDER_ABSENCE,
  ORDER_DEMAND,
  ORDER_RANDOM,
  Recreate,
  type GreedyLimits,
} from './recreate';
import { planReward, RECREATE_REGRET, RecreateChooser, sisrRecreateChoice } from './recreateChoice';
import { Ruin } from './ruin';
import { EVAL_RECORD, RouteEvaluator, type ScheduledStop } from './schedule';
import { Solution } from './solution';
import type { CancelFlag, SolveProgress } from './types';

export interface SearchSettings {
  seed?: number;
  /** Wall-clock budget; ends the search but never steers it. */
  timeLimitMs?: number;
  maxIterations?: number;
  /**
   * Stop after this many iterations without a new best (default max(5000, 500 per task), or 100
   * per task once a seed race on long routes asks for it); with only a time limit, checked
   * between cooling cycles.
   */
  stagnationLimit?: number;
  onProgress?: (progress: SolveProgress) => void;
  signal?: CancelFlag;
  clock?: () => number;
  tuning?: Partial<SearchTuning>;
}

export interface PlannedRoute {
  vehicle: number;
  visits: number[];
  stops: ScheduledStop[];
  distance: number;
  duration: number;
  travelTime: number;
  serviceTime: number;
  waitingTime: number;
  breakTime: number;
  cost: number;
}

/**
 * One route as scheduled by `evaluator`, with its figures recorded; the cost is Infinity when the
 * visits are infeasible for the vehicle. The search's result and the sandbox's fixed-route
 * insertions build their routes with it.
 */
export function planRoute(
  evaluator: RouteEvaluator,
  vehicle: number,
  visits: number[],
): PlannedRoute {
  const cost = evaluator.evaluate(vehicle, visits, visits.length, EVAL_RECORD);
  return {
    vehicle,
    visits,
    stops: evaluator.stops,
    distance: evaluator.distance,
    duration: evaluator.duration,
    travelTime: evaluator.travelTime,
    serviceTime: evaluator.serviceTime,
    waitingTime: evaluator.waitingTime,
    breakTime: evaluator.breakTime,
    cost,
  };
}

export interface SolverResult {
  routes: PlannedRoute[];
  unassigned: UnassignedTask[];
  cost: number;
  distance: number;
  vehiclesUsed: number;
  iterations: number;
  elapsedMs: number;
  /** Routes the final exact check had to shorten; 0 unless the fast checks are wrong. */
  repairs: number;
}

export type { UnassignedTask } from './diagnose';

/** Search parameters; the defaults were tuned on the Solomon benchmark (scripts/bench-solver.ts). */
export interface SearchTuning {
  /** Mean number of tasks a string ruin removes. */
  averageRemoved: number;
  maxStringLength: number;
  /** Probability of skipping an insertion position in greedy recreate. */
  blinkRate: number;
  /** Start and end temperature, as multiples of the average cost per assigned task. */
  initialTemperature: number;
  finalTemperature: number;
  /** Each later cooling cycle starts this much cooler than the previous one (floor: end). */
  reheatDecay: number;
  /** Share of a cycle spent removing routes under `min_vehicles`. */
  fleetShare: number;
  /** Factor applied to the fleet share after a cycle whose route removal failed. */
  fleetDecay: number;
  /**
   * A route-removal round is given up for the rest of its cycle when, this many iterations per
   * task after it began, it has never left out fewer than `fleetHopeless` × tasks.
   */
  fleetPatience: number;
  fleetHopeless: number;
  /**
   * Route removal on shorter routes is an ejection pool (./ejection.ts): a task that fits nowhere
   * takes the place of at most `fleetEjections` others (0: the ruin-and-recreate rounds instead),
   * then `fleetPerturbMoves` random relocations follow.
   */
  fleetEjections: number;
  fleetPerturbMoves: number;
  /**
   * Once an ejection-pool round has left out at most this share of the tasks (at least one), a
   * pass of the local search follows each ejection's relocations: 2-opt* above all frees the
   * time a route needs for one more task (on Solomon's R104, the difference between rarely and
   * mostly reaching the best-known count: src/solver/README.md).
   */
  fleetDescentWithin: number;
  /** First cycle length in iterations per task; cycles double (time-limited runs only). */
  cycleIterationsPerTask: number;
  /** Minimum iterations between two local-search runs on new bests. */
  localSearchGap: number;
  /**
   * String ruin sizes of the cost phase under `min_vehicles` when the routes are long (at least
   * `longRouteVisits` visits per used route on average); the fleet phase, and the cost phase on
   * shorter routes, keep `averageRemoved` and `maxStringLength`.
   */
  longRouteAverageRemoved: number;
  longRouteMaxStringLength: number;
  longRouteVisits: number;
}

export const DEFAULT_TUNING: SearchTuning = {
  averageRemoved: 15,
  maxStringLength: 15,
  blinkRate: 0.01,
  initialTemperature: 4,
  finalTemperature: 0.04,
  reheatDecay: 1,
  fleetShare: 0.5,
  fleetDecay: 0.9,
  fleetPatience: 20,
  fleetHopeless: 0.05,
  fleetEjections: 2,
  fleetPerturbMoves: 100,
  fleetDescentWithin: 0.03,
  cycleIterationsPerTask: 20,
  localSearchGap: 100,
  longRouteAverageRemoved: 10,
  longRouteMaxStringLength: 10,
  longRouteVisits: 20,
};

export const PROGRESS_INTERVAL_MS = 100;
/** A search stops after max(5000, this × tasks) iterations without a new best... */
const STAGNATION_PER_TASK = 500;
/** ...or this × tasks once a seed race on long routes calls `stopSoonerWhenStagnant`. */
const RACE_STAGNATION_PER_TASK = 100;
const MIN_STAGNATION = 5000;
/** The last cycle's end is fitted to the time limit again every 1,024 iterations (a mask). */
const FIT_INTERVAL_MASK = 1023;
/** The iteration rate that fits the last cycle is measured over at least this long. */
const MIN_RATE_SAMPLE_MS = 50;
/** Added to the cost of opening a route under `min_vehicles`, so new routes are a last resort. */
const OPEN_ROUTE_PENALTY = 1e9;

/** Monotonic clock where the host has one; the solver needs no DOM or Node typings. */
const hostPerformance = (globalThis as { performance?: { now(): number } }).performance;

export function defaultClock(): number {
  return hostPerformance ? hostPerformance.now() : Date.now();
}

/**
 * Ruin-and-recreate search. Construction by regret-2 insertion, then iterations of ruin (strings,
 * radial, random) and recreate (greedy with blinks or regret-2) under simulated-annealing
 * acceptance, with local search on new bests. The objective is lexicographic: unassigned tasks
 * by priority, then (under `min_vehicles`) vehicles, then cost. Under `min_vehicles` each cycle
 * first tries to empty routes, accepting a candidate when it leaves fewer tasks out or tasks
 * that were left out less often.
 *
 * Every decision depends only on the seed and the iteration count: the temperature follows a
 * schedule in iterations (one cycle of `maxIterations`, or cycles of doubling length when only
 * a time limit applies), and the clock only decides when to stop.
 */
export class SearchEngine {
  readonly problem: Problem;
  private readonly settings: SearchSettings;
  private readonly tuning: SearchTuning;
  private readonly clock: () => number;
  private readonly rng: Random;
  private readonly evaluator: RouteEvaluator;
  private readonly finder: InsertionFinder;
  private readonly ruin: Ruin;
  private readonly recreate: Recreate;
  private readonly localSearch: LocalSearch;
  private readonly minVehicles: boolean;
  private readonly insertable: Uint8Array;
  private readonly insertableCount: number;
  private readonly pool: Int32Array;
  private readonly recreateChooser: RecreateChooser;
  private readonly poolStamp: Int32Array;
  private poolMark = 0;
  private readonly absences: Int32Array;
  private readonly fleetTarget: Uint8Array;
  private readonly vehicleLowerBound: number;
  private readonly greedyLimits: GreedyLimits = { opens: 0, misses: 0 };
  private readonly ejection: EjectionInserter;
  private readonly ejected = new Int32Array(8);
  /** Ejection-pool rounds: the tasks out of the plan, last in first out, and their penalties. */
  private readonly poolStack: Int32Array;
  private poolStackCount = 0;
  /** Whether the current route-removal round is an ejection pool (else ruin and recreate). */
  private fleetUsesPool = false;
  private readonly penalties: Int32Array;

  private current: Solution;
  private work: Solution;
  private fleet: Solution;
  readonly best: Solution;

  private started = false;
  private done = false;
  private readonly startTime: number;
  /** Where the search stops on its clock; a seed race (./seedRace.ts) moves it. */
  private timeLimitMs: number | undefined;
  /** The search stops before it would start this cooling cycle (a seed race's heat). */
  private cycleLimit = Infinity;
  private lastProgress = -Infinity;
  iteration = 0;
  private lastImprovement = 0;
  /** Iterations without a new best after which the search stops (between cycles). */
  private stagnationLimit: number;
  private lastLocalSearch = -Infinity;
  private cycle = -1;
  private cycleStart = 0;
  private cycleEnd = 0;
  /** Set by `goOnUntil`: no stagnation stop, and a last cycle that ends at the time limit. */
  private untilLimit = false;
  private finalCycle = false;
  /** Iteration and clock reading the iteration rate is measured from (after construction). */
  private rateIteration = 0;
  private rateStartMs = 0;
  private fleetEnd = 0;
  private fleetActive = false;
  private temperatureStart = 1;
  private temperatureEnd = 0.01;
  private fleetShare = 0;
  private fleetSucceeded = false;
  private fleetRoundStart = 0;
  /** Fewest target tasks any candidate of the current round left out. */
  private fleetFewestMissing = Infinity;

  constructor(problem: Problem, settings: SearchSettings = {}) {
    this.problem = problem;
    this.settings = settings;
    this.tuning = { ...DEFAULT_TUNING, ...settings.tuning };
    this.clock = settings.clock ?? defaultClock;
    this.startTime = this.clock();
    this.timeLimitMs = settings.timeLimitMs;
    this.rng = new Random(settings.seed ?? 1);
    this.evaluator = new RouteEvaluator(problem);
    this.finder = new InsertionFinder(problem, this.evaluator, this.rng);
    this.ruin = new Ruin(problem, this.rng);
    this.recreate = new Recreate(problem, this.finder, this.rng);
    this.recreateChooser = new RecreateChooser(this.rng);
    this.localSearch = new LocalSearch(problem, this.finder, this.evaluator, this.rng);
    this.ejection = new EjectionInserter(problem, this.evaluator);
    this.minVehicles = problem.objective === 'min_vehicles';
    this.current = new Solution(problem, this.evaluator);
    this.work = new Solution(problem, this.evaluator);
    this.fleet = new Solution(problem, this.evaluator);
    this.best = new Solution(problem, this.evaluator);
    this.pool = new Int32Array(problem.taskCount);
    this.poolStamp = new Int32Array(problem.taskCount);
    this.absences = new Int32Array(problem.taskCount);
    this.fleetTarget = new Uint8Array(problem.taskCount);
    this.poolStack = new Int32Array(problem.taskCount);
    this.penalties = new Int32Array(problem.taskCount);
    this.insertable = new Uint8Array(problem.taskCount);
    let insertable = 0;
    const single = new Int32Array(2);
    for (let t = 0; t < problem.taskCount; t++) {
      single[0] = problem.taskFirst[t];
      single[1] = problem.taskSecond[t];
      const length = single[1] >= 0 ? 2 : 1;
      for (let k = 0; k < problem.vehicleCount; k++) {
        if (this.evaluator.evaluate(k, single, length) < Infinity) {
          this.insertable[t] = 1;
          insertable++;
          break;
        }
      }
    }
    this.insertableCount = insertable;
    this.vehicleLowerBound = this.computeVehicleLowerBound();
    this.fleetShare = this.tuning.fleetShare;
    this.stagnationLimit =
      settings.stagnationLimit ?? Math.max(MIN_STAGNATION, STAGNATION_PER_TASK * problem.taskCount);
  }

  get elapsedMs(): number {
    return this.clock() - this.startTime;
  }

  /**
   * Moves where the search stops: at `timeLimitMs` on its clock, or before it would start
   * cooling cycle `cycleLimit` (0-based), whichever comes first. A search stopped there can go
   * on; a stagnated or cancelled one stops again at its next step.
   */
  stopAt(timeLimitMs: number, cycleLimit = Infinity): void {
    this.timeLimitMs = timeLimitMs;
    this.cycleLimit = cycleLimit;
    this.done = false;
  }

  /**
   * Goes on after the search has stopped on its own, until `timeLimitMs` on its clock: one more
   * cooling cycle from the best plan, fitted to end at the limit, with no stagnation stop.
   */
  goOnUntil(timeLimitMs: number): void {
    this.timeLimitMs = timeLimitMs;
    this.cycleLimit = Infinity;
    this.done = false;
    this.untilLimit = true;
    // The next iteration starts that cycle.
    this.cycleEnd = this.iteration;
  }

  /**
   * From now on stops after max(5000, 100 × tasks) iterations without a new best instead of
   * 500 × tasks; a limit set in the settings stays. A seed race on long routes calls it, so that
   * its searches hand the time to the next seed sooner (./seedRace.ts).
   */
  stopSoonerWhenStagnant(): void {
    if (this.settings.stagnationLimit !== undefined) return;
    this.stagnationLimit = Math.max(
      MIN_STAGNATION,
      RACE_STAGNATION_PER_TASK * this.problem.taskCount,
    );
  }

  /**
   * How far the current cycle's cooling has got, from 0 (hot, at the end of its fleet phase) to
   * 1 (the final temperature).
   */
  get coolingProgress(): number {
    const progress = (this.iteration - this.fleetEnd) / Math.max(1, this.cycleEnd - this.fleetEnd);
    return Math.min(1, Math.max(0, progress));
  }

  /** Visits per used route in the best plan (0 with no route). */
  visitsPerRoute(): number {
    const used = this.best.vehiclesUsed;
    return used === 0 ? 0 : this.best.assignedVisitCount / used;
  }

  /** Whether this search's best plan is better than `other`'s, by the objective's levels. */
  outranks(other: SearchEngine): boolean {
    return this.isBetter(this.best, other.best);
  }

  /** Runs for about `sliceMs` (or to the end); returns true when the search is over. */
  step(sliceMs = Infinity): boolean {
    if (this.done) return true;
    const sliceEnd = this.clock() + sliceMs;
    if (!this.started) {
      this.construct();
      this.started = true;
      this.report(true);
    }
    for (;;) {
      if (this.shouldStop()) {
        this.done = true;
        this.report(true);
        return true;
      }
      this.iterate();
      const now = this.clock();
      if (now - this.lastProgress >= PROGRESS_INTERVAL_MS) this.report(false);
      if (now >= sliceEnd) return false;
    }
  }

  /** Final insertion pass, exact verification, diagnosis and schedules of the best plan. */
  finish(): SolverResult {
    if (!this.started) {
      this.construct();
      this.started = true;
    }
    const best = this.best;
    this.finder.blinkRate = 0;
    let count = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (!best.assigned[t] && this.insertable[t]) this.pool[count++] = t;
    }
    if (count > 0) {
      this.recreate.order(this.pool, count, ORDER_DEMAND);
      this.recreate.greedy(best, this.pool, count, this.openPenalty());
      for (let i = 0; i < count; i++) {
        if (!best.assigned[this.pool[i]]) this.insertExactly(best, this.pool[i]);
      }
    }
    this.localSearch.run(best, this.relocatePenalty(), 4, () => this.outOfTime());
    const repairs = this.verify(best);
    const routes: PlannedRoute[] = [];
    let cost = 0;
    let distance = 0;
    for (const rt of best.routes) {
      if (rt.size === 0) continue;
      const visits = Array.from(rt.visits.subarray(0, rt.size));
      const route = planRoute(this.evaluator, rt.vehicle, visits);
      routes.push(route);
      cost += route.cost;
      distance += route.distance;
    }
    return {
      routes,
      unassigned: diagnoseUnassigned(this.problem, best, this.evaluator),
      cost,
      distance,
      vehiclesUsed: routes.length,
      iterations: this.iteration,
      elapsedMs: this.elapsedMs,
      repairs,
    };
  }

  private construct(): void {
    const count = this.collectPool(this.current, false);
    const limit = this.settings.timeLimitMs;
    // Construction may use half the budget; past that, regret gives way to plain greedy.
    const outOfTime = () =>
      !!this.settings.signal?.aborted || (limit !== undefined && this.elapsedMs > limit / 2);
    this.recreate.regret(this.current, this.pool, count, this.openPenalty(), outOfTime);
    this.localSearch.run(this.current, this.relocatePenalty(), 4, () => this.outOfTime());
    this.best.copyFrom(this.current);
    this.rateIteration = this.iteration;
    this.rateStartMs = this.elapsedMs;
  }

  /** Past the time limit or cancelled: long inner loops check this so they end promptly. */
  private outOfTime(): boolean {
    const limit = this.timeLimitMs;
    return (limit !== undefined && this.elapsedMs >= limit) || !!this.settings.signal?.aborted;
  }

  private shouldStop(): boolean {
    const s = this.settings;
    if (this.insertableCount === 0) return true;
    if (s.maxIterations !== undefined && this.iteration >= s.maxIterations) return true;
    if (s.signal?.aborted) return true;
    // Cycles restart hot from the best plan and find their improvements as they cool, so a
    // time-limited search stops for stagnation only between cycles: cut mid-cycle, the later
    // (longer) cycles never cooled, and R2/RC2 runs stopped after 5 of their 10 s.
    const betweenCycles = s.maxIterations !== undefined || this.iteration >= this.cycleEnd;
    const stagnated = this.iteration - this.lastImprovement >= this.stagnationLimit;
    if (!this.untilLimit && betweenCycles && stagnated) return true;
    if (this.iteration >= this.cycleEnd && this.cycle + 1 >= this.cycleLimit) return true;
    if (this.timeLimitMs !== undefined && this.elapsedMs >= this.timeLimitMs) return true;
    return false;
  }

  private report(force: boolean): void {
    const onProgress = this.settings.onProgress;
    const now = this.clock();
    if (!onProgress || (!force && now - this.lastProgress < PROGRESS_INTERVAL_MS)) return;
    this.lastProgress = now;
    onProgress({
      iteration: this.iteration,
      bestCost: this.best.cost,
      unassigned: this.best.unassignedCount,
      elapsedMs: now - this.startTime,
    });
  }

  private iterate(): void {
    if (this.iteration >= this.cycleEnd && !this.finalCycle) this.startCycle();
    if (this.finalCycle && (this.iteration & FIT_INTERVAL_MASK) === 0) this.fitFinalCycle();
    if (this.fleetActive && this.iteration < this.fleetEnd) this.fleetIteration();
    else this.costIteration();
    this.iteration++;
  }

  private startCycle(): void {
    const tuning = this.tuning;
    if (this.cycle >= 0 && this.fleetEnd > this.cycleStart && !this.fleetSucceeded) {
      this.fleetShare *= tuning.fleetDecay;
    }
    this.cycle++;
    const s = this.settings;
    let length =
      s.maxIterations !== undefined
        ? s.maxIterations
        : Math.max(1000, tuning.cycleIterationsPerTask * this.problem.taskCount) * 2 ** this.cycle;
    if (this.untilLimit) {
      this.finalCycle = true;
      const left = this.iterationsLeft();
      if (left !== Infinity) length = Math.max(1, left);
    }
    this.cycleStart = this.iteration;
    this.cycleEnd = this.iteration + length;
    this.current.copyFrom(this.best);
    const assigned = this.problem.taskCount - this.best.unassignedCount;
    const average = this.best.cost / Math.max(1, assigned);
    this.temperatureEnd = tuning.finalTemperature * average;
    this.temperatureStart = Math.max(
      this.temperatureEnd,
      tuning.initialTemperature * average * tuning.reheatDecay ** this.cycle,
    );
    this.fleetActive = false;
    this.fleetSucceeded = false;
    this.fleetEnd = this.cycleStart;
    if (this.minVehicles && this.best.vehiclesUsed > this.vehicleLowerBound) {
      this.fleetEnd = this.cycleStart + Math.floor(this.fleetShare * length);
      this.beginFleetRound();
    }
  }

  /**
   * Iterations the time limit leaves at the rate measured since construction, or Infinity
   * without a limit or before there is a rate to go by.
   */
  private iterationsLeft(): number {
    const limit = this.timeLimitMs;
    if (limit === undefined) return Infinity;
    const now = this.elapsedMs;
    const spent = now - this.rateStartMs;
    const done = this.iteration - this.rateIteration;
    if (spent < MIN_RATE_SAMPLE_MS || done <= 0) return Infinity;
    return Math.max(0, Math.floor(((limit - now) * done) / spent));
  }

  /** Keeps the last cycle's end at the time limit as the iteration rate changes. */
  private fitFinalCycle(): void {
    const left = this.iterationsLeft();
    if (left === Infinity) return;
    this.cycleEnd = this.iteration + Math.max(1, left);
    // A fleet phase keeps its share of the cycle.
    if (this.iteration < this.fleetEnd) {
      this.fleetEnd =
        this.cycleStart + Math.floor(this.fleetShare * (this.cycleEnd - this.cycleStart));
    }
  }

  private beginFleetRound(): void {
    const p = this.problem;
    this.fleet.copyFrom(this.best);
    for (let t = 0; t < p.taskCount; t++) this.fleetTarget[t] = this.best.assigned[t];
    let chosen = -1;
    let smallest = Infinity;
    for (let r = 0; r < this.fleet.routes.length; r++) {
      const size = this.fleet.routes[r].size;
      if (size === 0) continue;
      const key = size + this.rng.next();
      if (key < smallest) {
        smallest = key;
        chosen = r;
      }
    }
    if (chosen < 0) return;
    this.ruin.route(this.fleet, chosen);
    // The best plan stays as it is for the whole round, so the kind of round is decided here.
    this.fleetUsesPool = this.tuning.fleetEjections > 0 && !this.longRoutes(this.best);
    this.poolStackCount = this.ruin.count;
    this.poolStack.set(this.ruin.removed.subarray(0, this.ruin.count));
    this.rng.shuffle(this.poolStack, this.poolStackCount);
    this.penalties.fill(1);
    this.fleetActive = true;
    this.fleetRoundStart = this.iteration;
    this.fleetFewestMissing = Infinity;
  }

  private fleetIteration(): void {
    if (this.fleetUsesPool) {
      this.ejectionPoolIteration();
      return;
    }
    const work = this.work;
    const count = this.ruinCopy(this.fleet, work, this.fleetTarget);
    this.finder.blinkRate = this.tuning.blinkRate;
    this.recreate.order(this.pool, count, ORDER_ABSENCE, this.absences);
    this.recreate.greedy(work, this.pool, count, Infinity);
    let missing = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (this.fleetTarget[t] && !work.assigned[t]) {
        this.absences[t]++;
        missing++;
      }
    }
    const workAbsence = this.absenceSum(work);
    const fleetAbsence = this.absenceSum(this.fleet);
    const fleetMissing = this.missingTargets(this.fleet);
    if (missing < fleetMissing || workAbsence < fleetAbsence) {
      this.work = this.fleet;
      this.fleet = work;
    }
    this.endFleetStep(work, missing);
  }

  /**
   * One step of an ejection-pool round (Nagata and Bräysy 2009): the last task put in the pool
   * goes into the plan where it fits; when it fits nowhere, in place of at most
   * `fleetEjections` tasks of a route, those least often put back so far, which go into the
   * pool; then `fleetPerturbMoves` random relocations between routes reshape the plan.
   */
  private ejectionPoolIteration(): void {
    const fleet = this.fleet;
    const task = this.poolStack[--this.poolStackCount];
    this.finder.blinkRate = this.tuning.blinkRate;
    if (this.finder.findBest(fleet, task, Infinity) < Infinity) {
      this.finder.apply(fleet, task);
    } else {
      this.penalties[task]++;
      const count = this.ejection.insert(
        fleet,
        task,
        this.penalties,
        this.tuning.fleetEjections,
        this.ejected,
      );
      if (count < 0) {
        this.poolStack.copyWithin(1, 0, this.poolStackCount);
        this.poolStack[0] = task;
        this.poolStackCount++;
      } else {
        for (let i = 0; i < count; i++) this.poolStack[this.poolStackCount++] = this.ejected[i];
        this.perturb(fleet, this.tuning.fleetPerturbMoves);
        if (this.fleetFewestMissing <= this.fleetDescentLimit()) {
          this.localSearch.run(fleet, Infinity, 1, () => this.outOfTime());
        }
      }
    }
    this.endFleetStep(fleet, this.poolStackCount);
  }

  /** How few tasks a pool round must have left out before its ejections are followed by a descent. */
  private fleetDescentLimit(): number {
    const within = this.tuning.fleetDescentWithin;
    return within > 0 ? Math.max(1, Math.floor(within * this.problem.taskCount)) : -1;
  }

  /**
   * After a step of a route-removal round: a plan that serves every target task becomes the best
   * and the next round begins; else the round goes on unless it is hopeless.
   */
  private endFleetStep(plan: Solution, missing: number): void {
    if (missing === 0) {
      this.fleetSucceeded = true;
      this.best.copyFrom(plan);
      this.current.copyFrom(plan);
      this.lastImprovement = this.iteration;
      if (this.best.vehiclesUsed > this.vehicleLowerBound) this.beginFleetRound();
      else this.fleetActive = false;
      return;
    }
    if (missing < this.fleetFewestMissing) this.fleetFewestMissing = missing;
    this.abandonHopelessRound();
  }

  /** Moves `moves` random tasks each to its cheapest feasible place in another random route. */
  private perturb(solution: Solution, moves: number): void {
    const p = this.problem;
    const routes = solution.routes;
    for (let m = 0; m < moves; m++) {
      const task = this.rng.int(p.taskCount);
      if (!solution.assigned[task]) continue;
      const from = solution.routeOf[p.taskFirst[task]];
      const to = this.rng.int(routes.length);
      if (to === from || routes[to].size === 0) continue;
      if (this.finder.bestInRoute(solution, task, to) === Infinity) continue;
      const pickupAfter = this.finder.lastPickupAfter;
      const deliveryAfter = this.finder.lastDeliveryAfter;
      solution.removeTask(task);
      if (p.taskSecond[task] < 0) solution.insertJob(task, to, pickupAfter);
      else solution.insertShipment(task, to, pickupAfter, deliveryAfter);
    }
  }

  /**
   * Ends a route-removal round that is nowhere near emptying its route, so the cycle's cost
   * phase starts now. Rounds that succeed come close early: on Solomon's R1/RC1 instances the
   * successful rounds left out at most 3 of 100 tasks by 2,000 iterations, while a round that
   * tries to empty one of three 33-customer routes on R2 still left out 10-25 after 15,000
   * and took more than half of a 10 s run's iterations.
   */
  private abandonHopelessRound(): void {
    const tasks = this.problem.taskCount;
    const { fleetPatience, fleetHopeless } = this.tuning;
    if (this.iteration - this.fleetRoundStart < fleetPatience * tasks) return;
    if (this.fleetFewestMissing <= fleetHopeless * tasks) return;
    this.fleetActive = false;
    // The annealing schedule runs from the end of the fleet phase.
    this.fleetEnd = this.iteration + 1;
  }

  private costIteration(): void {
    const work = this.work;
    const longRoutes = this.longRoutes(this.current);
    const count = this.ruinCopy(this.current, work, this.insertable, longRoutes);
    const penalty = this.openPenalty();
    // Adaptive on long routes only: on R1 and RC1 it shortened the plans but emptied the last
    // route of R104 and R112 in 3 of 36 runs against 11 of 36 (src/solver/README.md).
    const chooser = longRoutes ? this.recreateChooser : undefined;
    const choice = chooser ? chooser.choose() : sisrRecreateChoice(this.rng);
    if (choice === RECREATE_REGRET) {
      this.recreate.order(this.pool, count, ORDER_RANDOM);
      this.recreate.regret(work, this.pool, count, penalty);
    } else {
      this.finder.blinkRate = this.tuning.blinkRate;
      this.recreate.order(this.pool, count, choice);
      if (
        this.recreate.greedy(work, this.pool, count, penalty, this.rejectionLimits(work)) ===
        GREEDY_STOPPED
      ) {
        chooser?.record(0);
        return;
      }
    }

    const level = this.compareLevels(work, this.current);
    let accept = level < 0;
    if (level === 0) {
      const temperature =
        this.temperatureStart *
        (this.temperatureEnd / this.temperatureStart) ** this.coolingProgress;
      const threshold = this.current.cost - temperature * Math.log(1 - this.rng.next());
      accept = work.cost < threshold;
    }
    if (!accept) {
      chooser?.record(0);
      return;
    }
    const before = this.current.cost;
    this.work = this.current;
    this.current = work;
    const newBest = this.isBetter(this.current, this.best);
    chooser?.record(planReward(newBest, level < 0, before, work.cost));
    if (newBest) {
      if (this.iteration - this.lastLocalSearch >= this.tuning.localSearchGap) {
        this.lastLocalSearch = this.iteration;
        this.localSearch.run(this.current, this.relocatePenalty(), 2, () => this.outOfTime());
      }
      this.best.copyFrom(this.current);
      this.lastImprovement = this.iteration;
    }
  }

  /**
   * Where a recreate of the ruined `work` can stop, its plan rejected whatever it would cost.
   * While the current plan serves every task that fits, a plan that leaves one out is worse at
   * a higher level, and so, under `min_vehicles`, is one that uses more routes; the search
   * rejects those before it looks at their cost. At the fewest vehicles found, most of the cost
   * phase's plans on Solomon's R1 and RC1 are such plans (src/solver/README.md, session 30).
   */
  private rejectionLimits(work: Solution): GreedyLimits | undefined {
    if (this.current.unassignedCount !== this.problem.taskCount - this.insertableCount) {
      return undefined;
    }
    const limits = this.greedyLimits;
    limits.opens = this.minVehicles ? this.current.vehiclesUsed - work.vehiclesUsed : Infinity;
    limits.misses = 0;
    return limits;
  }

  /**
   * Copies `source` into `work` and ruins the copy. The pool then holds the removed tasks and
   * every other task that `wanted` marks but the copy leaves out; returns their count.
   */
  private ruinCopy(
    source: Solution,
    work: Solution,
    wanted: Uint8Array,
    longRoutes = false,
  ): number {
    work.copyFrom(source);
    this.applyRuin(work, longRoutes);
    let count = this.ruin.count;
    this.beginPool();
    for (let i = 0; i < count; i++) this.markPool(this.pool[i]);
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (wanted[t] && !work.assigned[t] && this.markPool(t)) this.pool[count++] = t;
    }
    return count;
  }

  private applyRuin(solution: Solution, longRoutes: boolean): void {
    const choice = this.rng.next();
    const assigned = this.problem.taskCount - solution.unassignedCount;
    const tuning = this.tuning;
    const averageRemoved = longRoutes ? tuning.longRouteAverageRemoved : tuning.averageRemoved;
    const maxStringLength = longRoutes ? tuning.longRouteMaxStringLength : tuning.maxStringLength;
    if (choice < 0.7) {
      this.ruin.strings(solution, averageRemoved, maxStringLength);
    } else {
      const cap = Math.max(1, Math.min(2 * averageRemoved, Math.ceil(assigned * 0.4)));
      const quantity = 1 + this.rng.int(cap);
      if (choice < 0.85) this.ruin.radial(solution, quantity);
      else this.ruin.random(solution, quantity);
    }
    this.pool.set(this.ruin.removed.subarray(0, this.ruin.count));
  }

  private beginPool(): void {
    this.poolMark++;
  }

  private markPool(task: number): boolean {
    if (this.poolStamp[task] === this.poolMark) return false;
    this.poolStamp[task] = this.poolMark;
    return true;
  }

  /**
   * Whether the cost phase ruins less: under `min_vehicles` on long routes. There SISR's smaller
   * sizes found shorter plans (Solomon R2/RC2, about 33 visits a route), while on routes of about
   * ten visits (R1) they cost vehicles, since the cost phase shapes the routes the next fleet
   * phase tries to empty.
   */
  private longRoutes(solution: Solution): boolean {
    // Counting routes and visits walks every route: only `min_vehicles` searches need it.
    if (!this.minVehicles) return false;
    const used = solution.vehiclesUsed;
    return used > 0 && solution.assignedVisitCount >= this.tuning.longRouteVisits * used;
  }

  private openPenalty(): number {
    return this.minVehicles ? OPEN_ROUTE_PENALTY : 0;
  }

  private relocatePenalty(): number {
    return this.minVehicles ? Infinity : 0;
  }

  private absenceSum(solution: Solution): number {
    let sum = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (this.fleetTarget[t] && !solution.assigned[t]) sum += this.absences[t];
    }
    return sum;
  }

  private missingTargets(solution: Solution): number {
    let missing = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (this.fleetTarget[t] && !solution.assigned[t]) missing++;
    }
    return missing;
  }

  /** Compares everything above cost: negative when `a` is better. */
  private compareLevels(a: Solution, b: Solution): number {
    for (let priority = MAX_PRIORITY; priority >= 1; priority--) {
      const diff = a.unassignedByPriority[priority] - b.unassignedByPriority[priority];
      if (diff !== 0) return diff;
    }
    if (this.minVehicles) return a.vehiclesUsed - b.vehiclesUsed;
    return 0;
  }

  private isBetter(a: Solution, b: Solution): boolean {
    const level = this.compareLevels(a, b);
    return level < 0 || (level === 0 && a.cost < b.cost - 1e-9);
  }

  private collectPool(solution: Solution, onlyUnassigned: boolean): number {
    let count = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (this.insertable[t] && (!onlyUnassigned || !solution.assigned[t])) this.pool[count++] = t;
    }
    return count;
  }

  private computeVehicleLowerBound(): number {
    const p = this.problem;
    if (p.classCount !== 1 || this.insertableCount === 0) return this.insertableCount > 0 ? 1 : 0;
    const D = p.dimensionCount;
    let bound = 1;
    for (let d = 0; d < D; d++) {
      const capacity = p.capacity[d];
      let deliveries = 0;
      let pickups = 0;
      for (let t = 0; t < p.taskCount; t++) {
        if (!this.insertable[t]) continue;
        const role = p.visitRole[p.taskFirst[t]];
        if (role === ROLE_DELIVERY) deliveries += p.taskDemand[t * D + d];
        else if (role === ROLE_PICKUP) pickups += p.taskDemand[t * D + d];
      }
      if (capacity > 0) {
        bound = Math.max(bound, Math.ceil(deliveries / capacity), Math.ceil(pickups / capacity));
      }
    }
    return bound;
  }

  /**
   * Last resort for a task the cached checks turned down: every position of every route,
   * evaluated exactly. The cached checks are deliberately a little strict, so this guarantees
   * an unassigned task really does not fit.
   */
  private insertExactly(solution: Solution, task: number): void {
    const p = this.problem;
    const first = p.taskFirst[task];
    const second = p.taskSecond[task];
    const seenClass = new Uint8Array(Math.max(1, p.classCount));
    let bestDelta = Infinity;
    let bestRoute = -1;
    let bestI = -1;
    let bestJ = -1;
    const candidate: number[] = [];
    for (let r = 0; r < solution.routes.length; r++) {
      const rt = solution.routes[r];
      if (!p.compatible[task * p.vehicleCount + rt.vehicle]) continue;
      if (rt.size === 0) {
        const cls = p.vehicleClass[rt.vehicle];
        if (seenClass[cls]) continue;
        seenClass[cls] = 1;
      }
      const visits = Array.from(rt.visits.subarray(0, rt.size));
      for (let i = 0; i <= rt.size; i++) {
        for (let j = i; j <= (second < 0 ? i : rt.size); j++) {
          candidate.length = 0;
          candidate.push(...visits.slice(0, i), first);
          if (second >= 0) candidate.push(...visits.slice(i, j), second, ...visits.slice(j));
          else candidate.push(...visits.slice(i));
          const cost = this.evaluator.evaluate(rt.vehicle, candidate, candidate.length);
          if (cost - rt.cost < bestDelta) {
            bestDelta = cost - rt.cost;
            bestRoute = r;
            bestI = i;
            bestJ = j;
          }
        }
      }
    }
    if (bestRoute < 0) return;
    if (second < 0) solution.insertJob(task, bestRoute, bestI);
    else solution.insertShipment(task, bestRoute, bestI, bestJ);
  }

  /** Re-checks every route exactly; drops tasks from the end of a route until it is feasible. */
  private verify(solution: Solution): number {
    let repairs = 0;
    for (let r = 0; r < solution.routes.length; r++) {
      const rt = solution.routes[r];
      let repaired = false;
      while (rt.size > 0 && this.evaluator.evaluate(rt.vehicle, rt.visits, rt.size) === Infinity) {
        solution.removeTask(this.problem.visitTask[rt.visits[rt.size - 1]]);
        repaired = true;
      }
      if (repaired) repairs++;
    }
    return repairs;
  }
}
