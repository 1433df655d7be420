/**
 * The site's quality benchmark (`npm run bench`): build times (Rspack/SWC cold and warm, one
 * webpack build as a ratio, and the bare Docusaurus site of bench/bare-site cold), first-load
 * JS per page type measured in Chromium, Lighthouse mobile (median of N runs) of our pages and
 * of the bare site's, with the ratio ours/bare, the firebase bytes with identity unconfigured
 * and configured, search (index size, query latency in Node, "/" to first results on the
 * served build; see scripts/bench/search.ts) and the solver figures its own bench left in
 * bench/. Prints tables and writes bench/results.json. See bench/README.md.
 *
 *   npx tsx scripts/bench.ts [--skip-build] [--dir /tmp/build-bench]
 *     [--configured-dir /tmp/build-bench-identity] [--bare-dir /tmp/build-bench-bare]
 *     [--port 3499] [--lighthouse-runs 3] [--search-rounds 5] [--search-browser-runs 7]
 *     [--scale [--scale-pages 0,1000,5000]] [--baseline-ref d1d261e] [--baseline-runs 3]
 *     [--lighthouse-only] [--lighthouse-pages "home,plain doc,/api-portal/routing"]
 *
 * Without --skip-build it builds the default site into --dir (timed), the bare site into
 * --bare-dir (timed) and the site with identity configured into --configured-dir. With
 * --skip-build it measures the builds found there; a missing configured build leaves the
 * configured firebase figures out, a missing bare build the bare site's figures. The builds
 * also include the build-time comparison with the tree before issue #17 (--baseline-ref, taking
 * turns --baseline-runs times; 0 skips it; scripts/bench/baselineBuildTime.ts). --scale adds
 * the scale bench (scripts/bench/scaleBench.ts, `npm run bench:scale`) at the end: site copies
 * with generated pages, built and measured (30+ minutes more).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import {
  BASELINE_REF,
  compareWithBaseline,
  printBaselineComparison,
  type BaselineComparison,
} from './bench/baselineBuildTime';
import {
  FIRST_LOAD_PAGES,
  FIRST_LOAD_REPORT_PATHS,
  measureFirstLoadJs,
  type FirstLoadJs,
} from '../tests/quality/firstLoadJs';
import { bareLighthousePages, barePageFor, interleavedSchedule } from './bench/bareSite';
import {
  benchBuilds,
  buildBareSite,
  buildConfiguredSite,
  GENERATED_DIR,
  type BuildTiming,
  type BuildTimes,
} from './bench/builds';
import { keepOffline, launchChromium } from './bench/chromium';
import { describeCompanions, readCompanions } from './bench/companions';
import {
  firebaseChunkPaths,
  measureFirebasePage,
  type FirebasePageLoad,
} from './bench/firebaseBytes';
import { benchHeaders, describeHeaders, type PageHeaders } from './bench/headers';
import {
  benchLighthouse,
  ourLighthousePages,
  type BenchPage,
  type LighthouseRow,
} from './bench/lighthouse';
import { lighthouseGoals } from './bench/lighthouseGoals';
import { describeLoad, machineLoad, type MachineLoad } from './bench/machineLoad';
import { describeSearch, measureSearch, type SearchBenchResults } from './bench/search';
import { serveBuild } from './bench/serveBuild';
import { readBuildStats, type TwinsBuildStats } from '../src/plugins/markdown-twins/buildStats';
import {
  DEFAULT_SCALE_PAGES,
  parsePageCounts,
  printScale,
  runScaleBench,
  type ScaleRow,
} from './bench/scaleBench';

/** What a section of bench/results.json says when --lighthouse-only left it out. */
const ONLY_LIGHTHOUSE = 'skipped (--lighthouse-only)';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One line on what the Markdown twins cost the last bench build (src/plugins/markdown-twins). */
function describeTwins(stats: TwinsBuildStats | null): string {
  if (stats === null) return 'not measured (no bench build has run the markdown-twins plugin)';
  return `${stats.twins} twins, llms.txt and llms-full.txt: ${(stats.bytes / 1024).toFixed(0)} KB written (llms-full.txt ${(stats.llmsFullTxtBytes / 1024).toFixed(0)} KB), generated in ${stats.generateMs} ms (${stats.generateCpuMs} ms CPU)`;
}

interface Measured<T> {
  load: MachineLoad;
  rows: T;
}

async function measured<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const load = machineLoad();
  return { load, rows: await work() };
}

async function benchFirstLoad(baseUrl: string, paths: readonly string[]): Promise<FirstLoadJs[]> {
  const browser = await launchChromium();
  try {
    const results: FirstLoadJs[] = [];
    for (const urlPath of paths) {
      const context = await browser.newContext({ baseURL: baseUrl });
      await keepOffline(context, baseUrl);
      results.push(await measureFirstLoadJs(await context.newPage(), urlPath));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function benchFirebase(baseUrl: string, buildDir: string): Promise<FirebasePageLoad[]> {
  const firebasePaths = firebaseChunkPaths(buildDir);
  const browser = await launchChromium();
  try {
    const rows: FirebasePageLoad[] = [];
    for (const target of FIRST_LOAD_PAGES) {
      rows.push(await measureFirebasePage(browser, baseUrl, target.path, firebasePaths));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function pageName(urlPath: string): string {
  return FIRST_LOAD_PAGES.find((target) => target.path === urlPath)?.name ?? urlPath;
}

function printBuilds(
  builds: BuildTimes,
  bare: BuildTiming | null,
  configured: BuildTiming | null,
): void {
  console.log(
    '\nBuild (wall-clock and CPU seconds; CPU time is what other processes barely change)',
  );
  const row = (timing: BuildTiming) => ({
    'wall s': timing.wallS.toFixed(1),
    'CPU s': timing.cpuS === null ? 'n/a' : timing.cpuS.toFixed(1),
    'load at start': describeLoad(timing.load),
  });
  const ratio = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
  console.table({
    'Rspack/SWC cold': row(builds.rspackCold),
    'Rspack/SWC warm': row(builds.rspackWarm),
    'webpack (cold)': row(builds.webpack),
    'webpack / Rspack cold': {
      'wall s': ratio(builds.webpackToRspackColdRatio),
      'CPU s': ratio(builds.webpackToRspackColdCpuRatio),
      'load at start': '',
    },
    ...(bare === null
      ? {}
      : {
          'bare site (Rspack/SWC cold)': row(bare),
          'ours / bare, cold': {
            'wall s': ratio(builds.rspackCold.wallS / bare.wallS),
            'CPU s': ratio(
              builds.rspackCold.cpuS !== null && bare.cpuS !== null
                ? builds.rspackCold.cpuS / bare.cpuS
                : null,
            ),
            'load at start': '',
          },
        }),
    ...(configured === null ? {} : { 'identity configured (no cache)': row(configured) }),
  });
}

function printFirstLoad(firstLoad: Measured<FirstLoadJs[]>): void {
  console.log(
    `\nFirst-load JS (gzip bytes Chromium received for scripts until network idle; ${describeLoad(firstLoad.load)})`,
  );
  console.table(
    firstLoad.rows.map((r) => ({
      page: pageName(r.path),
      path: r.path,
      scripts: r.scripts.length,
      gzip: kb(r.totalBytes),
    })),
  );
}

interface LighthouseTable {
  load: MachineLoad;
  runs: number;
  rows: LighthouseRow[];
  firstLoad: FirstLoadJs[];
}

interface LighthouseFigures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'first-load JS KB': number;
}

function figures(row: LighthouseRow, firstLoad: readonly FirstLoadJs[]): LighthouseFigures {
  const bytes = firstLoad.find((r) => r.path === row.path)?.totalBytes ?? Number.NaN;
  return {
    perf: row.performance,
    a11y: row.accessibility,
    bp: row.bestPractices,
    seo: row.seo,
    'FCP ms': row.fcpMs,
    'LCP ms': row.lcpMs,
    'TBT ms': row.tbtMs,
    CLS: row.cls,
    'first-load JS KB': Number((bytes / 1024).toFixed(1)),
  };
}

function printLighthouseTable(title: string, table: LighthouseTable): void {
  console.log(
    `\n${title} (Lighthouse mobile, median of ${table.runs} run(s) by performance; first-load JS gzip; ${describeLoad(table.load)})`,
  );
  console.table(
    table.rows.map((r) => ({
      page: r.name,
      path: r.path,
      ...figures(r, table.firstLoad),
      ...(r.runs.length > 1 ? { 'perf runs': r.runs.map((run) => run.performance).join(' ') } : {}),
      benchmarkIndex: r.runs.map((run) => run.benchmarkIndex).join(' '),
      load: r.runs.map((run) => run.load).join(' '),
    })),
  );
  const failed = table.rows.filter((r) => r.failedAudits.length > 0);
  for (const r of failed) console.log(`  ${r.path}: below 100 by ${r.failedAudits.join(', ')}`);
  for (const r of table.rows) if (r.error) console.log(`  ${r.path}: ${r.error}`);
  console.log('  main thread of the kept run (Lighthouse trace, at its 4x CPU slowdown):');
  for (const r of table.rows) {
    console.log(
      `    ${r.path}: ${r.mainThread.work.join(', ')}; ${r.mainThread.scripts.join(', ')}`,
    );
  }
}

/** Ours ÷ bare for every figure of a page that has a bare counterpart (lower is better but for scores). */
function printLighthouseRatios(ours: LighthouseTable, bare: LighthouseTable): void {
  console.log('\nOurs / bare site (same run; for the scores higher is better, for the rest lower)');
  console.table(
    ours.rows.map((r) => {
      const barePage = barePageFor({ name: r.name, path: r.path } satisfies BenchPage);
      const bareRow = barePage && bare.rows.find((candidate) => candidate.path === barePage.path);
      const mine = figures(r, ours.firstLoad);
      const theirs = bareRow ? figures(bareRow, bare.firstLoad) : null;
      const ratios = Object.fromEntries(
        (Object.keys(mine) as (keyof LighthouseFigures)[]).map((key) => {
          const over = theirs?.[key];
          const ratio =
            over === undefined || !Number.isFinite(over) || over === 0
              ? '-'
              : `${(mine[key] / over).toFixed(2)}×`;
          return [key, ratio];
        }),
      );
      return { page: r.name, 'bare page': barePage?.path ?? '-', ...ratios };
    }),
  );
}

function printLighthouseGoals(ours: LighthouseRow[], bare: LighthouseRow[]): void {
  console.log(
    "\nIssue #34's goals (medians by performance; FCP compared run by run with the bare page measured beside it; the host's benchmarkIndex and 1-minute load over both sites' runs)",
  );
  console.table(lighthouseGoals(ours, bare));
}

function printFirebase(title: string, firebase: Measured<FirebasePageLoad[]>): void {
  console.log(`\n${title} (${describeLoad(firebase.load)})`);
  console.table(
    firebase.rows.map((r) => ({
      page: pageName(r.path),
      'firebase gzip': kb(r.firebaseGzipBytes),
      chunks: r.chunks.length,
      'load ms': r.loadEventEndMs,
      'hydrated ms': r.hydratedMs ?? 'n/a',
      'firebase starts ms': r.chunks.length > 0 ? Math.min(...r.chunks.map((c) => c.startMs)) : '-',
      'after interactive ms': r.firebaseStartsAfterInteractiveMs ?? '-',
      'first-load JS': kb(r.firstLoadGzipBytes),
    })),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: path.join(tmpdir(), 'build-bench') },
      'configured-dir': { type: 'string' },
      'bare-dir': { type: 'string' },
      port: { type: 'string', default: '3499' },
      'lighthouse-runs': { type: 'string', default: '3' },
      'lighthouse-only': { type: 'boolean', default: false },
      'lighthouse-pages': { type: 'string' },
      'search-rounds': { type: 'string', default: '5' },
      'search-browser-runs': { type: 'string', default: '7' },
      scale: { type: 'boolean', default: false },
      'scale-pages': { type: 'string', default: DEFAULT_SCALE_PAGES.join(',') },
      'baseline-ref': { type: 'string', default: BASELINE_REF },
      'baseline-runs': { type: 'string', default: '3' },
    },
  });
  const outDir = path.resolve(values.dir);
  const configuredDir = path.resolve(values['configured-dir'] ?? `${outDir}-identity`);
  const bareDir = path.resolve(values['bare-dir'] ?? `${outDir}-bare`);
  const port = Number(values.port);
  const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
  const lighthouseOnly = values['lighthouse-only'] === true;
  console.log(`bench: ${describeLoad(machineLoad())}`);

  let builds: BuildTimes | null = null;
  let bareBuild: BuildTiming | null = null;
  let configuredBuild: BuildTiming | null = null;
  let baseline: BaselineComparison | null = null;
  const baselineRuns = Number(values['baseline-runs']);
  if (!values['skip-build'] && !lighthouseOnly && baselineRuns > 0) {
    baseline = compareWithBaseline(ROOT, { ref: values['baseline-ref'], runs: baselineRuns });
  }
  if (!values['skip-build'] && !lighthouseOnly) {
    builds = benchBuilds(ROOT, outDir);
    bareBuild = buildBareSite(ROOT, bareDir);
    // An existing configured build named on the command line is used as it is.
    if (values['configured-dir'] === undefined) {
      configuredBuild = buildConfiguredSite(ROOT, configuredDir);
    }
  }
  const hasConfiguredBuild = existsSync(path.join(configuredDir, 'index.html'));
  const hasBareBuild = existsSync(path.join(bareDir, 'index.html'));
  // --lighthouse-pages keeps the named page types or paths (comma-separated), for a quick look.
  const pageFilter = values['lighthouse-pages']?.split(',').map((entry) => entry.trim());
  const ourPages = ourLighthousePages(outDir).filter(
    (page) => !pageFilter || pageFilter.includes(page.name) || pageFilter.includes(page.path),
  );
  const ourFirstLoadPaths = [
    ...new Set([...FIRST_LOAD_REPORT_PATHS, ...ourPages.map((page) => page.path)]),
  ];

  const site = await serveBuild(ROOT, outDir, port);
  const bareSite = hasBareBuild ? await serveBuild(ROOT, bareDir, port + 2) : null;
  let firstLoad: Measured<FirstLoadJs[]>;
  let lighthouse: LighthouseTable;
  let bareLighthouse: LighthouseTable | null = null;
  let firebaseUnconfigured: Measured<FirebasePageLoad[]> | null = null;
  let search: SearchBenchResults | null = null;
  let headers: PageHeaders[] | null = null;
  try {
    if (!lighthouseOnly) {
      console.log('measuring: response headers per page type…');
      headers = await benchHeaders(site.baseUrl);
      console.log('measuring: search (index size, query latency, "/" to first results)…');
      search = await measureSearch({
        buildDir: outDir,
        baseUrl: site.baseUrl,
        rounds: Number(values['search-rounds']),
        browserRuns: Number(values['search-browser-runs']),
      });
    }
    console.log('measuring: first-load JS…');
    firstLoad = await measured(() => benchFirstLoad(site.baseUrl, ourFirstLoadPaths));
    if (!lighthouseOnly) {
      console.log('measuring: firebase bytes, identity unconfigured…');
      firebaseUnconfigured = await measured(() => benchFirebase(site.baseUrl, outDir));
    }
    const barePages = bareSite ? bareLighthousePages() : [];
    const bareFirstLoad = bareSite
      ? await benchFirstLoad(
          bareSite.baseUrl,
          barePages.map((page) => page.path),
        )
      : [];
    console.log(
      `measuring: Lighthouse mobile (${lighthouseRuns} run(s) per page, ours and bare interleaved)…`,
    );
    const lighthouseLoad = machineLoad();
    const rows = await benchLighthouse(
      interleavedSchedule(site.baseUrl, ourPages, bareSite?.baseUrl ?? null),
      lighthouseRuns,
    );
    lighthouse = {
      load: lighthouseLoad,
      runs: lighthouseRuns,
      rows: ourPages.map((page) => rows.get(`ours ${page.path}`)!),
      firstLoad: firstLoad.rows,
    };
    if (bareSite) {
      bareLighthouse = {
        load: lighthouseLoad,
        runs: lighthouseRuns,
        rows: barePages.flatMap((page) => rows.get(`bare ${page.path}`) ?? []),
        firstLoad: bareFirstLoad,
      };
    }
  } finally {
    site.stop();
    bareSite?.stop();
  }

  let firebaseConfigured: Measured<FirebasePageLoad[]> | null = null;
  if (hasConfiguredBuild && !lighthouseOnly) {
    const configuredSite = await serveBuild(ROOT, configuredDir, port + 1);
    try {
      console.log('measuring: firebase bytes, identity configured…');
      firebaseConfigured = await measured(() =>
        benchFirebase(configuredSite.baseUrl, configuredDir),
      );
    } finally {
      configuredSite.stop();
    }
  }

  if (builds) printBuilds(builds, bareBuild, configuredBuild);
  else console.log('\nBuild: skipped (--skip-build)');
  if (baseline) printBaselineComparison(baseline);
  const twins = readBuildStats(path.join(ROOT, GENERATED_DIR));
  console.log(`\nMarkdown twins (static files; last bench build): ${describeTwins(twins)}`);
  printFirstLoad(firstLoad);
  printLighthouseTable('Ours', lighthouse);
  if (bareLighthouse) {
    printLighthouseTable(`Bare Docusaurus site (${bareDir})`, bareLighthouse);
    printLighthouseRatios(lighthouse, bareLighthouse);
    printLighthouseGoals(lighthouse.rows, bareLighthouse.rows);
  } else {
    console.log(`\nBare site: skipped (no build in ${bareDir})`);
  }
  const unconfiguredFirebaseBytes =
    firebaseUnconfigured?.rows.reduce((sum, r) => sum + r.firebaseGzipBytes, 0) ?? null;
  if (firebaseUnconfigured && unconfiguredFirebaseBytes !== null) {
    printFirebase('Firebase, identity unconfigured (must be 0 everywhere)', firebaseUnconfigured);
    console.log(
      unconfiguredFirebaseBytes === 0
        ? 'no firebase code loaded on any page'
        : `FIREBASE LOADED WITHOUT CONFIG: ${unconfiguredFirebaseBytes} bytes`,
    );
  }
  if (firebaseConfigured) {
    printFirebase(`Firebase, identity configured (${configuredDir})`, firebaseConfigured);
    const afterInteractive = firebaseConfigured.rows.filter(
      (r) => r.firebaseStartsAfterInteractiveMs !== null && r.firebaseStartsAfterInteractiveMs >= 0,
    ).length;
    console.log(
      `firebase requested after the page was interactive on ${afterInteractive} of ${firebaseConfigured.rows.length} pages`,
    );
  } else if (!lighthouseOnly) {
    console.log(`\nFirebase, identity configured: skipped (no build in ${configuredDir})`);
  }
  if (headers) {
    console.log('\nResponse headers per page type (as served from build/_headers)');
    for (const line of describeHeaders(headers)) console.log(`  ${line}`);
  }
  if (search) {
    console.log('\nSearch');
    for (const line of describeSearch(search)) console.log(`  ${line}`);
  }
  let scale: ScaleRow[] | null = null;
  if (values.scale) {
    console.log('\nmeasuring: scale (site copies with generated pages)…');
    scale = await runScaleBench({
      root: ROOT,
      pages: parsePageCounts(values['scale-pages']),
      workDir: path.join(tmpdir(), 'scale-bench'),
      port: port + 3,
      searchRounds: 3,
      browserRuns: 5,
      skipBrowser: false,
      cpuProfile: false,
    });
    printScale(scale);
  }
  const companions = readCompanions(ROOT);
  console.log('\nCompanion benches');
  for (const line of describeCompanions(companions)) console.log(`  ${line}`);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: machineLoad(),
    builds: builds
      ? { ...builds, bareSite: bareBuild, identityConfigured: configuredBuild }
      : 'skipped (--skip-build)',
    buildTimeAgainstBaseline: baseline ?? 'skipped (--skip-build or --baseline-runs 0)',
    markdownTwins: twins,
    firstLoadJs: {
      load: firstLoad.load,
      pages: firstLoad.rows.map((r) => ({
        page: pageName(r.path),
        path: r.path,
        gzipBytes: r.totalBytes,
        scripts: r.scripts,
      })),
    },
    lighthouse: {
      formFactor: 'mobile',
      runsPerPage: lighthouseRuns,
      ours: { load: lighthouse.load, rows: lighthouse.rows },
      bare: bareLighthouse
        ? {
            load: bareLighthouse.load,
            rows: bareLighthouse.rows,
            firstLoadJs: bareLighthouse.firstLoad.map((r) => ({
              path: r.path,
              gzipBytes: r.totalBytes,
            })),
          }
        : `skipped (no build in ${bareDir})`,
    },
    firebase: firebaseUnconfigured
      ? {
          unconfigured: { ...firebaseUnconfigured, totalGzipBytes: unconfiguredFirebaseBytes },
          configured: firebaseConfigured ?? `skipped (no build in ${configuredDir})`,
        }
      : ONLY_LIGHTHOUSE,
    headers: headers ?? ONLY_LIGHTHOUSE,
    search: search ?? ONLY_LIGHTHOUSE,
    scale: scale ?? 'skipped (no --scale)',
    solver: companions.solver,
  };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
