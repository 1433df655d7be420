import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

import { API_SPECS } from '../../src/apiSpecs';
import { collectErrors, gotoHydrated } from './support';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every operation Redoc renders: the paths' operations and the `webhooks` (OpenAPI 3.1). */
function operationIds(file: string): string[] {
  type PathItem = Record<string, { operationId?: string }>;
  const spec = parseYaml(readFileSync(path.join(__dirname, '../../openapi', file), 'utf8')) as {
    paths?: Record<string, PathItem>;
    webhooks?: Record<string, PathItem>;
  };
  return [...Object.values(spec.paths ?? {}), ...Object.values(spec.webhooks ?? {})].flatMap(
    (item) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.includes(method))
        .map(([, operation]) => String(operation.operationId)),
  );
}

test('the landing page lists the three APIs with guides and downloads', async ({ page }) => {
  await gotoHydrated(page, '/api-portal');
  const main = page.locator('main');
  for (const api of API_SPECS) {
    await expect(main.getByRole('link', { name: api.title, exact: true })).toHaveAttribute(
      'href',
      `/api-portal/${api.id}`,
    );
    await expect(main.locator(`a[href="/openapi/${api.id}.yaml"]`)).toBeVisible();
    await expect(main.locator(`a[href="/openapi/${api.id}.json"]`)).toBeVisible();
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

  test(`${api.title}: the reference renders every operation without console errors`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, `/api-portal/${api.id}`);
    const ids = operationIds(api.file);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      await expect(
        page.locator(`[data-section-id="operation/${id}"]`),
        `operation ${id}`,
      ).toHaveCount(1);
    }
    expect(await page.locator('[data-section-id^="operation/"]').count()).toBe(ids.length);
    expect(errors).toEqual([]);
  });
}

test('Redoc follows dark mode', async ({ page }) => {
  await gotoHydrated(page, '/api-portal/stateless');
  const body = page.locator('.redocusaurus .api-content').first();
  const lightColor = await body.evaluate((el) => getComputedStyle(el).color);
  await page.getByRole('button', { name: /Switch to dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => body.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColor);
  const darkColor = await body.evaluate((el) => getComputedStyle(el).color);
  // Light text on a dark page: every channel above the midpoint.
  const channels = (darkColor.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.min(...channels)).toBeGreaterThan(128);
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
