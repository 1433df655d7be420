import { test, expect } from '@playwright/test';

import { loadDocs } from '../support/docs';
import { collectErrors, gotoHydrated } from './support';

const PAGES: readonly { url: string; heading: RegExp }[] = [
  { url: '/', heading: /Plan delivery routes/ },
  { url: '/optimization', heading: /^Optimization$/ },
  { url: '/routing', heading: /^Routing$/ },
  { url: '/markdown-page', heading: /^Markdown page$/ },
  { url: '/playground', heading: /^Playground$/ },
  { url: '/api-portal', heading: /^API reference$/ },
];

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

const docs = loadDocs();

test('every doc path of the spec has a page file', () => {
  const urls = new Set(docs.map((doc) => doc.url));
  const missing = DOC_PATHS_FROM_SPEC.filter((url) => !urls.has(url));
  expect(missing).toEqual([]);
});

for (const { url, heading } of PAGES) {
  test(`page ${url} answers and renders its title`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(heading);
    await expect(page).toHaveTitle(/RouteKit/);
  });
}

test.describe('docs pages', () => {
  for (const doc of docs) {
    test(`${doc.url} answers and renders "${String(doc.frontMatter.title)}"`, async ({ page }) => {
      const response = await page.goto(doc.url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1').first()).toHaveText(String(doc.frontMatter.title));
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(String(doc.frontMatter.title))}`));
    });
  }
});

for (const url of [
  '/docs/category/concepts',
  '/docs/category/how-to-recipes',
  '/docs/category/integrations',
  '/docs/category/use-cases',
  '/docs/tags',
  '/docs/tags/cvrptw',
]) {
  test(`index page ${url} renders`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).not.toBeEmpty();
    // Category and tag pages list documents as links into /docs.
    expect(await page.locator('main a[href^="/docs/"]').count()).toBeGreaterThan(0);
  });
}

test('redirects keep the old how-to URLs working', async ({ page }) => {
  // A redirect page's inline script blocked by the CSP would log an error (the meta refresh
  // still redirects, so the URL alone would not show it).
  const errors = collectErrors(page);
  await gotoHydrated(page, '/docs/howto/stateless_live_insertion');
  await expect(page).toHaveURL(/\/docs\/howto\/statless_live_insertion$/);
  await gotoHydrated(page, '/docs/howto/restrict_vehicle_access_to_locations');
  await expect(page).toHaveURL(/\/docs\/howto\/restrict_access_of_vehicles_to_locations$/);
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page with search and section links', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('search')).toBeVisible();
  const more = page.locator('section[aria-labelledby="not-found-search"]');
  await expect(more.locator('a[href="/docs/intro"]')).toBeVisible();
  await expect(more.locator('a[href="/api-portal"]')).toBeVisible();
});

test('every page has a canonical URL and hreflang alternates', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://docs.example.com/docs/intro',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
