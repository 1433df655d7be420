#!/usr/bin/env node
// Serves a build with Cloudflare's own Pages runtime, `wrangler pages dev` (workerd, offline),
// for the checks that compare our imitation of the host (scripts/serve-build.mjs) with the real
// one: playwright.pages.config.ts's server, and the Vitest checks of served responses in
// scripts/test.sh (SERVED_BUILD_URL). One place for how wrangler is started:
// - the compatibility date is pinned to one the bundled workerd supports: wrangler defaults to
//   today's date, which a workerd older than today refuses;
// - its state and the shims it bundles under `.wrangler/` go to a temporary folder, not the
//   work tree;
// - WRANGLER_SEND_METRICS=false keeps it offline (it still warns that it cannot fetch the
//   `Request.cf` object, and falls back to a placeholder).
//
//   node scripts/pages-dev.mjs [--dir build] [--port 3220]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPATIBILITY_DATE = '2026-04-26';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.BUILD_DIR ?? 'build' },
    port: { type: 'string', default: '3220' },
  },
});

const wrangler = process.env.WRANGLER ?? path.join(SITE_DIR, 'node_modules/.bin/wrangler');
const workDir = path.join(tmpdir(), `wrangler-pages-dev-${values.port}`);
mkdirSync(workDir, { recursive: true });

const child = spawn(
  wrangler,
  [
    'pages',
    'dev',
    path.resolve(SITE_DIR, values.dir),
    '--port',
    values.port,
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    path.join(workDir, 'state'),
  ],
  {
    cwd: workDir,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
  },
);
// Stopping this process stops wrangler, which stops its workerd.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
