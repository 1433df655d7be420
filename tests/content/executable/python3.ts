/**
 * The interpreter a reader's `python3` starts, found once per test process. Where `python3` is
 * a version manager's shim (pyenv), every start would first run the shim's shell scripts, a
 * dozen processes; the blocks run in the same interpreter either way.
 */
import { execFileSync } from 'node:child_process';

let interpreter: string | undefined;

export function python3(): string {
  interpreter ??=
    execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
    }).trim() || 'python3';
  return interpreter;
}
