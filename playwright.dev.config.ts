import path from 'node:path';
import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { DEV_BASE_URL, DEV_GENERATED_DIR, DEV_PORT } from './tests/e2e-dev/devServer';

/**
 * Smoke tests against `docusaurus start` (tests/e2e-dev): the features that must work in
 * development too, not only in a production build. Playwright starts the dev server, waits for
 * its first compilation and stops it afterwards.
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
    command: `npx docusaurus start --port ${DEV_PORT} --host 127.0.0.1 --no-open`,
    url: `${DEV_BASE_URL}/`,
    // Never someone else's server on the port: the specs must see this dev server.
    reuseExistingServer: false,
    // A cold dev compilation of the whole site on a busy 2-core machine takes minutes.
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: DEV_GENERATED_DIR,
      // Local search is the default this checks; hosted credentials would switch it off.
      ALGOLIA_APP_ID: '',
      ALGOLIA_SEARCH_API_KEY: '',
      ALGOLIA_INDEX_NAME: '',
    },
  },
});
