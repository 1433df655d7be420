import type { Problem } from './model';
import {
  defaultClock,
  PROGRESS_INTERVAL_MS,
  SearchEngine,
  type SearchSettings,
  type SolverResult,
} from './search';

/** What a solve session steps and finishes: one search, or a race of searches. */
export interface Search {
  /** Runs for about `sliceMs` (or to the end); returns true when the search is over. */
  step(sliceMs?: number): boolean;
  /** The best plan found, scheduled, verified and diagnosed. */
  finish(): SolverResult;
}

/** What the race needs of a search (SearchEngine in the solver, planted ones in its tests). */
export interface Racer<Self> extends Search {
  /**
   * Moves where the search stops: at `timeLimitMs` on its own clock, or before it would start
   * cooling cycle `cycleLimit`. A search stopped there may go on.
   */
  stopAt(timeLimitMs: number, cycleLimit?: number): void;
  /** Goes on after it stopped on its own, until `timeLimitMs` on its own clock. */
  goOnUntil(timeLimitMs: number): void;
  /** From now on stops on its own after fewer iterations without a new best. */
  stopSoonerWhenStagnant(): void;
  /** Whether its best plan is better than `other`'s. */
  outranks(other: Self): boolean;
  /** Visits per used route in its best plan. */
  visitsPerRoute(): number;
  readonly iteration: number;
  readonly best: { readonly cost: number; readonly unassignedCount: number };
}

/** Starts the search of one racer, on its own seed and clock. */
export type StartRacer<R> = (settings: SearchSettings) => R;

/** Searches that start the race, each from its own seed. */
export const RACE_SIZE = 3;
/** Cooling cycles of a heat: cycles double, so four are 15 times the first. */
export const HEAT_CYCLES = 4;
/** Smaller requests get one search, which ends by itself within a second or so. */
export const RACE_MIN_TASKS = 50;
/**
 * A first search whose plan has shorter routes on average goes on alone: with about ten visits
 * a route (Solomon's R1 and RC1) its fleet phase needs the whole limit to empty the last
 * routes, and a race of shorter searches ended one vehicle over more often.
 */
export const RACE_MIN_ROUTE_VISITS = 20;
/** At most this many searches in one race, fresh ones included: each holds plans of its own. */
export const MAX_RACERS = 10;

/**
 * The seed of racer `index`: the request's own for the first, so a race starts as the plain
 * search does, and well-mixed others, so seeds 1, 2, 3 of a benchmark race different searches.
 */
export function racerSeed(seed: number, index: number): number {
  return index === 0 ? seed : (Math.trunc(seed) ^ Math.imul(index, 0x9e3779b1)) >>> 0;
}

/**
 * The search for a request: a race of seeds when only a time limit ends it and the request has
 * at least `RACE_MIN_TASKS` tasks, else one search (`maxIterations` keeps a run reproducible from
 * its seed alone).
 */
export function createSearch(problem: Problem, settings: SearchSettings = {}): Search {
  if (
    settings.maxIterations !== undefined ||
    settings.timeLimitMs === undefined ||
    problem.taskCount < RACE_MIN_TASKS
  ) {
    return new SearchEngine(problem, settings);
  }
  return new SeedRace(settings, settings.timeLimitMs, (racer) => new SearchEngine(problem, racer));
}

interface Entrant<R> {
  engine: R;
  /** Milliseconds of the shared clock this racer has run. */
  spentMs: number;
  /** How long its heat (its first turn) took, once it has ended. */
  heatMs: number;
  /** When its current turn began on the shared clock, or -1 between turns. */
  turnStart: number;
}

/**
 * A time-limited search as a race of seeds. Where one search ends depends much on its seed: on
 * Solomon's instances the best of three seeds at 10 s is less than half as far from the
 * best-known distance as one seed (src/solver/README.md). Here up to `RACE_SIZE` searches, each
 * from its own seed, run a heat in turn: their first `HEAT_CYCLES` cooling cycles, or until they
 * stop finding better plans; the others start only when the first one's plan has long routes
 * (`RACE_MIN_ROUTE_VISITS`). Then the one with the best plan goes on until the time limit or
 * until it stops; if it stops early, the next best goes on. When every search has stopped on
 * its own, a fresh one from the next seed starts (its heat, then the rest of the time), and
 * when no heat fits any more, the best search goes on from its best plan to the limit
 * (`goOnUntil`): the time limit is used rather than left (23 of 60 searches of Solomon's R1
 * and RC1 stopped after 3-9 s of 10). The clock decides whether another heat still fits: one
 * starts only while at least twice the mean heat so far is left, so the leader keeps time for
 * its final (a 100-task request with the default 5 s limit then gets one search). Each search
 * runs on a clock of its own that only advances during its turns, so it behaves exactly as a
 * search paused and resumed.
 */
export class SeedRace<R extends Racer<R>> implements Search {
  private readonly startRacer: StartRacer<R>;
  private readonly settings: SearchSettings;
  private readonly clock: () => number;
  private readonly startTime: number;
  private readonly limitMs: number;
  private readonly racers: Entrant<R>[] = [];
  /** The racer whose turn it is. */
  private turn = 0;
  private racing = true;
  private finished = false;
  private lastReport = -Infinity;
  /** Racers that have had their turn in the final. */
  private readonly triedInFinal = new Set<Entrant<R>>();
  /** Whether the best search has gone on past its own stop to the limit. */
  private wentOn = false;
  /**
   * Whether the first search's routes were long enough for a race. Its searches then stop
   * sooner when they stagnate: on Solomon's R2 and RC2 the winning search had found its best
   * within 4 s of its own clock in 11 of 12 runs and then ran 1-5 s more to its stop, time the
   * next seed uses better (src/solver/README.md, "Results").
   */
  private longRoutes = false;

  constructor(settings: SearchSettings, limitMs: number, startRacer: StartRacer<R>) {
    this.startRacer = startRacer;
    this.settings = settings;
    this.clock = settings.clock ?? defaultClock;
    this.startTime = this.clock();
    this.limitMs = limitMs;
    this.addRacer();
  }

  step(sliceMs = Infinity): boolean {
    const sliceEnd = this.clock() + sliceMs;
    while (!this.finished) {
      const left = sliceEnd - this.clock();
      if (left <= 0) return false;
      const racer = this.racers[this.turn];
      racer.turnStart = this.clock();
      const over = racer.engine.step(left);
      racer.spentMs += this.clock() - racer.turnStart;
      racer.turnStart = -1;
      if (!over) return false;
      if (racer.heatMs < 0) racer.heatMs = racer.spentMs;
      this.nextTurn();
    }
    this.report(true);
    return true;
  }

  finish(): SolverResult {
    let best = this.racers[0];
    for (const racer of this.racers) if (racer.engine.outranks(best.engine)) best = racer;
    best.turnStart = this.clock();
    const result = best.engine.finish();
    best.spentMs += this.clock() - best.turnStart;
    best.turnStart = -1;
    let iterations = 0;
    for (const racer of this.racers) iterations += racer.engine.iteration;
    return { ...result, iterations, elapsedMs: this.clock() - this.startTime };
  }

  /** After a racer's turn ended: the next heat, the final, or the end. */
  private nextTurn(): void {
    // The whole race's time, so starting racers counts against the limit too.
    const left = this.limitMs - (this.clock() - this.startTime);
    if (this.settings.signal?.aborted || left <= 0) {
      this.finished = true;
      return;
    }
    if (this.racing && this.racers[0].engine.visitsPerRoute() < RACE_MIN_ROUTE_VISITS) {
      this.racing = false;
    }
    if (this.racing && !this.longRoutes) {
      this.longRoutes = true;
      for (const racer of this.racers) racer.engine.stopSoonerWhenStagnant();
    }
    const heats = this.racers.reduce((total, racer) => total + racer.heatMs, 0);
    const meanHeat = heats / this.racers.length;
    if (this.racing) {
      if (this.racers.length < RACE_SIZE && left >= 2 * meanHeat) {
        this.turn = this.addRacer();
        return;
      }
      this.racing = false;
    }
    // The final: the best racer not yet tried goes on with the time left.
    const order = this.racers
      .map((racer, index) => ({ racer, index }))
      .sort((a, b) =>
        a.racer.engine.outranks(b.racer.engine)
          ? -1
          : b.racer.engine.outranks(a.racer.engine)
            ? 1
            : a.index - b.index,
      );
    const next = order.find(({ racer }) => !this.triedInFinal.has(racer));
    if (!next) {
      // Every search stopped on its own: a fresh seed gets the time left, if its heat fits;
      // else the best search goes on from its best plan until the limit.
      if (this.racers.length < MAX_RACERS && left >= 2 * meanHeat) {
        this.turn = this.addRacer();
        return;
      }
      if (this.wentOn) {
        this.finished = true;
        return;
      }
      this.wentOn = true;
      const leader = order[0];
      leader.racer.engine.goOnUntil(leader.racer.spentMs + left);
      this.turn = leader.index;
      return;
    }
    this.triedInFinal.add(next.racer);
    next.racer.engine.stopAt(next.racer.spentMs + left);
    this.turn = next.index;
  }

  /** Adds the next racer, stopping at the end of its heat or of the time left; its index. */
  private addRacer(): number {
    const index = this.racers.length;
    const racer: Entrant<R> = { engine: undefined!, spentMs: 0, heatMs: -1, turnStart: -1 };
    const ownClock = () =>
      racer.spentMs + (racer.turnStart >= 0 ? this.clock() - racer.turnStart : 0);
    racer.engine = this.startRacer({
      ...this.settings,
      seed: racerSeed(this.settings.seed ?? 1, index),
      clock: ownClock,
      onProgress: this.settings.onProgress && (() => this.report(false)),
    });
    const left = this.limitMs - (this.clock() - this.startTime);
    racer.engine.stopAt(left, HEAT_CYCLES);
    if (this.longRoutes) racer.engine.stopSoonerWhenStagnant();
    this.racers.push(racer);
    return index;
  }

  /**
   * Progress over the whole race, at most every 100 ms as a single search reports, and when it
   * ends: every racer's iterations, the best plan so far.
   */
  private report(force: boolean): void {
    const onProgress = this.settings.onProgress;
    const now = this.clock();
    if (!onProgress || (!force && now - this.lastReport < PROGRESS_INTERVAL_MS)) return;
    this.lastReport = now;
    let best = this.racers[0].engine;
    let iteration = 0;
    for (const { engine } of this.racers) {
      iteration += engine.iteration;
      if (engine.outranks(best)) best = engine;
    }
    onProgress({
      iteration,
      bestCost: best.best.cost,
      unassigned: best.best.unassignedCount,
      elapsedMs: now - this.startTime,
    });
  }
}

/** Runs the whole search synchronously on a compiled problem. */
export function solveProblem(problem: Problem, settings: SearchSettings = {}): SolverResult {
  const search = createSearch(problem, settings);
  while (!search.step()) {
    // step() without a slice runs to the end; the loop guards against early returns.
  }
  return search.finish();
}
