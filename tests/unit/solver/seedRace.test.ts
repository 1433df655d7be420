/**
 * The race of seeds (src/solver/seedRace.ts) with planted searches: each racer's best plan is a
 * planted function of the time it has run on its own clock, so which racer leads at the end of
 * the heats, and how long each one runs, is known in advance.
 */
import { describe, expect, it } from 'vitest';

import { Problem } from '../../../src/solver';
import { SearchEngine, type SearchSettings, type SolverResult } from '../../../src/solver/search';
import {
  createSearch,
  MAX_RACERS,
  RACE_MIN_ROUTE_VISITS,
  RACE_MIN_TASKS,
  RACE_SIZE,
  racerSeed,
  SeedRace,
  type Racer,
} from '../../../src/solver/seedRace';
import { adaptRequest } from '../../../src/solver/adapter';
import { randomPlanarRequest } from './fixtures';

interface Plan {
  /** The cost of its best plan after `ms` of its own time. */
  costAt: (ms: number) => number;
  /** It stops on its own (no new best for long) at this own time. */
  stagnatesAtMs?: number;
  /** Its first cooling cycles (a heat) end at this own time (default 200). */
  heatMs?: number;
  /** Visits per route of its best plan (default 30). */
  visitsPerRoute?: number;
}

/** A search whose every iteration takes 1 ms of the shared clock, along a planted plan. */
class PlantedRacer implements Racer<PlantedRacer> {
  iteration = 0;
  readonly best = { cost: Infinity, unassignedCount: 0 };
  /** Its own clock when it last ran. */
  ranMs = 0;
  finished = false;
  readonly seed: number;
  private limitMs = Infinity;
  private cycleLimit = Infinity;
  private done = false;
  /** Own time at which `goOnUntil` let it go on past its stop, or -1. */
  wentOnAtMs = -1;
  /** Whether the race asked it to stop sooner when it stagnates. */
  stopsSooner = false;
  private readonly clock: () => number;

  constructor(
    settings: SearchSettings,
    private readonly plan: Plan,
    private readonly tick: () => void,
    private readonly signal?: { aborted: boolean },
  ) {
    this.clock = settings.clock!;
    this.seed = settings.seed!;
  }

  step(sliceMs = Infinity): boolean {
    if (this.done) return true;
    const end = this.clock() + sliceMs;
    for (;;) {
      const now = this.clock();
      this.ranMs = now;
      const stagnated =
        this.wentOnAtMs < 0 &&
        this.plan.stagnatesAtMs !== undefined &&
        now >= this.plan.stagnatesAtMs;
      const heatOver = this.cycleLimit !== Infinity && now >= (this.plan.heatMs ?? 200);
      if (now >= this.limitMs || stagnated || heatOver || this.signal?.aborted) {
        this.done = true;
        return true;
      }
      this.iteration++;
      this.tick();
      this.best.cost = Math.min(this.best.cost, this.plan.costAt(now));
      if (now >= end) return false;
    }
  }

  stopAt(timeLimitMs: number, cycleLimit = Infinity): void {
    this.limitMs = timeLimitMs;
    this.cycleLimit = cycleLimit;
    this.done = false;
  }

  goOnUntil(timeLimitMs: number): void {
    this.stopAt(timeLimitMs);
    this.wentOnAtMs = this.ranMs;
  }

  stopSoonerWhenStagnant(): void {
    this.stopsSooner = true;
  }

  visitsPerRoute(): number {
    return this.plan.visitsPerRoute ?? 30;
  }

  outranks(other: PlantedRacer): boolean {
    return this.best.cost < other.best.cost;
  }

  finish(): SolverResult {
    this.finished = true;
    return {
      routes: [],
      unassigned: [],
      cost: this.best.cost,
      distance: this.best.cost,
      vehiclesUsed: 1,
      iterations: this.iteration,
      elapsedMs: this.ranMs,
      repairs: 0,
    };
  }
}

/** Races the planted plans (one per racer, in the order the race starts them) to the end. */
function race(plans: Plan[], limitMs: number, signal?: { aborted: boolean }) {
  let now = 0;
  const tick = () => {
    now += 1;
  };
  const racers: PlantedRacer[] = [];
  const seedRace = new SeedRace({ seed: 7, clock: () => now, signal }, limitMs, (settings) => {
    const racer = new PlantedRacer(settings, plans[racers.length]!, tick, signal);
    racers.push(racer);
    return racer;
  });
  while (!seedRace.step(50)) {
    // Slices, as the playground's worker steps a search.
  }
  return { result: seedRace.finish(), racers, spentMs: now };
}

const flat = (cost: number): Plan => ({ costAt: () => cost });

describe('a race of seeds', () => {
  it('runs each racer for a heat, then the leader alone for the rest of the limit', () => {
    const { result, racers } = race([flat(30), flat(10), flat(20)], 1000);
    expect(racers).toHaveLength(RACE_SIZE);
    expect(racers.map((racer) => racer.seed)).toEqual([0, 1, 2].map((i) => racerSeed(7, i)));
    const heat = 200;
    // The trailing racers stop at the end of their heat.
    for (const trailing of [racers[0]!, racers[2]!]) {
      expect(trailing.ranMs).toBeGreaterThanOrEqual(heat);
      expect(trailing.ranMs).toBeLessThan(heat + 10);
    }
    // The leader gets what the others left: the limit less two heats.
    expect(racers[1]!.ranMs).toBeGreaterThanOrEqual(1000 - 2 * heat - 10);
    expect(racers[1]!.ranMs).toBeLessThan(1000 - 2 * heat + 20);
    expect(racers[1]!.finished).toBe(true);
    expect(result.cost).toBe(10);
    expect(result.iterations).toBe(racers.reduce((sum, racer) => sum + racer.iteration, 0));
  });

  it('lets the plans at the end of the heats decide, not where each racer started', () => {
    // Racer 2 starts with the worst plan and ends its heat with the best.
    const plans: Plan[] = [flat(20), flat(30), { costAt: (ms) => (ms < 150 ? 50 : 10) }];
    const { result, racers } = race(plans, 1000);
    expect(racers[2]!.ranMs).toBeGreaterThan(500);
    expect(racers[0]!.ranMs).toBeLessThan(200 + 10);
    expect(result.cost).toBe(10);
  });

  it('gives the time left to the next best when the leader stops early', () => {
    const { result, racers, spentMs } = race(
      [flat(30), { costAt: () => 10, stagnatesAtMs: 300 }, flat(20)],
      1000,
    );
    const heat = 200;
    expect(racers[1]!.ranMs).toBeGreaterThanOrEqual(300);
    expect(racers[1]!.ranMs).toBeLessThan(310);
    // Racer 2, second at the heats, runs on until the race has spent its limit.
    expect(racers[2]!.ranMs).toBeGreaterThan(1000 - heat - 300 - 20);
    expect(racers[0]!.ranMs).toBeLessThan(heat + 10);
    expect(spentMs).toBeLessThan(1000 + 200);
    expect(result.cost).toBe(10);
  });

  it('starts another heat only while twice the mean heat is left, else the leader goes on', () => {
    // A 500 ms limit with heats of 200: after the first, 300 ms are left, less than 400.
    const { result, racers } = race([flat(5), flat(1)], 500);
    expect(racers).toHaveLength(1);
    expect(racers[0]!.ranMs).toBeGreaterThanOrEqual(500);
    expect(racers[0]!.ranMs).toBeLessThan(510);
    expect(result.cost).toBe(5);
    // With 700 ms, a second heat fits (500 left after the first) but not a third (300 left).
    const two = race([flat(5), flat(1), flat(0)], 700);
    expect(two.racers).toHaveLength(2);
    expect(two.racers[1]!.ranMs).toBeGreaterThanOrEqual(700 - 200);
    expect(two.result.cost).toBe(1);
  });

  it('lets a first search whose plan has short routes go on alone', () => {
    const short = { ...flat(5), visitsPerRoute: RACE_MIN_ROUTE_VISITS - 0.5 };
    const { result, racers } = race([short, flat(1), flat(0)], 1000);
    expect(racers).toHaveLength(1);
    expect(racers[0]!.ranMs).toBeGreaterThanOrEqual(1000);
    expect(result.cost).toBe(5);
    expect(racers[0]!.stopsSooner).toBe(false);
    const long = { ...flat(5), visitsPerRoute: RACE_MIN_ROUTE_VISITS };
    expect(race([long, flat(1), flat(0)], 1000).racers).toHaveLength(RACE_SIZE);
  });

  it('has every search of a race on long routes stop sooner when it stagnates, fresh ones too', () => {
    const stopping = (cost: number): Plan => ({ costAt: () => cost, stagnatesAtMs: 250 });
    const { racers } = race([stopping(3), stopping(2), stopping(1), flat(0)], 1400);
    expect(racers.length).toBeGreaterThan(RACE_SIZE);
    expect(racers.map((racer) => racer.stopsSooner)).toEqual(racers.map(() => true));
    // A first search on short routes goes on alone, and as before.
    const short = { ...stopping(3), visitsPerRoute: RACE_MIN_ROUTE_VISITS - 0.5 };
    const alone = race([short, stopping(2), stopping(1), flat(0)], 1400).racers;
    expect(alone[0]!.stopsSooner).toBe(false);
    expect(alone.some((racer) => racer.stopsSooner)).toBe(false);
  });

  it('starts a fresh seed when every search has stopped on its own and its heat fits', () => {
    const heat = 200;
    // One search on short routes stops at 300 ms of a 1000 ms limit: 700 ms are left.
    const stops = { costAt: () => 10, stagnatesAtMs: 300, visitsPerRoute: 10 };
    const { result, racers, spentMs } = race([stops, flat(4)], 1000);
    expect(racers).toHaveLength(2);
    expect(racers[1]!.seed).toBe(racerSeed(7, 1));
    // The fresh search runs its heat and then the rest of the limit.
    expect(racers[1]!.ranMs).toBeGreaterThanOrEqual(1000 - 300 - 10);
    expect(racers[1]!.ranMs).toBeGreaterThan(heat);
    expect(spentMs).toBeGreaterThanOrEqual(1000);
    expect(result.cost).toBe(4);
    // The first plan stays when the fresh search finds nothing better.
    expect(race([stops, flat(40)], 1000).result.cost).toBe(10);
  });

  it('lets the best search go on to the limit when every search has stopped and no heat fits', () => {
    // Stopped at 700 ms of 1000, after a heat of 200: 300 ms left, less than 400.
    const stops = { costAt: (ms: number) => (ms < 900 ? 10 : 8), stagnatesAtMs: 700 };
    const { result, racers, spentMs } = race([{ ...stops, visitsPerRoute: 10 }, flat(4)], 1000);
    expect(racers).toHaveLength(1);
    expect(racers[0]!.wentOnAtMs).toBeGreaterThanOrEqual(700);
    expect(racers[0]!.wentOnAtMs).toBeLessThan(710);
    expect(spentMs).toBeGreaterThanOrEqual(1000);
    expect(spentMs).toBeLessThan(1010);
    // What it finds after its own stop counts.
    expect(result.cost).toBe(8);
    // In a race, the best of the searches goes on, once: three heats of 200 ms, then each
    // search to its stop at 700 ms of its own, 2100 ms in all, leave 200 ms of 2300.
    const { racers: three } = race([{ ...stops, costAt: () => 20 }, stops, stops], 2300);
    expect(three.map((racer) => racer.wentOnAtMs >= 0)).toEqual([false, true, false]);
  });

  it(`starts no more than ${MAX_RACERS} searches however early they all stop`, () => {
    const quick: Plan = { costAt: () => 10, stagnatesAtMs: 20, heatMs: 10, visitsPerRoute: 10 };
    const { racers, spentMs } = race(
      Array.from({ length: 20 }, () => quick),
      10_000,
    );
    expect(racers).toHaveLength(MAX_RACERS);
    // Then the best of them (the first, at equal cost) goes on to the limit.
    expect(racers.filter((racer) => racer.wentOnAtMs >= 0)).toEqual([racers[0]]);
    expect(spentMs).toBeGreaterThanOrEqual(10_000);
  });

  it('starts no racer after a cancel and returns the plan so far', () => {
    const signal = { aborted: false };
    const plans: Plan[] = [
      {
        costAt: (ms) => {
          if (ms >= 50) signal.aborted = true;
          return 12;
        },
      },
      flat(1),
      flat(1),
    ];
    const { result, racers } = race(plans, 1000, signal);
    expect(racers).toHaveLength(1);
    expect(racers[0]!.ranMs).toBeLessThan(60);
    expect(result.cost).toBe(12);
  });
});

describe('racer seeds', () => {
  it("keeps the request's seed for the first racer and gives the others seeds no other run has", () => {
    const seeds = [1, 2, 3, 4].flatMap((seed) =>
      Array.from({ length: RACE_SIZE }, (_, index) => racerSeed(seed, index)),
    );
    expect(seeds.filter((_, i) => i % RACE_SIZE === 0)).toEqual([1, 2, 3, 4]);
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});

describe('createSearch', () => {
  const large = new Problem(adaptRequest(randomPlanarRequest(5, RACE_MIN_TASKS, 3)).spec);
  const small = new Problem(adaptRequest(randomPlanarRequest(5, RACE_MIN_TASKS - 1, 3)).spec);

  it('races seeds only when a time limit alone ends the search of a large enough request', () => {
    expect(createSearch(large, { timeLimitMs: 1000 })).toBeInstanceOf(SeedRace);
    expect(createSearch(large, { timeLimitMs: 1000, maxIterations: 100 })).toBeInstanceOf(
      SearchEngine,
    );
    expect(createSearch(large, {})).toBeInstanceOf(SearchEngine);
    expect(createSearch(small, { timeLimitMs: 1000 })).toBeInstanceOf(SearchEngine);
  });
});
