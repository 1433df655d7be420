import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { BUILD_DIR } from './tests/quality/builtSite';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Specs about what the host answers (headers, CSP, redirects): run on the Pages runtime only. */
export const PAGES_RUNTIME_SPECS = ['routes.spec.ts', 'robustness.spec.ts'] as const;

/**
 * The browser suite against one served production build, in one run: the feature specs
 * (tests/e2e) and the quality gates (tests/quality: the page walker, first-load JS budgets,
 * keyboard paths). `npm run test:e2e` and `npm run test:quality` pick one project.
 */
export default defineConfig({
  fullyParallel: true,
  // Playwright's default (half the cores) is one worker on a 2-core CI machine; the browser
  // tests wait on the network and timers as much as on the CPU, so two keep both cores busy.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Quality first: its page walker starts with the longest pages, and the short feature tests
  // then fill both workers to the end.
  projects: [
    { name: 'quality', testDir: path.join(__dirname, 'tests/quality') },
    // The header, CSP and redirect specs run on Cloudflare's own runtime instead
    // (playwright.pages.config.ts), the host whose answers they are about.
    {
      name: 'e2e',
      testDir: path.join(__dirname, 'tests/e2e'),
      testIgnore: [...PAGES_RUNTIME_SPECS],
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-build.mjs --dir ${JSON.stringify(BUILD_DIR)} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
