import { describe, expect, it } from 'vitest';

import { interleavedSchedule } from '../../../scripts/bench/bareSite';
import type { LighthouseRow, LighthouseRun } from '../../../scripts/bench/lighthouse';
import { lighthouseGoals } from '../../../scripts/bench/lighthouseGoals';

function row(
  path: string,
  name: string,
  runs: Partial<LighthouseRun>[],
  tbtMs: number,
  performance: number,
): LighthouseRow {
  return {
    name,
    path,
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: runs[0]?.fcpMs ?? 0,
    lcpMs: 0,
    tbtMs,
    cls: 0,
    runs: runs.map((run) => ({
      performance,
      fcpMs: 900,
      tbtMs,
      benchmarkIndex: 1500,
      load: 1,
      ...run,
    })),
    failedAudits: [],
    mainThread: { scripts: [], work: [] },
  };
}

describe('interleavedSchedule', () => {
  it('puts each bare page right after the first page of ours it is compared with, once per round', () => {
    const schedule = interleavedSchedule(
      'http://ours',
      [
        { name: 'plain doc', path: '/docs/a' },
        { name: '/api-portal/x', path: '/api-portal/x' },
        { name: '/api-portal/y', path: '/api-portal/y' },
        { name: 'playground', path: '/playground' },
      ],
      'http://bare',
    );
    expect(schedule.map((entry) => entry.url)).toEqual([
      'http://ours/docs/a',
      'http://bare/docs/plain',
      'http://ours/api-portal/x',
      'http://bare/api',
      'http://ours/api-portal/y',
      'http://ours/playground',
    ]);
  });

  it('schedules only our pages without a bare build', () => {
    const schedule = interleavedSchedule('http://ours', [{ name: 'home', path: '/' }], null);
    expect(schedule.map((entry) => entry.key)).toEqual(['ours /']);
  });
});

describe('lighthouseGoals', () => {
  const bare = [row('/docs/plain', 'plain doc', [{ fcpMs: 1000 }, { fcpMs: 950 }], 600, 85)];

  it('compares first paint run by run with the bare page measured beside it', () => {
    const later = row('/docs/a', 'plain doc', [{ fcpMs: 990 }, { fcpMs: 960 }], 150, 96);
    const never = row('/docs/a', 'plain doc', [{ fcpMs: 990 }, { fcpMs: 940 }], 150, 96);
    expect(lighthouseGoals([later], bare)[0]!['FCP never later']).toBe('NO');
    expect(lighthouseGoals([never], bare)[0]!['FCP never later']).toBe('yes');
  });

  it('holds TBT to a third of the bare page and performance to 95', () => {
    const [met] = lighthouseGoals([row('/docs/a', 'plain doc', [{}], 200, 95)], bare);
    const [missed] = lighthouseGoals([row('/docs/a', 'plain doc', [{}], 201, 94)], bare);
    expect([met!['TBT <= 1/3'], met!['perf >= 95']]).toEqual(['yes', 'yes (95)']);
    expect([missed!['TBT <= 1/3'], missed!['perf >= 95']]).toEqual(['NO', 'NO (94)']);
  });

  it("prints the host's speed and load over both sites' runs, and no verdict without a bare page", () => {
    const ours = row('/playground', 'playground', [{ benchmarkIndex: 1200, load: 2.5 }], 300, 90);
    const [goal] = lighthouseGoals([ours], bare);
    expect(goal!['bare page']).toBe('-');
    expect(goal!['TBT <= 1/3']).toBe('-');
    expect(goal!.benchmarkIndex).toBe('1200');
    const [paired] = lighthouseGoals(
      [row('/docs/a', 'plain doc', [{ benchmarkIndex: 1200, load: 2.5 }], 100, 99)],
      bare,
    );
    expect(paired!.benchmarkIndex).toBe('1200-1500');
    expect(paired!.load).toBe('1-2.5');
  });
});
