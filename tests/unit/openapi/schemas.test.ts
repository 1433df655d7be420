import { describe, expect, it } from 'vitest';
import { escapePointerToken } from '../../../src/plugins/playground/client/jsonPath';
import { isObject, loadSpecs, specNames, type JsonObject } from '../../support/openapiSchemas';

const COMBINATORS = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']);

interface SchemaVisit {
  schema: JsonObject;
  at: string;
  /** The keyword under which the schema sits, e.g. `properties`, `items`, `anyOf`. */
  via: string;
}

/** Visits every schema object reachable from components.schemas and inline schemas. */
function collectSchemas(document: JsonObject): SchemaVisit[] {
  const found: SchemaVisit[] = [];
  const visitSchema = (schema: unknown, at: string, via: string): void => {
    if (!isObject(schema)) return;
    found.push({ schema, at, via });
    for (const [key, value] of Object.entries(schema)) {
      const here = `${at}/${escapePointerToken(key)}`;
      if (key === 'properties' && isObject(value)) {
        for (const [name, sub] of Object.entries(value))
          visitSchema(sub, `${here}/${escapePointerToken(name)}`, 'properties');
      } else if (
        (key === 'items' ||
          key === 'additionalProperties' ||
          key === 'propertyNames' ||
          key === 'not') &&
        isObject(value)
      ) {
        visitSchema(value, here, key);
      } else if (COMBINATORS.has(key)) {
        if (Array.isArray(value)) value.forEach((sub, i) => visitSchema(sub, `${here}/${i}`, key));
        else visitSchema(value, here, key);
      }
    }
  };
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${at}/${i}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${escapePointerToken(key)}`;
      if (key === 'schema') visitSchema(value, here, 'schema');
      else if (key === 'schemas' && at === '/components' && isObject(value)) {
        for (const [name, sub] of Object.entries(value))
          visitSchema(sub, `${here}/${escapePointerToken(name)}`, 'component');
      } else if (key !== 'examples' && key !== 'example' && key !== 'x-codeSamples')
        walk(value, here);
    }
  };
  walk(document, '');
  return found;
}

describe('schemas are strict', () => {
  const specs = loadSpecs();

  it.each(specNames())('every object schema in %s.yaml closes its properties', (spec) => {
    const open = collectSchemas(specs[spec])
      .filter(({ schema }) => schema.type === 'object')
      .filter(({ schema }) => {
        if (schema.additionalProperties === false) return false;
        // A map (capacity per dimension) is allowed when its keys are constrained.
        return !(isObject(schema.additionalProperties) && isObject(schema.propertyNames));
      })
      .map(({ at }) => `${spec}.yaml${at}`);
    expect(open).toEqual([]);
  });

  it.each(specNames())(
    '%s.yaml declares properties only on object schemas or combinator branches',
    (spec) => {
      const untyped = collectSchemas(specs[spec])
        .filter(
          ({ schema, via }) =>
            isObject(schema.properties) && schema.type !== 'object' && !COMBINATORS.has(via),
        )
        .map(({ at }) => `${spec}.yaml${at}`);
      expect(untyped).toEqual([]);
    },
  );

  it.each(specNames())('every component schema in %s.yaml has a description', (spec) => {
    const components = (specs[spec].components as JsonObject | undefined)?.schemas;
    const missing = Object.entries(isObject(components) ? components : {})
      .filter(
        ([, schema]) =>
          isObject(schema) &&
          typeof schema.$ref !== 'string' &&
          typeof schema.description !== 'string',
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('the strictness check notices an open object', () => {
    const doc = {
      components: { schemas: { Loose: { type: 'object', properties: { a: { type: 'string' } } } } },
    };
    const open = collectSchemas(doc).filter(
      ({ schema }) => schema.type === 'object' && schema.additionalProperties !== false,
    );
    expect(open.map(({ at }) => at)).toEqual(['/components/schemas/Loose']);
  });
});
