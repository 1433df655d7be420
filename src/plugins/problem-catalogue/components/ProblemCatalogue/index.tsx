/**
 * The error catalogue's index (/problems, src/plugins/problem-catalogue): every problem type
 * the API specs name, with its HTTP status, linked to its page.
 */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import ScrollableTable from '@site/src/components/ScrollableTable';
import type { ProblemSummary } from '../../pageData';

import styles from './styles.module.css';

export default function ProblemCatalogue({ problems }: { problems: ProblemSummary[] }): ReactNode {
  const byStatus = [...problems].sort(
    (a, b) => (a.status ?? 0) - (b.status ?? 0) || a.slug.localeCompare(b.slug),
  );
  return (
    <Layout
      title="Error catalogue"
      description="Every problem type the Routing, Integration and Stateless APIs answer with: HTTP status, cause, errors[] entries and fix."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Error catalogue</Heading>
        <p className={styles.lead}>
          Every error of the three APIs is an <code>application/problem+json</code> body (RFC 9457)
          whose <code>type</code> is one of the URIs below; it opens the page that explains the
          problem. Branch on <code>type</code> and on <code>errors[].code</code>, never on{' '}
          <code>title</code> or <code>detail</code>, which are written for people.
        </p>
        <ScrollableTable>
          <thead>
            <tr>
              <th>Status</th>
              <th>Problem type</th>
              <th>Title</th>
              <th>Operations</th>
            </tr>
          </thead>
          <tbody>
            {byStatus.map((problem) => (
              <tr key={problem.slug}>
                <td>{problem.status ?? '?'}</td>
                <td>
                  <Link to={problem.permalink}>
                    <code>{problem.slug}</code>
                  </Link>
                </td>
                <td>{problem.title}</td>
                <td>{problem.operationCount}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </main>
    </Layout>
  );
}
