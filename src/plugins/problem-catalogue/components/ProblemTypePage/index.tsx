/**
 * One page of the error catalogue (/problems/<slug>, src/plugins/problem-catalogue): the facts
 * the specs hold (status, `type` URI, `errors[]` codes, an example body, the operations that
 * return it) around the type's own MDX body, which says when it happens and how to fix it.
 */
import React, { type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import MDXContent from '@theme/MDXContent';
import Link from '@docusaurus/Link';
import '@theme/CodeBlock/provideHighlighter';

import ScrollableTable from '@site/src/components/ScrollableTable';
import type { ProblemPageData } from '../../pageData';

import styles from './styles.module.css';

interface Props {
  problem: ProblemPageData;
  /** The MDX body; absent until someone writes problems/<slug>.mdx. */
  body?: ComponentType;
}

function description(problem: ProblemPageData): string {
  const status = problem.status === null ? '' : ` (HTTP ${problem.status})`;
  return `The ${problem.slug} problem type${status}: when the API answers with it, the errors[] entries it carries, an example body and how to fix it.`;
}

export default function ProblemTypePage({ problem, body: Body }: Props): ReactNode {
  return (
    <Layout title={`${problem.title} (problem type)`} description={description(problem)}>
      <main className="container margin-vert--lg">
        <p className={styles.breadcrumb}>
          <Link to="/problems">Error catalogue</Link>
        </p>
        <Heading as="h1">{problem.title}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>HTTP status</dt>
            <dd>{problem.status ?? 'not stated in the specs'}</dd>
          </div>
          <div>
            <dt>
              <code>type</code>
            </dt>
            <dd>
              <code>{problem.uri}</code>
            </dd>
          </div>
        </dl>
        {Body ? (
          <MDXContent>
            <Body />
          </MDXContent>
        ) : (
          <p>
            This problem type has no description yet; the example and the operations below come from
            the API specs.
          </p>
        )}
        <Heading as="h2" id="errors">
          Entries in <code>errors[]</code>
        </Heading>
        {problem.fieldErrors.length === 0 ? (
          <p>
            None: the problem is about the request as a whole, so <code>errors</code> is empty.
          </p>
        ) : (
          <ScrollableTable>
            <thead>
              <tr>
                <th>
                  <code>code</code>
                </th>
                <th>
                  Example <code>path</code>
                </th>
                <th>
                  Example <code>message</code>
                </th>
              </tr>
            </thead>
            <tbody>
              {problem.fieldErrors.map((entry) => (
                <tr key={entry.code}>
                  <td>
                    <code>{entry.code}</code>
                  </td>
                  <td>
                    <code>{entry.path}</code>
                  </td>
                  <td>{entry.message}</td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
        )}
        {problem.example && (
          <>
            <Heading as="h2" id="example">
              Example
            </Heading>
            <CodeBlock language="json" title="application/problem+json">
              {JSON.stringify(problem.example, null, 2)}
            </CodeBlock>
          </>
        )}
        <Heading as="h2" id="operations">
          Returned by
        </Heading>
        {problem.operations.length === 0 ? (
          <p>No operation of the specs shows this problem in an example.</p>
        ) : (
          <ScrollableTable>
            <thead>
              <tr>
                <th>API</th>
                <th>Operation</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {problem.operations.map((operation) => (
                <tr key={`${operation.href} ${operation.status ?? ''}`}>
                  <td>{operation.api}</td>
                  <td>
                    <Link to={operation.href}>
                      {operation.kind === 'webhook' ? (
                        <>
                          Webhook <code>{operation.path}</code>
                        </>
                      ) : (
                        <code>
                          {operation.method} {operation.path}
                        </code>
                      )}
                    </Link>{' '}
                    {operation.summary}
                  </td>
                  <td>{operation.status ?? 'in the event body'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
        )}
      </main>
    </Layout>
  );
}
