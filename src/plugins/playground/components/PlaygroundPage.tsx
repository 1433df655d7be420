/** The layout shared by /playground and /playground/<example>. */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

import { findExample } from '../client/examples';

import PlaygroundApp from './PlaygroundApp';

export default function PlaygroundPage({ exampleId }: { exampleId: string }): ReactNode {
  const example = findExample(exampleId);
  return (
    <Layout
      title={example && exampleId !== 'city' ? `Playground: ${example.title}` : 'Playground'}
      description="Solve a Stateless API request in your browser and see the routes, the schedule and the unassigned jobs."
    >
      <main className="container container--fluid margin-vert--lg">
        <h1>Playground</h1>
        <p>
          Edit a Stateless API request, the same JSON you send to <code>POST /solve</code>, and
          solve it in your browser. The request is checked against the{' '}
          <Link to="/docs/stateless_api/intro">Stateless API</Link> schema and the{' '}
          <code>/solve</code> limits (100 vehicles, 200 jobs, 100 shipments, a time limit of 30 s).
        </p>
        <PlaygroundApp exampleId={exampleId} />
      </main>
    </Layout>
  );
}
