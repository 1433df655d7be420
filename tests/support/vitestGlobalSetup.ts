/**
 * Vitest's global setup: the run's folder for what its test files compute once and share
 * (tests/support/runCache.ts), announced to the workers through the environment and removed when
 * the run ends. Under scripts/test.sh the whole suite already has one, which it keeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { RUN_DIR_VARIABLE } from './runCache';

export default function setup(): () => void {
  if (process.env[RUN_DIR_VARIABLE]) return () => {};
  const runDir = mkdtempSync(path.join(tmpdir(), 'vitest-run-'));
  process.env[RUN_DIR_VARIABLE] = runDir;
  return () => {
    rmSync(runDir, { recursive: true, force: true });
    delete process.env[RUN_DIR_VARIABLE];
  };
}
