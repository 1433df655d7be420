/**
 * Build time against an earlier tree of the site (issue #17: the full production build stays
 * within 1.3x of the build before its work). The tree at `ref` is checked out as a git worktree
 * under $TMPDIR with its own `npm ci` (its dependencies differ), once; then that tree and this
 * checkout are built in turn, `runs` times each, with the same command: `docusaurus build`
 * without a persistent cache and with a generated-files dir of their own, so every build is
 * cold. Taking turns spreads a shared machine's drift over both; the medians and their ratio
 * are the figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { timedBuild, type BuildTiming } from './builds';
import { median } from './median';

/** The tree before issue #17's work: what "today's build" meant when the issue was filed. */
export const BASELINE_REF = 'd1d261e';

const GENERATED_DIR = '.docusaurus-baseline-bench';

export interface BaselineComparison {
  ref: string;
  baseline: BuildTiming[];
  current: BuildTiming[];
  /** Median of this checkout ÷ median of the baseline. */
  wallRatio: number;
  cpuRatio: number | null;
}

function run(command: string, args: readonly string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr ?? ''}`);
  }
}

/** A worktree of `ref` with its dependencies installed, made on the first run. */
function baselineTree(root: string, ref: string): string {
  const dir = path.join(tmpdir(), `bench-baseline-${ref}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], root);
    console.log(`baseline: checking out ${ref} into ${dir}`);
    run('git', ['worktree', 'add', '--detach', dir, ref], root);
  }
  if (!existsSync(path.join(dir, 'node_modules/@docusaurus/core'))) {
    console.log(`baseline: npm ci in ${dir} (about a minute)`);
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  return dir;
}

function coldBuild(root: string, label: string): BuildTiming {
  const outDir = path.join(tmpdir(), `bench-${label}`);
  rmSync(path.join(root, GENERATED_DIR), { recursive: true, force: true });
  const timing = timedBuild(root, {
    label,
    outDir,
    siteArgs: [],
    env: {
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: GENERATED_DIR,
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    },
  });
  rmSync(outDir, { recursive: true, force: true });
  return timing;
}

export function compareWithBaseline(
  root: string,
  { ref = BASELINE_REF, runs = 3 }: { ref?: string; runs?: number } = {},
): BaselineComparison {
  const baselineDir = baselineTree(root, ref);
  const baseline: BuildTiming[] = [];
  const current: BuildTiming[] = [];
  for (let index = 1; index <= runs; index += 1) {
    baseline.push(coldBuild(baselineDir, `baseline-${ref}-${index}`));
    current.push(coldBuild(root, `current-${index}`));
  }
  const cpu = (timings: BuildTiming[]) =>
    timings.every((timing) => timing.cpuS !== null)
      ? median(timings.map((timing) => timing.cpuS!))
      : null;
  const baselineCpu = cpu(baseline);
  const currentCpu = cpu(current);
  return {
    ref,
    baseline,
    current,
    wallRatio:
      median(current.map((timing) => timing.wallS)) /
      median(baseline.map((timing) => timing.wallS)),
    cpuRatio: baselineCpu && currentCpu ? currentCpu / baselineCpu : null,
  };
}

/** The comparison as a table: every run, the medians and the ratios. */
export function printBaselineComparison(comparison: BaselineComparison): void {
  const { ref, baseline, current } = comparison;
  console.log(
    `\nBuild time against ${ref} (cold production builds taking turns; goal of issue #17: <= 1.3x)`,
  );
  const seconds = (values: (number | null)[]) =>
    values.map((value) => (value === null ? 'n/a' : value.toFixed(1))).join(' / ');
  const row = (timings: BuildTiming[]) => ({
    'wall s, each run': seconds(timings.map((timing) => timing.wallS)),
    'median wall s': median(timings.map((timing) => timing.wallS)).toFixed(1),
    'CPU s, each run': seconds(timings.map((timing) => timing.cpuS)),
  });
  console.table({
    [`baseline ${ref}`]: row(baseline),
    'this checkout': row(current),
    'this ÷ baseline': {
      'wall s, each run': '',
      'median wall s': `${comparison.wallRatio.toFixed(2)}×`,
      'CPU s, each run':
        comparison.cpuRatio === null ? 'n/a' : `${comparison.cpuRatio.toFixed(2)}× (median)`,
    },
  });
}
