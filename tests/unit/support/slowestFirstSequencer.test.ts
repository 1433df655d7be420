import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';

import SlowestFirstSequencer from '../../support/slowestFirstSequencer';
import { DURATIONS_FILE } from '../../support/vitestDurationsFile';

const ROOT = path.resolve(__dirname, '../../..');
const committed = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;

/** A sequencer over a planted cache: `results` maps a path to its cached run. */
function sequencer(results: Record<string, { duration: number; failed: boolean }>) {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => results[key.slice(key.indexOf(':') + 1)],
    },
  } as unknown as Vitest;
  return new SlowestFirstSequencer(ctx);
}

function spec(relative: string): TestSpecification {
  return {
    moduleId: path.join(ROOT, relative),
    project: { name: '' },
  } as unknown as TestSpecification;
}

async function order(
  files: string[],
  results: Record<string, { duration: number; failed: boolean }> = {},
) {
  const sorted = await sequencer(results).sort(files.map(spec));
  return sorted.map((file) => path.relative(ROOT, file.moduleId));
}

describe('SlowestFirstSequencer', () => {
  const [slowest, second] = Object.keys(committed);

  it('orders a clean clone (no cache) by the committed durations, slowest first', async () => {
    expect(committed[slowest!]).toBeGreaterThanOrEqual(committed[second!]!);
    expect(await order(['tests/unknown-a.test.ts', second!, slowest!])).toEqual([
      slowest,
      second,
      'tests/unknown-a.test.ts',
    ]);
  });

  it("prefers this machine's cached duration to the committed one", async () => {
    expect(
      await order([slowest!, second!], { [second!]: { duration: 1e9, failed: false } }),
    ).toEqual([second, slowest]);
  });

  it('runs a file that failed last time first', async () => {
    expect(
      await order([slowest!, 'tests/unknown-a.test.ts'], {
        'tests/unknown-a.test.ts': { duration: 1, failed: true },
      }),
    ).toEqual(['tests/unknown-a.test.ts', slowest]);
  });

  it('breaks ties by path, so the order is the same on every run', async () => {
    const files = ['tests/unknown-c.test.ts', 'tests/unknown-a.test.ts', 'tests/unknown-b.test.ts'];
    expect(await order(files)).toEqual([
      'tests/unknown-a.test.ts',
      'tests/unknown-b.test.ts',
      'tests/unknown-c.test.ts',
    ]);
  });
});
