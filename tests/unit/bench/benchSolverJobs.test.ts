/**
 * `npm run bench:solver -- --jobs N` splits the instances over N processes. With a fixed number
 * of iterations every plan depends only on its seed, so the file it writes must hold the same
 * runs, in the same order, and the same family scores as a run in one process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

interface WrittenResults {
  groups: unknown[];
  runsByInstance: {
    instance: string;
    runs: { seed: number; vehicles: number; distance: number; iterations: number }[];
  }[];
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-solver-jobs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function benchSolver(jobs: number): WrittenResults {
  const json = path.join(folder, `jobs-${jobs}.json`);
  execFileSync(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      'scripts/bench-solver.ts',
      ...['--iterations', '200', '--seeds', '2', '--only', 'C101,R101,RC101'],
      ...['--jobs', String(jobs), '--json', json],
    ],
    { stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(json, 'utf8')) as WrittenResults;
}

const plans = (results: WrittenResults) =>
  results.runsByInstance.map(({ instance, runs }) => ({
    instance,
    runs: runs.map(({ seed, vehicles, distance, iterations }) => ({
      seed,
      vehicles,
      distance,
      iterations,
    })),
  }));

describe('bench:solver --jobs', () => {
  it('writes the runs and scores of one process when the instances are split over two', () => {
    const single = benchSolver(1);
    const split = benchSolver(2);
    expect(plans(single).map(({ instance }) => instance)).toEqual(['C101', 'R101', 'RC101']);
    expect(plans(split)).toEqual(plans(single));
    expect(split.groups).toEqual(single.groups);
  }, 60_000);
});
