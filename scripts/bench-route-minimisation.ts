/**
 * How fast a route minimisation empties routes that the solver's own search leaves, on Solomon
 * instances: Nagata and Bräysy's (scripts/bench/nagataBraysy.ts, the default) or ruin and
 * recreate with late arrivals penalised (`--method time-warp`, scripts/bench/timeWarpSearch.ts).
 * Each run first solves the instance with the public solve() for --start seconds of CPU (with
 * `--start 0`, it starts from one route per customer instead), then minimises routes from that plan
 * for --time seconds of CPU (the time-warp method stops at the best-known count), and prints when
 * each of the last three routes went. Every final plan goes through the independent checker. A
 * measurement for src/solver/README.md, not a search the playground runs.
 *
 *   npm run bench:route-min -- [--only R104,R112] [--seeds 4] [--first-seed 1] [--start 2]
 *     [--time 10] [--method nagata-braysy|time-warp] [--eject 5] [--perturb 1000]
 *     [--dir ../shared/bench/solomon]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solve } from '../src/solver';
import { checkSolomonPlan, readSolomonFile } from '../tests/support/feasibility';
import { createCpuClock } from './bench/cpuClock';
import { mulberry32 } from './bench/mulberry32';
import { minimiseRoutes } from './bench/nagataBraysy';
import { oneRouteEach } from './bench/solomonNodes';
import { timeWarpMinimise } from './bench/timeWarpSearch';
import {
  parseBestKnown,
  parseSolomon,
  solomonToSolveRequest,
  type SolomonInstance,
} from './solomon';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'R104,R112' },
    seeds: { type: 'string', default: '4' },
    'first-seed': { type: 'string', default: '1' },
    start: { type: 'string', default: '2' },
    time: { type: 'string', default: '10' },
    eject: { type: 'string', default: '5' },
    perturb: { type: 'string', default: '1000' },
    method: { type: 'string', default: 'nagata-braysy' },
    dir: { type: 'string' },
  },
});

function positive(value: string, flag: string, integer: boolean, orZero = false): number {
  const number = Number(value);
  const inRange = orZero ? number >= 0 : number > 0;
  if (!inRange || (integer && !Number.isInteger(number))) {
    const what = `${orZero ? 'non-negative' : 'positive'} ${integer ? 'integer' : 'number'}`;
    console.error(`${flag} wants a ${what}, got "${value}"`);
    process.exit(2);
  }
  return number;
}

const directory = path.resolve(
  values.dir ?? path.resolve(process.cwd(), '../shared/bench/solomon'),
);
const seedCount = positive(values.seeds, '--seeds', true);
const firstSeed = positive(values['first-seed'], '--first-seed', true);
const startSeconds = positive(values.start, '--start', false, true);
const seconds = positive(values.time, '--time', false);
const maxEjected = positive(values.eject, '--eject', true);
const perturbMoves = positive(values.perturb, '--perturb', true);
const METHODS = ['nagata-braysy', 'time-warp'];
if (!METHODS.includes(values.method)) {
  console.error(`--method wants one of ${METHODS.join(', ')}, got "${values.method}"`);
  process.exit(2);
}
const timeWarp = values.method === 'time-warp';
const unit = timeWarp ? 'iteration' : 'step';
const names = values.only.split(',').map((name) => name.trim().toUpperCase());
const bestKnown = parseBestKnown(readFileSync(path.join(directory, 'best-known.csv'), 'utf8'));
const files = new Map(
  readdirSync(directory).map((file) => [file.replace(/\.txt$/, '').toUpperCase(), file]),
);

const distanceOf = (check: ReturnType<typeof checkSolomonPlan>) => check.distance.toFixed(2);

/** The plan the public solve() reaches in --start seconds of CPU, as customer ids per route. */
function solvedStart(instance: SolomonInstance, seed: number): number[][] {
  const request = solomonToSolveRequest(instance, { seed, timeLimitSeconds: startSeconds });
  const response = solve(request, { clock: createCpuClock() });
  return response.routes.map((route) =>
    route.stops.filter((stop) => stop.type === 'delivery').map((stop) => Number(stop.id)),
  );
}

const startLabel =
  startSeconds > 0 ? `solve() for ${startSeconds} s of CPU` : 'one route per customer';
console.log(
  `${directory}: ${startLabel}, then route minimisation for ${seconds} s ` +
    (timeWarp
      ? '(ruin and recreate with late arrivals penalised)\n'
      : `(Nagata and Bräysy, at most ${maxEjected} pushed out, ${perturbMoves} random moves)\n`),
);
for (const name of names) {
  const file = files.get(name);
  if (!file) {
    console.error(`no ${name}.txt in ${directory}`);
    process.exit(2);
  }
  const text = readFileSync(path.join(directory, file), 'utf8');
  const instance = parseSolomon(text);
  const checked = readSolomonFile(text);
  const best = bestKnown.get(instance.name) ?? bestKnown.get(name);
  console.log(
    `${name}: best known ${best ? `${best.vehicles} vehicles, ${best.distance}` : 'none'}`,
  );
  for (let seed = firstSeed; seed < firstSeed + seedCount; seed++) {
    const start = startSeconds > 0 ? solvedStart(instance, seed) : oneRouteEach(instance);
    const startCheck = checkSolomonPlan(checked, start);
    const clock = createCpuClock();
    const began = clock();
    const removals: string[] = [];
    const outOfTime = () => clock() - began >= seconds * 1000;
    const onRouteRemoved = (routes: number, steps: number) =>
      removals.push(`${routes} at ${((clock() - began) / 1000).toFixed(1)} s (${unit} ${steps})`);
    const random = mulberry32(seed);
    const result = timeWarp
      ? timeWarpMinimise(instance, start, {
          random,
          outOfTime,
          onRouteRemoved,
          targetRoutes: best?.vehicles,
        })
      : minimiseRoutes(instance, start, {
          random,
          outOfTime,
          maxEjected,
          perturbMoves,
          onRouteRemoved,
        });
    const steps = 'steps' in result ? result.steps : result.iterations;
    const spent = (clock() - began) / 1000;
    const check = checkSolomonPlan(checked, result.routes);
    // From one route per customer nearly every route goes; the last ones are the news.
    const lastRemovals = `${removals.length > 3 ? '…, ' : ''}${removals.slice(-3).join(', ')}`;
    console.log(
      `  seed ${seed}: start ${startCheck.vehicles} routes, ${distanceOf(startCheck)}; ` +
        `${removals.length ? lastRemovals : 'no route removed'}; ` +
        `${(steps / spent).toFixed(0)} ${unit}s/s; ` +
        `end ${check.vehicles} routes, ${distanceOf(check)}` +
        (check.violations.length ? `; INVALID: ${check.violations.slice(0, 3).join('; ')}` : ''),
    );
  }
}
