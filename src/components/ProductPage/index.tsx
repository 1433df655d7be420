import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export interface ProductSection {
  heading: string;
  body: ReactNode;
}

/** What a product page says under its title, in reading order. */
export interface ProductPageContent {
  sections: readonly ProductSection[];
  lead: ReactNode;
  cta: { label: string; to: string };
}

interface Props {
  // Title and description stay string props in each page's JSX: the search index reads a
  // React page's title from there (src/plugins/search/jsxPageSections.ts).
  title: string;
  description: string;
  content: ProductPageContent;
}

/** The layout of a product (marketing) page: a lead, sections, one call to action. */
export default function ProductPage({ title, description, content }: Props): ReactNode {
  const { lead, cta, sections } = content;
  return (
    <Layout title={title} description={description}>
      {/* The header sits inside <main>: outside it would be a second banner landmark beside the
          announcement bar's, and the page's <h1> belongs to its main content. */}
      <main>
        <header className={styles.header}>
          <div className="container">
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.lead}>{lead}</p>
            <Link className="button button--primary button--lg" to={cta.to}>
              {cta.label}
            </Link>
          </div>
        </header>
        <div className="container margin-vert--lg">
          {sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
