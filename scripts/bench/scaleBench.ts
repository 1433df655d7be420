/**
 * The scale bench (issue 21): for each N, a copy of the site with N generated docs pages
 * (./scaleSite.ts), built cold and measured (./scaleBuild.ts), then its search measured on the
 * result with the search bench's own functions (./search.ts): index bytes, query p95 in Node
 * and "/" to first results in Chromium. Each figure keeps the machine's load beside it.
 * Shared by `npm run bench:scale` (./scale.ts) and `npm run bench -- --scale`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { summariseCpuProfiles, type ProfileSummary } from './cpuProfile';
import { describeLoad, machineLoad, type MachineLoad } from './machineLoad';
import { outputSize, timedScaleBuild, type OutputSize, type ScaleBuildResult } from './scaleBuild';
import { prepareScaleSite } from './scaleSite';
import { measureSearch } from './search';
import { searchIndexBytes, type SearchIndexBytes } from './searchIndexBytes';
import { serveBuild } from './serveBuild';

export const DEFAULT_SCALE_PAGES = [0, 1000, 5000];
/** Issue 21's goals at N = 5,000. */
export const SCALE_GOALS = { peakRssMb: 8 * 1024, perPageRatioTo1000: 1.5 };

/** "0,1000,5000" as page counts; anything else is refused with the reason. */
export function parsePageCounts(value: string): number[] {
  const counts = value.split(',').map((part) => Number(part.trim()));
  const bad = counts.find((count) => !Number.isInteger(count) || count < 0);
  if (counts.length === 0 || bad !== undefined) {
    throw new Error(`--pages takes whole numbers >= 0 separated by commas, got "${value}"`);
  }
  return counts;
}

export interface ScaleBenchOptions {
  root: string;
  pages: readonly number[];
  /** Site copies, builds, logs and profiles go under it. */
  workDir: string;
  port: number;
  /** Copy the site from this commit instead of the working tree. */
  ref?: string;
  searchRounds: number;
  browserRuns: number;
  skipBrowser: boolean;
  cpuProfile: boolean;
  heapMb?: number;
}

export interface ScaleSearch {
  queryP95Ms: number;
  queryCpuP95Ms: number;
  queryLoad: MachineLoad;
  /** "/" to first results, median; null when the browser was skipped. */
  firstResultsColdMs: number | null;
  firstResultsWarmMs: number | null;
  browserLoad: MachineLoad | null;
}

export interface ScaleRow {
  generatedPages: number;
  build: ScaleBuildResult;
  output: OutputSize | null;
  index: SearchIndexBytes | null;
  search: ScaleSearch | { error: string } | null;
  profile: ProfileSummary | null;
  buildDir: string;
}

async function measureRowSearch(
  options: ScaleBenchOptions,
  buildDir: string,
): Promise<ScaleSearch | { error: string }> {
  const site = options.skipBrowser ? null : await serveBuild(options.root, buildDir, options.port);
  try {
    const results = await measureSearch({
      buildDir,
      baseUrl: site?.baseUrl ?? null,
      browserSkipReason: '--skip-browser',
      rounds: options.searchRounds,
      browserRuns: options.browserRuns,
    });
    const browser = 'skipped' in results.browser ? null : results.browser.scenarios;
    return {
      queryP95Ms: results.node.queryP95Ms,
      queryCpuP95Ms: results.node.cpuP95Ms,
      queryLoad: results.node.bestRoundLoad,
      firstResultsColdMs: browser?.cold.firstResultsMedianMs ?? null,
      firstResultsWarmMs: browser?.afterInteraction.firstResultsMedianMs ?? null,
      browserLoad: browser?.cold.medianRunLoad ?? null,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    site?.stop();
  }
}

async function benchOne(options: ScaleBenchOptions, pages: number): Promise<ScaleRow> {
  const siteDir = path.join(options.workDir, `site-${pages}`);
  const buildDir = path.join(options.workDir, `build-${pages}`);
  const profileDir = path.join(options.workDir, `cpu-profile-${pages}`);
  console.log(`\nscale: N = ${pages}: copying the site and generating pages…`);
  prepareScaleSite({ root: options.root, siteDir, pages, ref: options.ref });
  rmSync(profileDir, { recursive: true, force: true });
  if (options.cpuProfile) mkdirSync(profileDir, { recursive: true });
  const build = await timedScaleBuild({
    siteDir,
    outDir: buildDir,
    logFile: path.join(options.workDir, `build-${pages}.log`),
    ...(options.cpuProfile ? { cpuProfileDir: profileDir } : {}),
    ...(options.heapMb === undefined ? {} : { heapMb: options.heapMb }),
  });
  if (!build.ok) {
    console.log(`scale: N = ${pages}: the build FAILED:\n${build.failure}`);
    return {
      generatedPages: pages,
      build,
      output: null,
      index: null,
      search: null,
      profile: null,
      buildDir,
    };
  }
  console.log(`scale: N = ${pages}: built in ${build.wallS.toFixed(0)} s; measuring search…`);
  const profile = options.cpuProfile ? summariseCpuProfiles(profileDir) : null;
  // The copy is no longer needed; the build stays for inspection.
  rmSync(siteDir, { recursive: true, force: true });
  return {
    generatedPages: pages,
    build,
    output: outputSize(buildDir),
    index: searchIndexBytes(buildDir),
    search: await measureRowSearch(options, buildDir),
    profile,
    buildDir,
  };
}

/**
 * Builds and measures each N in turn; a failed build is reported and the next N still runs.
 * `onRow` sees the rows so far after each N, so a long run keeps what it measured.
 */
export async function runScaleBench(
  options: ScaleBenchOptions,
  onRow: (rows: readonly ScaleRow[]) => void = () => undefined,
): Promise<ScaleRow[]> {
  mkdirSync(options.workDir, { recursive: true });
  const rows: ScaleRow[] = [];
  for (const pages of options.pages) {
    rows.push(await benchOne(options, pages));
    onRow(rows);
  }
  return rows;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function load1(load: MachineLoad | null | undefined): string {
  return load ? String(load.loadAverage[0]) : '-';
}

function perPage(row: ScaleRow): { wallMs: number; cpuMs: number } | null {
  if (!row.output) return null;
  return {
    wallMs: (row.build.wallS * 1000) / row.output.htmlPages,
    cpuMs: (row.build.cpuS * 1000) / row.output.htmlPages,
  };
}

/** Prints the table, the goal verdicts and where the time went. */
export function printScale(rows: readonly ScaleRow[]): void {
  const lines: string[] = [];
  const buildTable = rows.map((row) => {
    const page = perPage(row);
    return {
      N: row.generatedPages,
      'HTML pages': row.output?.htmlPages ?? 'build failed',
      'wall s': Number(row.build.wallS.toFixed(0)),
      'CPU s': Number(row.build.cpuS.toFixed(0)),
      'wall ms/page': page ? Number(page.wallMs.toFixed(0)) : '-',
      'CPU ms/page': page ? Number(page.cpuMs.toFixed(0)) : '-',
      'peak RSS 1 proc': mb(row.build.peakRssMb * 1024 * 1024),
      'peak RSS tree': mb(row.build.peakTreeRssMb * 1024 * 1024),
      'load start/end': `${load1(row.build.loadAtStart)}/${load1(row.build.loadAtEnd)}`,
      output: row.output ? mb(row.output.bytes) : '-',
      'main.js gzip': row.output?.mainJsGzipBytes ? kb(row.output.mainJsGzipBytes) : '-',
      'server bundle': row.build.serverBundleBytes ? mb(row.build.serverBundleBytes) : '-',
    };
  });
  const searchTable = rows.map((row) => {
    const search = row.search && !('error' in row.search) ? row.search : null;
    return {
      N: row.generatedPages,
      'index files': row.index?.files ?? '-',
      'index raw': row.index ? mb(row.index.rawBytes) : '-',
      'index gzip': row.index ? kb(row.index.gzipBytes) : '-',
      'largest piece gzip': row.index?.largest ? kb(row.index.largest.gzipBytes) : '-',
      'whole (tools) gzip': row.index?.toolsOnly?.length
        ? kb(row.index.toolsOnly.reduce((sum, file) => sum + file.gzipBytes, 0))
        : '-',
      'query p95 ms': search?.queryP95Ms ?? '-',
      'query CPU p95 ms': search?.queryCpuP95Ms ?? '-',
      'query load': load1(search?.queryLoad),
      '"/" cold ms': search?.firstResultsColdMs ?? '-',
      '"/" warm ms': search?.firstResultsWarmMs ?? '-',
      'browser load': load1(search?.browserLoad),
    };
  });
  console.log(
    '\nScale: builds (N generated docs pages added to the site; per page = build time / HTML pages built; 1-min load average at start and end)',
  );
  console.table(buildTable);
  console.log(
    '\nScale: search (index files as built, gzip level 9; query p95 in Node, best round; "/" to first results in Chromium, median; 1-min load average beside)',
  );
  console.table(searchTable);
  const at = (pages: number) => rows.find((row) => row.generatedPages === pages);
  const big = at(5000);
  const mid = at(1000);
  if (big) {
    const peak = Math.max(big.build.peakRssMb, big.build.peakTreeRssMb);
    lines.push(
      `Goal peak RSS <= ${SCALE_GOALS.peakRssMb / 1024} GB at N = 5,000: ${big.build.ok ? `${(peak / 1024).toFixed(2)} GB, ${peak <= SCALE_GOALS.peakRssMb ? 'met' : 'NOT MET'}` : 'build failed'}`,
    );
  }
  const bigPage = big && perPage(big);
  const midPage = mid && perPage(mid);
  if (bigPage && midPage) {
    const wall = bigPage.wallMs / midPage.wallMs;
    const cpu = bigPage.cpuMs / midPage.cpuMs;
    const verdict = (ratio: number) =>
      ratio <= SCALE_GOALS.perPageRatioTo1000 ? 'met' : 'NOT MET';
    lines.push(
      `Goal time per page at 5,000 <= ${SCALE_GOALS.perPageRatioTo1000}x the 1,000 figure: wall ${wall.toFixed(2)}x (${verdict(wall)}), CPU ${cpu.toFixed(2)}x (${verdict(cpu)})`,
    );
  }
  for (const row of rows) {
    if (row.search && 'error' in row.search) {
      lines.push(`N = ${row.generatedPages}: search not measured: ${row.search.error}`);
    }
    if (!row.build.ok)
      lines.push(`N = ${row.generatedPages}: build failed, log ${row.build.logFile}`);
    const phases = row.build.slowestPhases
      .filter(
        (phase) => phase.label.split(' > ').length <= 3 && !phase.label.startsWith('SSG Worker'),
      )
      .slice(0, 6)
      .map((phase) => `${phase.label} ${phase.seconds.toFixed(1)} s`);
    lines.push(`N = ${row.generatedPages}: slowest Docusaurus phases: ${phases.join('; ')}`);
    if (row.profile) {
      const owners = row.profile.owners
        .slice(0, 10)
        .map((o) => `${o.owner} ${o.inclusiveS.toFixed(1)} s (self ${o.selfS.toFixed(1)} s)`);
      lines.push(
        `N = ${row.generatedPages}: CPU profile (${row.profile.profiles} threads, ${row.profile.totalS.toFixed(0)} s sampled), inclusive: ${owners.join('; ')}`,
      );
      const ours = row.profile.owners
        .filter((o) => o.owner.startsWith('src/plugins/'))
        .map(
          (o) =>
            `${o.owner} ${((100 * o.inclusiveS) / row.profile!.totalS).toFixed(1)} % (self ${((100 * o.selfS) / row.profile!.totalS).toFixed(1)} %)`,
        );
      lines.push(
        `N = ${row.generatedPages}: our plugins' share of the samples, inclusive: ${ours.join('; ')}`,
      );
    }
  }
  lines.push(`(${describeLoad(machineLoad())} at the end)`);
  for (const line of lines) console.log(line);
}
