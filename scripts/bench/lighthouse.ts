/**
 * Lighthouse 12 (npm `lighthouse`, Debian Chromium, headless) mobile runs (the default config:
 * a mid-range phone, simulated throttling) of the pages issue #17 names, against the
 * compressing static server: our site's and the bare site's (./bareSite.ts). The caller's
 * schedule interleaves both sites, so a busy minute on a shared machine falls on both. Each
 * page runs `runs` times and the run with the median performance score is kept; every run's
 * FCP, TBT, the host's `benchmarkIndex` and the load average are kept beside it, since
 * Lighthouse's simulated timings scale with the host's speed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type runLighthouse from 'lighthouse';

import { FIRST_LOAD_PAGES } from '../../tests/quality/firstLoadJs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** A page the bench measures, with the kind of page it is (the row name in every table). */
export interface BenchPage {
  name: string;
  path: string;
}

function firstLoadPage(name: string): BenchPage {
  const page = FIRST_LOAD_PAGES.find((target) => target.name === name);
  if (!page) throw new Error(`tests/quality/firstLoadJs.ts has no page "${name}"`);
  return page;
}

/**
 * Our pages: the page types of the goals, taken from the budgets' list so both talk about the
 * same pages, and every API reference page the build's sitemap lists.
 */
export function ourLighthousePages(buildDir: string): BenchPage[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const apiPortal = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
    .filter((urlPath) => urlPath === '/api-portal' || urlPath.startsWith('/api-portal/'));
  return [
    firstLoadPage('home'),
    firstLoadPage('plain doc'),
    firstLoadPage('doc with diagram'),
    firstLoadPage('doc with live code'),
    firstLoadPage('playground'),
    ...[...new Set(apiPortal)].sort().map((urlPath) => ({ name: urlPath, path: urlPath })),
  ];
}

/** What each run measured, whichever run the row keeps. */
export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's speed at that run (higher is faster). */
  benchmarkIndex: number;
  /** The host's one-minute load average when the run started. */
  load: number;
}

export interface LighthouseRow {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's timings, host speed and load, in the order they ran. */
  runs: LighthouseRun[];
  /** Audits of the kept run below a full score in accessibility, best practices or SEO. */
  failedAudits: string[];
  /**
   * Where the kept run's main thread went, from its trace: the scripts by CPU time (Lighthouse's
   * bootup-time audit, 4x-slowed like TBT) and the main thread's work by kind.
   */
  mainThread: { scripts: string[]; work: string[] };
  /** Why runs were left out, when some failed twice. */
  error?: string;
}

/** The figures of a page none of whose runs succeeded. */
const FAILED_RUN = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  bestPractices: Number.NaN,
  seo: Number.NaN,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  failedAudits: [],
  mainThread: { scripts: [], work: [] },
  benchmarkIndex: Number.NaN,
  load: Number.NaN,
};

interface LighthouseModules {
  lighthouse: typeof runLighthouse;
}

/**
 * Lighthouse runs some of its functions in the page from their source text. Imported through
 * this script's TypeScript runner they would be rewritten with helpers (`__name`) the page does
 * not have, so the package is loaded with Node's own import(), which a non-literal specifier
 * keeps as it is.
 */
async function loadLighthouse(): Promise<LighthouseModules> {
  const specifier = 'lighthouse';
  const runner = (await import(specifier)) as { default: typeof runLighthouse };
  return { lighthouse: runner.default };
}

interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/** Headless Chromium with a free debugging port, read back from the profile's DevToolsActivePort. */
async function startChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const chrome: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    // The profile can be removed only once Chromium stopped writing to it.
    if (chrome.exitCode === null && chrome.signalCode === null) {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (chrome.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open a debugging port`);
}

interface TableDetails {
  items?: Record<string, unknown>[];
}

/** The three scripts with the most main-thread time and the three largest kinds of work. */
function mainThreadFigures(
  audits: Record<string, { details?: unknown }>,
): LighthouseRow['mainThread'] {
  const items = (id: string) => (audits[id]?.details as TableDetails | undefined)?.items ?? [];
  const ms = (value: unknown) => Math.round(Number(value));
  const scripts = items('bootup-time')
    .slice(0, 3)
    .map((item) => {
      const url = String(item.url);
      const name = url.startsWith('http') ? new URL(url).pathname : url;
      return `${name} ${ms(item.total)} ms (script ${ms(item.scripting)})`;
    });
  const work = items('mainthread-work-breakdown')
    .slice(0, 3)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)} ms`);
  return { scripts, work };
}

const SCORED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

async function runOnce(
  { lighthouse }: LighthouseModules,
  url: string,
  port: number,
): Promise<RunFigures> {
  const load = Number((loadavg()[0] ?? 0).toFixed(2));
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError)
    throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = SCORED_CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    failedAudits,
    mainThread: mainThreadFigures(audits),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    load,
  };
}

type RunFigures = Omit<LighthouseRow, 'name' | 'path' | 'runs' | 'error'> &
  Pick<LighthouseRun, 'benchmarkIndex' | 'load'>;

/**
 * Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART, or
 * PROTOCOL_TIMEOUT on the heaviest API reference); such a run measured nothing, so it is run
 * once more, and a run that fails twice is left out (null) rather than ending the bench.
 */
async function runWithRetry(
  modules: LighthouseModules,
  url: string,
  port: number,
): Promise<RunFigures | string> {
  try {
    return await runOnce(modules, url, port);
  } catch (first) {
    console.warn(`lighthouse: ${String(first)}; running again`);
    try {
      return await runOnce(modules, url, port);
    } catch (second) {
      console.warn(`lighthouse: ${String(second)}; run left out`);
      return String(second);
    }
  }
}

/** One page of one site, under a key that is unique across the sites of a run. */
export interface ScheduledPage {
  key: string;
  url: string;
}

function summarise(page: BenchPage, results: RunFigures[], errors: string[], runs: number) {
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const {
    benchmarkIndex: _index,
    load: _load,
    ...median
  } = byScore[Math.floor((byScore.length - 1) / 2)] ?? FAILED_RUN;
  const row: LighthouseRow = {
    name: page.name,
    path: page.path,
    ...median,
    runs: results.map(({ performance, fcpMs, tbtMs, benchmarkIndex, load }) => ({
      performance,
      fcpMs,
      tbtMs,
      benchmarkIndex,
      load,
    })),
    ...(errors.length > 0
      ? { error: `${errors.length} of ${runs} run(s) failed: ${errors[0]}` }
      : {}),
  };
  return row;
}

/**
 * Runs the schedule `runs` times in its order (so pages listed side by side are measured
 * side by side in every round) and returns one row per key.
 */
export async function benchLighthouse(
  schedule: readonly (ScheduledPage & { page: BenchPage })[],
  runs: number,
): Promise<Map<string, LighthouseRow>> {
  const modules = await loadLighthouse();
  const chromium = await startChromium();
  const results = new Map<string, { figures: RunFigures[]; errors: string[] }>(
    schedule.map((entry) => [entry.key, { figures: [], errors: [] }]),
  );
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const entry of schedule) {
        const result = await runWithRetry(modules, entry.url, chromium.port);
        const kept = results.get(entry.key)!;
        if (typeof result === 'string') kept.errors.push(result);
        else kept.figures.push(result);
      }
    }
  } finally {
    await chromium.stop();
  }
  return new Map(
    schedule.map((entry) => {
      const kept = results.get(entry.key)!;
      return [entry.key, summarise(entry.page, kept.figures, kept.errors, runs)];
    }),
  );
}
