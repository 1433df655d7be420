/**
 * Runs a command to completion under GNU time, which reports the peak resident memory of the
 * process tree it waited for (the largest child included), with wall and CPU time. On a busy
 * machine the CPU time is the steadier of the two.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

export interface MeasuredRun {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  stdout: string;
}

export function measuredRun(command: string, args: readonly string[], cwd: string): MeasuredRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'measured-run-'));
  const report = path.join(dir, 'time');
  try {
    const run = spawnSync(GNU_TIME, ['-f', '%e %U %S %M', '-o', report, command, ...args], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} exited with ${run.status}:\n${run.stderr}`);
    }
    const [wall, user, system, rssKb] = readFileSync(report, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return {
      wallMs: wall! * 1000,
      cpuMs: (user! + system!) * 1000,
      peakRssBytes: rssKb! * 1024,
      stdout: run.stdout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
