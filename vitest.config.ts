import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
  },
});
