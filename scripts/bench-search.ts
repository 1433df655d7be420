/**
 * Local search benchmark on its own (`npm run bench:search`; `npm run bench` measures the same
 * on the build it serves). The measurement is measureSearch() in scripts/bench/search.ts:
 * index size raw and gzip, query latency p50/p95 in Node, and with a production build present,
 * the time in Chromium from the first `/` press to the first rendered hit on the served site.
 * Without a build, the index is built from the sources and the browser part is skipped.
 * Writes bench/search-results.json.
 *
 *   npx tsx scripts/bench-search.ts [--site-dir build] [--rounds 5] [--browser-runs 7]
 *     [--skip-browser] [--port 3419]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { describeLoad, machineLoad } from './bench/machineLoad';
import { describeSearch, measureSearch } from './bench/search';
import { serveBuild, type ServedBuild } from './bench/serveBuild';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      'site-dir': { type: 'string', default: 'build' },
      rounds: { type: 'string', default: '5' },
      'browser-runs': { type: 'string', default: '7' },
      'skip-browser': { type: 'boolean', default: false },
      port: { type: 'string', default: '3419' },
    },
  });
  console.log(`Machine: ${describeLoad(machineLoad())}`);
  const buildDir = path.resolve(root, args['site-dir']);
  const hasBuild = existsSync(path.join(buildDir, 'index.html'));
  let site: ServedBuild | null = null;
  let browserSkipReason: string | undefined;
  if (!hasBuild) browserSkipReason = `no production build in ${buildDir}`;
  else if (args['skip-browser']) browserSkipReason = '--skip-browser';
  else site = await serveBuild(root, buildDir, Number(args.port));
  try {
    const results = await measureSearch({
      root,
      buildDir: hasBuild ? buildDir : null,
      baseUrl: site?.baseUrl ?? null,
      browserSkipReason,
      rounds: Number(args.rounds),
      browserRuns: Number(args['browser-runs']),
    });
    for (const line of describeSearch(results, true)) console.log(line);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'search-results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log('Wrote bench/search-results.json');
  } finally {
    site?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
