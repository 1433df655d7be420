/**
 * Fills what a create request may leave out, from the spec: the `default` its Create schema
 * states, else `null` for a nullable field, `[]` for a list, and an object of its fields'
 * defaults for an object (`settings`, `costs`). An object the caller sends in part keeps its
 * fields and gets the defaults of the rest ("every field has a default; send only what you
 * change"). So a created object has every field its schema requires without a second list of
 * defaults here.
 */
import { apiDocument, type ApiId } from '../core/specs';

type Schema = Record<string, unknown>;

function resolve(api: ApiId, schema: unknown): Schema {
  let node = (schema ?? {}) as Schema;
  while (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!;
    const schemas = (apiDocument(api).components as { schemas: Record<string, Schema> }).schemas;
    node = {
      ...schemas[name],
      ...Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref')),
    };
  }
  return node;
}

export function componentSchema(api: ApiId, name: string): Schema {
  return resolve(api, { $ref: `#/components/schemas/${name}` });
}

function isNullable(schema: Schema): boolean {
  const type = schema.type;
  if (Array.isArray(type) && type.includes('null')) return true;
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  return Boolean(branches?.some((branch) => branch.type === 'null'));
}

function emptyValue(api: ApiId, schema: Schema): unknown {
  if ('default' in schema) return structuredClone(schema.default);
  if (isNullable(schema)) return null;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const filled: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
      const resolved = resolve(api, property);
      if ('default' in resolved) filled[name] = structuredClone(resolved.default);
    }
    return filled;
  }
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A sent object with the `default` of each field of its schema that it leaves out. */
function withFieldDefaults(
  api: ApiId,
  schema: Schema,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  if (schema.type !== 'object') return sent;
  const filled = emptyValue(api, schema) as Record<string, unknown>;
  return { ...filled, ...sent };
}

/** The body's fields plus a value for every other field `resourceName` requires. */
export function withDefaults(
  api: ApiId,
  resourceName: string,
  createName: string | undefined,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const resource = componentSchema(api, resourceName);
  const create = createName ? componentSchema(api, createName) : {};
  const createProperties = (create.properties ?? {}) as Record<string, unknown>;
  const resourceProperties = (resource.properties ?? {}) as Record<string, unknown>;
  const filled: Record<string, unknown> = {};
  for (const name of Object.keys(resourceProperties)) {
    if (name in body) {
      const sent = body[name];
      filled[name] = isPlainObject(sent)
        ? withFieldDefaults(api, resolve(api, resourceProperties[name]), sent)
        : sent;
      continue;
    }
    if (!(resource.required as string[] | undefined)?.includes(name)) continue;
    const fromCreate = createProperties[name] ? resolve(api, createProperties[name]) : undefined;
    const value =
      fromCreate && 'default' in fromCreate
        ? structuredClone(fromCreate.default)
        : emptyValue(api, resolve(api, resourceProperties[name]));
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}
