import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import ProductPage, { type ProductPageContent } from '@site/src/components/ProductPage';

const ROUTING: ProductPageContent = {
  sections: [
    {
      heading: 'From orders to routes, asynchronously',
      body: (
        <p>
          Your order system keeps bookings, vehicles and depots in a project through the Integration
          API. When it is time to plan, one call to the Routing API starts an optimization job and
          answers <code>202 Accepted</code> at once. Poll the job or subscribe to the{' '}
          <code>optimization.completed</code> webhook, then read the routes with their stops,
          arrival times and loads. See{' '}
          <Link to="/docs/howto/running_optimization">running an optimization</Link>.
        </p>
      ),
    },
    {
      heading: 'The day does not stop at planning',
      body: (
        <ul>
          <li>
            <strong>Live insertion.</strong> A late booking is scored against the routes already on
            the road, and you get ranked options with the extra distance and time of each.
          </li>
          <li>
            <strong>ETA recalculation.</strong> When a driver reports a delay, recalculate the
            arrival times of the remaining stops; the <code>eta.updated</code> event brings them to
            your systems to pass on to customers.
          </li>
          <li>
            <strong>Preassignment.</strong> Pin bookings to a vehicle before the optimizer fills in
            the rest, or fix that vehicle&apos;s whole route in your order with{' '}
            <code>lock_sequence</code>.
          </li>
          <li>
            <strong>Order progress and proof of delivery.</strong> Drivers report status, signature,
            photos and notes through the Integration API; your systems receive them as events.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Or keep it stateless',
      body: (
        <p>
          If your system already owns all the data, send the whole problem to the Stateless API:
          vehicles, jobs and shipments in, routes out, with no project to keep in sync. Requests of
          up to 200 jobs are solved synchronously by <code>POST /solve</code>; larger ones run as
          jobs. Start with the <Link to="/docs/stateless_api/intro">Stateless API overview</Link>.
        </p>
      ),
    },
    {
      heading: 'Built for integration',
      body: (
        <p>
          OAuth 2.0 client credentials, cursor pagination, a filter expression language, idempotency
          keys on every POST, RFC 9457 problem details that name the failing field, and signed
          webhooks with retries. Every endpoint is in the{' '}
          <Link to="/api-portal">API reference</Link>.
        </p>
      ),
    },
  ],
  lead: 'Plan the day, then keep the plan true while the day happens: optimization, live insertion and ETAs in one API.',
  cta: { label: 'Read the Routing API guide', to: '/docs/routing' },
};

export default function Routing(): ReactNode {
  return (
    <ProductPage
      title="Routing"
      description="The Routing API plans and re-plans the routes of a project: asynchronous optimization, live insertion, ETAs and preassignment."
      content={ROUTING}
    />
  );
}
