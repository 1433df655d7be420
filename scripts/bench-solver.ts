/**
 * Solomon VRPTW benchmark of the playground solver, on the path users get.
 *
 *   npx tsx scripts/bench-solver.ts [--time 10 | --iterations 2000] [--seeds 3]
 *     [--only C1,R2,RC101] [--dir ../shared/bench/solomon] [--json out.json]
 *
 * Each instance becomes a Stateless API SolveRequest (an explicit Euclidean matrix, fewest
 * vehicles first) solved by the public solve(); each response's routes are checked under the
 * Solomon conventions at full precision on the instance file as the checker reads it
 * (tests/support/feasibility), so no check trusts the solver's parser. (The request checker,
 * checkPlan, is not used here: the response states whole metres and seconds, as the API
 * does, while the Solomon matrix is fractional, so its per-stop figures would differ by design.)
 * best-known.csv is hierarchical: a run with more vehicles than best-known is "not matched"
 * and has no distance gap; an infeasible or incomplete run is "failed" (scripts/solverBenchScore.ts).
 *
 * --seeds N runs every instance with seeds 1..N (default 3) and prints the mean and the worst.
 * --time ends each run on the clock (default 10 s); --iterations ends it after a fixed number
 * of iterations instead, so the plan depends only on the seed and commits compare without the
 * machine's load in the figures. Beside each run: iterations per second and the load average.
 * --cpu-clock measures --time in the process's CPU time instead, so other work on the machine
 * delays a run but does not shorten its search (the figures then stand for a quiet host).
 * --dir points at another set in Solomon's format (scripts/generate-tuning-set.ts writes one
 * for tuning); without a best-known.csv its instances are unranked.
 * --jobs N solves the instances in N child processes (each its own share of them, so each
 * run's CPU clock is its own process's); the results are the same as in one process.
 *
 * It also prints how promptly the search stops: how far a time-limited run overshoots its
 * limit, and how long a cancelled search takes to hand back its plan.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Problem, solve, solveProblem } from '../src/solver';
import { checkSolomonPlan, readSolomonFile } from '../tests/support/feasibility';
import { createCpuClock } from './bench/cpuClock';
import { describeLoad, machineLoad } from './bench/machineLoad';
import {
  parseBestKnown,
  parseSolomon,
  solomonToProblemSpec,
  solomonToSolveRequest,
  type SolomonInstance,
} from './solomon';
import {
  outcomeOf,
  scoreGroup,
  scoreInstance,
  type InstanceRuns,
  type SeedRun,
} from './solverBenchScore';
import { median } from './bench/median';

const { values } = parseArgs({
  options: {
    time: { type: 'string' },
    iterations: { type: 'string' },
    seeds: { type: 'string', default: '3' },
    only: { type: 'string' },
    dir: { type: 'string' },
    json: { type: 'string' },
    'cpu-clock': { type: 'boolean' },
    jobs: { type: 'string', default: '1' },
    // Set by --jobs on the processes it starts: solve and send each instance's runs, no summary.
    child: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`npm run bench:solver -- [options]

  --time S          seconds per run, ended by the clock (default 10)
  --iterations N    end each run after N iterations instead: same plans on any machine
  --seeds N         seeds 1..N per instance (default 3); mean and worst are printed
  --only LIST       instances or families, e.g. C1,R2,RC101
  --dir DIR         another set in Solomon's format (default ../shared/bench/solomon)
  --json FILE       where to write the results (default bench/solver-results.json)
  --cpu-clock       measure --time in this process's CPU seconds, not wall-clock seconds:
                    a run on a busy machine then gets the search it would get on a quiet one
  --jobs N          solve the instances in N processes at once (default 1); with --cpu-clock
                    each run still gets its CPU seconds, but cores that share caches slow
                    one another a little
  -h, --help        this text`);
  process.exit(0);
}

function familyOf(name: string): string {
  const match = /^(RC|R|C)(\d)/.exec(name);
  return match ? `${match[1]}${match[2]}` : name.replace(/_\d+$/, '');
}

function positiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`${flag} wants a whole number >= 1, got "${value}"`);
    process.exit(2);
  }
  return number;
}

const directory = path.resolve(
  values.dir ?? process.env.SOLOMON_DIR ?? path.resolve(process.cwd(), '../shared/bench/solomon'),
);
const iterationLimit = positiveInteger(values.iterations, '--iterations');
const timeLimitSeconds =
  values.time !== undefined ? Number(values.time) : iterationLimit === undefined ? 10 : undefined;
if (timeLimitSeconds !== undefined && !(timeLimitSeconds > 0)) {
  console.error(`--time wants seconds > 0, got "${values.time}"`);
  process.exit(2);
}
const timeLimitMs = timeLimitSeconds === undefined ? undefined : timeLimitSeconds * 1000;
const seeds = Array.from(
  { length: positiveInteger(values.seeds, '--seeds') ?? 3 },
  (_, i) => i + 1,
);
const only = values.only
  ?.split(',')
  .map((s) => s.trim().toUpperCase())
  .filter(Boolean);
const cpuClock = values['cpu-clock'] === true;
const jobs = positiveInteger(values.jobs, '--jobs') ?? 1;
const isChild = values.child === true;
const jsonPath = values.json ?? path.resolve(process.cwd(), 'bench/solver-results.json');

const bestKnownFile = path.join(directory, 'best-known.csv');
const bestKnown = existsSync(bestKnownFile)
  ? parseBestKnown(readFileSync(bestKnownFile, 'utf8'))
  : new Map<string, never>();
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .filter((file) => {
    const name = file.replace(/\.txt$/, '').toUpperCase();
    return !only || only.some((prefix) => name === prefix || familyOf(name) === prefix);
  });
if (files.length === 0) {
  console.error(`no instances (*.txt) in ${directory}${only ? ` matching ${values.only}` : ''}`);
  process.exit(2);
}

const loadBefore = machineLoad();
if (!isChild)
  console.log(
    `${path.relative(process.cwd(), directory) || '.'}: ${files.length} instances, seeds ${seeds.join(
      ',',
    )}, ${timeLimitSeconds === undefined ? `${iterationLimit} iterations` : `time limit ${timeLimitSeconds} s${cpuClock ? ' of CPU' : ''}`} each  ${describeLoad(loadBefore)}\n`,
  );

const pad = (value: string | number, width: number) => String(value).padStart(width);
const fixed = (value: number | null, digits = 2) =>
  // `+ 0` turns -0 into 0, so a gap of -0.001 % does not print as "-0.00".
  value === null ? '-' : (Number(value.toFixed(digits)) + 0).toFixed(digits);
const header = () =>
  console.log(
    `${'instance'.padEnd(8)} ${pad('bk veh', 6)} ${pad('bk dist', 8)}  ${pad('veh', 9)} ${pad(
      '+veh',
      4,
    )} ${pad('distance', 9)} ${pad('worst', 9)} ${pad('gap%', 6)} ${pad('worst', 6)} ${pad(
      'match',
      5,
    )} ${pad('it/s', 7)} ${pad('load', 5)}  check`,
  );

/** One instance's runs, and by how many milliseconds each run that ended on the limit passed it. */
interface SolvedInstance {
  entry: InstanceRuns;
  overshootsMs: number[];
}

const nameOf = (file: string) => file.replace(/\.txt$/, '');

/** Solves one instance with every seed in this process and prints its line. */
function solveInstance(file: string): SolvedInstance {
  const text = readFileSync(path.join(directory, file), 'utf8');
  const instance = parseSolomon(text);
  const checkerInstance = readSolomonFile(text);
  const name = nameOf(file);
  const best = bestKnown.get(name) ?? null;
  const runs: SeedRun[] = [];
  const overshootsMs: number[] = [];
  for (const seed of seeds) {
    const request = solomonToSolveRequest(instance, { seed, timeLimitSeconds });
    const loadAverage = loadavg()[0];
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    let iterations = 0;
    const response = solve(request, {
      maxIterations: iterationLimit,
      clock: cpuClock ? createCpuClock() : undefined,
      onProgress: (progress) => {
        iterations = progress.iteration;
      },
    });
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    const measuredMs = cpuClock ? (cpu.user + cpu.system) / 1000 : elapsedMs;
    if (timeLimitMs !== undefined && measuredMs >= timeLimitMs)
      overshootsMs.push(measuredMs - timeLimitMs);
    const routes = response.routes.map((route) =>
      route.stops.filter((stop) => stop.type === 'delivery').map((stop) => Number(stop.id)),
    );
    const solomon = checkSolomonPlan(checkerInstance, routes);
    const violations = [
      ...(response.status === 'solved' ? [] : [`status ${response.status}`]),
      ...solomon.violations,
      ...response.unassigned.map((job) => `unserved ${job.id} (${job.reason})`),
    ];
    runs.push({
      seed,
      vehicles: solomon.vehicles,
      distance: solomon.distance,
      violations,
      iterations,
      seconds: elapsedMs / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loadAverage,
    });
  }
  const entry: InstanceRuns = { instance: name, family: familyOf(name), best, runs };
  const score = scoreInstance(entry);
  const failures = runs.filter((run) => outcomeOf(run, best) === 'failed');
  const verdict =
    failures.length === 0
      ? 'ok'
      : `FAILED ${failures.length}/${runs.length}: ${failures[0].violations[0]}`;
  console.log(
    `${name.padEnd(8)} ${pad(best?.vehicles ?? '-', 6)} ${pad(fixed(best?.distance ?? null), 8)}  ${pad(
      `${fixed(score.meanVehicles, 1)}/${score.worstVehicles}`,
      9,
    )} ${pad(score.worstVehicleDifference === null ? '-' : score.worstVehicleDifference, 4)} ${pad(
      fixed(score.meanDistance),
      9,
    )} ${pad(fixed(score.worstDistance), 9)} ${pad(fixed(score.meanGapPercent), 6)} ${pad(
      fixed(score.worstGapPercent),
      6,
    )} ${pad(`${score.matched}/${score.runs}`, 5)} ${pad(Math.round(score.iterationsPerSecond), 7)} ${pad(
      fixed(median(runs.map((run) => run.loadAverage))),
      5,
    )}  ${verdict}`,
  );
  return { entry, overshootsMs };
}

/**
 * Cancels a search `afterMs` into it, as the worker does on a cancel message, and returns the
 * milliseconds from the cancel to the finished plan (final insertion, local search, checks).
 */
function cancelLatencyMs(instance: SolomonInstance, afterMs: number): number | null {
  const problem = new Problem(solomonToProblemSpec(instance));
  const signal = { aborted: false };
  let cancelledAt: number | null = null;
  solveProblem(problem, {
    seed: seeds[0],
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

/**
 * Solves the files in `count` child processes, every `count`-th file in each, and returns their
 * results in the files' order. The children print their instances' lines as they finish.
 */
async function solveInChildren(count: number): Promise<SolvedInstance[]> {
  const solved = new Map<string, SolvedInstance>();
  const shared = [
    '--seeds',
    String(seeds.length),
    '--dir',
    directory,
    ...(iterationLimit !== undefined ? ['--iterations', String(iterationLimit)] : []),
    ...(values.time !== undefined ? ['--time', values.time] : []),
    ...(cpuClock ? ['--cpu-clock'] : []),
  ];
  const shares = Array.from({ length: count }, (_, job) =>
    files.filter((_, index) => index % count === job),
  ).filter((share) => share.length > 0);
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(
            process.argv[1],
            [...shared, '--child', '--only', share.map(nameOf).join(',')],
            { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
          );
          child.on('message', (message: SolvedInstance) =>
            solved.set(message.entry.instance, message),
          );
          child.on('error', reject);
          child.on('exit', (code) => {
            const missing = share.filter((file) => !solved.has(nameOf(file)));
            if (code === 0 && missing.length === 0) resolve();
            else
              reject(
                new Error(
                  `a --jobs process exited with ${code}; no results for ${missing.map(nameOf).join(', ') || 'none'}`,
                ),
              );
          });
        }),
    ),
  );
  return files.map((file) => solved.get(nameOf(file))!);
}

async function main(): Promise<void> {
  if (isChild) {
    for (const file of files) process.send!(solveInstance(file));
    return;
  }
  header();
  const solvedInstances =
    jobs > 1 && files.length > 1 ? await solveInChildren(jobs) : files.map(solveInstance);
  const results = solvedInstances.map((solved) => solved.entry);
  const overshootsMs = solvedInstances.flatMap((solved) => solved.overshootsMs);

  const familyNames = [...new Set(results.map((entry) => entry.family))];
  const groups = [
    ...familyNames.map((family) =>
      scoreGroup(
        family,
        results.filter((entry) => entry.family === family),
      ),
    ),
    scoreGroup('all', results),
  ];
  console.log(
    `\n${'group'.padEnd(6)} ${pad('n', 3)} ${pad('runs', 5)} ${pad('failed', 6)} ${pad(
      'matched veh (mean over seeds)',
      29,
    )} ${pad('mean gap % (matched runs)', 25)} ${pad('worst gap %', 11)} ${pad('vehicles', 8)} ${pad(
      'distance',
      10,
    )}`,
  );
  for (const group of groups) {
    const matched =
      group.ranked === 0
        ? 'unranked'
        : `${fixed(group.matchedInstancesMeanOverSeeds, 1)} of ${group.ranked}`;
    console.log(
      `${group.group.padEnd(6)} ${pad(group.instances, 3)} ${pad(group.runs, 5)} ${pad(
        group.failed,
        6,
      )} ${pad(matched, 29)} ${pad(fixed(group.meanGapPercent), 25)} ${pad(
        fixed(group.worstGapPercent),
        11,
      )} ${pad(fixed(group.totalVehicles, 1), 8)} ${pad(fixed(group.totalDistance, 1), 10)}`,
    );
  }
  const overall = groups[groups.length - 1];
  const totalSeconds = results.reduce(
    (sum, entry) => sum + entry.runs.reduce((s, run) => s + run.seconds, 0),
    0,
  );
  const totalCpuSeconds = results.reduce(
    (sum, entry) => sum + entry.runs.reduce((s, run) => s + run.cpuSeconds, 0),
    0,
  );
  console.log(
    `\ntime ${totalSeconds.toFixed(1)} s, cpu ${totalCpuSeconds.toFixed(1)} s over ${overall.runs} runs`,
  );

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
    cancelLatencyMs: (() => {
      const firstInstance = parseSolomon(readFileSync(path.join(directory, files[0]), 'utf8'));
      const samples = Array.from({ length: 3 }, () => cancelLatencyMs(firstInstance, 300)).filter(
        (sample): sample is number => sample !== null,
      );
      if (samples.length === 0) return null;
      return {
        instance: nameOf(files[0]),
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
        set: path.relative(process.cwd(), directory),
        date: new Date().toISOString(),
        host: {
          cpu: cpus()[0]?.model.trim() ?? 'unknown',
          cores: cpus().length,
          platform: platform(),
          node: process.version,
        },
        path: 'solve() on a Stateless SolveRequest',
        timeLimitSeconds: timeLimitSeconds ?? null,
        clock: cpuClock ? 'process CPU time' : 'wall clock',
        iterationLimit: iterationLimit ?? null,
        seeds,
        machineLoad: { before: loadBefore, after: loadAfter },
        instances: results.length,
        runs: overall.runs,
        failedRuns: overall.failed,
        matchedInstancesMeanOverSeeds: overall.matchedInstancesMeanOverSeeds,
        meanGapPercentOverMatched: overall.meanGapPercent,
        totalSeconds: Number(totalSeconds.toFixed(3)),
        totalCpuSeconds: Number(totalCpuSeconds.toFixed(3)),
        stopping: stopFigures,
        groups,
        instanceScores: results.map(scoreInstance),
        runsByInstance: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), jsonPath)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
