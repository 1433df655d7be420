import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

import SlowestFirstSequencer from './tests/support/slowestFirstSequencer';

export default defineConfig({
  // The bundler's aliases that client code imports, so a test can load that code (and mock a
  // theme component with vi.mock).
  resolve: {
    alias: [
      { find: /^@site\//, replacement: `${__dirname}/` },
      {
        find: /^@theme\/TryIt$/,
        replacement: path.join(__dirname, 'src/plugins/sandbox-console/theme/TryIt/index.ts'),
      },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/support/vitestGlobalSetup.ts'],
    // Vitest's default (one worker fewer than the cores) is a single worker on a 2-core CI
    // machine, and its main process, which transforms the files, leaves the other core idle
    // most of the time; two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The slowest files first, also without Vitest's cache (a clean clone), so no core idles
    // at the end waiting on one long file.
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
