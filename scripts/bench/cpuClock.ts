/**
 * A clock of this process's CPU milliseconds that is cheap to read, for `bench:solver
 * --cpu-clock`. The solver reads its clock a few times per iteration, and `process.cpuUsage()`
 * is a system call: read that often it took a sixth of each run's CPU. So the CPU time is read
 * again only once `resyncMs` of wall time have passed; in between the clock adds the wall time
 * since the last reading. It never runs backwards, and after a reading it is at most `resyncMs`
 * ahead of the CPU time (on a busy host wall time runs faster than the process's CPU time).
 */
export interface CpuClockSources {
  /** CPU time used by the process, in microseconds. */
  cpuMicros(): number;
  /** A monotonic wall clock in milliseconds. */
  wallMs(): number;
}

const processSources: CpuClockSources = {
  cpuMicros: () => {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  },
  wallMs: () => performance.now(),
};

export function createCpuClock(
  resyncMs = 1,
  sources: CpuClockSources = processSources,
): () => number {
  let cpuAtReading = sources.cpuMicros() / 1000;
  let wallAtReading = sources.wallMs();
  let last = cpuAtReading;
  return () => {
    const wall = sources.wallMs();
    if (wall - wallAtReading >= resyncMs) {
      cpuAtReading = sources.cpuMicros() / 1000;
      wallAtReading = wall;
    }
    const estimate = cpuAtReading + (wall - wallAtReading);
    if (estimate > last) last = estimate;
    return last;
  };
}
