import { cpus, loadavg } from 'node:os';

/**
 * Wall-clock figures (build times, Lighthouse timings) depend on what else the machine is
 * doing, so each section records the load it was measured under.
 */
export interface MachineLoad {
  /** 1, 5 and 15 minute load averages. */
  loadAverage: [number, number, number];
  cores: number;
}

export function machineLoad(): MachineLoad {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const round = (value: number) => Number(value.toFixed(2));
  return { loadAverage: [round(one), round(five), round(fifteen)], cores: cpus().length };
}

export function describeLoad(load: MachineLoad): string {
  return `load average ${load.loadAverage.join(' / ')} on ${load.cores} cores`;
}
