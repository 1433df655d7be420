/**
 * Local search benchmark on its own (`npm run bench:search`; `npm run bench` measures the same
 * on the build it serves). The measurement is measureSearch() in scripts/bench/search.ts:
 * index size raw and gzip and query latency p50/p95 in Node, on the index a production build
 * ships, and the time in Chromium from the first `/` press to the first rendered hit on the
 * served build, twice: cold ("/" is the reader's first interaction, so the index loads after it)
 * and after a pointer move has let the idle-time warm-up finish. Needs the build
 * (`E2E_FIXTURES=true npx docusaurus build`, or --site-dir).
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
import { serveBuild } from './bench/serveBuild';

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
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(
      `no production build in ${buildDir}: run \`E2E_FIXTURES=true npx docusaurus build\` first (or pass --site-dir)`,
    );
  }
  const site = args['skip-browser'] ? null : await serveBuild(root, buildDir, Number(args.port));
  const browserSkipReason = site === null ? '--skip-browser' : undefined;
  try {
    const results = await measureSearch({
      buildDir,
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
