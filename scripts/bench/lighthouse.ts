/**
 * Lighthouse (npm `lighthouse` 12, Debian Chromium, headless) mobile and desktop runs of the
 * pages the quality issue names, against the compressing static server. Each page and form
 * factor runs `runs` times; the run with the median performance score is kept, since one run
 * on a shared machine can land on a busy second.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type runLighthouse from 'lighthouse';
import type { Config as LighthouseConfig } from 'lighthouse';

import { FIRST_LOAD_PAGES } from '../../tests/quality/firstLoadJs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** The plain doc page of the first-load list, so both sections talk about the same page. */
const DOC_PAGE =
  FIRST_LOAD_PAGES.find((target) => target.name === 'plain doc')?.path ??
  '/docs/concepts/capacity_demand';

export const LIGHTHOUSE_PAGES: readonly string[] = ['/', DOC_PAGE, '/api-portal', '/playground'];

export interface LighthouseRow {
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, the kept one included. */
  performanceRuns: number[];
}

interface LighthouseModules {
  lighthouse: typeof runLighthouse;
  desktopConfig: LighthouseConfig;
}

/**
 * Lighthouse runs some of its functions in the page from their source text. Imported through
 * this script's TypeScript runner they would be rewritten with helpers (`__name`) the page does
 * not have, so the package is loaded with Node's own import(), which a non-literal specifier
 * keeps as it is.
 */
async function loadLighthouse(): Promise<LighthouseModules> {
  const specifiers = ['lighthouse', 'lighthouse/core/config/desktop-config.js'];
  const [runner, desktop] = (await Promise.all(
    specifiers.map((specifier) => import(specifier)),
  )) as [{ default: typeof runLighthouse }, { default: LighthouseConfig }];
  return { lighthouse: runner.default, desktopConfig: desktop.default };
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

async function runOnce(
  { lighthouse, desktopConfig }: LighthouseModules,
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
): Promise<Omit<LighthouseRow, 'path' | 'performanceRuns'>> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
  };
}

export async function benchLighthouse(baseUrl: string, runs: number): Promise<LighthouseRow[]> {
  const modules = await loadLighthouse();
  const chromium = await startChromium();
  const rows: LighthouseRow[] = [];
  try {
    for (const urlPath of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await runOnce(modules, `${baseUrl}${urlPath}`, chromium.port, formFactor));
        }
        const byScore = [...results].sort((a, b) => a.performance - b.performance);
        const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
        rows.push({
          path: urlPath,
          ...median,
          performanceRuns: results.map((result) => result.performance),
        });
      }
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}
