import { test, expect } from '@playwright/test';
import { parse as parseYaml } from 'yaml';

import { API_SPECS } from '../../src/apiSpecs';
import { postmanCollectionPath } from '../../src/plugins/postman-collections/downloadPath';
import { gotoHydrated } from '../e2e/support';

/**
 * The downloads /api-portal offers (bundled OpenAPI specs, Postman collections) in `npm start`:
 * the plugins emit them into the dev server's in-memory bundle
 * (src/plugins/shared/emitGeneratedFiles.ts), so a production build passing says nothing about
 * what a writer clicking "Download" on the dev server gets.
 */

test('every download link on /api-portal answers with its file', async ({ page, request }) => {
  await gotoHydrated(page, '/api-portal');
  const hrefs = await page
    .locator('main a[download]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(
    API_SPECS.flatMap((api) => [
      `/openapi/${api.id}.json`,
      `/openapi/${api.id}.yaml`,
      postmanCollectionPath(api.id),
    ]).sort(),
  );

  for (const api of API_SPECS) {
    const yaml = await request.get(`/openapi/${api.id}.yaml`);
    expect(yaml.status(), `/openapi/${api.id}.yaml`).toBe(200);
    const spec = parseYaml(await yaml.text()) as { info: { title: string }; paths: object };
    expect(spec.info.title).toBe(api.title);

    const json = await request.get(`/openapi/${api.id}.json`);
    expect(json.status(), `/openapi/${api.id}.json`).toBe(200);
    const paths = ((await json.json()) as { paths: object }).paths;
    expect(Object.keys(paths)).toEqual(Object.keys(spec.paths));

    const postman = await request.get(postmanCollectionPath(api.id));
    expect(postman.status(), postmanCollectionPath(api.id)).toBe(200);
    const collection = (await postman.json()) as { info: { name: string; schema: string } };
    expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/);
    expect(collection.info.name).toContain(api.title);
  }
});
