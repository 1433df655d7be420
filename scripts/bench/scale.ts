/**
 * `npm run bench:scale` (issue 21): builds copies of the site with N generated docs pages and
 * prints build wall and CPU time, time per page, peak RSS, output size, search index bytes,
 * query p95 in Node and "/" to first results in Chromium, with the load average beside each;
 * writes bench/scale-results.json. The working tree is only read. See bench/README.md ("Scale").
 *
 *   npx tsx scripts/bench/scale.ts [--pages 0,1000,5000] [--work-dir /tmp/scale-bench]
 *     [--port 3608] [--ref HEAD] [--search-rounds 3] [--browser-runs 5] [--skip-browser]
 *     [--cpu-prof] [--heap-mb 8192] [--results bench/scale-results.json]
 *   npx tsx scripts/bench/scale.ts --report [--results …]   # prints the results again
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { describeLoad, machineLoad } from './machineLoad';
import { summariseCpuProfiles } from './cpuProfile';
import { outputSize } from './scaleBuild';
import {
  DEFAULT_SCALE_PAGES,
  parsePageCounts,
  printScale,
  runScaleBench,
  type ScaleRow,
} from './scaleBench';

const ROOT = path.resolve(__dirname, '../..');

/** The last results; an output measured by an older version is measured again if still there. */
function readScaleResults(file: string): { rows: ScaleRow[] } {
  if (!existsSync(file)) throw new Error(`no ${file}: run \`npm run bench:scale\` first`);
  const results = JSON.parse(readFileSync(file, 'utf8')) as { rows: ScaleRow[] };
  for (const row of results.rows) {
    if (row.output && row.output.mainJsGzipBytes === undefined && existsSync(row.buildDir)) {
      row.output = outputSize(row.buildDir);
    }
    const profileDir = path.join(path.dirname(row.buildDir), `cpu-profile-${row.generatedPages}`);
    if (row.profile && existsSync(profileDir)) row.profile = summariseCpuProfiles(profileDir);
  }
  return results;
}

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`--${name} takes a whole number >= 1, got "${value}"`);
  }
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: DEFAULT_SCALE_PAGES.join(',') },
      'work-dir': { type: 'string', default: path.join(tmpdir(), 'scale-bench') },
      port: { type: 'string', default: '3608' },
      ref: { type: 'string' },
      'search-rounds': { type: 'string', default: '3' },
      'browser-runs': { type: 'string', default: '5' },
      'skip-browser': { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      'heap-mb': { type: 'string' },
      report: { type: 'boolean', default: false },
      results: { type: 'string', default: 'bench/scale-results.json' },
    },
  });
  const resultsFile = path.resolve(ROOT, values.results);
  if (values.report) {
    printScale(readScaleResults(resultsFile).rows);
    return;
  }
  console.log(`bench:scale: ${describeLoad(machineLoad())}`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const save = (rows: readonly ScaleRow[]) => {
    const results = { measuredAt: new Date().toISOString(), machine: machineLoad(), rows };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  };
  const rows = await runScaleBench(
    {
      root: ROOT,
      pages: parsePageCounts(values.pages),
      workDir: path.resolve(values['work-dir']),
      port: positive('port', values.port),
      ...(values.ref === undefined ? {} : { ref: values.ref }),
      searchRounds: positive('search-rounds', values['search-rounds']),
      browserRuns: positive('browser-runs', values['browser-runs']),
      skipBrowser: values['skip-browser'],
      cpuProfile: values['cpu-prof'],
      ...(values['heap-mb'] === undefined
        ? {}
        : { heapMb: positive('heap-mb', values['heap-mb']) }),
    },
    save,
  );
  printScale(rows);
  console.log(`\nwrote ${path.relative(ROOT, resultsFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
