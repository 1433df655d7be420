/**
 * One API spec as a Postman collection (format v2.1): openapi-to-postmanv2 converts the bundled
 * spec, then the collection gets what the converter leaves out: the OAuth 2.0 client-credentials
 * token request as collection-level auth, driven by the collection variables `tokenUrl`,
 * `clientId` and `clientSecret` beside the converter's `baseUrl`, a new idempotency key for
 * each send, and ids that stay the same from build to build. A spec the converter rejects, or whose collection lacks one of its
 * operations, is an error that names the spec.
 */
import { createHash } from 'node:crypto';
import { convertV2, type CollectionResult, type Options } from 'openapi-to-postmanv2';

import { missingOperations } from './operations';

const CONVERTER_OPTIONS: Options = {
  // Folders like the reference's tag pages, so a request sits where the reader met it.
  folderStrategy: 'Tags',
  // Path, query and body values from the spec's examples (the sample world), not random fakes.
  parametersResolution: 'Example',
  // Every request takes the collection's token; a per-request copy would go stale.
  alwaysInheritAuthentication: true,
  // Optional query parameters arrive unticked, so a request sends what the example needs.
  enableOptionalParameters: false,
};

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: string;
}

interface PostmanAuthAttribute {
  key: string;
  value: string;
  type: 'string';
}

export interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string; [key: string]: unknown };
  item: unknown[];
  variable?: PostmanVariable[];
  auth?: { type: string; oauth2?: PostmanAuthAttribute[] };
  [key: string]: unknown;
}

interface ClientCredentials {
  tokenUrl: string;
  scopes: string[];
}

/**
 * The spec's client-credentials flow: its token URL and every scope it grants, so one token
 * serves every request of the collection.
 */
function clientCredentialsOf(spec: unknown, source: string): ClientCredentials {
  const schemes = (spec as { components?: { securitySchemes?: Record<string, unknown> } })
    .components?.securitySchemes;
  for (const scheme of Object.values(schemes ?? {})) {
    const flow = (
      scheme as {
        type?: string;
        flows?: { clientCredentials?: { tokenUrl?: string; scopes?: Record<string, string> } };
      }
    ).flows?.clientCredentials;
    if ((scheme as { type?: string }).type === 'oauth2' && flow?.tokenUrl) {
      return { tokenUrl: flow.tokenUrl, scopes: Object.keys(flow.scopes ?? {}) };
    }
  }
  throw new Error(
    `[postman-collections] ${source} has no OAuth 2.0 client-credentials security scheme ` +
      '(components.securitySchemes.*.flows.clientCredentials.tokenUrl); the collection takes its token request from it.',
  );
}

function convert(spec: unknown, source: string): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) =>
      reject(new Error(`[postman-collections] openapi-to-postmanv2 rejected ${source}: ${reason}`));
    try {
      convertV2(
        { type: 'json', data: spec as object },
        CONVERTER_OPTIONS,
        (error, result?: CollectionResult) => {
          if (error) return fail(error.message);
          const collection = result?.output?.[0]?.data;
          if (!result?.result || !collection) return fail(result?.reason ?? 'no collection');
          resolve(collection as PostmanCollection);
        },
      );
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
}

/**
 * The converter gives every item and saved response a random id; Postman assigns its own on
 * import, so they go, and the collection's own id is derived from the API so a re-import of a
 * newer download offers to replace the old collection instead of adding a copy.
 */
function stableIds(collection: PostmanCollection, apiId: string): void {
  const hash = createHash('sha256').update(`routekit-postman-collection:${apiId}`).digest('hex');
  collection.info._postman_id = [
    hash.slice(0, 8),
    hash.slice(8, 12),
    `5${hash.slice(13, 16)}`,
    `${((parseInt(hash[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hash.slice(17, 20)}`,
    hash.slice(20, 32),
  ].join('-');
  const strip = (items: unknown[]): void => {
    for (const item of items as { id?: string; item?: unknown[]; response?: { id?: string }[] }[]) {
      delete item.id;
      for (const response of item.response ?? []) delete response.id;
      if (item.item) strip(item.item);
    }
  };
  strip(collection.item);
}

/**
 * Every POST takes an `Idempotency-Key` (openapi/shared.yaml), and the converter copies the
 * spec's one example key into all of them; the API answers a second, different body under the
 * same key with 409. Postman's `{{$guid}}` makes a new key for each send.
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';

function freshIdempotencyKeys(items: unknown[]): void {
  for (const item of items as {
    item?: unknown[];
    request?: { header?: { key: string; value: string }[] };
  }[]) {
    if (item.item) freshIdempotencyKeys(item.item);
    for (const header of item.request?.header ?? []) {
      if (header.key.toLowerCase() === IDEMPOTENCY_HEADER) header.value = '{{$guid}}';
    }
  }
}

function withClientCredentials(
  collection: PostmanCollection,
  { tokenUrl, scopes }: ClientCredentials,
): void {
  const ours: PostmanVariable[] = [
    {
      key: 'tokenUrl',
      value: tokenUrl,
      type: 'string',
      description: 'OAuth 2.0 token endpoint (client credentials).',
    },
    {
      key: 'clientId',
      value: '',
      type: 'string',
      description: 'Your API client id.',
    },
    {
      key: 'clientSecret',
      value: '',
      type: 'string',
      description: 'Your API client secret. Keep it in the current value only; do not share it.',
    },
  ];
  const keys = new Set(ours.map((variable) => variable.key));
  collection.variable = [
    ...(collection.variable ?? []).filter((variable) => !keys.has(variable.key)),
    ...ours,
  ];
  const attribute = (key: string, value: string): PostmanAuthAttribute => ({
    key,
    value,
    type: 'string',
  });
  collection.auth = {
    type: 'oauth2',
    oauth2: [
      attribute('grant_type', 'client_credentials'),
      attribute('accessTokenUrl', '{{tokenUrl}}'),
      attribute('clientId', '{{clientId}}'),
      attribute('clientSecret', '{{clientSecret}}'),
      attribute('scope', scopes.join(' ')),
      // The token endpoint takes the client's id and secret as HTTP Basic (docs/quickstart/auth).
      attribute('client_authentication', 'header'),
      attribute('addTokenTo', 'header'),
      attribute('tokenName', `${collection.info.name} token`),
    ],
  };
}

/**
 * @param apiId the API's id in src/apiSpecs.ts
 * @param spec the bundled OpenAPI document (src/plugins/openapi-downloads' bundleSpec)
 * @param source the spec's file, named in every error
 */
export async function toPostmanCollection(
  apiId: string,
  spec: unknown,
  source: string,
): Promise<PostmanCollection> {
  const credentials = clientCredentialsOf(spec, source);
  const collection = await convert(spec, source);
  const missing = missingOperations(spec, collection.item);
  if (missing.length > 0) {
    throw new Error(
      `[postman-collections] the collection of ${source} lacks ${missing.length} of its operations: ${missing.join(', ')}`,
    );
  }
  withClientCredentials(collection, credentials);
  freshIdempotencyKeys(collection.item);
  stableIds(collection, apiId);
  return collection;
}
