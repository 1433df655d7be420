import path from 'node:path';

/**
 * Milliseconds per Vitest file (its path from the root), as the last refresh measured them:
 * written by scripts/vitest-durations.ts, read by tests/support/slowestFirstSequencer.ts.
 */
export const DURATIONS_FILE = path.join(__dirname, 'vitestDurations.json');
