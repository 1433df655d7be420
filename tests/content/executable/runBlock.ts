/**
 * Runs one copyable block the way a reader would: a shell block in bash with the real `curl`,
 * a JavaScript sample as an ES module in Node (top-level await, global fetch), a Python sample
 * with python3 and requests. The docs' hosts are rewritten to the session's localhost origin;
 * nothing else in the block changes. Child processes run asynchronously, because the sandbox
 * answers from this same process.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { instantWaitsEnv } from './instantWaits';
import type { Language } from './pageSteps';
import { python3 } from './python3';

/** The hosts the docs and specs call; the token URL's host included. */
const DOCS_HOSTS = /https:\/\/(?:api|auth)\.example\.com/g;

export interface BlockRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export function rewriteHosts(source: string, origin: string): string {
  return source.replace(DOCS_HOSTS, origin);
}

/** The env a walkthrough's blocks read: the token under each name the docs use. */
export function walkthroughEnv(token: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LANG: 'C.UTF-8',
    TOKEN: token,
    ROUTEKIT_TOKEN: token,
    ACCESS_TOKEN: token,
    CLIENT_ID: 'docs-walkthrough',
    CLIENT_SECRET: 'docs-walkthrough-secret',
    ...instantWaitsEnv(),
  };
}

const COMMANDS: Record<Language, { file: string; command: (file: string) => string[] }> = {
  curl: { file: 'block.sh', command: (file) => ['bash', '-o', 'pipefail', '-e', file] },
  javascript: { file: 'block.mjs', command: (file) => ['node', file] },
  python: { file: 'block.py', command: (file) => [python3(), file] },
};

/** How long one block may run before it counts as failed. */
export const BLOCK_TIMEOUT_MS = 20_000;

export function runBlock(
  language: Language,
  source: string,
  options: { origin: string; env: Record<string, string>; workDir: string; timeoutMs?: number },
): Promise<BlockRun> {
  const { file, command } = COMMANDS[language];
  const scriptPath = path.join(options.workDir, file);
  writeFileSync(scriptPath, rewriteHosts(source, options.origin));
  const [program, ...args] = command(scriptPath) as [string, ...string[]];
  return new Promise((resolve) => {
    execFile(
      program,
      args,
      {
        cwd: options.workDir,
        env: options.env,
        timeout: options.timeoutMs ?? BLOCK_TIMEOUT_MS,
        maxBuffer: 8 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode: code, stdout, stderr });
      },
    );
  });
}
