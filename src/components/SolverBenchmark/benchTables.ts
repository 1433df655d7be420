/**
 * Turns the solver bench's results file (bench/solver-results.json, written by
 * `npm run bench:solver`) into the rows the docs page shows. Only the fields read here are
 * typed, so the page keeps building when the bench adds figures.
 */

export interface BenchGroup {
  group: string;
  instances: number;
  runs: number;
  failed: number;
  ranked: number;
  matchedInstancesMeanOverSeeds: number;
  meanGapPercent: number | null;
  worstGapPercent: number | null;
}

export interface BenchInstanceScore {
  instance: string;
  family: string;
  runs: number;
  failed: number;
  matched: number;
  meanVehicles: number;
  worstVehicles: number;
  meanDistance: number;
  meanGapPercent: number | null;
  worstGapPercent: number | null;
}

export interface BenchResults {
  date?: string;
  host?: { cpu: string; cores: number; platform: string; node: string };
  clock?: string;
  timeLimitSeconds: number | null;
  iterationLimit: number | null;
  seeds: number[];
  instances: number;
  runs: number;
  failedRuns: number;
  groups: BenchGroup[];
  instanceScores: BenchInstanceScore[];
  runsByInstance: { instance: string; best: { vehicles: number; distance: number } | null }[];
}

export interface FamilyRow {
  family: string;
  instances: string;
  matched: string;
  meanGap: string;
  worstGap: string;
  failed: string;
}

export interface InstanceRow {
  instance: string;
  family: string;
  bestVehicles: string;
  bestDistance: string;
  vehicles: string;
  matched: string;
  meanDistance: string;
  meanGap: string;
  worstGap: string;
}

/** The columns of each table, in order: the page and its Markdown twin print the same. */
export const FAMILY_COLUMNS: readonly { key: keyof FamilyRow; label: string }[] = [
  { key: 'family', label: 'Family' },
  { key: 'instances', label: 'Instances' },
  { key: 'matched', label: 'At best-known vehicles (mean over seeds)' },
  { key: 'meanGap', label: 'Mean distance gap' },
  { key: 'worstGap', label: 'Worst run' },
  { key: 'failed', label: 'Failed runs' },
];

export const INSTANCE_COLUMNS: readonly { key: keyof InstanceRow; label: string }[] = [
  { key: 'instance', label: 'Instance' },
  { key: 'bestVehicles', label: 'Best-known vehicles' },
  { key: 'bestDistance', label: 'Best-known distance' },
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'matched', label: 'Runs at best-known vehicles' },
  { key: 'meanDistance', label: 'Mean distance' },
  { key: 'meanGap', label: 'Mean gap' },
  { key: 'worstGap', label: 'Worst gap' },
];

/** A percentage to two decimals, without a "-0.00" for a gap of a hair below best-known. */
export function percent(value: number | null): string {
  if (value === null) return '–';
  return `${(Number(value.toFixed(2)) + 0).toFixed(2)} %`;
}

export function familyRows(results: BenchResults): FamilyRow[] {
  return results.groups.map((group) => ({
    family: group.group === 'all' ? 'All' : group.group,
    instances: String(group.instances),
    matched:
      group.ranked === 0
        ? 'unranked'
        : `${group.matchedInstancesMeanOverSeeds.toFixed(1)} of ${group.ranked}`,
    meanGap: percent(group.meanGapPercent),
    worstGap: percent(group.worstGapPercent),
    failed: `${group.failed} of ${group.runs}`,
  }));
}

export function instanceRows(results: BenchResults): InstanceRow[] {
  const best = new Map(results.runsByInstance.map((entry) => [entry.instance, entry.best]));
  return results.instanceScores.map((score) => {
    const known = best.get(score.instance) ?? null;
    return {
      instance: score.instance,
      family: score.family,
      bestVehicles: known ? String(known.vehicles) : '–',
      bestDistance: known ? known.distance.toFixed(2) : '–',
      vehicles:
        Math.abs(score.worstVehicles - score.meanVehicles) < 1e-9
          ? String(score.worstVehicles)
          : `${score.meanVehicles.toFixed(1)} (worst ${score.worstVehicles})`,
      matched: `${score.matched} of ${score.runs}`,
      meanDistance: score.meanDistance.toFixed(2),
      meanGap: percent(score.meanGapPercent),
      worstGap: percent(score.worstGapPercent),
    };
  });
}

/** One sentence on how the figures were measured: budget, seeds, clock, host and date. */
export function runDescription(results: BenchResults): string {
  const budget =
    results.timeLimitSeconds !== null
      ? `${results.timeLimitSeconds} s${results.clock === 'process CPU time' ? ' of CPU time' : ''}`
      : `${results.iterationLimit ?? '?'} iterations`;
  const seeds =
    results.seeds.length === 1
      ? `seed ${results.seeds[0]}`
      : `seeds ${results.seeds[0]}–${results.seeds[results.seeds.length - 1]}`;
  const host = results.host
    ? ` on ${results.host.cpu} (${results.host.cores} cores, ${results.host.platform}, Node.js ${results.host.node})`
    : '';
  const date = results.date ? `, ${results.date.slice(0, 10)}` : '';
  return `${results.instances} instances, ${seeds}, ${budget} per run, ${results.runs} runs (${results.failedRuns} failed)${host}${date}.`;
}
