/**
 * The site's quality benchmark: build times (Rspack/SWC cold and warm, one webpack build as a
 * ratio), first-load JS per page type measured in Chromium, Lighthouse scores when the package
 * is installed, and the search and solver figures their own benches left in bench/.
 * Prints a table and writes bench/results.json.
 *
 *   npx tsx scripts/bench.ts [--skip-build] [--dir /tmp/build] [--port 3499]
 *
 * --skip-build measures an existing build in --dir instead of building (no build times).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

import {
  FIRST_LOAD_PAGES,
  measureFirstLoadJs,
  type FirstLoadJs,
} from '../tests/quality/firstLoadJs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The launch arguments of playwright.config.ts, so numbers match the e2e suite. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const LIGHTHOUSE_PAGES = ['/', '/docs/concepts/capacity_demand', '/api-portal', '/playground'];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

const GENERATED_DIR = '.docusaurus-bench';

function build(outDir: string, config?: string): number {
  const args = ['docusaurus', 'build', '--out-dir', outDir];
  if (config) args.push('--config', config);
  return run('npx', args, { DOCUSAURUS_GENERATED_FILES_DIR_NAME: GENERATED_DIR });
}

/** A config that is the site's own with Docusaurus Faster off: webpack, Babel, Terser. */
function writeWebpackConfig(): string {
  const file = path.join(tmpdir(), 'docusaurus.webpack-bench.config.ts');
  const siteConfig = pathToFileURL(path.join(ROOT, 'docusaurus.config.ts')).href;
  writeFileSync(
    file,
    [
      `import config from ${JSON.stringify(siteConfig)};`,
      `export default { ...config, future: { ...config.future, v4: { ...config.future.v4, fasterByDefault: false }, faster: false } };`,
      '',
    ].join('\n'),
  );
  return file;
}

interface BuildTimes {
  rspackColdS: number;
  rspackWarmS: number;
  webpackS: number;
  webpackToRspackColdRatio: number;
}

function benchBuilds(outDir: string): BuildTimes {
  rmSync(path.join(ROOT, GENERATED_DIR), { recursive: true, force: true });
  rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  console.log('building: Rspack cold…');
  const rspackColdS = build(outDir);
  console.log('building: Rspack warm…');
  const rspackWarmS = build(outDir);
  console.log('building: webpack…');
  const webpackDir = path.join(tmpdir(), 'build-bench-webpack');
  const webpackS = build(webpackDir, writeWebpackConfig());
  rmSync(webpackDir, { recursive: true, force: true });
  return {
    rspackColdS,
    rspackWarmS,
    webpackS,
    webpackToRspackColdRatio: webpackS / rspackColdS,
  };
}

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn('node', ['scripts/serve-build.mjs', '--dir', dir, '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });
  return server;
}

async function benchFirstLoad(baseUrl: string): Promise<FirstLoadJs[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: FirstLoadJs[] = [];
    for (const target of FIRST_LOAD_PAGES) {
      const context = await browser.newContext({ baseURL: baseUrl });
      results.push(await measureFirstLoadJs(await context.newPage(), target.path));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

interface LighthouseRow {
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

type LighthouseRunner = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function benchLighthouse(baseUrl: string): Promise<LighthouseRow[] | string> {
  if (!existsSync(path.join(ROOT, 'node_modules/lighthouse'))) {
    return 'lighthouse not installed: npm i -D lighthouse';
  }
  // Imported by name at run time: the package is optional and has no types here.
  const lighthouseModule = 'lighthouse';
  const desktopModule = 'lighthouse/core/config/desktop-config.js';
  const lighthouse = (await import(lighthouseModule)).default as LighthouseRunner;
  const desktopConfig = (await import(desktopModule)).default as unknown;
  const port = 9333;
  const chrome = spawn(CHROMIUM_PATH, [
    ...CHROMIUM_ARGS,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${path.join(tmpdir(), 'bench-lighthouse-profile')}`,
    'about:blank',
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rows: LighthouseRow[] = [];
  try {
    for (const urlPath of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${baseUrl}${urlPath}`,
          { port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`lighthouse gave no result for ${urlPath}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        rows.push({
          path: urlPath,
          formFactor,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** What the search and solver benches wrote, when they have been run. */
function readCompanionResults(): Record<string, unknown> {
  const companions: Record<string, unknown> = {};
  for (const [key, file] of [
    ['search', 'bench/search-results.json'],
    ['solver', 'bench/solver-results.json'],
  ] as const) {
    const full = path.join(ROOT, file);
    companions[key] = existsSync(full)
      ? JSON.parse(readFileSync(full, 'utf8'))
      : `not run (${file} missing)`;
  }
  return companions;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: path.join(tmpdir(), 'build-bench') },
      port: { type: 'string', default: '3499' },
    },
  });
  const outDir = path.resolve(values.dir);
  const builds = values['skip-build'] ? null : benchBuilds(outDir);
  const port = Number(values.port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(outDir, port);
  let firstLoad: FirstLoadJs[];
  let lighthouse: LighthouseRow[] | string;
  try {
    firstLoad = await benchFirstLoad(baseUrl);
    lighthouse = await benchLighthouse(baseUrl);
  } finally {
    server.kill();
  }

  if (builds) {
    console.log('\nBuild (seconds)');
    console.table({
      'Rspack/SWC cold': builds.rspackColdS.toFixed(1),
      'Rspack/SWC warm': builds.rspackWarmS.toFixed(1),
      webpack: builds.webpackS.toFixed(1),
      'webpack / Rspack cold': `${builds.webpackToRspackColdRatio.toFixed(2)}×`,
    });
  }
  console.log('\nFirst-load JS (gzip bytes received by Chromium, script responses)');
  console.table(
    firstLoad.map((r, i) => ({
      page: FIRST_LOAD_PAGES[i]!.name,
      path: r.path,
      scripts: r.scripts.length,
      gzip: kb(r.totalBytes),
    })),
  );
  console.log('\nLighthouse');
  if (typeof lighthouse === 'string') console.log(lighthouse);
  else console.table(lighthouse);
  const companions = readCompanionResults();
  console.log('\nCompanion benches:', Object.keys(companions).join(', '));

  const results = {
    measuredAt: new Date().toISOString(),
    builds: builds ?? 'skipped (--skip-build)',
    firstLoadJs: firstLoad.map((r, i) => ({
      page: FIRST_LOAD_PAGES[i]!.name,
      path: r.path,
      gzipBytes: r.totalBytes,
      scripts: r.scripts,
    })),
    lighthouse,
    ...companions,
  };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
