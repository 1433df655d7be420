/**
 * The three API specs in openapi/: the reference pages under /api-portal/<id>, the spec
 * downloads under /openapi/<id>.{yaml,json} and the landing page all come from this list.
 * `splitByTag`: too large for one Redoc page on a phone (the Integration API's 82 operations
 * made 2.4 MB of HTML), so /api-portal/<id> is an overview and each tag its own page
 * (src/plugins/api-reference).
 */
export const API_SPECS = [
  {
    id: 'routing',
    file: 'routing.yaml',
    title: 'Routing API',
    baseUrl: 'https://api.example.com/routing/v1',
    guide: '/docs/routing',
    splitByTag: false,
    summary:
      'Optimize the bookings of a project asynchronously, read routes, recalculate ETAs, preassign routes and insert late bookings.',
  },
  {
    id: 'integration',
    file: 'integration.yaml',
    title: 'Integration API',
    baseUrl: 'https://api.example.com/integration/v1',
    guide: '/docs/quickstart/datamodel',
    splitByTag: true,
    summary:
      'The stateful data model: projects, depots, vehicles, bookings, webhooks, order progress, proof of delivery and tracking links.',
  },
  {
    id: 'stateless',
    file: 'stateless.yaml',
    title: 'Stateless API',
    baseUrl: 'https://api.example.com/stateless/v1',
    guide: '/docs/stateless_api/intro',
    splitByTag: false,
    summary:
      'Send a complete problem (vehicles, jobs, shipments) and get the plan back, synchronously or as a job.',
  },
] as const;

export type ApiSpec = (typeof API_SPECS)[number];
