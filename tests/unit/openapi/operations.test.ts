/**
 * House rules for the operations that `npm run lint:api` does not check: it already requires a
 * summary, description, operationId (unique per file), 2xx and 4xx responses, problem+json for
 * 4xx, defined tags with descriptions, defined security, contact, license and the 429 headers.
 */
import { describe, expect, it } from 'vitest';
import { API_SPECS } from '../../../src/apiSpecs';
import {
  dereferencedSpecs,
  isObject,
  listOperations,
  type ApiSpecName,
  type JsonObject,
  type OperationEntry,
} from '../../support/openapiSchemas';

// Responses, parameters and schemas are inlined, so each rule reads them directly.
const specs = dereferencedSpecs();
const operations = listOperations(specs);
const pathOperations = operations.filter((entry) => entry.section === 'paths');
const label = (entry: OperationEntry) =>
  `${entry.spec} ${entry.method.toUpperCase()} ${entry.path}`;

function scopesOf(spec: ApiSpecName): string[] {
  const schemes = (specs[spec].components as JsonObject).securitySchemes as JsonObject;
  const flows = (schemes.oauth2 as JsonObject).flows as JsonObject;
  return Object.keys((flows.clientCredentials as JsonObject).scopes as JsonObject);
}

const responses = (entry: OperationEntry) =>
  entry.operation.responses as Record<string, JsonObject>;

function parameterNames(entry: OperationEntry): string[] {
  const params = (entry.operation.parameters as JsonObject[] | undefined) ?? [];
  return params.map((parameter) => parameter.name as string);
}

describe('operations', () => {
  it('has camelCase operationIds that are unique across the API specs', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each(pathOperations.map((e) => [label(e), e] as const))(
    '%s says enough and asks only for declared OAuth scopes',
    (_, entry) => {
      const op = entry.operation;
      expect(typeof op.summary === 'string' && op.summary.length > 5).toBe(true);
      expect(typeof op.description === 'string' && op.description.length > 40).toBe(true);
      const declared = scopesOf(entry.spec);
      for (const requirement of (op.security as JsonObject[] | undefined) ?? []) {
        const scopes = requirement.oauth2 as string[];
        expect(scopes.length).toBeGreaterThan(0);
        for (const scope of scopes) expect(declared).toContain(scope);
      }
    },
  );

  it.each(pathOperations.map((e) => [label(e), e] as const))(
    '%s documents its errors as problem+json with an example',
    (_, entry) => {
      const byStatus = responses(entry);
      expect(Object.keys(byStatus)).toEqual(
        expect.arrayContaining(['401', '403', '429', '500', '503']),
      );
      for (const [status, response] of Object.entries(byStatus)) {
        if (!/^[45]/.test(status)) continue;
        const content = response.content as JsonObject;
        const media = content['application/problem+json'] as JsonObject;
        expect(media, `${label(entry)} ${status}`).toBeDefined();
        expect('example' in media || isObject(media.examples)).toBe(true);
      }
    },
  );

  it.each(pathOperations.map((e) => [label(e), e] as const))(
    '%s shows request and response examples',
    (_, entry) => {
      const body = entry.operation.requestBody as JsonObject | undefined;
      if (body) {
        const media = (body.content as JsonObject)['application/json'] as JsonObject;
        expect(isObject(media.examples) && Object.keys(media.examples).length > 0).toBe(true);
      }
      for (const [status, response] of Object.entries(responses(entry))) {
        if (!/^2/.test(status) || !isObject(response.content)) continue;
        const media = response.content['application/json'] as JsonObject;
        expect(
          isObject(media.examples) && Object.keys(media.examples).length > 0,
          `${label(entry)} ${status}`,
        ).toBe(true);
      }
    },
  );

  it('accepts an Idempotency-Key on every POST', () => {
    const missing = pathOperations
      .filter(
        (entry) => entry.method === 'post' && !parameterNames(entry).includes('Idempotency-Key'),
      )
      .map(label);
    expect(missing).toEqual([]);
  });

  it('paginates every list with limit and cursor and returns { data, next_cursor }', () => {
    const lists = pathOperations.filter(
      (entry) => entry.method === 'get' && parameterNames(entry).includes('cursor'),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const entry of lists) {
      expect(parameterNames(entry)).toContain('limit');
      const ok = responses(entry)['200'];
      const schema = ((ok.content as JsonObject)['application/json'] as JsonObject)
        .schema as JsonObject;
      expect(Object.keys(schema.properties as JsonObject).sort(), label(entry)).toEqual([
        'data',
        'next_cursor',
      ]);
    }
  });

  it('uses kebab-case path segments and snake_case path parameters', () => {
    for (const entry of pathOperations) {
      for (const segment of entry.path.split('/').filter(Boolean)) {
        expect(segment, entry.path).toMatch(/^([a-z0-9-]+|\{[a-z][a-z0-9_]*\})$/);
      }
    }
  });

  it.each(API_SPECS.map((spec) => [spec.id, spec] as const))(
    '%s.yaml serves at the base URL src/apiSpecs.ts gives the site',
    (id, spec) => {
      expect((specs[id].servers as JsonObject[])[0]?.url).toBe(spec.baseUrl);
    },
  );
});

describe('webhooks', () => {
  const webhooks = operations.filter((entry) => entry.section === 'webhooks');

  it('documents the payload of every event type a subscription can ask for', () => {
    const create = (specs.integration.components as JsonObject).schemas as JsonObject;
    const eventTypes = ((create.WebhookSubscriptionCreate as JsonObject).properties as JsonObject)
      .event_types as JsonObject;
    const subscribable = (eventTypes.items as JsonObject).enum as string[];
    expect(subscribable.length).toBeGreaterThan(0);
    expect(webhooks.map((entry) => entry.path).sort()).toEqual([...subscribable].sort());
  });

  it.each(webhooks.map((e) => [e.path, e] as const))(
    '%s carries the signature header and the envelope',
    (type, entry) => {
      expect(parameterNames(entry)).toEqual(
        expect.arrayContaining(['X-Signature', 'X-Event-Id', 'X-Event-Type']),
      );
      const media = ((entry.operation.requestBody as JsonObject).content as JsonObject)[
        'application/json'
      ] as JsonObject;
      const envelope = media.schema as JsonObject;
      expect(envelope.required).toEqual(['id', 'type', 'created_at', 'project_id', 'data']);
      expect((envelope.properties as JsonObject).type).toMatchObject({ const: type });
      expect(String(entry.operation.description)).toContain('HMAC-SHA256');
    },
  );
});
