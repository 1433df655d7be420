/**
 * Solomon VRPTW benchmark of the playground solver.
 *
 *   npx tsx scripts/bench-solver.ts [--time 10 | --iterations 2000] [--repeat 3]
 *     [--only C1,R2,RC101] [--seed 1] [--json out.json]
 *
 * Runs every instance in ../shared/bench/solomon (or $SOLOMON_DIR) under the Solomon conventions,
 * checks each plan with the independent checker and compares with best-known.csv.
 *
 * --time ends each run on the clock (quality within a budget); --iterations ends it after a fixed
 * number of iterations, so the plan depends only on the seed and the time measures the code's
 * speed. --repeat runs each instance several times with the same seed: the time column is the
 * median wall-clock time, with the spread beside it, and cpu the median CPU time of this
 * process, which other processes on a shared machine stretch much less.
 *
 * It also prints how promptly the search stops, figures the unit tests leave to the bench
 * because they are wall-clock times: how far a time-limited run overshoots its limit, and how
 * long a cancelled search takes to hand back its plan.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Problem } from '../src/solver/model';
import { solveProblem, type SolverResult } from '../src/solver/search';
import { checkSolomonPlan } from '../tests/support/feasibility';
import { describeLoad, machineLoad } from './bench/machineLoad';
import {
  parseBestKnown,
  parseSolomon,
  solomonToProblemSpec,
  type SolomonInstance,
} from './solomon';

interface Row {
  instance: string;
  family: string;
  vehicles: number;
  bestVehicles: number | null;
  distance: number;
  bestDistance: number | null;
  gapPercent: number | null;
  /** Wall-clock, median over the repeats, with the spread. */
  seconds: number;
  secondsMin: number;
  secondsMax: number;
  /** This process's CPU time (user + system), median over the repeats: less stretched by load. */
  cpuSeconds: number;
  iterations: number;
  feasible: boolean;
  violations: string[];
  /** False when a repeat with the same seed returned another plan (expected only under --time). */
  repeatsAgree: boolean;
}

const { values } = parseArgs({
  options: {
    time: { type: 'string' },
    iterations: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});

function familyOf(name: string): string {
  const match = /^(RC|R|C)(\d)/.exec(name);
  return match ? `${match[1]}${match[2]}` : name;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const directory = process.env.SOLOMON_DIR ?? path.resolve(process.cwd(), '../shared/bench/solomon');
const iterationLimit = values.iterations === undefined ? undefined : Number(values.iterations);
const timeLimitSeconds =
  values.time !== undefined ? Number(values.time) : iterationLimit === undefined ? 10 : undefined;
const timeLimitMs = timeLimitSeconds === undefined ? undefined : timeLimitSeconds * 1000;
const repeat = Math.max(1, Number(values.repeat));
const seed = Number(values.seed);
const only = values.only
  ?.split(',')
  .map((s) => s.trim().toUpperCase())
  .filter(Boolean);
const jsonPath = values.json ?? path.resolve(process.cwd(), 'bench/solver-results.json');

const bestKnown = parseBestKnown(readFileSync(path.join(directory, 'best-known.csv'), 'utf8'));
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .filter((file) => {
    const name = file.replace(/\.txt$/, '').toUpperCase();
    return !only || only.some((prefix) => name === prefix || familyOf(name) === prefix);
  });

const loadBefore = machineLoad();
console.log(
  `${timeLimitSeconds === undefined ? '' : `time limit ${timeLimitSeconds} s  `}${
    iterationLimit === undefined ? '' : `${iterationLimit} iterations  `
  }seed ${seed}  ${repeat} run(s) each  ${describeLoad(loadBefore)}\n`,
);

const rows: Row[] = [];
/** Milliseconds past the time limit, for each run that ended on it. */
const overshootsMs: number[] = [];
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `${'instance'.padEnd(8)} ${pad('veh', 4)} ${pad('bk', 3)} ${pad('distance', 9)} ${pad(
    'best',
    9,
  )} ${pad('gap%', 6)} ${pad('time', 6)} ${pad('spread', 11)} ${pad('cpu', 6)} ${pad(
    'iters',
    8,
  )}  check`,
);
const instances: { name: string; instance: SolomonInstance }[] = [];
for (const file of files) {
  const instance = parseSolomon(readFileSync(path.join(directory, file), 'utf8'));
  const name = file.replace(/\.txt$/, '');
  instances.push({ name, instance });
  const problem = new Problem(solomonToProblemSpec(instance));
  const runs: { result: SolverResult; seconds: number; cpuSeconds: number }[] = [];
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = solveProblem(problem, { seed, timeLimitMs, maxIterations: iterationLimit });
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    runs.push({ result, seconds: elapsedMs / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
    if (timeLimitMs !== undefined && result.elapsedMs >= timeLimitMs) {
      overshootsMs.push(elapsedMs - timeLimitMs);
    }
  }
  const { result } = runs[0];
  const plan = (r: SolverResult) => JSON.stringify(r.routes.map((route) => route.visits));
  const repeatsAgree = runs.every((run) => plan(run.result) === plan(result));
  const times = runs.map((run) => run.seconds);
  const elapsed = median(times);
  const cpuSeconds = median(runs.map((run) => run.cpuSeconds));
  const routes = result.routes.map((route) =>
    route.visits.map((visit) => instance.customers[problem.visitTask[visit]].id),
  );
  const check = checkSolomonPlan(instance, routes);
  const best = bestKnown.get(name) ?? null;
  const feasible = check.violations.length === 0;
  const gap = best && feasible ? ((check.distance - best.distance) / best.distance) * 100 : null;
  rows.push({
    instance: name,
    family: familyOf(name),
    vehicles: check.vehicles,
    bestVehicles: best?.vehicles ?? null,
    distance: Number(check.distance.toFixed(2)),
    bestDistance: best?.distance ?? null,
    gapPercent: gap === null ? null : Number(gap.toFixed(2)),
    seconds: Number(elapsed.toFixed(3)),
    secondsMin: Number(Math.min(...times).toFixed(3)),
    secondsMax: Number(Math.max(...times).toFixed(3)),
    cpuSeconds: Number(cpuSeconds.toFixed(3)),
    iterations: result.iterations,
    feasible,
    violations: check.violations.slice(0, 5),
    repeatsAgree,
  });
  const spread = `${Math.min(...times).toFixed(2)}-${Math.max(...times).toFixed(2)}`;
  const verdict = feasible ? 'ok' : `INFEASIBLE: ${check.violations[0]}`;
  console.log(
    `${name.padEnd(8)} ${pad(check.vehicles, 4)} ${pad(best?.vehicles ?? '-', 3)} ${pad(
      check.distance.toFixed(2),
      9,
    )} ${pad(best?.distance.toFixed(2) ?? '-', 9)} ${pad(gap === null ? '-' : gap.toFixed(2), 6)} ${pad(
      elapsed.toFixed(2),
      6,
    )} ${pad(spread, 11)} ${pad(cpuSeconds.toFixed(2), 6)} ${pad(result.iterations, 8)}  ${verdict}${
      repeatsAgree ? '' : '  (repeats differ)'
    }`,
  );
}

interface FamilySummary {
  family: string;
  instances: number;
  vehicles: number;
  bestVehicles: number;
  meanGapPercent: number | null;
  feasible: number;
  /** Sums over the family's instances: distance driven, best-known distance, solve time. */
  totalDistance: number;
  bestDistance: number;
  totalSeconds: number;
}

const families: FamilySummary[] = [];
for (const family of ['C1', 'C2', 'R1', 'R2', 'RC1', 'RC2']) {
  const members = rows.filter((row) => row.family === family);
  if (members.length === 0) continue;
  const gaps = members.map((row) => row.gapPercent).filter((gap): gap is number => gap !== null);
  families.push({
    family,
    instances: members.length,
    vehicles: members.reduce((sum, row) => sum + row.vehicles, 0),
    bestVehicles: members.reduce((sum, row) => sum + (row.bestVehicles ?? 0), 0),
    meanGapPercent: gaps.length
      ? Number((gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2))
      : null,
    feasible: members.filter((row) => row.feasible).length,
    totalDistance: Number(members.reduce((sum, row) => sum + row.distance, 0).toFixed(2)),
    bestDistance: Number(members.reduce((sum, row) => sum + (row.bestDistance ?? 0), 0).toFixed(2)),
    totalSeconds: Number(members.reduce((sum, row) => sum + row.seconds, 0).toFixed(1)),
  });
}
console.log(
  '\nfamily  n  vehicles (best-known)  mean gap %  feasible   distance (best-known)    time s',
);
for (const f of families) {
  console.log(
    `${f.family.padEnd(6)} ${pad(f.instances, 2)}  ${pad(f.vehicles, 8)} (${pad(f.bestVehicles, 4)})        ${pad(
      f.meanGapPercent ?? '-',
      6,
    )}  ${pad(`${f.feasible}/${f.instances}`, 7)}  ${pad(f.totalDistance.toFixed(2), 9)} (${pad(
      f.bestDistance.toFixed(2),
      9,
    )})  ${pad(f.totalSeconds.toFixed(1), 8)}`,
  );
}
const allGaps = rows.map((row) => row.gapPercent).filter((gap): gap is number => gap !== null);
const meanGap = allGaps.length ? allGaps.reduce((a, b) => a + b, 0) / allGaps.length : null;
const feasibleCount = rows.filter((row) => row.feasible).length;
const totalSeconds = rows.reduce((sum, row) => sum + row.seconds, 0);
const totalCpuSeconds = rows.reduce((sum, row) => sum + row.cpuSeconds, 0);
console.log(
  `\nall    ${pad(rows.length, 2)}  vehicles ${rows.reduce((s, r) => s + r.vehicles, 0)} (best-known ${rows.reduce(
    (s, r) => s + (r.bestVehicles ?? 0),
    0,
  )})  mean gap ${meanGap === null ? '-' : meanGap.toFixed(2)} %  feasible ${feasibleCount}/${
    rows.length
  }  time ${totalSeconds.toFixed(2)} s, cpu ${totalCpuSeconds.toFixed(2)} s (sums of medians)`,
);

/**
 * Cancels a search `afterMs` into it, as the worker does on a cancel message, and returns the
 * milliseconds from the cancel to the finished plan (final insertion, local search, checks).
 */
function cancelLatencyMs(instance: SolomonInstance, afterMs: number): number | null {
  const problem = new Problem(solomonToProblemSpec(instance));
  const signal = { aborted: false };
  let cancelledAt: number | null = null;
  solveProblem(problem, {
    seed,
    signal,
    onProgress: (progress) => {
      if (!signal.aborted && progress.elapsedMs >= afterMs) {
        signal.aborted = true;
        cancelledAt = performance.now();
      }
    },
  });
  // A search that ends on its own before `afterMs` was never cancelled: no figure.
  return cancelledAt === null ? null : performance.now() - cancelledAt;
}

const stopFigures = {
  /** Over the runs that ended on the time limit: by how much they passed it. */
  timeLimitOvershootMs:
    overshootsMs.length === 0
      ? null
      : {
          runs: overshootsMs.length,
          median: Number(median(overshootsMs).toFixed(1)),
          max: Number(Math.max(...overshootsMs).toFixed(1)),
        },
  /** Cancel 300 ms into a search of the first instance; several times, for the spread. */
  cancelLatencyMs:
    instances.length === 0
      ? null
      : (() => {
          const samples = Array.from({ length: Math.max(3, repeat) }, () =>
            cancelLatencyMs(instances[0].instance, 300),
          ).filter((sample): sample is number => sample !== null);
          if (samples.length === 0) return null;
          return {
            instance: instances[0].name,
            runs: samples.length,
            median: Number(median(samples).toFixed(1)),
            max: Number(Math.max(...samples).toFixed(1)),
          };
        })(),
};
const { timeLimitOvershootMs: overshoot, cancelLatencyMs: cancel } = stopFigures;
console.log(
  `\nstopping: time limit overshoot ${
    overshoot
      ? `median ${overshoot.median} ms, max ${overshoot.max} ms over ${overshoot.runs} runs`
      : 'n/a'
  }; cancel to plan ${
    cancel
      ? `median ${cancel.median} ms, max ${cancel.max} ms (${cancel.instance}, ${cancel.runs} runs)`
      : 'n/a'
  }`,
);
const loadAfter = machineLoad();
console.log(describeLoad(loadAfter));

mkdirSync(path.dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      timeLimitSeconds: timeLimitSeconds ?? null,
      iterationLimit: iterationLimit ?? null,
      repeat,
      seed,
      machineLoad: { before: loadBefore, after: loadAfter },
      meanGapPercent: meanGap === null ? null : Number(meanGap.toFixed(2)),
      feasible: feasibleCount,
      instances: rows.length,
      totalSeconds: Number(totalSeconds.toFixed(3)),
      totalCpuSeconds: Number(totalCpuSeconds.toFixed(3)),
      stopping: stopFigures,
      families,
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${path.relative(process.cwd(), jsonPath)}`);
