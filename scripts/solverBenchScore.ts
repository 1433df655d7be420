/**
 * How the solver bench scores runs against best-known.csv, which ranks hierarchically: fewest
 * vehicles first, then distance. A distance gap compares like with like only when the vehicle
 * count equals the best-known one, so a run with an extra vehicle is "not matched" and never
 * contributes a (small or negative) gap; an infeasible or incomplete run is "failed".
 */
import type { BestKnown } from './solomon';

export interface SeedRun {
  seed: number;
  vehicles: number;
  distance: number;
  /** Empty when the independent checks found nothing wrong and every customer is served. */
  violations: string[];
  iterations: number;
  seconds: number;
  cpuSeconds: number;
  /** One-minute load average when the run started: the machine's share of the timing. */
  loadAverage: number;
}

/** 'unranked': the instance has no best-known value (the generated tuning set). */
export type RunOutcome = 'failed' | 'more vehicles' | 'matched' | 'fewer vehicles' | 'unranked';

export interface InstanceRuns {
  instance: string;
  family: string;
  best: BestKnown | null;
  runs: SeedRun[];
}

export function outcomeOf(run: SeedRun, best: BestKnown | null): RunOutcome {
  if (run.violations.length > 0) return 'failed';
  if (best === null) return 'unranked';
  if (run.vehicles > best.vehicles) return 'more vehicles';
  return run.vehicles < best.vehicles ? 'fewer vehicles' : 'matched';
}

/** Distance gap in percent, only for a run with exactly the best-known vehicle count. */
export function gapOf(run: SeedRun, best: BestKnown | null): number | null {
  if (best === null || outcomeOf(run, best) !== 'matched') return null;
  return ((run.distance - best.distance) / best.distance) * 100;
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export interface InstanceScore {
  instance: string;
  family: string;
  runs: number;
  failed: number;
  /** Runs with the best-known vehicle count (or fewer). */
  matched: number;
  meanVehicles: number;
  worstVehicles: number;
  /** Worst run's vehicles minus best-known (positive: more vehicles than best-known). */
  worstVehicleDifference: number | null;
  meanDistance: number;
  worstDistance: number;
  /** Over the matched runs only; null when no run matched. */
  meanGapPercent: number | null;
  worstGapPercent: number | null;
  iterationsPerSecond: number;
}

export function scoreInstance({ instance, family, best, runs }: InstanceRuns): InstanceScore {
  const outcomes = runs.map((run) => outcomeOf(run, best));
  const gaps = runs.map((run) => gapOf(run, best)).filter((gap): gap is number => gap !== null);
  const vehicles = runs.map((run) => run.vehicles);
  const distances = runs.map((run) => run.distance);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    instance,
    family,
    runs: runs.length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
    matched: outcomes.filter((o) => o === 'matched' || o === 'fewer vehicles').length,
    meanVehicles: mean(vehicles) ?? 0,
    worstVehicles: Math.max(...vehicles),
    worstVehicleDifference: best === null ? null : Math.max(...vehicles) - best.vehicles,
    meanDistance: mean(distances) ?? 0,
    worstDistance: Math.max(...distances),
    meanGapPercent: mean(gaps),
    worstGapPercent: gaps.length === 0 ? null : Math.max(...gaps),
    iterationsPerSecond:
      seconds > 0 ? runs.reduce((sum, run) => sum + run.iterations, 0) / seconds : 0,
  };
}

export interface GroupScore {
  group: string;
  instances: number;
  runs: number;
  failed: number;
  /** Instances that have a best-known value; the rest (a tuning set) are compared by totals. */
  ranked: number;
  /** Sums over the group's instances of each instance's mean over seeds. */
  totalVehicles: number;
  totalDistance: number;
  /** Instances with the best-known vehicle count, averaged over seeds (the goal's measure). */
  matchedInstancesMeanOverSeeds: number;
  /** Mean distance gap over every matched run of the group; null when none matched. */
  meanGapPercent: number | null;
  worstGapPercent: number | null;
}

export function scoreGroup(group: string, members: InstanceRuns[]): GroupScore {
  const seeds = [...new Set(members.flatMap((member) => member.runs.map((run) => run.seed)))];
  const matchedPerSeed = seeds.map(
    (seed) =>
      members.filter((member) => {
        const run = member.runs.find((candidate) => candidate.seed === seed);
        if (!run) return false;
        const outcome = outcomeOf(run, member.best);
        return outcome === 'matched' || outcome === 'fewer vehicles';
      }).length,
  );
  const gaps = members.flatMap((member) =>
    member.runs.map((run) => gapOf(run, member.best)).filter((gap): gap is number => gap !== null),
  );
  const allRuns = members.flatMap((member) => member.runs.map((run) => ({ run, member })));
  return {
    group,
    instances: members.length,
    runs: allRuns.length,
    failed: allRuns.filter(({ run, member }) => outcomeOf(run, member.best) === 'failed').length,
    ranked: members.filter((member) => member.best !== null).length,
    totalVehicles: members.reduce(
      (sum, member) => sum + (mean(member.runs.map((run) => run.vehicles)) ?? 0),
      0,
    ),
    totalDistance: members.reduce(
      (sum, member) => sum + (mean(member.runs.map((run) => run.distance)) ?? 0),
      0,
    ),
    matchedInstancesMeanOverSeeds: mean(matchedPerSeed) ?? 0,
    meanGapPercent: mean(gaps),
    worstGapPercent: gaps.length === 0 ? null : Math.max(...gaps),
  };
}
