import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import baseConfig from './playwright.config';
import { BUILD_DIR } from './tests/quality/builtSite';

const PORT = Number(process.env.PAGES_PORT ?? 3220);

/**
 * The header, CSP and redirect specs against Cloudflare's own runtime (`wrangler pages dev`,
 * workerd, offline) instead of scripts/serve-build.mjs, our imitation of that host, so a
 * difference between the two fails a test. The Vitest header checks run against the same
 * server with SERVED_BUILD_URL (see the README's Deploying section).
 *
 * The compatibility date is pinned to one the bundled workerd supports: wrangler defaults to
 * today's date, which a workerd older than today refuses. Its state and bundles go to a
 * temporary folder, not the work tree; WRANGLER_SEND_METRICS=false keeps it offline (it still warns that it
 * cannot fetch the `Request.cf` object, and falls back to a placeholder).
 */
const WRANGLER = process.env.WRANGLER ?? path.join(__dirname, 'node_modules/.bin/wrangler');
/** Wrangler bundles its shims under `.wrangler/` in its working folder: not the work tree. */
const WRANGLER_CWD = path.join(tmpdir(), 'wrangler-pages-dev');

mkdirSync(WRANGLER_CWD, { recursive: true });

export default defineConfig({
  ...baseConfig,
  projects: [
    {
      name: 'pages-runtime',
      testDir: path.join(__dirname, 'tests/e2e'),
      testMatch: ['routes.spec.ts', 'robustness.spec.ts'],
    },
  ],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: [
      WRANGLER,
      'pages dev',
      JSON.stringify(BUILD_DIR),
      `--port ${PORT}`,
      '--ip 127.0.0.1',
      '--compatibility-date 2026-04-26',
      `--persist-to ${JSON.stringify(path.join(WRANGLER_CWD, 'state'))}`,
    ].join(' '),
    cwd: WRANGLER_CWD,
    env: { WRANGLER_SEND_METRICS: 'false', CI: '1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
