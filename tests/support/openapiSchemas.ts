/**
 * Loads the OpenAPI descriptions in openapi/ and validates JSON values against their schemas,
 * so that every example in the specs and the docs is checked against the one source of truth.
 *
 * References are resolved here (not by redocly) and inlined, so a schema reference such as
 * `stateless#/components/schemas/SolveRequest` becomes one self-contained JSON Schema
 * (2020-12, the dialect of OpenAPI 3.1) for Ajv.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import {
  childPointer,
  escapePointerToken,
  toJsonPath,
  unescapePointerToken,
} from '../../src/playground/jsonPath';

export const OPENAPI_DIR = path.resolve(__dirname, '../../openapi');
export const SPEC_NAMES = ['shared', 'routing', 'integration', 'stateless'] as const;
export const API_SPEC_NAMES = ['routing', 'integration', 'stateless'] as const;
export type SpecName = (typeof SPEC_NAMES)[number];

export type JsonObject = { [key: string]: unknown };
export type Specs = Record<SpecName, JsonObject>;

export interface SpecRef {
  spec: SpecName;
  /** JSON Pointer inside the spec, '' for the whole document. */
  pointer: string;
}

export interface RefOccurrence {
  /** The spec that contains the `$ref`. */
  spec: SpecName;
  /** JSON Pointer of the object that holds the `$ref`. */
  at: string;
  ref: string;
}

export interface ValidationResult {
  valid: boolean;
  /** One line per problem: `$.vehicles[0].colour: unknown field (additionalProperties)`. */
  errors: string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Keywords that only annotate; a `$ref` with only these siblings can be merged in place. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'summary',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

let cachedSpecs: Specs | undefined;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the four YAML files once per test process. */
export function loadSpecs(): Specs {
  if (!cachedSpecs) {
    const entries = SPEC_NAMES.map((name) => {
      const text = readFileSync(path.join(OPENAPI_DIR, `${name}.yaml`), 'utf8');
      return [name, parseYaml(text) as JsonObject] as const;
    });
    cachedSpecs = Object.fromEntries(entries) as Specs;
  }
  return cachedSpecs;
}

/** Follows a JSON Pointer; `undefined` when any step is missing. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    // `$ref` fragments are URI-encoded pointers.
    const token = unescapePointerToken(decodeURIComponent(raw));
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(token)) return undefined;
      node = node[Number(token)];
    } else if (isObject(node)) {
      if (!Object.prototype.hasOwnProperty.call(node, token)) return undefined;
      node = node[token];
    } else {
      return undefined;
    }
  }
  return node;
}

function specNameOf(candidate: string): SpecName {
  const found = SPEC_NAMES.find((name) => name === candidate);
  if (!found)
    throw new Error(`Unknown spec "${candidate}"; expected one of ${SPEC_NAMES.join(', ')}`);
  return found;
}

/**
 * Parses a `$ref` as written in the specs (`#/...` or `./shared.yaml#/...`), relative to the
 * spec that contains it, or a reference as used in tests (`stateless#/components/...`).
 */
export function parseRef(ref: string, from?: SpecName): SpecRef {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  if (target === '') {
    if (!from) throw new Error(`Local reference "${ref}" needs the spec it belongs to`);
    return { spec: from, pointer };
  }
  const base = target.replace(/^\.\//, '').replace(/\.ya?ml$/, '');
  return { spec: specNameOf(base), pointer };
}

/** Every `$ref` in a document, with the pointer of the object holding it. */
export function collectRefs(spec: SpecName, document: unknown): RefOccurrence[] {
  const found: RefOccurrence[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') found.push({ spec, at, ref: node.$ref });
    for (const [key, value] of Object.entries(node))
      visit(value, `${at}/${escapePointerToken(key)}`);
  };
  visit(document, '');
  return found;
}

/** `undefined` when the reference resolves, otherwise why it does not. */
export function checkRef(specs: Specs, occurrence: RefOccurrence): string | undefined {
  let target: SpecRef;
  try {
    target = parseRef(occurrence.ref, occurrence.spec);
  } catch (error) {
    return (error as Error).message;
  }
  return resolvePointer(specs[target.spec], target.pointer) === undefined
    ? `${occurrence.spec}.yaml${occurrence.at}: $ref "${occurrence.ref}" does not resolve`
    : undefined;
}

/**
 * Returns `schema` with every `$ref` replaced by its target (recursively, across files).
 * Throws on a reference cycle, since an inlined schema cannot represent one.
 */
export function dereference(
  specs: Specs,
  schema: unknown,
  from: SpecName,
  stack: string[] = [],
): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereference(specs, item, from, stack));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const target = parseRef(schema.$ref, from);
    const key = `${target.spec}#${target.pointer}`;
    if (stack.includes(key)) throw new Error(`Reference cycle: ${[...stack, key].join(' -> ')}`);
    const resolved = resolvePointer(specs[target.spec], target.pointer);
    if (resolved === undefined)
      throw new Error(`Unresolvable $ref "${schema.$ref}" in ${from}.yaml`);
    const inlined = dereference(specs, resolved, target.spec, [...stack, key]);
    const siblings = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
    const rest = dereference(specs, siblings, from, stack) as JsonObject;
    if (Object.keys(rest).length === 0) return inlined;
    if (isObject(inlined) && Object.keys(rest).every((k) => ANNOTATIONS.has(k))) {
      return { ...inlined, ...rest };
    }
    return { allOf: [inlined], ...rest };
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = dereference(specs, value, from, stack);
  return out;
}

let ajvInstance: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function ajv(): Ajv2020 {
  if (!ajvInstance) {
    // Strict schema mode catches misspelt keywords; OpenAPI's own keywords are declared.
    ajvInstance = new Ajv2020({
      allErrors: true,
      strict: true,
      strictTypes: false,
      allowUnionTypes: true,
    });
    ajvInstance.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    addFormats(ajvInstance);
  }
  return ajvInstance;
}

/** Compiles (once) the schema at `spec#pointer`, or an inline schema under a cache key. */
export function compileSchema(
  spec: SpecName,
  pointerOrSchema: string | unknown,
  cacheKey?: string,
): ValidateFunction {
  const key = cacheKey ?? `${spec}#${String(pointerOrSchema)}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const specs = loadSpecs();
  const raw =
    typeof pointerOrSchema === 'string'
      ? resolvePointer(specs[spec], pointerOrSchema)
      : pointerOrSchema;
  if (raw === undefined) throw new Error(`No schema at ${key}`);
  const schema = dereference(specs, raw, spec);
  const validate = ajv().compile(typeof schema === 'boolean' ? schema : (schema as JsonObject));
  compiled.set(key, validate);
  return validate;
}

export function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    if (error.keyword === 'additionalProperties') {
      const field = String((error.params as { additionalProperty: string }).additionalProperty);
      return `${toJsonPath(childPointer(error.instancePath, field))}: unknown field (additionalProperties)`;
    }
    if (error.keyword === 'required') {
      const field = String((error.params as { missingProperty: string }).missingProperty);
      return `${toJsonPath(childPointer(error.instancePath, field))}: required field is missing`;
    }
    return `${toJsonPath(error.instancePath)}: ${error.message ?? error.keyword}`;
  });
}

/**
 * Validates `value` against a schema reference like `stateless#/components/schemas/SolveRequest`
 * (the spec name, `#`, and a JSON Pointer into that spec).
 */
export function validateAgainst(ref: string, value: unknown): ValidationResult {
  const target = parseRef(ref);
  const validate = compileSchema(target.spec, target.pointer);
  const valid = validate(value) as boolean;
  return { valid, errors: valid ? [] : formatErrors(validate.errors) };
}

export interface OperationEntry {
  spec: SpecName;
  /** `paths` or `webhooks`. */
  section: 'paths' | 'webhooks';
  path: string;
  method: (typeof HTTP_METHODS)[number];
  operation: JsonObject;
  /** JSON Pointer of the operation. */
  at: string;
}

/** Every operation of the three API specs (paths and webhooks). */
export function listOperations(specs: Specs = loadSpecs()): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const spec of API_SPEC_NAMES) {
    for (const section of ['paths', 'webhooks'] as const) {
      const items = specs[spec][section];
      if (!isObject(items)) continue;
      for (const [itemPath, item] of Object.entries(items)) {
        if (!isObject(item)) continue;
        for (const method of HTTP_METHODS) {
          const operation = item[method];
          if (isObject(operation)) {
            entries.push({
              spec,
              section,
              path: itemPath,
              method,
              operation,
              at: `/${section}/${escapePointerToken(itemPath)}/${method}`,
            });
          }
        }
      }
    }
  }
  return entries;
}

/** Follows `$ref`s until a non-reference object (for responses, parameters, headers). */
export function resolveObject(
  specs: Specs,
  node: unknown,
  from: SpecName,
): { value: unknown; spec: SpecName } {
  let current = node;
  let spec = from;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error('Too many chained $refs');
    const target = parseRef(current.$ref, spec);
    current = resolvePointer(specs[target.spec], target.pointer);
    spec = target.spec;
  }
  return { value: current, spec };
}

export interface ExampleEntry {
  /** Where the example is, e.g. `stateless.yaml/paths/~1solve/post/requestBody/...`. */
  location: string;
  /** The spec whose `$ref`s the schema uses. */
  spec: SpecName;
  schema: unknown;
  value: unknown;
}

/**
 * Every example in a spec paired with the schema it illustrates: media-type `example` and
 * `examples.*.value`, parameter and header examples, and the `examples` array of schemas.
 */
export function collectExamples(spec: SpecName, specs: Specs = loadSpecs()): ExampleEntry[] {
  const found: ExampleEntry[] = [];
  const add = (at: string, schemaSpec: SpecName, schema: unknown, value: unknown): void => {
    found.push({ location: `${spec}.yaml${at}`, spec: schemaSpec, schema, value });
  };
  const withExamples = (node: JsonObject, at: string, schema: unknown): void => {
    if ('example' in node) add(`${at}/example`, spec, schema, node.example);
    if (isObject(node.examples)) {
      for (const [name, example] of Object.entries(node.examples)) {
        const resolved = resolveObject(specs, example, spec).value;
        if (isObject(resolved) && 'value' in resolved) {
          add(`${at}/examples/${escapePointerToken(name)}/value`, spec, schema, resolved.value);
        }
      }
    }
  };
  // `holder` is true for the values of a `content` or `headers` map (media types, headers).
  const visit = (node: unknown, at: string, holder: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`, false));
      return;
    }
    if (!isObject(node)) return;
    if ('schema' in node && (holder || 'in' in node)) withExamples(node, at, node.schema);
    const looksLikeSchema =
      !holder && ('type' in node || 'properties' in node || 'oneOf' in node || 'enum' in node);
    if (looksLikeSchema && Array.isArray(node.examples)) {
      node.examples.forEach((value, index) => add(`${at}/examples/${index}`, spec, node, value));
    }
    for (const [key, value] of Object.entries(node)) {
      // Example payloads and code samples are data, not spec structure.
      if (key === 'example' || key === 'examples' || key === 'x-codeSamples') continue;
      const childAt = `${at}/${escapePointerToken(key)}`;
      if ((key === 'content' || key === 'headers') && isObject(value) && !looksLikeSchema) {
        for (const [name, child] of Object.entries(value)) {
          visit(child, `${childAt}/${escapePointerToken(name)}`, true);
        }
        continue;
      }
      visit(value, childAt, false);
    }
  };
  visit(specs[spec], '', false);
  return found;
}

/** Validates one collected example; errors carry the example location. */
export function validateExample(entry: ExampleEntry): ValidationResult {
  const validate = compileSchema(entry.spec, entry.schema, `example:${entry.location}`);
  const valid = validate(entry.value) as boolean;
  return {
    valid,
    errors: valid ? [] : formatErrors(validate.errors).map((e) => `${entry.location} ${e}`),
  };
}
