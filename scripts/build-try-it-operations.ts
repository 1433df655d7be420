/**
 * Writes src/plugins/sandbox-console/generated/operations.json: what the reference's Try it console fills
 * in for each operation of the three specs: method, server path and path template, the
 * examples of its required path, query and header parameters, its request body example (the first
 * one the spec gives), the scopes its security names, and every scope the APIs define (the
 * console's scope picker). The console loads this file only when a reader opens it.
 * Run: `npx tsx scripts/build-try-it-operations.ts`. tests/unit/sandbox-console/tryItOperations.test.ts
 * fails when the committed file differs from a fresh build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

import { API_SPECS } from '../src/apiSpecs';
import type { TryItOperations, TryItParameter } from '../src/plugins/sandbox-console/operations';

export const TRY_IT_OPERATIONS_PATH = path.resolve(
  __dirname,
  '../src/plugins/sandbox-console/generated/operations.json',
);
const OPENAPI_DIR = path.resolve(__dirname, '../openapi');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;

function firstExample(node: Json | undefined): unknown {
  if (!node) return undefined;
  if (node.example !== undefined) return node.example;
  const examples = node.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  if (first?.value !== undefined) return first.value;
  return (node.schema as Json | undefined)?.example;
}

function parameterOf(parameter: Json): TryItParameter | null {
  const where = parameter.in as string;
  if (where !== 'path' && where !== 'query' && where !== 'header') return null;
  const required = parameter.required === true;
  // Optional parameters stay out of the example request: their examples (a cursor, a filter)
  // describe other requests than the plain call.
  if (!required) return null;
  const example = firstExample(parameter);
  return {
    name: String(parameter.name),
    in: where,
    required,
    example: example === undefined ? '' : String(example),
  };
}

export async function buildTryItOperations(): Promise<string> {
  const config = await createConfig({});
  const result: TryItOperations = { scopes: [], operations: {} };
  for (const spec of API_SPECS) {
    const bundled = await bundle({
      ref: path.join(OPENAPI_DIR, spec.file),
      config,
      dereference: true,
    });
    const document = bundled.bundle.parsed as Json;
    const basePath = new URL(spec.baseUrl).pathname;
    const schemes = (document.components as Json | undefined)?.securitySchemes as
      Record<string, { flows?: { clientCredentials?: { scopes?: Json } } }> | undefined;
    for (const scheme of Object.values(schemes ?? {}))
      for (const scope of Object.keys(scheme.flows?.clientCredentials?.scopes ?? {}))
        if (!result.scopes.includes(scope)) result.scopes.push(scope);
    for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation?.operationId) continue;
        const parameters = [
          ...((item.parameters as Json[] | undefined) ?? []),
          ...((operation.parameters as Json[] | undefined) ?? []),
        ]
          .map(parameterOf)
          .filter((parameter): parameter is TryItParameter => parameter !== null);
        const content = (operation.requestBody as Json | undefined)?.content as
          Record<string, Json> | undefined;
        const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
        const body = firstExample(media);
        const security = (operation.security as Record<string, string[]>[] | undefined) ?? [];
        result.operations[String(operation.operationId)] = {
          api: spec.id,
          method: method.toUpperCase(),
          path: `${basePath}${template}`,
          summary: String(operation.summary ?? operation.operationId),
          scopes: security.flatMap((requirement) => Object.values(requirement).flat()),
          parameters,
          ...(contentType ? { contentType } : {}),
          ...(body !== undefined ? { body: JSON.stringify(body, null, 2) } : {}),
        };
      }
    }
  }
  return `${JSON.stringify(result, null, 1)}\n`;
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('build-try-it-operations')) {
  void buildTryItOperations().then((text) => {
    writeFileSync(TRY_IT_OPERATIONS_PATH, text);
    console.log(`Wrote ${path.relative(process.cwd(), TRY_IT_OPERATIONS_PATH)}`);
  });
}
