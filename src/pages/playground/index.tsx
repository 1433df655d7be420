import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Playground(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Solve a Stateless API request in your browser and see the routes, the schedule and the unassigned jobs."
    >
      <main className="container margin-vert--lg">
        <h1>Playground</h1>
        <p>
          The playground takes a Stateless API request, the same JSON you would send to{' '}
          <code>POST /solve</code>, and solves it in your browser. You see the routes on a map, the
          schedule of every vehicle and the jobs that could not be served with their reasons.
        </p>
        <p>
          The in-browser solver is not enabled in this build yet. Meanwhile, read the{' '}
          <Link to="/docs/stateless_api/intro">Stateless API overview</Link> for the request model.
        </p>
      </main>
    </Layout>
  );
}
