/** The plan's totals from `summary`. */
import React, { type ReactNode } from 'react';

import type { SolveResponse } from '@site/src/solver/types';
import { formatCost, formatDistance, formatDuration } from '../../client/format';

import styles from './styles.module.css';

export default function Summary({ response }: { response: SolveResponse }): ReactNode {
  const { summary } = response;
  const rows: Array<[string, string]> = [
    ['Status', response.status],
    ['Cost', formatCost(summary.cost)],
    ['Vehicles used', String(summary.vehicles_used)],
    ['Distance', formatDistance(summary.distance)],
    ['Duration', formatDuration(summary.duration)],
    ['Travel', formatDuration(summary.travel_duration)],
    ['Service', formatDuration(summary.service_duration)],
    ['Waiting', formatDuration(summary.waiting_duration)],
    ['Unassigned', String(summary.unassigned_count)],
  ];
  return (
    <dl className={styles.summary} data-testid="summary">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.item}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
