/**
 * What the Postman collection tests (tests/unit and tests/build postmanCollections.test.ts)
 * check a collection with: the official v2.1 schema (vendored, tests/fixtures/postman) and the
 * spec's operations counted from the YAML, apart from the plugin's own count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

import { listOperations, readSpec, type ApiSpecName } from './openapiSchemas';

const SCHEMA_FILE = path.join(__dirname, '../fixtures/postman/collection-v2.1.0.schema.json');

export function compileCollectionSchema(): ValidateFunction {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object;
  // The official schema writes union types and `properties` without `type: object`.
  return new Ajv({ allErrors: true, strictTypes: false }).compile(schema);
}

export interface CollectionRequest {
  method: string;
  url: { host?: string[]; path?: string[] };
  header?: { key: string; value: string }[];
  auth?: unknown;
}

/** Every request of a collection, with the folders it sits in. */
export function requestsOf(
  items: readonly unknown[],
  folders: string[] = [],
): { at: string; request: CollectionRequest }[] {
  return (items as { name: string; item?: unknown[]; request?: CollectionRequest }[]).flatMap(
    (item) => {
      if (item.item) return requestsOf(item.item, [...folders, item.name]);
      const at = [...folders, item.name].join(' / ');
      return item.request ? [{ at, request: item.request }] : [];
    },
  );
}

/** `GET /projects/{project_id}` from Postman's `:project_id` segments under `{{baseUrl}}`. */
export function methodAndPath(request: CollectionRequest): string {
  const segments = (request.url.path ?? []).map((segment) => segment.replace(/^:(.+)$/, '{$1}'));
  return `${request.method} /${segments.join('/')}`;
}

/**
 * The operations under the spec's `paths`, as `METHOD /path`, with their operationIds. The
 * `webhooks` are calls our service makes to the reader's endpoint, not requests to the API.
 */
export function specPathOperations(api: ApiSpecName): { operationIds: unknown[]; pairs: string[] } {
  const operations = listOperations({ [api]: readSpec(api) }).filter(
    (entry) => entry.section === 'paths',
  );
  return {
    operationIds: operations.map((entry) => entry.operation.operationId),
    pairs: operations.map((entry) => `${entry.method.toUpperCase()} ${entry.path}`),
  };
}
