/** Example links and the actions: Solve, Cancel, Share link, Copy as curl; plus solve progress. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import type { SolveProgress } from '@site/src/solver/types';
import { PLAYGROUND_EXAMPLES } from '../../client/examples';
import { formatCost } from '../../client/format';

import styles from './styles.module.css';

interface Props {
  exampleId: string;
  solving: boolean;
  disabled: boolean;
  progress: SolveProgress | null;
  onSolve(): void;
  onCancel(): void;
  onShare(): void;
  onCopyCurl(): void;
}

export default function Toolbar(props: Props): ReactNode {
  const { exampleId, solving, disabled, progress } = props;
  return (
    <div className={styles.toolbar}>
      <nav aria-label="Examples" className={styles.examples}>
        {PLAYGROUND_EXAMPLES.map((example) => (
          <Link
            key={example.id}
            to={`/playground/${example.id}`}
            title={example.summary}
            className={styles.example}
            aria-current={example.id === exampleId ? 'page' : undefined}
          >
            {example.title}
          </Link>
        ))}
      </nav>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={props.onSolve}
          disabled={solving || disabled}
        >
          Solve
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={props.onCancel}
          disabled={!solving}
        >
          Cancel
        </button>
        <button
          type="button"
          className="button button--outline button--secondary"
          onClick={props.onShare}
        >
          Share link
        </button>
        <button
          type="button"
          className="button button--outline button--secondary"
          onClick={props.onCopyCurl}
        >
          Copy as curl
        </button>
        <span className={styles.progress} role="status" data-testid="solve-progress">
          {solving &&
            (progress
              ? `Solving: iteration ${progress.iteration}, best cost ${formatCost(progress.bestCost)}, ${(progress.elapsedMs / 1000).toFixed(1)} s`
              : 'Solving…')}
        </span>
      </div>
    </div>
  );
}
