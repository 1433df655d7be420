/**
 * The jobs and shipments the plan could not serve, with the solver's reason for each and, beside
 * it, the smallest change that would serve it, which the reader can apply and solve again.
 */
import React, { type ReactNode } from 'react';

import { toJsonPath } from '../../client/jsonPath';
import type { Relaxation, Unassigned } from '@site/src/solver/types';

import styles from './styles.module.css';

interface Props {
  items: Unassigned[];
  /** Applies a suggestion to the request and solves again; absent while a change cannot be made. */
  onApply?: (relaxation: Relaxation) => void;
}

function Suggestion({
  item,
  onApply,
}: {
  item: Unassigned;
  onApply?: (relaxation: Relaxation) => void;
}): ReactNode {
  const relaxation = item.relaxation;
  if (!relaxation) return null;
  if (relaxation.kind === 'none') {
    return (
      <p className={styles.suggestion} data-testid="relaxation">
        <span className={styles.suggestionLabel}>Smallest fix:</span> {relaxation.message}
      </p>
    );
  }
  return (
    <p className={styles.suggestion} data-testid="relaxation">
      <span className={styles.suggestionLabel}>Smallest fix:</span> {relaxation.message}{' '}
      {relaxation.path && <code>{toJsonPath(relaxation.path)}</code>}{' '}
      {onApply && (
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => onApply(relaxation)}
          aria-label={`Apply the fix for ${item.id} and solve again`}
          data-testid="apply-relaxation"
        >
          Apply
        </button>
      )}
    </p>
  );
}

export default function UnassignedList({ items, onApply }: Props): ReactNode {
  if (items.length === 0) {
    return <p data-testid="unassigned">Every job and shipment is assigned.</p>;
  }
  return (
    <ul className={styles.list} data-testid="unassigned">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} data-unassigned-id={item.id}>
          <code>{item.id}</code> ({item.kind}) <span className={styles.reason}>{item.reason}</span>:{' '}
          {item.message}
          <Suggestion item={item} onApply={onApply} />
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
