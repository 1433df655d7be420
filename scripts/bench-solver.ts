/**
 * Solomon VRPTW benchmark of the playground solver.
 *
 *   npx tsx scripts/bench-solver.ts [--time 10] [--only C1,R2,RC101] [--seed 1] [--json out.json]
 *
 * Runs every instance in ../shared/bench/solomon (or $SOLOMON_DIR) under the Solomon conventions,
 * checks each plan with the independent checker and compares with best-known.csv.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Problem } from '../src/solver/model';
import { solveProblem } from '../src/solver/search';
import { checkSolomonPlan } from '../tests/support/feasibility';
import { parseBestKnown, parseSolomon, solomonToProblemSpec } from './solomon';

interface Row {
  instance: string;
  family: string;
  vehicles: number;
  bestVehicles: number | null;
  distance: number;
  bestDistance: number | null;
  gapPercent: number | null;
  seconds: number;
  iterations: number;
  feasible: boolean;
  violations: string[];
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function familyOf(name: string): string {
  const match = /^(RC|R|C)(\d)/.exec(name);
  return match ? `${match[1]}${match[2]}` : name;
}

const directory = process.env.SOLOMON_DIR ?? path.resolve(process.cwd(), '../shared/bench/solomon');
const seconds = Number(argument('time') ?? 10);
const seed = Number(argument('seed') ?? 1);
const only = argument('only')
  ?.split(',')
  .map((s) => s.trim().toUpperCase())
  .filter(Boolean);
const jsonPath = argument('json') ?? path.resolve(process.cwd(), 'bench/solver-results.json');

const bestKnown = parseBestKnown(readFileSync(path.join(directory, 'best-known.csv'), 'utf8'));
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .filter((file) => {
    const name = file.replace(/\.txt$/, '').toUpperCase();
    return !only || only.some((prefix) => name === prefix || familyOf(name) === prefix);
  });

const rows: Row[] = [];
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `${'instance'.padEnd(8)} ${pad('veh', 4)} ${pad('bk', 3)} ${pad('distance', 9)} ${pad(
    'best',
    9,
  )} ${pad('gap%', 6)} ${pad('time', 6)} ${pad('iters', 8)}  check`,
);
for (const file of files) {
  const instance = parseSolomon(readFileSync(path.join(directory, file), 'utf8'));
  const name = file.replace(/\.txt$/, '');
  const problem = new Problem(solomonToProblemSpec(instance));
  const started = performance.now();
  const result = solveProblem(problem, { seed, timeLimitMs: seconds * 1000 });
  const elapsed = (performance.now() - started) / 1000;
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
    seconds: Number(elapsed.toFixed(2)),
    iterations: result.iterations,
    feasible,
    violations: check.violations.slice(0, 5),
  });
  console.log(
    `${name.padEnd(8)} ${pad(check.vehicles, 4)} ${pad(best?.vehicles ?? '-', 3)} ${pad(
      check.distance.toFixed(2),
      9,
    )} ${pad(best?.distance.toFixed(2) ?? '-', 9)} ${pad(gap === null ? '-' : gap.toFixed(2), 6)} ${pad(
      elapsed.toFixed(1),
      6,
    )} ${pad(result.iterations, 8)}  ${feasible ? 'ok' : `INFEASIBLE: ${check.violations[0]}`}`,
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
console.log(
  `\nall    ${pad(rows.length, 2)}  vehicles ${rows.reduce((s, r) => s + r.vehicles, 0)} (best-known ${rows.reduce(
    (s, r) => s + (r.bestVehicles ?? 0),
    0,
  )})  mean gap ${meanGap === null ? '-' : meanGap.toFixed(2)} %  feasible ${feasibleCount}/${rows.length}`,
);

mkdirSync(path.dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      timeLimitSeconds: seconds,
      seed,
      meanGapPercent: meanGap === null ? null : Number(meanGap.toFixed(2)),
      feasible: feasibleCount,
      instances: rows.length,
      families,
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${path.relative(process.cwd(), jsonPath)}`);
