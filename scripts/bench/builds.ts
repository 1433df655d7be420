/**
 * The bench's production builds: Rspack/SWC cold and warm and one webpack build of the same
 * site, timed, and the build with identity (Firebase) configured that the firebase figures
 * need. Each build has its own generated dir, out dir and cache dir, since other builds may run
 * on the machine at the same time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { bareSiteDir } from './bareSite';
import { describeLoad, machineLoad, type MachineLoad } from './machineLoad';

const BENCH_CONFIG = 'scripts/bench/benchSiteConfig.ts';
export const GENERATED_DIR = '.docusaurus-bench';
const IDENTITY_GENERATED_DIR = '.docusaurus-bench-identity';

/**
 * Firebase web config for the configured build. Test values: a demo- project needs no account,
 * and the bench keeps the browser offline, so nothing is ever sent to a real host.
 */
export const IDENTITY_TEST_ENV = {
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: 'auth.example.com',
  FIREBASE_PROJECT_ID: 'demo-docs',
  FIREBASE_APP_ID: '1:000000000000:web:0000000000000000bench',
};

/** Every env var that switches an integration on; the default build has none of them. */
const INTEGRATION_ENV_VARS = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'GA_MEASUREMENT_ID',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'E2E_FIXTURES',
  'DOCUSAURUS_NO_PERSISTENT_CACHE',
];

function siteEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INTEGRATION_ENV_VARS) delete env[name];
  return { ...env, ...overrides };
}

export interface BuildRun {
  label: string;
  outDir: string;
  env: Record<string, string>;
  /** What `docusaurus build` is given before --out-dir; our site with the bench's config by default. */
  siteArgs?: readonly string[];
}

export interface BuildTiming {
  wallS: number;
  /**
   * User + system CPU seconds of the build and its workers (GNU time; null without it). Other
   * processes on the machine stretch the wall-clock time far more than this.
   */
  cpuS: number | null;
  /** Machine load when the build started. */
  load: MachineLoad;
}

const GNU_TIME = '/usr/bin/time';

/** Runs one `docusaurus build` and times it; the log goes to a file. */
export function timedBuild(root: string, run: BuildRun): BuildTiming {
  const logFile = path.join(tmpdir(), `bench-build-${run.label}.log`);
  const timeFile = path.join(tmpdir(), `bench-build-${run.label}.time`);
  const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const siteArgs = run.siteArgs ?? ['--config', BENCH_CONFIG];
  const build = [docusaurus, 'build', ...siteArgs, '--out-dir', run.outDir];
  const withCpuTime = existsSync(GNU_TIME);
  rmSync(timeFile, { force: true });
  const load = machineLoad();
  console.log(`building: ${run.label} -> ${run.outDir} (${describeLoad(load)})`);
  const started = performance.now();
  const result = withCpuTime
    ? spawnSync(GNU_TIME, ['-f', '%U %S', '-o', timeFile, process.execPath, ...build], {
        cwd: root,
        env: siteEnv(run.env),
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    : spawnSync(process.execPath, build, {
        cwd: root,
        env: siteEnv(run.env),
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
  const wallS = (performance.now() - started) / 1000;
  writeFileSync(logFile, `${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  if (result.status !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`build "${run.label}" failed (log: ${logFile}):\n${tail}`);
  }
  let cpuS: number | null = null;
  if (withCpuTime && existsSync(timeFile)) {
    const [user = Number.NaN, system = Number.NaN] = readFileSync(timeFile, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    cpuS = Number.isFinite(user + system) ? user + system : null;
  }
  return { wallS, cpuS, load };
}

export interface BuildTimes {
  rspackCold: BuildTiming;
  rspackWarm: BuildTiming;
  webpack: BuildTiming;
  /** webpack ÷ Rspack cold, wall-clock (and CPU time when measured). */
  webpackToRspackColdRatio: number;
  webpackToRspackColdCpuRatio: number | null;
}

/** Builds the default site into `outDir` (cold, then warm) and once with webpack (discarded). */
export function benchBuilds(root: string, outDir: string): BuildTimes {
  const cacheDir = path.join(tmpdir(), 'bench-bundler-cache');
  const generatedDir = path.join(root, GENERATED_DIR);
  // Cold: no generated files and an empty cache of the bench's own.
  rmSync(generatedDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const rspackEnv = {
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: GENERATED_DIR,
    BENCH_CACHE_DIR: cacheDir,
    BENCH_BUNDLER: 'rspack',
  };
  const rspackCold = timedBuild(root, { label: 'rspack-cold', outDir, env: rspackEnv });
  const rspackWarm = timedBuild(root, { label: 'rspack-warm', outDir, env: rspackEnv });

  // webpack starts as cold as Rspack did: same generated dir state, empty cache of its own.
  rmSync(generatedDir, { recursive: true, force: true });
  const webpackDir = `${outDir}-webpack`;
  const webpack = timedBuild(root, {
    label: 'webpack-cold',
    outDir: webpackDir,
    env: { ...rspackEnv, BENCH_BUNDLER: 'webpack' },
  });
  rmSync(webpackDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  return {
    rspackCold,
    rspackWarm,
    webpack,
    webpackToRspackColdRatio: webpack.wallS / rspackCold.wallS,
    webpackToRspackColdCpuRatio:
      webpack.cpuS !== null && rspackCold.cpuS !== null ? webpack.cpuS / rspackCold.cpuS : null,
  };
}

/**
 * The site with identity configured, for the firebase figures. No persistent cache: Rspack's
 * cache does not see that env vars changed the generated config module (as in
 * scripts/test-configured.sh).
 */
export function buildConfiguredSite(root: string, outDir: string): BuildTiming {
  return timedBuild(root, {
    label: 'identity-configured',
    outDir,
    env: {
      ...IDENTITY_TEST_ENV,
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: IDENTITY_GENERATED_DIR,
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      BENCH_BUNDLER: 'rspack',
    },
  });
}

/**
 * The bare site (./bareSite.ts), cold like ours: its generated files and its bundler cache
 * (both inside bench/bare-site, which only the bench uses) are removed first.
 */
export function buildBareSite(root: string, outDir: string): BuildTiming {
  const siteDir = bareSiteDir(root);
  rmSync(path.join(siteDir, GENERATED_DIR), { recursive: true, force: true });
  rmSync(path.join(siteDir, 'node_modules/.cache'), { recursive: true, force: true });
  return timedBuild(root, {
    label: 'bare-site-cold',
    outDir,
    env: { DOCUSAURUS_GENERATED_FILES_DIR_NAME: GENERATED_DIR },
    siteArgs: [siteDir],
  });
}
