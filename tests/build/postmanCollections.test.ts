/**
 * Issue #20.6 as built (BUILD_DIR): each API's Postman collection is a file of the build, valid
 * Postman collection v2.1 with a request for every operation of its spec, and /api-portal
 * offers it for download beside the OpenAPI files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { API_SPECS } from '../../src/apiSpecs';
import { postmanCollectionPath } from '../../src/plugins/postman-collections/downloadPath';
import { builtPageReader, type BuiltPage } from '../quality/builtHtml';
import { BUILD_DIR, requireBuild } from '../quality/builtSite';
import {
  compileCollectionSchema,
  methodAndPath,
  requestsOf,
  specPathOperations,
} from '../support/postmanCollections';

const validateCollection = compileCollectionSchema();

let apiPortal: BuiltPage;
beforeAll(async () => {
  requireBuild();
  apiPortal = (await builtPageReader())('/api-portal');
});

describe.each(API_SPECS)('the Postman collection of the $title in the build', (api) => {
  const file = path.join(BUILD_DIR, postmanCollectionPath(api.id));
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { item: unknown[] };

  it('is a file of the build', () => {
    expect(existsSync(file), file).toBe(true);
  });

  it('validates against the Postman collection v2.1 schema', () => {
    const valid = validateCollection(read());
    expect(validateCollection.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('has a request for every operation of the spec', () => {
    const { operationIds, pairs } = specPathOperations(api.id);
    const requests = requestsOf(read().item).map(({ request }) => methodAndPath(request));
    expect(requests).toHaveLength(operationIds.length);
    expect([...requests].sort()).toEqual([...pairs].sort());
  });

  it('is offered for download on /api-portal beside the OpenAPI files', () => {
    const links = apiPortal
      .querySelectorAll('main a[download]')
      .map((link) => link.getAttribute('href')?.value);
    const collection = links.indexOf(postmanCollectionPath(api.id));
    expect(collection, `links: ${links.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(links[collection - 1]).toBe(`/openapi/${api.id}.json`);
    expect(links[collection - 2]).toBe(`/openapi/${api.id}.yaml`);
  });
});

it('/api-portal says how to use a collection in Postman', () => {
  const text = (apiPortal.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
  expect(text).toMatch(/import its collection/);
  expect(text).toMatch(/clientId and clientSecret/);
});
