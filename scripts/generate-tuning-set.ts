/**
 * Writes a set of Solomon-format VRPTW instances for tuning the solver, so its defaults are not
 * tuned on the 56 Solomon instances the bench reports (those stay the test set).
 *
 *   npx tsx scripts/generate-tuning-set.ts [--out $TMPDIR/solver-tuning-set] [--seed 2026]
 *   npx tsx scripts/bench-solver.ts --dir $TMPDIR/solver-tuning-set --iterations 4000
 *
 * The layouts follow Solomon's (1987) construction as his paper describes it: customers random
 * (R), in clusters (C) or half and half (RC); short horizons with small vehicles (type 1) or
 * long horizons with large vehicles (type 2); a share of customers with a time window (25 to
 * 100 %) centred on a time the vehicle can reach and return from. Sizes: 100 and 200 customers.
 * The same seed writes the same files on every machine (its own PRNG, no Math.random).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { mulberry32 } from './bench/mulberry32';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(tmpdir(), 'solver-tuning-set') },
    seed: { type: 'string', default: '2026' },
  },
});

type Layout = 'R' | 'C' | 'RC';
type Horizon = 1 | 2;

interface Shape {
  layout: Layout;
  horizon: Horizon;
  customers: number;
}

/** Solomon's horizons, capacities and service times per family (his R1/R2, C1/C2, RC1/RC2). */
const FAMILY = {
  R1: { due: 230, capacity: 200, service: 10, halfWidth: [5, 30] },
  R2: { due: 1000, capacity: 1000, service: 10, halfWidth: [30, 250] },
  C1: { due: 1236, capacity: 200, service: 90, halfWidth: [10, 60] },
  C2: { due: 3390, capacity: 700, service: 90, halfWidth: [80, 320] },
  RC1: { due: 240, capacity: 200, service: 10, halfWidth: [5, 30] },
  RC2: { due: 960, capacity: 1000, service: 10, halfWidth: [30, 240] },
} as const;

function instanceText(shape: Shape, index: number, random: () => number): string {
  const family = FAMILY[`${shape.layout}${shape.horizon}`];
  const side = shape.customers <= 100 ? 100 : 150;
  const depot = { x: side / 2, y: side / 2 };
  const uniform = (low: number, high: number) => low + (high - low) * random();
  const clusterCentres = Array.from({ length: Math.max(8, shape.customers / 10) }, () => ({
    x: uniform(10, side - 10),
    y: uniform(10, side - 10),
  }));
  const clustered = () => {
    const centre = clusterCentres[Math.floor(random() * clusterCentres.length)];
    // Box-Muller: normal offsets with a 4-unit spread keep a cluster tight, as in C1/C2.
    const radius = 4 * Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    const clamp = (v: number) => Math.min(side, Math.max(0, v));
    return {
      x: clamp(centre.x + radius * Math.cos(angle)),
      y: clamp(centre.y + radius * Math.sin(angle)),
    };
  };
  const windowShare = [0.25, 0.5, 0.75, 1][index % 4];
  const rows: string[] = [];
  rows.push(`  0 ${pad(depot.x)} ${pad(depot.y)}      0       0 ${pad(family.due)}       0`);
  for (let id = 1; id <= shape.customers; id++) {
    const useCluster = shape.layout === 'C' || (shape.layout === 'RC' && id <= shape.customers / 2);
    const point = useCluster ? clustered() : { x: uniform(0, side), y: uniform(0, side) };
    const x = Math.round(point.x);
    const y = Math.round(point.y);
    const demand = shape.layout === 'C' ? 10 * Math.ceil(uniform(0, 4)) : Math.ceil(uniform(0, 40));
    const fromDepot = Math.ceil(Math.hypot(x - depot.x, y - depot.y));
    const latestStart = family.due - fromDepot - family.service;
    let ready = 0;
    let due = latestStart;
    if (random() < windowShare && latestStart > fromDepot) {
      const centre = uniform(fromDepot, latestStart);
      const half = uniform(family.halfWidth[0], family.halfWidth[1]);
      ready = Math.max(0, Math.round(centre - half));
      due = Math.min(latestStart, Math.round(centre + half));
      if (due < fromDepot) due = fromDepot;
    }
    rows.push(
      `${pad(id, 3)} ${pad(x)} ${pad(y)} ${pad(demand)} ${pad(ready)} ${pad(due)} ${pad(family.service)}`,
    );
  }
  const name = fileName(shape, index);
  return [
    name,
    '',
    'VEHICLE',
    'NUMBER     CAPACITY',
    `${pad(Math.ceil(shape.customers / 4), 5)} ${pad(family.capacity, 10)}`,
    '',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE TIME',
    '',
    ...rows,
    '',
  ].join('\n');
}

function pad(value: number, width = 7): string {
  return String(value).padStart(width);
}

function fileName(shape: Shape, index: number): string {
  return `${shape.layout}${shape.horizon}_${shape.customers}_${String(index + 1).padStart(2, '0')}`;
}

const seed = Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error(`--seed wants a whole number, got "${values.seed}"`);
  process.exit(2);
}
const random = mulberry32(seed);
mkdirSync(values.out, { recursive: true });
let written = 0;
for (const customers of [100, 200]) {
  for (const layout of ['R', 'C', 'RC'] as const) {
    for (const horizon of [1, 2] as const) {
      for (let index = 0; index < 2; index++) {
        const shape = { layout, horizon, customers };
        writeFileSync(
          path.join(values.out, `${fileName(shape, index)}.txt`),
          instanceText(shape, index, random),
        );
        written++;
      }
    }
  }
}
console.log(`wrote ${written} instances (seed ${seed}) to ${values.out}`);
