/**
 * One problem type per situation in every 409 of the three specs: a key reused with a different
 * body is `idempotency-key-reused` wherever a POST takes an Idempotency-Key (it was `conflict`
 * in the Integration and Routing APIs and `optimization-running` on an optimization start);
 * work still running and real state conflicts keep their own types. Each type a 409 names has
 * its page in problems/, and a 409's description names exactly the types its examples show.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  dereferencedSpecs,
  isObject,
  listOperations,
  type JsonObject,
  type OperationEntry,
} from '../../support/openapiSchemas';

const PROBLEMS_DIR = path.resolve(__dirname, '../../../problems');
const TYPE_URI = /^https:\/\/docs\.example\.com\/problems\/([a-z0-9-]+)$/;
const TYPE_LINK = /\]\(https:\/\/docs\.example\.com\/problems\/([a-z0-9-]+)\)/g;
const REUSED_KEY = 'idempotency-key-reused';

const operations = listOperations(dereferencedSpecs()).filter((entry) => entry.section === 'paths');
const label = (entry: OperationEntry) =>
  `${entry.spec} ${entry.method.toUpperCase()} ${entry.path}`;

type Conflict = { entry: OperationEntry; description: string; examples: JsonObject[] };

function exampleBodies(response: JsonObject): JsonObject[] {
  const media = (response.content as JsonObject | undefined)?.['application/problem+json'];
  if (!isObject(media)) return [];
  const named = Object.values((media.examples as JsonObject | undefined) ?? {}).map(
    (example) => (example as JsonObject).value,
  );
  return [media.example, ...named].filter(isObject);
}

const conflicts: Conflict[] = operations.flatMap((entry) => {
  const response = (entry.operation.responses as JsonObject)['409'];
  if (!isObject(response)) return [];
  return [
    {
      entry,
      description: String(response.description ?? ''),
      examples: exampleBodies(response),
    },
  ];
});

const slugOf = (example: JsonObject) => TYPE_URI.exec(String(example.type))?.[1];
const typesOf = (conflict: Conflict) => [...new Set(conflict.examples.map(slugOf))];
const acceptsIdempotencyKey = (entry: OperationEntry) =>
  ((entry.operation.parameters as JsonObject[] | undefined) ?? []).some(
    (parameter) => parameter.name === 'Idempotency-Key',
  );

describe('409 responses', () => {
  it('exist in all three specs', () => {
    expect(new Set(conflicts.map((conflict) => conflict.entry.spec))).toEqual(
      new Set(['routing', 'integration', 'stateless']),
    );
  });

  it('name only problem types that have a page in problems/', () => {
    const wrong = conflicts.flatMap((conflict) =>
      conflict.examples.length === 0
        ? [`${label(conflict.entry)}: no problem+json example`]
        : typesOf(conflict)
            .filter((slug) => slug === undefined || !existsSync(`${PROBLEMS_DIR}/${slug}.mdx`))
            .map((slug) => `${label(conflict.entry)}: ${slug ?? 'a type outside the catalogue'}`),
    );
    expect(wrong).toEqual([]);
  });

  it('name in their description exactly the types their examples show', () => {
    const wrong = conflicts.filter((conflict) => {
      const linked = [...conflict.description.matchAll(TYPE_LINK)].map((match) => match[1]);
      return [...new Set(linked)].sort().join() !== typesOf(conflict).sort().join();
    });
    expect(wrong.map((conflict) => label(conflict.entry))).toEqual([]);
  });

  it(`answer a reused Idempotency-Key with ${REUSED_KEY} on every POST of every spec`, () => {
    const accepting = operations.filter(acceptsIdempotencyKey);
    expect(accepting.length).toBeGreaterThan(20);
    const without = accepting.filter((entry) => {
      const conflict = conflicts.find((candidate) => candidate.entry === entry);
      return !conflict || !typesOf(conflict).includes(REUSED_KEY);
    });
    expect(without.map(label)).toEqual([]);
  });

  it('use one type for a reused key in all three specs, and it only for that', () => {
    // An example is about the key when its errors point at the header or its text names it.
    const aboutTheKey = (example: JsonObject) =>
      JSON.stringify(example).includes('Idempotency-Key') ||
      /\bkey\b/i.test(String(example.detail ?? ''));
    const typesBySpec = new Map<string, Set<string | undefined>>();
    for (const conflict of conflicts) {
      for (const example of conflict.examples) {
        const slug = slugOf(example);
        if (aboutTheKey(example) !== (slug === REUSED_KEY)) {
          throw new Error(`${label(conflict.entry)}: ${slug} for ${String(example.detail)}`);
        }
        if (slug !== REUSED_KEY) continue;
        const spec = conflict.entry.spec;
        typesBySpec.set(spec, (typesBySpec.get(spec) ?? new Set()).add(slug));
      }
    }
    expect(Object.fromEntries([...typesBySpec].map(([spec, types]) => [spec, [...types]]))).toEqual(
      {
        routing: [REUSED_KEY],
        integration: [REUSED_KEY],
        stateless: [REUSED_KEY],
      },
    );
  });

  it('leave no description saying a reused key is a type other than its own', () => {
    const wrong = conflicts.filter(
      (conflict) =>
        /Idempotency-Key/.test(conflict.description) && !typesOf(conflict).includes(REUSED_KEY),
    );
    expect(wrong.map((conflict) => label(conflict.entry))).toEqual([]);
  });
});
