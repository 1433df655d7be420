import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export interface EntryCard {
  title: string;
  to: string;
  description: string;
  /** Short label above the title, e.g. "REST · OAuth 2.0". */
  eyebrow?: string;
}

/** A grid of linked cards: the home page's and the 404 page's way into the site. */
export default function EntryCards({ cards }: { cards: readonly EntryCard[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link to={card.to} className={styles.card}>
            {card.eyebrow && <span className={styles.eyebrow}>{card.eyebrow}</span>}
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
