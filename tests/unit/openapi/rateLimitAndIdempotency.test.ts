/**
 * What the OWASP lint in `npm run lint:api` does not see: it asks for rate-limit headers on 2xx
 * and 4xx responses only, and knows nothing of Idempotency-Key. A client slows down on the
 * headers of any answer, and a malformed key must be refused before any work is done.
 */
import { describe, expect, it } from 'vitest';
import {
  dereferencedSpecs,
  listOperations,
  type JsonObject,
  type OperationEntry,
} from '../../support/openapiSchemas';

const pathOperations = listOperations(dereferencedSpecs()).filter(
  (entry) => entry.section === 'paths',
);
const label = (entry: OperationEntry) =>
  `${entry.spec} ${entry.method.toUpperCase()} ${entry.path}`;

const INVALID_KEY_TYPE = 'https://docs.example.com/problems/idempotency-key-invalid';

function acceptsIdempotencyKey(entry: OperationEntry): boolean {
  const params = (entry.operation.parameters as JsonObject[] | undefined) ?? [];
  return params.some((parameter) => parameter.name === 'Idempotency-Key');
}

function problemTypesOf(response: JsonObject): unknown[] {
  const media = (response.content as JsonObject | undefined)?.['application/problem+json'] as
    JsonObject | undefined;
  if (!media) return [];
  const examples = Object.values((media.examples as JsonObject | undefined) ?? {}).map(
    (example) => (example as JsonObject).value,
  );
  return [media.example, ...examples].map((value) => (value as JsonObject | undefined)?.type);
}

describe('rate limits', () => {
  it('every operation is rate-limited: it documents a 429', () => {
    const without = pathOperations.filter(
      (entry) => !(entry.operation.responses as JsonObject)['429'],
    );
    expect(without.map(label)).toEqual([]);
  });

  it('every response of every operation carries RateLimit and RateLimit-Policy', () => {
    const missing: string[] = [];
    for (const entry of pathOperations) {
      for (const [status, response] of Object.entries(entry.operation.responses as JsonObject)) {
        const headers = ((response as JsonObject).headers as JsonObject | undefined) ?? {};
        for (const name of ['RateLimit', 'RateLimit-Policy']) {
          if (!headers[name]) missing.push(`${label(entry)} ${status} ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  const accepting = pathOperations.filter(acceptsIdempotencyKey);

  it('is accepted by every POST', () => {
    const posts = pathOperations.filter((entry) => entry.method === 'post');
    expect(accepting.map(label)).toEqual(posts.map(label));
  });

  it.each(accepting.map((entry) => [label(entry), entry] as const))(
    '%s answers a malformed key with 400 idempotency-key-invalid',
    (_, entry) => {
      const badRequest = (entry.operation.responses as JsonObject)['400'] as JsonObject | undefined;
      expect(badRequest).toBeDefined();
      expect(problemTypesOf(badRequest!)).toContain(INVALID_KEY_TYPE);
    },
  );
});
