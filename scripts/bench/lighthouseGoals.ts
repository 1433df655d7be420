/**
 * Issue #34's Lighthouse goals, judged against the bare site measured in the same rounds:
 * first paint never later than the bare page's in the same round, TBT at most a third of the
 * bare page's, performance 95 or more. The host's speed and load are printed beside them,
 * since a slower host scores lower on both sites.
 */
import { barePageFor } from './bareSite';
import type { LighthouseRow } from './lighthouse';

export interface LighthouseGoalRow {
  page: string;
  'bare page': string;
  'FCP ours (runs)': string;
  'FCP bare (runs)': string;
  'FCP never later': string;
  'TBT ours / bare': string;
  'TBT <= 1/3': string;
  'perf >= 95': string;
  benchmarkIndex: string;
  load: string;
}

function range(values: readonly number[]): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '-';
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  return low === high ? String(low) : `${low}-${high}`;
}

const verdict = (met: boolean | null) => (met === null ? '-' : met ? 'yes' : 'NO');

export function lighthouseGoals(
  ours: readonly LighthouseRow[],
  bare: readonly LighthouseRow[],
): LighthouseGoalRow[] {
  return ours.map((row) => {
    const barePage = barePageFor(row);
    const bareRow = barePage && bare.find((candidate) => candidate.path === barePage.path);
    // Round i of ours ran beside round i of the bare page, so runs compare pairwise.
    const pairs = bareRow
      ? row.runs.slice(0, bareRow.runs.length).map((run, i) => [run, bareRow.runs[i]!] as const)
      : [];
    const fcpNeverLater = pairs.length > 0 ? pairs.every(([o, b]) => o.fcpMs <= b.fcpMs) : null;
    const tbtRatio = bareRow && bareRow.tbtMs > 0 ? row.tbtMs / bareRow.tbtMs : null;
    const hostRuns = [...row.runs, ...(bareRow?.runs ?? [])];
    return {
      page: row.name,
      'bare page': barePage?.path ?? '-',
      'FCP ours (runs)': row.runs.map((run) => run.fcpMs).join(' '),
      'FCP bare (runs)': bareRow ? bareRow.runs.map((run) => run.fcpMs).join(' ') : '-',
      'FCP never later': verdict(fcpNeverLater),
      'TBT ours / bare':
        tbtRatio === null ? '-' : `${row.tbtMs} / ${bareRow!.tbtMs} = ${tbtRatio.toFixed(2)}`,
      'TBT <= 1/3': verdict(tbtRatio === null ? null : tbtRatio <= 1 / 3),
      'perf >= 95': `${verdict(row.performance >= 95)} (${row.performance})`,
      benchmarkIndex: range(hostRuns.map((run) => run.benchmarkIndex)),
      load: range(hostRuns.map((run) => run.load)),
    };
  });
}
