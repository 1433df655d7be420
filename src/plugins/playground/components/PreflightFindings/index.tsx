/**
 * The pre-flight findings under the editor: each with its severity in words, its JSON path, the
 * sentence with the numbers and a link to the docs section or problem type behind the rule.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import type { PlacedFinding } from '../../client/preflightFindings';

import styles from './styles.module.css';

const SHOWN = 12;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export default function PreflightFindings({
  findings,
}: {
  findings: PlacedFinding[] | null;
}): ReactNode {
  if (findings === null) return null;
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  return (
    <div className={styles.findings} data-testid="preflight-findings">
      <h3 className={styles.heading}>Pre-flight check</h3>
      {findings.length === 0 ? (
        <p className={styles.summary}>Nothing found: no job is certainly unassignable.</p>
      ) : (
        <>
          <p className={styles.summary}>
            {count(errors, 'error')} and {count(warnings, 'warning')}. Solve still runs: a job with
            an error comes back in <code>unassigned[]</code>; links open in a new tab.
          </p>
          <ul className={styles.list}>
            {findings.slice(0, SHOWN).map((finding, index) => (
              <li key={index} data-severity={finding.severity}>
                <strong>{finding.severity === 'error' ? 'Error' : 'Warning'}</strong>{' '}
                <code>{finding.jsonPath}</code>: {finding.message}{' '}
                <Link to={finding.link} target="_blank" rel="noopener">
                  {finding.linkText}
                </Link>
              </li>
            ))}
            {findings.length > SHOWN && <li>… and {findings.length - SHOWN} more</li>}
          </ul>
        </>
      )}
    </div>
  );
}
