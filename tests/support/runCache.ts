/**
 * What one test run computes once and its processes share (the parsed docs pages, the
 * dereferenced OpenAPI specs): entries in the run's folder, `TEST_RUN_DIR`, which
 * scripts/test.sh makes for the whole suite and tests/support/vitestGlobalSetup.ts for a lone
 * Vitest run; both remove it when the run ends. Each entry is named by a hash of everything it is
 * computed from, so an input edited during a run is computed anew. Without the folder (a lone
 * Playwright run) each process computes its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

export const RUN_DIR_VARIABLE = 'TEST_RUN_DIR';

export interface RunCacheEntry<T> {
  /** What a process of this run stored for the same inputs, if any. */
  readonly value: T | undefined;
  /** Leaves `value` for the run's other processes; nothing without a run folder. */
  store(value: T): void;
}

/** The entry `name` for these inputs (file names, sources: whatever the value depends on). */
export function runCacheEntry<T>(name: string, inputs: readonly string[]): RunCacheEntry<T> {
  const runDir = process.env[RUN_DIR_VARIABLE];
  if (!runDir) return { value: undefined, store: () => {} };
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input}\0`);
  const file = path.join(runDir, `${name}-${hash.digest('hex')}.v8`);
  return {
    value: existsSync(file) ? (deserialize(readFileSync(file)) as T) : undefined,
    store(value) {
      // Written aside and renamed, so a process reading it at the same time never sees half.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, serialize(value));
      renameSync(partial, file);
    },
  };
}
