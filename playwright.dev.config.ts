import path from 'node:path';
import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { DEV_BASE_URL, DEV_GENERATED_DIR, DEV_PORT } from './tests/e2e-dev/devServer';

/**
 * Smoke tests against `docusaurus start` (tests/e2e-dev): the features that must work in
 * development too, not only in a production build. Playwright starts the dev server
 * (scripts/start-dev-server.sh), waits for its first compilation and stops it afterwards;
 * scripts/test.sh starts it ahead of time instead (scripts/test-dev-server.sh).
 *
 *   npx playwright test --config playwright.dev.config.ts
 */
export default defineConfig({
  ...base,
  projects: [{ name: 'e2e-dev', testDir: path.join(__dirname, 'tests/e2e-dev') }],
  workers: 1,
  // Its own output folder: scripts/test.sh runs this beside the other configs' runs, and each
  // run empties its output folder when it starts.
  outputDir: 'test-results/dev-server',
  // The dev bundle compiles parts of the site on first request, so a first visit is slower.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  use: { ...base.use, baseURL: DEV_BASE_URL },
  webServer: {
    command: 'bash scripts/start-dev-server.sh',
    url: `${DEV_BASE_URL}/`,
    // scripts/test.sh starts this server early (DEV_SERVER_STARTED=true) and waits until it
    // answers; anyone else's server on the port is never used: the specs must see this one.
    reuseExistingServer: process.env.DEV_SERVER_STARTED === 'true',
    // A cold dev compilation of the whole site on a busy 2-core machine takes minutes.
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_DEV_PORT: String(DEV_PORT), E2E_DEV_GENERATED_DIR: DEV_GENERATED_DIR },
  },
});
