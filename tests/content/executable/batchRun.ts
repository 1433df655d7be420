/**
 * Runs many independent JavaScript or Python samples in one Node or Python process, one after
 * the other, each with its own env and working directory: starting Python with `requests` or
 * Node costs seconds on a busy machine, the samples themselves milliseconds. Each sample calls
 * its own sandbox session, so its requests are attributed by session, not by timing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { instantWaitsEnv } from './instantWaits';
import type { BlockRun } from './runBlock';
import { rewriteHosts } from './runBlock';
import { python3 } from './python3';

interface BatchItem {
  source: string;
  origin: string;
  env: Record<string, string>;
  workDir: string;
}

type BatchLanguage = 'javascript' | 'python';

const PYTHON_RUNNER = `import contextlib, io, json, os, runpy, sys, traceback
items = json.load(open(sys.argv[1]))
results = []
for item in items:
    os.environ.clear()
    os.environ.update(item["env"])
    os.chdir(item["cwd"])
    err = io.StringIO()
    code = 0
    try:
        with contextlib.redirect_stderr(err):
            runpy.run_path(item["file"], run_name="__main__")
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except BaseException:
        code = 1
        err.write(traceback.format_exc())
    results.append({"exitCode": code, "stderr": err.getvalue()})
json.dump(results, open(sys.argv[2], "w"))
`;

const NODE_RUNNER = `import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const items = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = [];
for (const item of items) {
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, item.env);
  process.chdir(item.cwd);
  process.exitCode = undefined;
  try {
    await import(pathToFileURL(item.file).href);
    results.push({ exitCode: process.exitCode ?? 0, stderr: '' });
  } catch (error) {
    results.push({ exitCode: 1, stderr: String(error?.stack ?? error) });
  }
}
process.exitCode = 0;
writeFileSync(process.argv[3], JSON.stringify(results));
`;

const SETUP: Record<BatchLanguage, { runner: string; sample: string; program: () => string }> = {
  javascript: { runner: 'runner.mjs', sample: 'block.mjs', program: () => 'node' },
  python: { runner: 'runner.py', sample: 'block.py', program: python3 },
};

export async function runBatch(
  language: BatchLanguage,
  items: readonly BatchItem[],
): Promise<BlockRun[]> {
  const { runner, sample, program } = SETUP[language];
  const batchDir = mkdtempSync(path.join(tmpdir(), 'walkthrough-batch-'));
  try {
    const manifest = items.map((item) => {
      const file = path.join(item.workDir, sample);
      writeFileSync(file, rewriteHosts(item.source, item.origin));
      return { file, env: item.env, cwd: item.workDir };
    });
    const manifestPath = path.join(batchDir, 'manifest.json');
    const resultsPath = path.join(batchDir, 'results.json');
    const runnerPath = path.join(batchDir, runner);
    writeFileSync(manifestPath, JSON.stringify(manifest));
    writeFileSync(runnerPath, language === 'python' ? PYTHON_RUNNER : NODE_RUNNER);
    const run = await new Promise<BlockRun>((resolve) => {
      execFile(
        program(),
        [runnerPath, manifestPath, resultsPath],
        {
          env: {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            HOME: process.env.HOME ?? '/tmp',
            ...instantWaitsEnv(),
          },
          timeout: 20_000 + 5_000 * items.length,
          maxBuffer: 64 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ exitCode: code, stdout, stderr });
        },
      );
    });
    if (run.exitCode !== 0)
      return items.map(() => ({ ...run, stderr: `batch runner failed: ${run.stderr}` }));
    const results = JSON.parse(readFileSync(resultsPath, 'utf8')) as {
      exitCode: number;
      stderr: string;
    }[];
    return results.map((result) => ({ ...result, stdout: '' }));
  } finally {
    rmSync(batchDir, { recursive: true, force: true });
  }
}
