/**
 * The error catalogue's facts, read from the OpenAPI files as written: every problem type URI
 * they name (in examples, enums, descriptions and code samples alike), the problem+json
 * examples of each type, the `errors[]` entries those examples carry, and the operations whose
 * responses (or webhook deliveries) show it. Pure: the plugin and the tests share it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * Problem type URIs are identifiers clients compare, so they stay fixed whatever host a build
 * is deployed to; the site's default `url` (docusaurus.config.ts) is this origin, and each type
 * resolves to `/problems/<slug>` there.
 */
export const PROBLEM_TYPE_BASE = 'https://docs.example.com/problems/';
/** The path of the catalogue on the site; a type's page is `<path>/<slug>`. */
export const PROBLEM_CATALOGUE_PATH = '/problems';

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const TYPE_URI = new RegExp(`${PROBLEM_TYPE_BASE.replace(/[.\\/]/g, '\\$&')}(${SLUG})`, 'g');
/** A link to a type page inside the site, from Markdown or JSX: `/problems/<slug>`. */
export const PROBLEM_PAGE_LINK = new RegExp(`^${PROBLEM_CATALOGUE_PATH}/(${SLUG})/?(?:#.*)?$`);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface FieldErrorEntry {
  path: string;
  code: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldErrorEntry[];
}

export interface ProblemExample {
  /** Where it is written: `routing.yaml#/paths/...`. */
  source: string;
  body: ProblemBody;
}

export interface ProblemOperation {
  /** The API spec id (`routing`, `integration`, `stateless`). */
  api: string;
  /** `paths` for a response, `webhooks` for an event delivery that carries the problem. */
  section: 'paths' | 'webhooks';
  method: string;
  /** The path, or the webhook's event name. */
  path: string;
  operationId: string;
  summary: string;
  tag: string | undefined;
  /** The response status (`409`), or undefined for a webhook delivery. */
  status: string | undefined;
}

export interface ProblemType {
  slug: string;
  uri: string;
  /** The title and status most of its examples give (they should all agree). */
  title: string;
  status: number | undefined;
  examples: ProblemExample[];
  /** Every `errors[]` entry of its examples, one per distinct `code` (first seen wins). */
  fieldErrors: FieldErrorEntry[];
  operations: ProblemOperation[];
  /** `file:line` of every place a spec names the type. */
  mentions: string[];
}

export interface SpecFile {
  /** `routing`, `shared`, ...: the file name without `.yaml`. */
  name: string;
  text: string;
  /**
   * The parsed YAML, parsed on first read and shared by every reader after (read-only):
   * parsing integration.yaml takes about 0.3 s, and the plugin reads it more than once.
   */
  readonly document: JsonObject;
}

/** A spec file whose YAML is parsed once, when first read. */
export function specFile(name: string, text: string): SpecFile {
  let document: JsonObject | undefined;
  return {
    name,
    text,
    get document() {
      document ??= parseYaml(text) as JsonObject;
      return document;
    },
  };
}

/** The problem type a `type` URI names, or undefined for a URI outside the catalogue. */
export function problemSlug(uri: string): string | undefined {
  const match = new RegExp(`^${TYPE_URI.source}$`).exec(uri);
  return match?.[1];
}

export function problemPagePath(slug: string): string {
  return `${PROBLEM_CATALOGUE_PATH}/${slug}`;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function asProblem(value: Json): ProblemBody | undefined {
  if (!isObject(value) || typeof value.type !== 'string' || typeof value.status !== 'number')
    return undefined;
  if (problemSlug(value.type) === undefined) return undefined;
  return value as unknown as ProblemBody;
}

/** Every problem+json object inside `value`, with its JSON Pointer below `at`. */
function problemsIn(value: Json, at: string): { at: string; body: ProblemBody }[] {
  const own = asProblem(value);
  if (own) return [{ at, body: own }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => problemsIn(item, `${at}/${index}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    problemsIn(child, `${at}/${escapeToken(key)}`),
  );
}

class SpecSet {
  readonly documents = new Map<string, JsonObject>();

  constructor(files: readonly SpecFile[]) {
    for (const file of files) this.documents.set(file.name, file.document);
  }

  /** Follows `./shared.yaml#/components/...` or `#/components/...` from `document`. */
  resolve(node: Json, document: string): { node: Json; document: string } {
    if (!isObject(node) || typeof node.$ref !== 'string') return { node, document };
    const [file, pointer = ''] = node.$ref.split('#');
    const target = file ? path.basename(file, '.yaml') : document;
    let found: Json | undefined = this.documents.get(target) ?? null;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      found = isObject(found) ? found[key] : undefined;
    }
    if (found === undefined) throw new Error(`Unresolved $ref ${node.$ref} in ${document}.yaml`);
    return this.resolve(found, target);
  }
}

/** The example values of a media type object, each with where it is written. */
function mediaExamples(
  specs: SpecSet,
  content: Json,
  document: string,
  at: string,
): { source: string; value: Json }[] {
  if (!isObject(content)) return [];
  const found: { source: string; value: Json }[] = [];
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isObject(media)) continue;
    const mediaAt = `${at}/content/${escapeToken(mediaType)}`;
    if (media.example !== undefined)
      found.push({ source: `${document}.yaml#${mediaAt}/example`, value: media.example });
    if (isObject(media.examples)) {
      for (const [name, example] of Object.entries(media.examples)) {
        const resolved = specs.resolve(example, document);
        if (isObject(resolved.node) && resolved.node.value !== undefined)
          found.push({
            source: `${document}.yaml#${mediaAt}/examples/${escapeToken(name)}/value`,
            value: resolved.node.value,
          });
      }
    }
  }
  return found;
}

interface Occurrence {
  slug: string;
  example: ProblemExample;
  operation: ProblemOperation | undefined;
}

function operationOccurrences(specs: SpecSet, api: string): Occurrence[] {
  const document = specs.documents.get(api);
  if (!document) return [];
  const found: Occurrence[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = document[section];
    if (!isObject(items)) continue;
    for (const [itemPath, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const at = `/${section}/${escapeToken(itemPath)}/${method}`;
        const describe = (status: string | undefined): ProblemOperation => ({
          api,
          section,
          method,
          path: itemPath,
          operationId: String(operation.operationId ?? ''),
          summary: String(operation.summary ?? ''),
          tag: Array.isArray(operation.tags) ? String(operation.tags[0]) : undefined,
          status,
        });
        const add = (
          examples: { source: string; value: Json }[],
          status: string | undefined,
        ): void => {
          for (const { source, value } of examples)
            for (const problem of problemsIn(value, '')) {
              const slug = problemSlug(problem.body.type);
              if (slug === undefined) continue;
              found.push({
                slug,
                example: { source: `${source}${problem.at}`, body: problem.body },
                operation: describe(status),
              });
            }
        };
        if (section === 'webhooks') {
          const body = specs.resolve(operation.requestBody ?? null, api);
          if (isObject(body.node))
            add(
              mediaExamples(specs, body.node.content ?? null, body.document, `${at}/requestBody`),
              undefined,
            );
        }
        const responses = operation.responses;
        if (!isObject(responses)) continue;
        for (const [status, response] of Object.entries(responses)) {
          const resolved = specs.resolve(response, api);
          if (!isObject(resolved.node)) continue;
          const responseAt =
            resolved.document === api
              ? `${at}/responses/${status}`
              : (String((response as JsonObject).$ref).split('#')[1] ?? '');
          add(
            mediaExamples(specs, resolved.node.content ?? null, resolved.document, responseAt),
            status,
          );
        }
      }
    }
  }
  return found;
}

/** Problem examples written anywhere (component examples, schema examples, other files). */
function writtenExamples(specs: SpecSet): Occurrence[] {
  return [...specs.documents].flatMap(([name, document]) =>
    problemsIn(document, '').flatMap(({ at, body }) => {
      const slug = problemSlug(body.type);
      return slug === undefined
        ? []
        : [{ slug, example: { source: `${name}.yaml#${at}`, body }, operation: undefined }];
    }),
  );
}

function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

function operationKey(operation: ProblemOperation): string {
  return `${operation.api} ${operation.section} ${operation.method} ${operation.path} ${operation.status ?? ''}`;
}

/**
 * Every problem type the spec files name, by slug in alphabetical order. `apis` are the spec
 * ids whose operations are listed; the other files (shared.yaml) contribute examples and
 * mentions.
 */
export function collectProblemTypes(
  files: readonly SpecFile[],
  apis: readonly string[],
): ProblemType[] {
  const specs = new SpecSet(files);
  const mentions = new Map<string, string[]>();
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(TYPE_URI)) {
        const slug = match[1] as string;
        mentions.set(slug, [...(mentions.get(slug) ?? []), `${file.name}.yaml:${index + 1}`]);
      }
    });
  }
  const byOperation = apis.flatMap((api) => operationOccurrences(specs, api));
  const written = writtenExamples(specs);
  return [...mentions.keys()].sort().map((slug): ProblemType => {
    const examples = new Map<string, ProblemExample>();
    // Shared examples first: they are the canonical body of the standard responses.
    for (const { example } of [...written, ...byOperation]
      .filter((occurrence) => occurrence.slug === slug)
      .sort(
        (a, b) =>
          Number(!a.example.source.startsWith('shared.yaml')) -
          Number(!b.example.source.startsWith('shared.yaml')),
      ))
      if (!examples.has(example.source)) examples.set(example.source, example);
    const bodies = [...examples.values()].map((example) => example.body);
    const fieldErrors = new Map<string, FieldErrorEntry>();
    for (const body of bodies)
      for (const entry of body.errors ?? [])
        if (!fieldErrors.has(entry.code)) fieldErrors.set(entry.code, entry);
    const operations = new Map<string, ProblemOperation>();
    for (const { operation } of byOperation.filter((occurrence) => occurrence.slug === slug))
      if (operation) operations.set(operationKey(operation), operation);
    return {
      slug,
      uri: `${PROBLEM_TYPE_BASE}${slug}`,
      title: mostCommon(bodies.map((body) => body.title)) ?? slug,
      status: mostCommon(bodies.map((body) => body.status)),
      examples: [...examples.values()],
      fieldErrors: [...fieldErrors.values()].sort((a, b) => a.code.localeCompare(b.code)),
      operations: [...operations.values()],
      mentions: mentions.get(slug) ?? [],
    };
  });
}

export interface ProblemResponse {
  /** Where the response is written: `routing.yaml#/paths/.../responses/409`. */
  source: string;
  description: string;
  /** The problem types its examples carry, in order of appearance. */
  slugs: string[];
}

/**
 * Every response of the API specs' operations whose examples carry a problem type, each once
 * where it is written (a shared response once, however many operations use it). Its
 * description is what the API reference shows above the examples.
 */
export function problemResponses(
  files: readonly SpecFile[],
  apis: readonly string[],
): ProblemResponse[] {
  const specs = new SpecSet(files);
  const found = new Map<string, ProblemResponse>();
  for (const api of apis) {
    const document = specs.documents.get(api);
    const items = document?.paths;
    if (!isObject(items)) continue;
    for (const [itemPath, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation) || !isObject(operation.responses)) continue;
        for (const [status, response] of Object.entries(operation.responses)) {
          const resolved = specs.resolve(response, api);
          if (!isObject(resolved.node)) continue;
          const source =
            isObject(response) && typeof response.$ref === 'string'
              ? `${resolved.document}.yaml#${response.$ref.split('#')[1] ?? ''}`
              : `${api}.yaml#/paths/${escapeToken(itemPath)}/${method}/responses/${status}`;
          if (found.has(source)) continue;
          const slugs = mediaExamples(specs, resolved.node.content ?? null, resolved.document, '')
            .flatMap(({ value }) => problemsIn(value, ''))
            .map(({ body }) => problemSlug(body.type))
            .filter((slug): slug is string => slug !== undefined);
          if (slugs.length > 0)
            found.set(source, {
              source,
              description: String(resolved.node.description ?? ''),
              slugs: [...new Set(slugs)],
            });
        }
      }
    }
  }
  return [...found.values()];
}

/** Reads `<file>.yaml` for each name from `specDir`. */
export function readSpecFiles(specDir: string, names: readonly string[]): SpecFile[] {
  return names.map((name) =>
    specFile(name, readFileSync(path.join(specDir, `${name}.yaml`), 'utf8')),
  );
}
