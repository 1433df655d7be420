/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/NotFound/Content.
 * Reason: a reader who lands on a dead URL gets a search box and the main entry points
 * under the upstream "Page Not Found" message. Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const SECTIONS: readonly EntryCard[] = [
  {
    title: 'Learn',
    to: '/docs/intro',
    description: 'Vehicle routing concepts and the three APIs.',
  },
  {
    title: 'How-to recipes',
    to: '/docs/category/how-to-recipes',
    description: 'Task-focused guides.',
  },
  { title: 'API reference', to: '/api-portal', description: 'Every endpoint and field.' },
  { title: 'FAQ', to: '/docs/faq', description: 'Answers to common questions.' },
];

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <section className={`container ${styles.more}`} aria-labelledby="not-found-search">
        <h2 id="not-found-search">Search the docs</h2>
        <form action="/search" method="get" role="search" className={styles.form}>
          <label htmlFor="not-found-q" className="sr-only">
            Search query
          </label>
          <input
            id="not-found-q"
            name="q"
            type="search"
            maxLength={64}
            placeholder="e.g. time window"
            className={styles.input}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <EntryCards cards={SECTIONS} />
      </section>
    </>
  );
}
