import { describe, expect, it } from 'vitest';
import {
  API_SPEC_NAMES,
  isObject,
  listOperations,
  loadSpecs,
  resolveObject,
  type JsonObject,
  type OperationEntry,
} from '../../support/openapiSchemas';

const specs = loadSpecs();
const operations = listOperations(specs);
const pathOperations = operations.filter((entry) => entry.section === 'paths');
const label = (entry: OperationEntry) =>
  `${entry.spec} ${entry.method.toUpperCase()} ${entry.path}`;

function scopesOf(spec: (typeof API_SPEC_NAMES)[number]): string[] {
  const schemes = (specs[spec].components as JsonObject).securitySchemes as JsonObject;
  const flows = (schemes.oauth2 as JsonObject).flows as JsonObject;
  const credentials = flows.clientCredentials as JsonObject;
  expect(credentials.tokenUrl).toBe('https://auth.example.com/oauth/token');
  return Object.keys(credentials.scopes as JsonObject);
}

function responses(entry: OperationEntry): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  for (const [status, response] of Object.entries(entry.operation.responses as JsonObject)) {
    out[status] = resolveObject(specs, response, entry.spec).value as JsonObject;
  }
  return out;
}

function parameterNames(entry: OperationEntry): string[] {
  const params = (entry.operation.parameters as unknown[] | undefined) ?? [];
  return params.map(
    (p) => (resolveObject(specs, p, entry.spec).value as JsonObject).name as string,
  );
}

describe('operations', () => {
  it('covers the three APIs', () => {
    const counts = Object.fromEntries(
      API_SPEC_NAMES.map((spec) => [spec, pathOperations.filter((e) => e.spec === spec).length]),
    );
    expect(counts.stateless).toBeGreaterThanOrEqual(6);
    expect(counts.routing).toBeGreaterThanOrEqual(10);
    expect(counts.integration).toBeGreaterThanOrEqual(60);
  });

  it('has camelCase operationIds that are unique across the three specs', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each(pathOperations.map((e) => [label(e), e] as const))(
    '%s is documented and secured',
    (_, entry) => {
      const op = entry.operation;
      expect(typeof op.summary === 'string' && op.summary.length > 5).toBe(true);
      expect(typeof op.description === 'string' && op.description.length > 40).toBe(true);
      const security = op.security as JsonObject[];
      expect(Array.isArray(security) && security.length > 0).toBe(true);
      const declared = scopesOf(entry.spec as (typeof API_SPEC_NAMES)[number]);
      for (const requirement of security) {
        const scopes = requirement.oauth2 as string[];
        expect(scopes.length).toBeGreaterThan(0);
        for (const scope of scopes) expect(declared).toContain(scope);
      }
      const tags = (specs[entry.spec].tags as JsonObject[]).map((t) => t.name);
      for (const tag of op.tags as string[]) expect(tags).toContain(tag);
    },
  );

  it.each(pathOperations.map((e) => [label(e), e] as const))(
    '%s documents its errors as problem+json',
    (_, entry) => {
      const byStatus = responses(entry);
      const statuses = Object.keys(byStatus);
      expect(statuses.some((s) => /^2/.test(s))).toBe(true);
      expect(statuses.some((s) => /^4/.test(s))).toBe(true);
      expect(statuses).toEqual(expect.arrayContaining(['401', '403', '429', '500', '503']));
      for (const [status, response] of Object.entries(byStatus)) {
        if (!/^[45]/.test(status)) continue;
        const content = response.content as JsonObject;
        const media = content['application/problem+json'] as JsonObject;
        expect(media, `${label(entry)} ${status}`).toBeDefined();
        expect('example' in media || isObject(media.examples)).toBe(true);
      }
      const tooMany = byStatus['429'];
      expect(Object.keys(tooMany.headers as JsonObject)).toEqual(
        expect.arrayContaining(['Retry-After', 'RateLimit']),
      );
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
    expect(lists.length).toBeGreaterThan(15);
    for (const entry of lists) {
      expect(parameterNames(entry)).toContain('limit');
      const ok = responses(entry)['200'];
      const schemaRef = (
        ((ok.content as JsonObject)['application/json'] as JsonObject).schema as JsonObject
      ).$ref as string;
      const schema = resolveObject(specs, { $ref: schemaRef }, entry.spec).value as JsonObject;
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

  it('describes every tag it uses', () => {
    for (const spec of API_SPEC_NAMES) {
      for (const tag of specs[spec].tags as JsonObject[])
        expect(String(tag.description).length).toBeGreaterThan(10);
    }
  });

  it('names the API hosts under example.com', () => {
    for (const spec of API_SPEC_NAMES) {
      const servers = specs[spec].servers as JsonObject[];
      expect(servers[0].url).toBe(`https://api.example.com/${spec}/v1`);
      const info = specs[spec].info as JsonObject;
      expect((info.contact as JsonObject).email).toBe('docs@example.com');
      expect(isObject(info.license)).toBe(true);
    }
  });
});

describe('webhooks', () => {
  const webhooks = operations.filter((entry) => entry.section === 'webhooks');
  const eventTypes = [
    'optimization.completed',
    'optimization.failed',
    'route.updated',
    'booking.status_changed',
    'pod.captured',
    'eta.updated',
  ];

  it('documents the payload of every event type', () => {
    expect(webhooks.map((entry) => entry.path)).toEqual(expect.arrayContaining(eventTypes));
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
      const envelope = resolveObject(specs, media.schema, entry.spec).value as JsonObject;
      expect(envelope.required).toEqual(['id', 'type', 'created_at', 'project_id', 'data']);
      expect((envelope.properties as JsonObject).type).toMatchObject({ const: type });
      expect(String(entry.operation.description)).toContain('HMAC-SHA256');
    },
  );
});
