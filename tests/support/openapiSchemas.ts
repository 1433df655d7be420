/**
 * Loads the OpenAPI descriptions in openapi/ and validates JSON values against their schemas:
 * the docs' JSON blocks, the solver's and the playground's values, and the spec examples that
 * `npm run lint:api` does not check, all against the one source of truth.
 *
 * Two views of each file: as written (to say where a schema or example is written), and with
 * every `$ref` inlined by @redocly/openapi-core's bundler, so that a reference such as
 * `stateless#/components/schemas/SolveRequest` is one self-contained JSON Schema (2020-12, the
 * dialect of OpenAPI 3.1) for Ajv. A `$ref` keeps its sibling keywords (a `description`).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

import { API_SPECS, type ApiSpec } from '../../src/apiSpecs';
import {
  childPointer,
  escapePointerToken,
  toJsonPath,
  unescapePointerToken,
} from '../../src/plugins/playground/client/jsonPath';
import { runCacheEntry } from './runCache';

export const OPENAPI_DIR = path.resolve(__dirname, '../../openapi');
const DEREFERENCE_SCRIPT = path.join(__dirname, 'dereferenceOpenapi.mjs');

export type ApiSpecName = ApiSpec['id'];
/** The API descriptions, in the order of src/apiSpecs.ts. */
export const API_SPEC_NAMES: readonly ApiSpecName[] = API_SPECS.map((spec) => spec.id);

/**
 * A document's name: its file name without `.yaml`. The API specs' names are their ids; the
 * other documents are the component files they `$ref` (`shared`).
 */
export type SpecName = string;
export type JsonObject = { [key: string]: unknown };
export type Specs = Record<SpecName, JsonObject>;

export interface DereferencedFiles {
  /** Each file and each file it `$ref`s, by name, with every `$ref` inlined. */
  documents: Specs;
  /** The names of the documents each one `$ref`s, itself included. */
  dependencies: Record<SpecName, SpecName[]>;
}

export interface ValidationResult {
  valid: boolean;
  /** One line per problem: `$.vehicles[0].colour: unknown field (additionalProperties)`. */
  errors: string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Dereferences OpenAPI files with Redocly's bundler. The bundler is asynchronous and the callers
 * (test collection, the playground schema script) are not, so it runs in a child process.
 * Throws one line per unresolved `$ref` or reference cycle, naming the file and JSON Pointer.
 */
export function dereferenceFiles(files: readonly string[]): DereferencedFiles {
  try {
    const output = execFileSync(process.execPath, [DEREFERENCE_SCRIPT, ...files], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output) as DereferencedFiles;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`Cannot dereference ${files.join(', ')}:\n${stderr || String(error)}`);
  }
}

let cachedDereferenced: DereferencedFiles | undefined;

/**
 * The API specs dereferenced once per test run (tests/support/runCache.ts): a child process
 * costs seconds, and Vitest's workers, each file that resets their modules and Playwright's
 * workers would each start one. The entry's inputs are the script and every YAML file in openapi/.
 */
function dereferencedOpenapi(): DereferencedFiles {
  if (cachedDereferenced) return cachedDereferenced;
  const specFiles = readdirSync(OPENAPI_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => path.join(OPENAPI_DIR, file));
  const inputs = [DEREFERENCE_SCRIPT, ...specFiles].flatMap((file) => [
    file,
    readFileSync(file, 'utf8'),
  ]);
  const stored = runCacheEntry<DereferencedFiles>('openapi-dereferenced', inputs);
  cachedDereferenced =
    stored.value ?? dereferenceFiles(API_SPECS.map((spec) => path.join(OPENAPI_DIR, spec.file)));
  if (!stored.value) stored.store(cachedDereferenced);
  return cachedDereferenced;
}

/** The API specs and the files they `$ref`, every `$ref` inlined; once per test run. */
export function dereferencedSpecs(): Specs {
  return dereferencedOpenapi().documents;
}

/** The names of the documents each document `$ref`s, itself included. */
export function specDependencies(): Record<SpecName, SpecName[]> {
  return dereferencedOpenapi().dependencies;
}

/** Every document name: the API specs first, then the files they `$ref`. */
export function specNames(): SpecName[] {
  return Object.keys(dereferencedSpecs());
}

const writtenSpecs = new Map<SpecName, JsonObject>();

/** One document as written (`$ref`s in place), parsed once per test process. */
export function readSpec(name: SpecName): JsonObject {
  let document = writtenSpecs.get(name);
  if (!document) {
    document = parseYaml(
      readFileSync(path.join(OPENAPI_DIR, `${name}.yaml`), 'utf8'),
    ) as JsonObject;
    writtenSpecs.set(name, document);
  }
  return document;
}

/** Every document as written: the API specs and the files they `$ref`. */
export function loadSpecs(): Specs {
  return Object.fromEntries(specNames().map((name) => [name, readSpec(name)]));
}

/** Follows a JSON Pointer; `undefined` when any step is missing. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = unescapePointerToken(raw);
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

export interface SchemaRef {
  spec: SpecName;
  /** JSON Pointer inside the spec, '' for the whole document. */
  pointer: string;
}

/** `stateless#/components/schemas/Job`: a document name, `#`, a JSON Pointer (tests, docs). */
export function parseSchemaRef(ref: string): SchemaRef {
  const hash = ref.indexOf('#');
  const spec = hash === -1 ? ref : ref.slice(0, hash);
  const names = specNames();
  if (!names.includes(spec))
    throw new Error(`Unknown spec "${spec}" in "${ref}"; expected one of ${names.join(', ')}`);
  return { spec, pointer: hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1)) };
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

/** The schema at `spec#pointer` with every `$ref` inlined; throws when there is none. */
export function schemaAt(ref: string): unknown {
  const { spec, pointer } = parseSchemaRef(ref);
  const schema = resolvePointer(dereferencedSpecs()[spec], pointer);
  if (schema === undefined) throw new Error(`No schema at ${spec}#${pointer}`);
  return schema;
}

/** Compiles (once) the schema at `spec#pointer`. */
export function compileSchema(spec: SpecName, pointer: string): ValidateFunction {
  const key = `${spec}#${pointer}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const schema = schemaAt(key);
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
  const target = parseSchemaRef(ref);
  const validate = compileSchema(target.spec, target.pointer);
  const valid = validate(value) as boolean;
  return { valid, errors: valid ? [] : formatErrors(validate.errors) };
}

export interface OperationEntry {
  spec: ApiSpecName;
  /** `paths` or `webhooks`. */
  section: 'paths' | 'webhooks';
  path: string;
  method: (typeof HTTP_METHODS)[number];
  operation: JsonObject;
  /** JSON Pointer of the operation. */
  at: string;
}

/**
 * Every operation of the API specs (paths and webhooks), from the files as written or, with
 * `dereferencedSpecs()`, with their responses, parameters and schemas inlined.
 */
export function listOperations(
  specs: Specs = Object.fromEntries(API_SPEC_NAMES.map((name) => [name, readSpec(name)])),
): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const spec of API_SPEC_NAMES) {
    for (const section of ['paths', 'webhooks'] as const) {
      const items = specs[spec]?.[section];
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

export interface ExampleEntry {
  /** Where the example is written, e.g. `shared.yaml/components/headers/RateLimit/example`. */
  location: string;
  spec: SpecName;
  /** JSON Pointer of the schema the example illustrates, in the same spec. */
  schemaPointer: string;
  /** The example, with a `$ref` to a named example followed. */
  value: unknown;
}

/**
 * Every header example (`example` and `examples.*.value` of a header object) paired with the
 * header's schema. Redocly's no-invalid-*-examples rules (`npm run lint:api`) check the examples
 * of media types, parameters and schemas, but not those of headers. Headers are found in the
 * file as written, so each example is checked once, where it is written.
 */
export function collectHeaderExamples(spec: SpecName): ExampleEntry[] {
  const inlined = dereferencedSpecs()[spec];
  const found: ExampleEntry[] = [];
  const add = (valueAt: string, schemaPointer: string): void => {
    const value = resolvePointer(inlined, valueAt);
    if (value !== undefined)
      found.push({ location: `${spec}.yaml${valueAt}`, spec, schemaPointer, value });
  };
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      // Example payloads and code samples are data, not spec structure.
      if (key === 'example' || key === 'examples' || key === 'x-codeSamples') continue;
      const childAt = `${at}/${escapePointerToken(key)}`;
      if (key === 'headers' && isObject(value)) {
        for (const [name, header] of Object.entries(value)) {
          if (!isObject(header) || !('schema' in header)) continue;
          const headerAt = `${childAt}/${escapePointerToken(name)}`;
          if ('example' in header) add(`${headerAt}/example`, `${headerAt}/schema`);
          for (const example of Object.keys(isObject(header.examples) ? header.examples : {}))
            add(`${headerAt}/examples/${escapePointerToken(example)}/value`, `${headerAt}/schema`);
        }
      }
      visit(value, childAt);
    }
  };
  visit(readSpec(spec), '');
  return found;
}

/** Validates one collected example; errors carry the example location. */
export function validateExample(entry: ExampleEntry): ValidationResult {
  const validate = compileSchema(entry.spec, entry.schemaPointer);
  const valid = validate(entry.value) as boolean;
  return {
    valid,
    errors: valid ? [] : formatErrors(validate.errors).map((e) => `${entry.location} ${e}`),
  };
}
