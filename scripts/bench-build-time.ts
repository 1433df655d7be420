/**
 * `npm run bench:build-time`: this checkout's production build against an earlier tree's,
 * cold, taking turns (scripts/bench/baselineBuildTime.ts). `npm run bench` prints the same
 * table; this runs it alone (about 5 minutes with the default 3 runs, plus `npm ci` in the
 * baseline's worktree the first time).
 *
 *   npx tsx scripts/bench-build-time.ts [--ref d1d261e] [--runs 3]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import {
  BASELINE_REF,
  compareWithBaseline,
  printBaselineComparison,
} from './bench/baselineBuildTime';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    ref: { type: 'string', default: BASELINE_REF },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  process.exit(2);
}
printBaselineComparison(compareWithBaseline(ROOT, { ref: values.ref, runs }));
