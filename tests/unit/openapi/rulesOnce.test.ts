/**
 * Each rule of an API is written once: the API-wide ones in info.description (Redoc shows it
 * above every operation), a resource's own under the one operation that sets it. Copies drifted
 * before (36 operations repeated info's bullets in three wordings), so a bullet that appears in
 * two descriptions of the same spec fails here.
 */
import { describe, expect, it } from 'vitest';

import { isObject, listOperations, readSpec, type JsonObject } from '../../support/openapiSchemas';

const SPECS = ['routing', 'stateless', 'integration'] as const;

const bulletsOf = (description: unknown): string[] =>
  typeof description === 'string'
    ? [...description.matchAll(/^\s*- (.+)$/gm)].map((match) => match[1]!.trim())
    : [];

/** Where each bullet of a spec is written: info and every operation's description. */
function repeatedBullets(spec: JsonObject, operations: { at: string; description: unknown }[]) {
  const places = new Map<string, string[]>();
  const note = (where: string, description: unknown) => {
    for (const bullet of bulletsOf(description))
      places.set(bullet, [...(places.get(bullet) ?? []), where]);
  };
  note('info', isObject(spec.info) ? spec.info.description : undefined);
  for (const operation of operations) note(operation.at, operation.description);
  return [...places]
    .filter(([, where]) => where.length > 1)
    .map(([bullet, where]) => `${bullet.slice(0, 60)}… in ${where.join(', ')}`);
}

function operationsOf(name: string) {
  return listOperations()
    .filter((entry) => entry.spec === name)
    .map((entry) => ({ at: entry.at, description: entry.operation.description }));
}

describe('each rule is written once per spec', () => {
  for (const name of SPECS)
    it(name, () => {
      const operations = operationsOf(name);
      expect(operations.length).toBeGreaterThan(0);
      expect(repeatedBullets(readSpec(name), operations)).toEqual([]);
    });

  it('fails on a copied info bullet (planted)', () => {
    const spec = readSpec('stateless');
    const [first] = bulletsOf((spec.info as JsonObject).description);
    const operations = [...operationsOf('stateless'), { at: 'planted', description: `- ${first}` }];
    expect(repeatedBullets(spec, operations)).toEqual([
      expect.stringMatching(/ in info, planted$/),
    ]);
  });
});
