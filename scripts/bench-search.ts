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
 * With --pages N it measures the same on the site plus N generated pages without building them
 * (issue 21): a hard-linked copy of the build in --work-dir whose index is rebuilt in memory
 * with the pages `bench:scale` would add (scripts/bench/scaleSearchIndex.ts), so the client
 * the build ships fetches the larger index. The results then go to
 * bench/search-results-<N>.json.
 *
 *   npx tsx scripts/bench-search.ts [--site-dir build] [--rounds 5] [--browser-runs 7]
 *     [--skip-browser] [--port 3419] [--pages 5000] [--work-dir /tmp/bench-search-scale]
 *     [--index-cache /tmp/scale-index-5000.json]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { describeLoad, machineLoad } from './bench/machineLoad';
import { buildWithScaleIndex } from './bench/scaleSearchIndex';
import { allowedTags } from './bench/scaleSite';
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
      pages: { type: 'string' },
      'work-dir': { type: 'string', default: path.join(tmpdir(), 'bench-search-scale') },
      'index-cache': { type: 'string' },
    },
  });
  console.log(`Machine: ${describeLoad(machineLoad())}`);
  const siteDir = path.resolve(root, args['site-dir']);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(
      `no production build in ${siteDir}: run \`E2E_FIXTURES=true npx docusaurus build\` first (or pass --site-dir)`,
    );
  }
  const pageCount = args.pages === undefined ? null : Number(args.pages);
  if (pageCount !== null && !(Number.isInteger(pageCount) && pageCount >= 0)) {
    throw new Error(`--pages must be a whole number >= 0, got ${args.pages}`);
  }
  let buildDir = siteDir;
  if (pageCount !== null) {
    buildDir = path.resolve(args['work-dir']);
    const started = performance.now();
    const built = buildWithScaleIndex({
      buildDir: siteDir,
      outDir: buildDir,
      pageCount,
      tagKeys: allowedTags(root),
      indexCache: args['index-cache'],
    });
    console.log(
      `Index of the site plus ${pageCount} generated pages: ${built.pages} pages, ${built.sections} sections, in ${buildDir} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
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
    const resultsFile = `search-results${pageCount === null ? '' : `-${pageCount}`}.json`;
    writeFileSync(path.join(root, 'bench', resultsFile), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Wrote bench/${resultsFile}`);
  } finally {
    site?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
