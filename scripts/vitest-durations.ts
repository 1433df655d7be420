/**
 * Rewrites tests/support/vitestDurations.json from the durations Vitest cached on its last run
 * here, so a clean clone starts the slowest test files first (tests/support/
 * slowestFirstSequencer.ts). Run it after `npm run test:unit` when files have been added or have
 * become much slower; a stale entry only changes the order.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { DURATIONS_FILE } from '../tests/support/vitestDurationsFile';

/** Files quicker than this run anywhere in the order without changing the step's length. */
const MIN_MS = 500;

const cacheDir = path.join(__dirname, '../node_modules/.vite/vitest');
const caches = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((dir) => path.join(cacheDir, dir, 'results.json'))
      .filter((file) => existsSync(file))
  : [];
if (caches.length === 0) {
  console.error(`No Vitest results under ${cacheDir}: run \`npm run test:unit\` first.`);
  process.exit(1);
}
const durations = new Map<string, number>();
for (const file of caches) {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as {
    results: [string, { duration?: number }][];
  };
  for (const [key, { duration }] of results) {
    // Keys are `<project>:<path from the root>`; this config has one unnamed project.
    const relative = key.slice(key.indexOf(':') + 1);
    if (duration !== undefined && duration >= MIN_MS) {
      durations.set(relative, Math.round(duration));
    }
  }
}
const sorted = Object.fromEntries([...durations].sort((a, b) => b[1] - a[1]));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${durations.size} test files of ${MIN_MS} ms or more -> ${DURATIONS_FILE}`);
