import { describe, expect, it } from 'vitest';
import {
  familyRows,
  instanceRows,
  percent,
  runDescription,
  type BenchResults,
} from '../../../src/components/SolverBenchmark/benchTables';

const results: BenchResults = {
  date: '2026-11-28T19:00:00.000Z',
  host: { cpu: 'Test CPU', cores: 2, platform: 'linux', node: 'v20.0.0' },
  clock: 'process CPU time',
  timeLimitSeconds: 10,
  iterationLimit: null,
  seeds: [1, 2, 3],
  instances: 2,
  runs: 6,
  failedRuns: 0,
  groups: [
    {
      group: 'R2',
      instances: 2,
      runs: 6,
      failed: 0,
      ranked: 2,
      matchedInstancesMeanOverSeeds: 1.6667,
      meanGapPercent: 1.234,
      worstGapPercent: 3.5,
    },
    {
      group: 'all',
      instances: 2,
      runs: 6,
      failed: 0,
      ranked: 2,
      matchedInstancesMeanOverSeeds: 1.6667,
      meanGapPercent: 1.234,
      worstGapPercent: 3.5,
    },
  ],
  instanceScores: [
    {
      instance: 'R201',
      family: 'R2',
      runs: 3,
      failed: 0,
      matched: 3,
      meanVehicles: 4,
      worstVehicles: 4,
      meanDistance: 1253.2345,
      meanGapPercent: -0.001,
      worstGapPercent: 0,
    },
    {
      instance: 'R202',
      family: 'R2',
      runs: 3,
      failed: 0,
      matched: 2,
      meanVehicles: 3.6667,
      worstVehicles: 4,
      meanDistance: 1191.7,
      meanGapPercent: 2.5,
      worstGapPercent: 3.5,
    },
  ],
  runsByInstance: [
    { instance: 'R201', best: { vehicles: 4, distance: 1252.37 } },
    { instance: 'R202', best: { vehicles: 3, distance: 1191.7 } },
  ],
};

describe('solver benchmark tables', () => {
  it('writes a gap a hair below best-known as 0.00 %, and a missing gap as a dash', () => {
    expect(percent(-0.001)).toBe('0.00 %');
    expect(percent(1.234)).toBe('1.23 %');
    expect(percent(null)).toBe('–');
  });

  it('gives each family the matched instances over seeds, the gaps and the failed runs', () => {
    expect(familyRows(results)).toEqual([
      {
        family: 'R2',
        instances: '2',
        matched: '1.7 of 2',
        meanGap: '1.23 %',
        worstGap: '3.50 %',
        failed: '0 of 6',
      },
      expect.objectContaining({ family: 'All' }),
    ]);
  });

  it('shows the vehicles of an instance as one number only when every seed used as many', () => {
    const [same, mixed] = instanceRows(results);
    expect(same).toMatchObject({ bestVehicles: '4', bestDistance: '1252.37', vehicles: '4' });
    expect(mixed).toMatchObject({ vehicles: '3.7 (worst 4)', matched: '2 of 3' });
  });

  it('says what the run covered, on which clock, host and date', () => {
    expect(runDescription(results)).toBe(
      '2 instances, seeds 1–3, 10 s of CPU time per run, 6 runs (0 failed) on Test CPU (2 cores, linux, Node.js v20.0.0), 2026-11-28.',
    );
  });
});
