import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { alphabeticalTermIds, GLOSSARY } from '../../data/glossary';

import styles from './styles.module.css';

/**
 * Every glossary entry with its one-sentence definition and a link to its page, rendered from
 * GLOSSARY so the glossary page, the tooltips and the term pages share one text.
 */
export default function GlossaryList(): ReactNode {
  return (
    <dl className={styles.list}>
      {alphabeticalTermIds().map((id) => {
        const entry = GLOSSARY[id];
        return (
          <div key={id} id={id} className={styles.entry}>
            <dt className={styles.term}>
              <Link to={entry.page}>{entry.term}</Link>
              {entry.expansion && <span className={styles.expansion}> ({entry.expansion})</span>}
            </dt>
            <dd className={styles.definition}>{entry.definition}</dd>
          </div>
        );
      })}
    </dl>
  );
}
