/**
 * One production build of a scale-bench site copy, measured: wall-clock, CPU (user + system)
 * and peak RSS from GNU time (`/usr/bin/time -v`, whose peak is that of the largest single
 * process: the Node build, or Chromium when it renders diagrams), the peak of the whole process
 * tree's RSS sampled every second (Node, its workers' processes and Chromium together), and
 * Docusaurus' own phase timings (DOCUSAURUS_PERF_LOGGER). Runs under `nice -n 10` so the other
 * builds on the machine go first, with no persistent bundler cache (a cold CI build, and no
 * writes into the symlinked node_modules).
 */
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import { filesUnder } from './filesUnder';
import { describeLoad, machineLoad, type MachineLoad } from './machineLoad';

const GNU_TIME = '/usr/bin/time';
const RSS_SAMPLE_MS = 1000;

export interface PerfPhase {
  label: string;
  seconds: number;
}

export interface ScaleBuildResult {
  ok: boolean;
  /** The build's last lines when it failed (out of memory, a broken page). */
  failure?: string;
  wallS: number;
  cpuS: number;
  /** GNU time's maximum resident set size: the largest single process. */
  peakRssMb: number;
  /** Highest sum of RSS over the build's whole process tree, sampled each second. */
  peakTreeRssMb: number;
  loadAtStart: MachineLoad;
  loadAtEnd: MachineLoad;
  /** Bytes of the server bundle (`__server/`) the SSG workers load; null when none was left. */
  serverBundleBytes?: number | null;
  /** Docusaurus' slowest phases (PerfLogger), slowest first. */
  slowestPhases: PerfPhase[];
  logFile: string;
}

export interface ScaleBuildOptions {
  siteDir: string;
  outDir: string;
  logFile: string;
  /** V8 CPU profiles of the build's Node threads go here (`--cpu-prof`); none when undefined. */
  cpuProfileDir?: string;
  /** Node's old-space limit in MB; Node's default when undefined. */
  heapMb?: number;
}

/** The default site: no integration switched on by the caller's environment. */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(ALGOLIA_|FIREBASE_|GA_MEASUREMENT_ID$|E2E_FIXTURES$|DOCUSAURUS_)/.test(name)) continue;
    env[name] = value;
  }
  return {
    ...env,
    NODE_ENV: 'production',
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    DOCUSAURUS_PERF_LOGGER: 'true',
    // Measured, then removed by timedScaleBuild: its size is what the SSG workers load.
    DOCUSAURUS_KEEP_SERVER_BUNDLE: 'true',
  };
}

/** Every "[PERF] label - duration" line of Docusaurus' PerfLogger, slowest first. */
export function parsePerfLog(log: string): PerfPhase[] {
  const phases: PerfPhase[] = [];
  // eslint-disable-next-line no-control-regex
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  for (const match of plain.matchAll(/^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!)/gm)) {
    const value = Number(match[2]);
    phases.push({ label: match[1]!, seconds: match[3] === 'ms' ? value / 1000 : value });
  }
  return phases.sort((a, b) => b.seconds - a.seconds);
}

/** The figures of `/usr/bin/time -v` this bench reports. */
export function parseGnuTime(report: string): { cpuS: number; peakRssMb: number } {
  const number = (label: string) => {
    const match = new RegExp(`${label}: ([\\d.]+)`).exec(report);
    if (!match) throw new Error(`GNU time report without "${label}":\n${report}`);
    return Number(match[1]);
  };
  return {
    cpuS: number('User time \\(seconds\\)') + number('System time \\(seconds\\)'),
    peakRssMb: number('Maximum resident set size \\(kbytes\\)') / 1024,
  };
}

const run = promisify(execFile);

/** RSS in KB of `rootPid` and every process below it. */
async function treeRssKb(rootPid: number): Promise<number> {
  const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of stdout.trim().split('\n')) {
    const [pid, ppid, kb] = line.trim().split(/\s+/).map(Number);
    if (pid === undefined || ppid === undefined || kb === undefined) continue;
    rss.set(pid, kb);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export async function timedScaleBuild(options: ScaleBuildOptions): Promise<ScaleBuildResult> {
  if (!existsSync(GNU_TIME)) {
    throw new Error(
      `${GNU_TIME} (GNU time) is needed for CPU time and peak RSS: apt-get install time`,
    );
  }
  const { siteDir, outDir, logFile, cpuProfileDir, heapMb } = options;
  rmSync(outDir, { recursive: true, force: true });
  const timeFile = `${logFile}.time`;
  rmSync(timeFile, { force: true });
  const nodeArgs = [
    ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`]),
    ...(cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`]),
  ];
  const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const args = [
    '-v',
    '-o',
    timeFile,
    'nice',
    '-n',
    '10',
    process.execPath,
    ...nodeArgs,
    docusaurus,
    'build',
    '--out-dir',
    outDir,
  ];

  const loadAtStart = machineLoad();
  console.log(`building ${siteDir} -> ${outDir} (${describeLoad(loadAtStart)}); log: ${logFile}`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(GNU_TIME, args, {
    cwd: siteDir,
    env: buildEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let peakTreeKb = 0;
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    treeRssKb(child.pid).then(
      (kb) => {
        peakTreeKb = Math.max(peakTreeKb, kb);
      },
      () => undefined,
    );
  }, RSS_SAMPLE_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(sampler);
  const wallS = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => log.end(resolve));

  const logText = readFileSync(logFile, 'utf8');
  const timeReport = existsSync(timeFile) ? readFileSync(timeFile, 'utf8') : '';
  const { cpuS, peakRssMb } = parseGnuTime(timeReport);
  const serverDir = path.join(outDir, '__server');
  const serverBundleBytes = existsSync(serverDir) ? folderBytes(serverDir) : null;
  rmSync(serverDir, { recursive: true, force: true });
  return {
    serverBundleBytes,
    ok: exitCode === 0,
    ...(exitCode === 0 ? {} : { failure: logText.split('\n').slice(-25).join('\n') }),
    wallS,
    cpuS,
    peakRssMb,
    peakTreeRssMb: peakTreeKb / 1024,
    loadAtStart,
    loadAtEnd: machineLoad(),
    slowestPhases: parsePerfLog(logText).slice(0, 12),
    logFile,
  };
}

function folderBytes(dir: string): number {
  return filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);
}

export interface OutputSize {
  bytes: number;
  files: number;
  htmlPages: number;
  /**
   * main.js gzip (level 9): every page loads it, and its route tables grow with every page of
   * the site. Missing in results written before it was measured.
   */
  mainJsGzipBytes?: number;
}

/** Bytes and files of a build's output folder. */
export function outputSize(outDir: string): OutputSize {
  const size: OutputSize = { bytes: 0, files: 0, htmlPages: 0 };
  const jsDir = path.join(outDir, 'assets/js');
  let mainJs: string | undefined;
  for (const file of filesUnder(outDir)) {
    size.bytes += statSync(file).size;
    size.files += 1;
    if (file.endsWith('.html')) size.htmlPages += 1;
    if (path.dirname(file) === jsDir && /^main\.[0-9a-f]+\.js$/.test(path.basename(file))) {
      mainJs = file;
    }
  }
  if (mainJs) size.mainJsGzipBytes = gzipSync(readFileSync(mainJs), { level: 9 }).length;
  return size;
}
