import React, { useEffect, useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { GLOSSARY, isTermId, type GlossaryEntry, type TermId } from '../../data/glossary';

import styles from './styles.module.css';

export interface TermProps {
  /** A key of GLOSSARY; an unknown id throws so that a typo fails the build. */
  id: TermId | (string & Record<never, never>);
  /** The words as they read in the sentence; defaults to the glossary term. */
  children?: ReactNode;
}

function glossaryEntry(id: string): GlossaryEntry {
  if (!isTermId(id)) {
    throw new Error(
      `<Term id="${id}">: unknown glossary id. Valid ids are the keys of GLOSSARY in src/data/glossary.ts.`,
    );
  }
  return GLOSSARY[id];
}

/**
 * A glossary term: a plain link to the term page, with the one-sentence definition as a
 * tooltip. The tooltip is always in the HTML (so screen readers get it through
 * aria-describedby and it works before hydration); CSS shows it on hover and focus, and the
 * script only adds Escape to dismiss it, as WCAG 1.4.13 asks of content on hover or focus.
 */
export default function Term({ id, children }: TermProps): ReactNode {
  const entry = glossaryEntry(id);
  const tooltipId = useId();
  const [active, setActive] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // Escape must work while the pointer merely hovers, when focus is elsewhere.
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const activate = (): void => setActive(true);
  const deactivate = (): void => {
    setActive(false);
    setDismissed(false);
  };

  return (
    <span
      className={styles.term}
      data-dismissed={dismissed ? 'true' : undefined}
      onMouseEnter={activate}
      onMouseLeave={deactivate}
      onFocus={activate}
      onBlur={deactivate}
    >
      <Link to={entry.page} className={styles.link} aria-describedby={tooltipId}>
        {children ?? entry.term}
      </Link>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {entry.definition}
      </span>
    </span>
  );
}
