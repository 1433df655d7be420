/**
 * Writes src/sandbox/generated/openapi.json: the three API specs bundled by
 * @redocly/openapi-core (shared.yaml's components copied in, internal `$ref`s kept) without the
 * text that only documents (descriptions, summaries, examples, code samples), plus the error
 * catalogue's title and status of each problem type and, per list operation, the fields its
 * description names as filterable and sortable (the description is where the spec states them), and the id prefix of each schema. The sandbox imports this file, so it runs
 * in a Worker or on localhost without the YAML files, a YAML parser or Redocly.
 * Run: `npx tsx scripts/build-sandbox-specs.ts`. tests/unit/sandbox/generatedSpecs.test.ts
 * fails when the committed file differs from a fresh build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

import { API_SPECS } from '../src/apiSpecs';
import { collectProblemTypes, readSpecFiles } from '../src/plugins/problem-catalogue/problemTypes';

export const SANDBOX_SPECS_PATH = path.resolve(__dirname, '../src/sandbox/generated/openapi.json');
const OPENAPI_DIR = path.resolve(__dirname, '../openapi');

/** Keys that only document. Inside `properties` they are field names and stay. */
const DOCUMENTATION_KEYS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'x-codeSamples',
  'externalDocs',
  'tags',
  'contact',
  'license',
  'termsOfService',
  'x-tagGroups',
]);

/** Maps whose keys are names chosen by the spec's authors, not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'schemas', 'paths', 'responses']);

function stripDocumentation(node: unknown, underNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => stripDocumentation(item));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!underNameMap && DOCUMENTATION_KEYS.has(key)) continue;
    out[key] = stripDocumentation(value, !underNameMap && NAME_MAPS.has(key));
  }
  return out;
}

/** `Filterable fields: `a`, `b`.` -> ['a', 'b']; null when the sentence is missing. */
function namedFields(description: string, sentence: RegExp): string[] | null {
  const match = sentence.exec(description);
  return match ? [...match[0].matchAll(/`([a-z_]+)`/g)].map((field) => field[1] as string) : null;
}

interface ListingRules {
  filterable: string[] | null;
  sortable: string[] | null;
}

function listingRules(document: unknown): Record<string, ListingRules> {
  const rules: Record<string, ListingRules> = {};
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      const { operationId, description } = operation as {
        operationId?: string;
        description?: string;
      };
      if (!operationId || typeof description !== 'string') continue;
      const filterable = namedFields(description, /Filterable fields:[^.]*\./);
      // Only the clause before a bracket: `(bookings have no `name`)` names no sort field.
      const sortable = namedFields(description, /Sortable by[^.(]*/);
      if (filterable || sortable) rules[operationId] = { filterable, sortable };
    }
  return rules;
}

/** Schema name -> the id prefix its `id` field's description names (`prefix \`bk_\``). */
function idPrefixes(document: unknown): Record<string, string> {
  const schemas =
    (document as { components?: { schemas?: Record<string, { properties?: { id?: unknown } }> } })
      .components?.schemas ?? {};
  const prefixes: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const description = (schema.properties?.id as { description?: unknown } | undefined)
      ?.description;
    const match = typeof description === 'string' ? /prefix `([a-z]+)_`/.exec(description) : null;
    if (match) prefixes[name] = match[1] as string;
  }
  return prefixes;
}

export async function buildSandboxSpecs(): Promise<string> {
  const config = await createConfig({});
  const apis: Record<string, unknown> = {};
  const listing: Record<string, ListingRules> = {};
  const prefixes: Record<string, string> = {};
  for (const spec of API_SPECS) {
    const result = await bundle({
      ref: path.join(OPENAPI_DIR, spec.file),
      config,
      dereference: false,
    });
    const errors = result.problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0)
      throw new Error(`${spec.file} does not bundle: ${errors.map((e) => e.message).join('; ')}`);
    apis[spec.id] = stripDocumentation(result.bundle.parsed);
    Object.assign(listing, listingRules(result.bundle.parsed));
    Object.assign(prefixes, idPrefixes(result.bundle.parsed));
  }
  const files = readSpecFiles(OPENAPI_DIR, [...API_SPECS.map((spec) => spec.id), 'shared']);
  const problems = Object.fromEntries(
    collectProblemTypes(
      files,
      API_SPECS.map((spec) => spec.id),
    ).map((type) => [type.slug, { title: type.title, status: type.status ?? 500 }]),
  );
  const generated = {
    $comment: 'Generated by scripts/build-sandbox-specs.ts from openapi/*.yaml; do not edit.',
    apis,
    problems,
    listing,
    prefixes,
  };
  return `${JSON.stringify(generated, null, 1)}\n`;
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('build-sandbox-specs')) {
  void buildSandboxSpecs().then((text) => {
    writeFileSync(SANDBOX_SPECS_PATH, text);
    console.log(`Wrote ${path.relative(process.cwd(), SANDBOX_SPECS_PATH)}`);
  });
}
