/**
 * The doc URLs the product spec names stay published: they are addresses others link to from
 * outside the site, so a doc renamed or moved without a redirect breaks links that the build's
 * link check cannot see. The list is the spec's, kept here as its one copy.
 */
import { describe, expect, it } from 'vitest';

import { sitemapPages } from '../quality/sitemap';

const DOC_PATHS_FROM_SPEC = [
  '/docs/intro',
  '/docs/routing',
  '/docs/faq/',
  '/docs/integration_tms_oms_erp/orders_pod',
  ...[
    'auth',
    'datamodel',
    'events',
    'first_optimization',
    'integration_workflow',
    'system_arch',
  ].map((p) => `/docs/quickstart/${p}`),
  '/docs/stateless_api/features',
  '/docs/stateless_api/intro',
  ...[
    'capacity_demand',
    'compound_zone',
    'cumulative_limitation',
    'depot',
    'jit',
    'max_trip_duration',
    'mutually_exclusive_groups',
    'nodes_bookings',
    'ondemand',
    'operations_locations',
    'simulation',
    'simulation_clone_template',
    'timewindow_model',
    'trip_cost',
    'trip_stops',
    'vehicle_characteristics',
    'vehicle_labels',
  ].map((p) => `/docs/concepts/${p}`),
  ...[
    'driver_break',
    'eta',
    'filter_data',
    'filter_expressions',
    'getting_projects_and_routes',
    'order_progress',
    'paginated_data',
    'pickupdeliveryconfirm',
    'preassign_routes',
    'priority_cvrptw',
    'prohibit_return_pickup',
    'project_setup',
    'restrict_access_of_vehicles_to_locations',
    'running_optimization',
    'start_stop_location',
    'statless_live_insertion',
    'webhooks',
  ].map((p) => `/docs/howto/${p}`),
  ...[
    'booking',
    'capacity',
    'characteristics',
    'compound_zone',
    'dfr',
    'erp',
    'glossary',
    'group',
    'jit',
    'milk_run',
    'node',
    'offer',
    'oms',
    'ondemand',
    'passenger',
    'simulation',
    'slack',
  ].map((p) => `/docs/terms/${p}`),
  ...['building_pa', 'fmcg', 'pickup_milkrun'].map((p) => `/docs/use_cases/${p}`),
  ...['classes', 'cvrp', 'cvrptw', 'first_solution_heuristic', 'vrppdtw'].map(
    (p) => `/docs/vrp_problem_intro/${p}`,
  ),
];

describe('doc URLs of the spec', () => {
  it('every one is a page of the build', () => {
    const published = new Set(sitemapPages().map((page) => page.path));
    // The spec names the FAQ `/docs/faq/`; pages have no trailing slash (trailingSlash: false),
    // and the host answers `/docs/faq/` with a 308 to `/docs/faq` (tests/build/servedUrls.test.ts).
    const pageOf = (urlPath: string) => urlPath.replace(/(.)\/$/, '$1');
    expect(DOC_PATHS_FROM_SPEC.filter((urlPath) => !published.has(pageOf(urlPath)))).toEqual([]);
  });
});
