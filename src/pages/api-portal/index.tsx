import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';

const APIS: readonly EntryCard[] = [
  {
    eyebrow: 'api.example.com/routing/v1',
    title: 'Routing API',
    to: '/docs/routing',
    description:
      'Optimize the bookings of a project asynchronously, read routes, recalculate ETAs, preassign and insert late bookings.',
  },
  {
    eyebrow: 'api.example.com/integration/v1',
    title: 'Integration API',
    to: '/docs/quickstart/datamodel',
    description:
      'The stateful data model: projects, depots, vehicles, bookings, webhooks, order progress, proof of delivery and tracking links.',
  },
  {
    eyebrow: 'api.example.com/stateless/v1',
    title: 'Stateless API',
    to: '/docs/stateless_api/intro',
    description:
      'Send a complete problem (vehicles, jobs, shipments) and get the plan back, synchronously or as a job.',
  },
];

export default function ApiPortal(): ReactNode {
  return (
    <Layout
      title="API reference"
      description="Reference of the Routing, Integration and Stateless APIs: every endpoint, field, example and error."
    >
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
        <p>
          Three REST APIs share one authentication (OAuth 2.0 client credentials), one error format
          (RFC 9457 problem details) and one set of conventions: JSON in UTF-8, RFC 3339 timestamps,
          durations in seconds, distances in metres. Pick the guide of the API you integrate.
        </p>
        <EntryCards cards={APIS} />
      </main>
    </Layout>
  );
}
