import { describe, expect, it } from 'vitest';
import { createCpuClock } from '../../../scripts/bench/cpuClock';

/** Planted CPU and wall clocks the test moves itself, counting the CPU readings. */
function plantedSources(): {
  cpuMs: number;
  wallMs: number;
  readings: number;
  sources: { cpuMicros(): number; wallMs(): number };
} {
  const state = {
    cpuMs: 100,
    wallMs: 5000,
    readings: 0,
    sources: {
      cpuMicros: () => {
        state.readings++;
        return state.cpuMs * 1000;
      },
      wallMs: () => state.wallMs,
    },
  };
  return state;
}

describe('createCpuClock', () => {
  it('reads the CPU time once per resync interval and adds wall time in between', () => {
    const planted = plantedSources();
    const clock = createCpuClock(1, planted.sources);
    expect(planted.readings).toBe(1);
    expect(clock()).toBe(100);
    planted.cpuMs = 100.4;
    planted.wallMs = 5000.5;
    expect(clock()).toBe(100.5);
    expect(planted.readings).toBe(1);
    planted.cpuMs = 100.9;
    planted.wallMs = 5001;
    expect(clock()).toBe(100.9);
    expect(planted.readings).toBe(2);
  });

  it('never runs backwards when the CPU time lags the wall time', () => {
    const planted = plantedSources();
    const clock = createCpuClock(1, planted.sources);
    planted.wallMs = 5000.9;
    expect(clock()).toBeCloseTo(100.9, 9);
    // A busy host: 2 ms of wall time, only 0.2 ms of CPU.
    planted.wallMs = 5002;
    planted.cpuMs = 100.2;
    expect(clock()).toBeCloseTo(100.9, 9);
    planted.wallMs = 5002.5;
    expect(clock()).toBeCloseTo(100.9, 9);
    planted.wallMs = 5003;
    planted.cpuMs = 101.5;
    expect(clock()).toBe(101.5);
  });

  it('follows the process CPU time within the resync interval', () => {
    const clock = createCpuClock(1);
    const deadline = performance.now() + 30;
    let spin = 0;
    while (performance.now() < deadline) spin++;
    const usage = process.cpuUsage();
    const cpuMs = (usage.user + usage.system) / 1000;
    const read = clock();
    expect(spin).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(cpuMs - 5);
    expect(read).toBeLessThan(cpuMs + 5);
  });
});
