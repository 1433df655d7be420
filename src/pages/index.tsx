import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';
import styles from './index.module.css';

const ENTRY_POINTS: readonly EntryCard[] = [
  {
    eyebrow: 'Learn',
    title: 'Vehicle routing, explained',
    to: '/docs/intro',
    description:
      'CVRP, time windows, pickup and delivery: the models behind every plan, and how the APIs expose them.',
  },
  {
    eyebrow: 'Routing API',
    title: 'Optimize a project',
    to: '/docs/routing',
    description:
      'Start an asynchronous optimization of the bookings in a project, then read routes, ETAs and unassigned work.',
  },
  {
    eyebrow: 'Integration API',
    title: 'Sync your TMS, OMS or ERP',
    to: '/docs/quickstart/datamodel',
    description:
      'Depots, vehicles, bookings, webhooks, order progress and proof of delivery as a stateful data model.',
  },
  {
    eyebrow: 'Stateless API',
    title: 'Send a whole problem, get a plan',
    to: '/docs/stateless_api/intro',
    description:
      'One request with vehicles, jobs and shipments; one response with routes, a schedule and reasons for anything unassigned.',
  },
  {
    eyebrow: 'Reference',
    title: 'Every endpoint and field',
    to: '/api-portal',
    description:
      'The OpenAPI 3.1 reference of all three APIs with examples, error bodies and code samples.',
  },
  {
    eyebrow: 'Playground',
    title: 'Solve in your browser',
    to: '/playground',
    description:
      'Paste a Stateless API request and watch the solver build routes on a map, with no account and no server.',
  },
];

const FACTS: readonly { figure: string; label: string }[] = [
  { figure: '3', label: 'APIs: Routing, Integration and Stateless' },
  { figure: '200', label: 'jobs per synchronous /solve request' },
  { figure: '5,000', label: 'jobs per asynchronous optimization job' },
  { figure: '10', label: 'unassigned reason codes, each with a sentence' },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Route optimization APIs"
      description="Documentation of the Routing, Integration and Stateless APIs: plan vehicle routes with capacities, time windows, pickups and deliveries."
    >
      {/* One <main> holds the hero too: a top-level <header> would be a second banner landmark
          beside the announcement bar's. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.kicker}>{siteConfig.title} developer portal</p>
            <h1 className={styles.title}>Plan delivery routes from your own systems</h1>
            <p className={styles.lead}>
              Send depots, vehicles and orders; get back routes that respect capacities, time
              windows, driver breaks and vehicle restrictions, with arrival times for every stop and
              a reason for every order that could not be planned.
            </p>
            <div className={styles.actions}>
              <Link
                className="button button--primary button--lg"
                to="/docs/quickstart/first_optimization"
              >
                Run your first optimization
              </Link>
              <Link className="button button--secondary button--lg" to="/playground">
                Open the playground
              </Link>
            </div>
          </div>
        </header>
        <section className="container margin-vert--xl" aria-labelledby="what-it-does">
          <h2 id="what-it-does">What the service does</h2>
          <div className="row">
            <div className="col col--6">
              <p>
                The service solves vehicle routing problems: which vehicle serves which order, in
                which sequence, and when it arrives. It handles the capacitated problem with time
                windows (CVRPTW), pickup and delivery pairs, multiple capacity dimensions such as
                weight, volume and pallets, driver breaks, maximum trip durations and labels that
                restrict which vehicle may serve an order.
              </p>
            </div>
            <div className="col col--6">
              <p>
                Transport, order and ERP systems use it in two ways. The Integration and Routing
                APIs keep a project with your master data and plan it on demand, with webhooks,
                order progress and proof of delivery. The Stateless API takes a complete problem in
                one request and returns the plan, for systems that keep their own data.
              </p>
            </div>
          </div>
          <ul className={styles.facts}>
            {FACTS.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.figure}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="start-here">
          <h2 id="start-here">Start here</h2>
          <EntryCards cards={ENTRY_POINTS} />
        </section>
      </main>
    </Layout>
  );
}
