/**
 * Vitest's global setup: a folder for what one test run computes once and its test files share
 * (the parsed docs pages of tests/support/mdx.ts), announced to the workers through the
 * environment and removed when the run ends, so nothing outlives the run it was made for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), 'vitest-run-'));
  process.env.MDX_PAGES_RUN_DIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
