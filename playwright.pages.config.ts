import path from 'node:path';
import { defineConfig } from '@playwright/test';

import baseConfig, { PAGES_RUNTIME_SPECS } from './playwright.config';
import { BUILD_DIR } from './tests/quality/builtSite';

const PORT = Number(process.env.PAGES_PORT ?? 3220);

/**
 * The header, CSP and redirect specs against Cloudflare's own runtime (`wrangler pages dev`,
 * workerd, offline; started by scripts/pages-dev.mjs) instead of scripts/serve-build.mjs, our
 * imitation of that host, so a difference between the two fails a test. The Vitest checks of
 * served responses run against the same runtime with SERVED_BUILD_URL (scripts/test.sh).
 */
export default defineConfig({
  ...baseConfig,
  projects: [
    {
      name: 'pages-runtime',
      testDir: path.join(__dirname, 'tests/e2e'),
      testMatch: [...PAGES_RUNTIME_SPECS],
    },
  ],
  // Its own output folder: scripts/test.sh runs this beside the other configs' runs, and each
  // run empties its output folder when it starts.
  outputDir: 'test-results/pages-runtime',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  // scripts/test.sh starts the runtime itself (PAGES_SERVER_STARTED), once for these specs and
  // the Vitest checks after them, on a port it has checked was free.
  webServer: process.env.PAGES_SERVER_STARTED
    ? undefined
    : {
        command: `node scripts/pages-dev.mjs --dir ${JSON.stringify(BUILD_DIR)} --port ${PORT}`,
        cwd: __dirname,
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
