/**
 * The sandbox answers at once and its clock stands still, so the docs' waits between polls
 * (`sleep 5` in a shell loop, `time.sleep(5)`) only add wall time to a walkthrough, and a
 * batch runs its samples one after the other. These shims make a shell or Python block's
 * waits return at once; what the block sends and reads does not change, and a loop still polls
 * until the status it waits for. (Node's timers stay: its fetch times out on the same ones.)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let shimEnv: Record<string, string> | undefined;

/** Env entries that make bash and Python started with them skip their waits. */
export function instantWaitsEnv(): Record<string, string> {
  if (shimEnv) return shimEnv;
  const dir = mkdtempSync(path.join(tmpdir(), 'walkthrough-waits-'));
  // Sourced by non-interactive bash before the script.
  writeFileSync(path.join(dir, 'bashenv.sh'), 'sleep() { :; }\n');
  // Imported by Python at start-up from PYTHONPATH.
  writeFileSync(
    path.join(dir, 'sitecustomize.py'),
    'import time\ntime.sleep = lambda seconds: None\n',
  );
  shimEnv = {
    BASH_ENV: path.join(dir, 'bashenv.sh'),
    PYTHONPATH: dir,
  };
  return shimEnv;
}
