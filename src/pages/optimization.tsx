import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import ProductPage, { type ProductPageContent } from '@site/src/components/ProductPage';

const OPTIMIZATION: ProductPageContent = {
  sections: [
    {
      heading: 'Plans that a dispatcher would sign off',
      body: (
        <>
          <p>
            The optimizer assigns every order to a vehicle and a position in its route so that the
            plan costs as little as possible (the default objective, <code>min_cost</code>) while
            every hard rule holds: no vehicle is loaded beyond its capacity in any dimension, every
            service starts inside one of its time windows, every driver gets the breaks the shift
            defines, and every route is back at its end location before the shift ends.
          </p>
          <p>
            When the work does not fit, nothing disappears. An order that cannot be served is
            returned in <code>unassigned</code> with a reason code such as <code>CAPACITY</code>,{' '}
            <code>TIME_WINDOW</code> or <code>VEHICLE_LABEL</code> and a sentence your planners can
            act on.
          </p>
        </>
      ),
    },
    {
      heading: 'The constraints of real fleets',
      body: (
        <ul>
          <li>
            Capacity in several named dimensions at once: weight in kg, volume in m³, pallets.
          </li>
          <li>Hard time windows, several per order, with waiting when a van arrives early.</li>
          <li>Pickup and delivery pairs that must ride on the same vehicle, pickup first.</li>
          <li>
            Labels such as <code>cooling</code> or <code>tail_lift</code> that an order requires of
            its vehicle.
          </li>
          <li>Driver breaks, maximum trip duration and start and end locations per vehicle.</li>
          <li>Priorities from 1 to 10: when not everything fits, lower priorities wait first.</li>
          <li>Zones and compound zones with penalties or outright bans for certain vehicles.</li>
        </ul>
      ),
    },
    {
      heading: 'How it searches',
      body: (
        <p>
          A construction heuristic builds a first plan with regret insertion; a large neighbourhood
          search then removes and reinserts groups of stops until it stops improving or the time
          limit ends it, with local search on each route. Its choices depend on the seed and the
          iteration count, never on the clock, so a search that ends by itself gives the same plan
          for the same request and seed, which makes test suites and audits reproducible (
          <Link to="/docs/faq#determinism">what the seed guarantees</Link>). Read how the classic
          heuristics work in{' '}
          <Link to="/docs/vrp_problem_intro/first_solution_heuristic">
            first-solution heuristics
          </Link>
          .
        </p>
      ),
    },
    {
      heading: 'Cost you can explain',
      body: (
        <p>
          The cost of a route is its vehicle&apos;s fixed cost plus a price per kilometre and a
          price per hour of route duration. Each route in the response carries its <code>cost</code>{' '}
          with the <code>distance</code> and <code>duration</code> it was priced on, so finance can
          recompute the figure from the vehicle&apos;s prices and planners can see why the optimizer
          preferred two vans to three. In a project, a route&apos;s cost also holds lateness and
          zone penalties, which the response does not list apart. See{' '}
          <Link to="/docs/concepts/trip_cost">trip cost</Link>.
        </p>
      ),
    },
  ],
  lead: 'Fewer kilometres, fewer vans, every promise kept: the optimizer turns a day of orders into routes your drivers can drive and your customers can trust.',
  cta: { label: 'Try it in the playground', to: '/playground' },
};

export default function Optimization(): ReactNode {
  return (
    <ProductPage
      title="Optimization"
      description="What the route optimizer plans: capacities, time windows, pickups and deliveries, breaks, priorities and explainable costs."
      content={OPTIMIZATION}
    />
  );
}
