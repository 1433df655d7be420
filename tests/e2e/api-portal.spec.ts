import { type APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/workerContext';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parse as parseYaml } from 'yaml';

import { API_SPECS } from '../../src/apiSpecs';
import { redocOperationAnchor, redocTagId } from '../../src/plugins/shared/redocAnchor';
import { legacyAnchorRoute } from '../../src/plugins/api-reference/OverviewPage/legacyAnchor';
import {
  legacyAnchorRoutes,
  referenceTagPages,
  type OpenApiDocument,
} from '../../src/plugins/shared/referenceTagPages';
import { readSpec as readWrittenSpec } from '../support/openapiSchemas';
import { afterFramesAndTask, collectErrors, gotoHydrated } from './support';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type Operation = { operationId: string; tag: string | undefined };

/** A spec as written, parsed once per process (the runner and each worker ask several times). */
function readSpec(file: string): OpenApiDocument {
  return readWrittenSpec(path.parse(file).name) as OpenApiDocument;
}

/** Every operation Redoc renders: the paths' operations and the `webhooks` (OpenAPI 3.1). */
function operations(file: string): Operation[] {
  type PathItem = Record<string, { operationId?: string; tags?: string[] }>;
  const spec = readSpec(file) as {
    paths?: Record<string, PathItem>;
    webhooks?: Record<string, PathItem>;
  };
  return [...Object.values(spec.paths ?? {}), ...Object.values(spec.webhooks ?? {})].flatMap(
    (item) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.includes(method))
        .map(([, operation]) => ({
          operationId: String(operation.operationId),
          tag: operation.tags?.[0],
        })),
  );
}

function operationIds(file: string): string[] {
  return operations(file).map((operation) => operation.operationId);
}

/** The Redoc pages of an API: its one page, or (split by tag) one per tag with its operations. */
function referencePages(api: (typeof API_SPECS)[number]): { route: string; ids: string[] }[] {
  const route = `/api-portal/${api.id}`;
  if (!api.splitByTag) return [{ route, ids: operationIds(api.file) }];
  return referenceTagPages(readSpec(api.file), route).map((page) => ({
    route: page.route,
    ids: page.operations.map((operation) => operation.operationId),
  }));
}

/** Every anchor Redoc gave the old single page: tags and operations in both forms. */
function singlePageAnchors(file: string): { anchor: string; operationId?: string }[] {
  const ops = operations(file);
  const tags = [...new Set(ops.flatMap((operation) => (operation.tag ? [operation.tag] : [])))];
  return [
    ...tags.map((tag) => ({ anchor: redocTagId(tag) })),
    ...ops.flatMap(({ operationId, tag }) => [
      { anchor: redocOperationAnchor(operationId, tag), operationId },
      { anchor: `operation/${operationId}`, operationId },
    ]),
  ];
}

async function fetchHtml(request: APIRequestContext, urlPath: string): Promise<string> {
  const response = await request.get(urlPath);
  expect(response.status(), urlPath).toBe(200);
  return response.text();
}

/** Element ids of a page, read from its minified HTML (quoted or not); a DOM is slow to build. */
function htmlIds(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(
      (match) => match[1] ?? match[2] ?? match[3]!,
    ),
  );
}

test('the landing page lists the three APIs with guides, specs and Postman collections', async ({
  page,
}) => {
  await gotoHydrated(page, '/api-portal');
  const main = page.locator('main');
  for (const api of API_SPECS) {
    await expect(main.getByRole('link', { name: api.title, exact: true })).toHaveAttribute(
      'href',
      `/api-portal/${api.id}`,
    );
    await expect(main.locator(`a[href="/openapi/${api.id}.yaml"]`)).toBeVisible();
    await expect(main.locator(`a[href="/openapi/${api.id}.json"]`)).toBeVisible();
    await expect(
      main.locator(`a[href="/postman/${api.id}.postman_collection.json"]`),
    ).toBeVisible();
  }
});

for (const api of API_SPECS) {
  test(`${api.title}: downloads return the bundled spec`, async ({ request }) => {
    const yamlResponse = await request.get(`/openapi/${api.id}.yaml`);
    expect(yamlResponse.status()).toBe(200);
    const fromYaml = parseYaml(await yamlResponse.text()) as { openapi: string; paths: object };
    expect(fromYaml.openapi).toMatch(/^3\.1\./);
    const jsonResponse = await request.get(`/openapi/${api.id}.json`);
    expect(jsonResponse.status()).toBe(200);
    const fromJson = (await jsonResponse.json()) as { paths: object };
    expect(Object.keys(fromJson.paths)).toEqual(Object.keys(fromYaml.paths));
    // Bundled: no reference to the shared file is left.
    expect(JSON.stringify(fromJson)).not.toContain('shared.yaml');
  });

  test(`${api.title}: each operation is on exactly one reference page`, () => {
    expect(
      referencePages(api)
        .flatMap((reference) => reference.ids)
        .sort(),
    ).toEqual(operationIds(api.file).sort());
  });

  // The page as served is the page before the first press (Redoc stays server HTML until then);
  // its console and requests are the page walker's check (tests/quality/pages.spec.ts).
  for (const reference of referencePages(api)) {
    test(`${reference.route} serves each of its operations once and no other`, async ({
      request,
    }) => {
      expect(reference.ids.length).toBeGreaterThan(0);
      const html = await fetchHtml(request, reference.route);
      // Minified HTML: the attribute may be unquoted.
      const sectionIds = [
        ...html.matchAll(/\sdata-section-id=(?:"(operation\/[^"]+)"|(operation\/[^\s>"']+))/g),
      ].map((match) => match[1] ?? match[2]);
      expect(sectionIds.sort()).toEqual(reference.ids.map((id) => `operation/${id}`).sort());
    });
  }
}

const SPLIT_APIS = API_SPECS.filter((api) => api.splitByTag);

for (const api of SPLIT_APIS) {
  const overview = `/api-portal/${api.id}`;
  const anchors = singlePageAnchors(api.file);

  test(`${api.title}: without JavaScript, every old ${overview}#… anchor lands on a link to its section`, async ({
    request,
  }) => {
    expect(anchors.length).toBeGreaterThan(operationIds(api.file).length);
    test.slow();
    const overviewPage = new JSDOM(await fetchHtml(request, overview)).window.document;
    const redirectTable = legacyAnchorRoutes(referenceTagPages(readSpec(api.file), overview));
    const pageIds = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const { anchor } of anchors) {
      const entry = overviewPage.getElementById(anchor);
      const link = entry?.matches('a[href]') ? entry : entry?.querySelector('a[href]');
      if (!link) {
        missing.push(`${anchor}: no entry with a link on the overview`);
        continue;
      }
      const target = new URL(link.getAttribute('href')!, 'http://site');
      // With JavaScript the overview sends the anchor on by its table instead: the same page.
      const redirectsTo = legacyAnchorRoute(`#${anchor}`, redirectTable);
      if (redirectsTo !== target.pathname) {
        missing.push(
          `${anchor}: the overview links ${target.pathname}, redirects to ${redirectsTo}`,
        );
      }
      if (!pageIds.has(target.pathname)) {
        pageIds.set(target.pathname, htmlIds(await fetchHtml(request, target.pathname)));
      }
      if (!pageIds.get(target.pathname)!.has(anchor)) {
        missing.push(`${anchor}: not an id on ${target.pathname}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test(`${api.title}: an old ${overview}#… anchor leads to its operation on the tag's page`, async ({
    page,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    // The redirect in a browser, once per kind of anchor: an operation in Redoc's long form (on
    // the first and the last tag page), in the short form, and a tag. That every anchor's table
    // entry is its page is the test above; the browser adds the full load and the scroll.
    const pages = referencePages(api);
    const samples = [
      ...[pages[0]!, pages.at(-1)!].map((reference) =>
        anchors.find((entry) => entry.operationId === reference.ids[0])!,
      ),
      { anchor: `operation/${pages[1]!.ids.at(-1)!}`, operationId: pages[1]!.ids.at(-1)! },
      anchors.find((entry) => entry.operationId === undefined)!,
    ];
    for (const { anchor, operationId } of samples) {
      await page.goto(`${overview}#${anchor}`);
      // Redoc, once running, may spell an operation's anchor in its long form.
      await expect(page, anchor).toHaveURL(
        new RegExp(`${overview}/[a-z0-9-]+#(tag/[^/]+/)?${anchor}$`),
      );
      const section = operationId
        ? page.locator(`[data-section-id="operation/${operationId}"]`)
        : page.locator(`[data-section-id="${anchor}"]`);
      await expect(section, anchor).toBeInViewport();
    }
    expect(errors).toEqual([]);
  });
}

test('Redoc stays server HTML until the first press, then handles that press', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/api-portal/stateless');
  // Redoc's own class name, which only its code contains (as in tests/quality/budgets.spec.ts).
  const redocLoaded = async () => {
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    for (const url of urls) {
      if ((await (await request.get(url)).text()).includes('redoc-wrap')) return true;
    }
    return false;
  };
  // The first nested field of a request schema: expanding it needs Redoc's code.
  const toggles = page.locator('.redocusaurus .api-content button[aria-label]:not(.collapser)');
  const first = await toggles.evaluateAll((buttons) =>
    buttons.findIndex((button) => /^expand /.test(button.getAttribute('aria-label') ?? '')),
  );
  expect(first).toBeGreaterThanOrEqual(0);
  const field = toggles.nth(first);
  await field.scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(await redocLoaded()).toBe(false);

  await field.click();
  // Redoc loaded, rendered the same markup live and passed it the click that woke it.
  await expect(field.locator('xpath=ancestor::tr[1]')).toHaveClass(/\bexpanded\b/);
  expect(await redocLoaded()).toBe(true);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - position)).toBeLessThan(2);
  expect(errors).toEqual([]);
});

/** Light text for a dark page: every channel of the CSS colour above the midpoint. */
function isLightText(color: string): boolean {
  const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  return channels.length === 3 && Math.min(...channels) > 128;
}

test('Redoc follows dark mode', async ({ page }) => {
  await gotoHydrated(page, '/api-portal/stateless');
  const body = page.locator('.redocusaurus .api-content').first();
  const lightColor = await body.evaluate((el) => getComputedStyle(el).color);
  await page.getByRole('button', { name: /Switch to dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => body.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColor);
  const darkColor = await body.evaluate((el) => getComputedStyle(el).color);
  expect(isLightText(darkColor), darkColor).toBe(true);
});

test('a reader whose stored mode is dark gets the static reference in dark colours', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/api-portal/stateless');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const body = page.locator('.redocusaurus .api-content').first();
  // From the server's CSS: Redoc has not woken.
  const color = await body.evaluate((el) => getComputedStyle(el).color);
  expect(isLightText(color), color).toBe(true);
  await afterFramesAndTask(page);
  await expect(page.locator('[data-redoc-state]')).toHaveAttribute('data-redoc-state', 'static');
  expect(errors).toEqual([]);
});

test('a docs page deep-links into the reference', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/api-portal/stateless#tag/Solve/operation/solve');
  const section = page.locator('[data-section-id="operation/solve"]');
  await expect(section).toBeInViewport();
  // The fixed navbar does not cover the operation's heading.
  const navbarBottom = await page
    .locator('nav.navbar')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await section
    .locator('h2')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(navbarBottom - 1);
  expect(errors).toEqual([]);
});

test('a reference reached by a client-side link reloads once for its own policy, and its search works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The landing page's policy allows no blob: workers; Redoc's search runs in one.
  await gotoHydrated(page, '/api-portal');
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  await page.locator('main a[href="/api-portal/stateless"]').first().click();
  await expect(page).toHaveURL(/\/api-portal\/stateless$/);
  // Reloaded: the server's static reference, which Redoc takes over on the first focus.
  await expect(page.locator('[data-redoc-state="static"]')).toBeAttached();
  expect(documentLoads).toEqual(['/api-portal/stateless']);
  const search = page.locator('.redocusaurus input.search-input');
  await search.click();
  await expect(page.locator('[data-redoc-state="live"]')).toBeAttached({ timeout: 30_000 });
  // Redoc's search index lives in its blob worker: results mean the worker runs.
  await search.fill('solve');
  await expect(page.locator('.redocusaurus [data-role="search:results"] li').first()).toBeVisible();
  expect(errors.filter((error) => /Content Security Policy|worker/i.test(error))).toEqual([]);
  expect(errors).toEqual([]);
});
