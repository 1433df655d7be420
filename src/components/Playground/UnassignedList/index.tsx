/** The jobs and shipments the plan could not serve, with the solver's reason for each. */
import React, { type ReactNode } from 'react';

import type { Unassigned } from '@site/src/solver/types';

import styles from './styles.module.css';

export default function UnassignedList({ items }: { items: Unassigned[] }): ReactNode {
  if (items.length === 0) {
    return <p data-testid="unassigned">Every job and shipment is assigned.</p>;
  }
  return (
    <ul className={styles.list} data-testid="unassigned">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <code>{item.id}</code> ({item.kind}) <span className={styles.reason}>{item.reason}</span>:{' '}
          {item.message}
          {item.violations.length > 0 && (
            <ul>
              {item.violations.map((violation, index) => (
                <li key={index}>
                  <code>{violation.constraint}</code>: {violation.detail}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
