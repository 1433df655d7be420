/**
 * The OpenAPI documents the sandbox runs on, as scripts/build-sandbox-specs.ts bundled them,
 * and the facts read from them: each API's base path (its server URL's path) and the error
 * catalogue's problem types.
 */
import generated from '../generated/openapi.json';

export type ApiId = 'integration' | 'routing' | 'stateless';
export const API_IDS: readonly ApiId[] = ['routing', 'integration', 'stateless'];

// The documents are large; TypeScript only needs to know they are objects.
export type OpenApiDocument = { paths: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;

const data = generated as unknown as {
  apis: Record<ApiId, OpenApiDocument & { servers: { url: string }[] }>;
  problems: Record<string, { title: string; status: number }>;
  listing: Record<string, { filterable: string[] | null; sortable: string[] | null }>;
};

export function apiDocument(api: ApiId): OpenApiDocument {
  return data.apis[api];
}

/** `/integration/v1`: the path of the API's first server URL. */
export function apiBasePath(api: ApiId): string {
  return new URL(data.apis[api].servers[0]!.url).pathname.replace(/\/$/, '');
}

export function problemType(slug: string): { title: string; status: number } {
  const type = data.problems[slug];
  if (!type) throw new Error(`No problem type ${slug} in the catalogue`);
  return type;
}

/** The fields a list operation's description names as filterable and sortable. */
export function listingRules(operationId: string): {
  filterable: string[] | null;
  sortable: string[] | null;
} {
  return data.listing[operationId] ?? { filterable: null, sortable: null };
}

/** The id prefix the spec states for objects of this schema (`Booking` -> `bk`). */
export function idPrefix(schemaName: string): string {
  const prefix = (generated as unknown as { prefixes: Record<string, string> }).prefixes[
    schemaName
  ];
  if (!prefix) throw new Error(`The spec states no id prefix for ${schemaName}`);
  return prefix;
}
