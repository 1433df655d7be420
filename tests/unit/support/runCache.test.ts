import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RUN_DIR_VARIABLE, runCacheEntry } from '../../support/runCache';

describe('runCacheEntry (what one test run computes once)', () => {
  let runDir: string;

  beforeEach(() => {
    runDir = mkdtempSync(path.join(tmpdir(), 'run-cache-test-'));
    vi.stubEnv(RUN_DIR_VARIABLE, runDir);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(runDir, { recursive: true, force: true });
  });

  it('gives a later process what an earlier one stored for the same inputs', () => {
    const first = runCacheEntry<{ pages: string[] }>('pages', ['a.mdx', '# A']);
    expect(first.value).toBeUndefined();
    first.store({ pages: ['A'] });
    expect(runCacheEntry('pages', ['a.mdx', '# A']).value).toEqual({ pages: ['A'] });
    // Only the finished entry is left: the partial file was renamed into place.
    expect(readdirSync(runDir)).toHaveLength(1);
  });

  it('computes anew when an input changed, or another entry has the same inputs', () => {
    runCacheEntry('pages', ['a.mdx', '# A']).store(['A']);
    expect(runCacheEntry('pages', ['a.mdx', '# A, edited']).value).toBeUndefined();
    expect(runCacheEntry('specs', ['a.mdx', '# A']).value).toBeUndefined();
    // The inputs are kept apart, so moving text from one to the next is a change too.
    expect(runCacheEntry('pages', ['a.mdx#', ' A']).value).toBeUndefined();
  });

  it('stores nothing without a run folder', () => {
    vi.stubEnv(RUN_DIR_VARIABLE, '');
    const entry = runCacheEntry('pages', ['a.mdx', '# A']);
    entry.store(['A']);
    expect(entry.value).toBeUndefined();
    expect(readdirSync(runDir)).toEqual([]);
  });
});
