/**
 * Issue #20.6: the Postman collection of each API (src/plugins/postman-collections) holds a
 * request for every operation of its spec, is valid Postman collection v2.1, and gets its
 * token from the spec's OAuth 2.0 client-credentials flow through collection variables. A spec
 * the converter cannot turn into a complete collection fails with the spec's name.
 *
 * Operations are those under `paths`: the spec's `webhooks` are calls our service makes to the
 * reader's endpoint, not requests to send to the API.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { beforeAll, describe, expect, it } from 'vitest';

import { API_SPECS } from '../../src/apiSpecs';
import openApiDownloadsPlugin, { bundleSpec } from '../../src/plugins/openapi-downloads';
import postmanCollectionsPlugin from '../../src/plugins/postman-collections';
import { missingOperations } from '../../src/plugins/postman-collections/operations';
import {
  toPostmanCollection,
  type PostmanCollection,
} from '../../src/plugins/postman-collections/toPostmanCollection';
import { OPENAPI_DIR, readSpec } from '../support/openapiSchemas';
import {
  compileCollectionSchema,
  methodAndPath,
  requestsOf,
  specPathOperations,
} from '../support/postmanCollections';

function variable(collection: PostmanCollection, key: string): string | undefined {
  return collection.variable?.find((entry) => entry.key === key)?.value;
}

function authAttribute(collection: PostmanCollection, key: string): string | undefined {
  return collection.auth?.oauth2?.find((entry) => entry.key === key)?.value;
}

const validateCollection = compileCollectionSchema();

describe.each(API_SPECS)('the Postman collection of the $title', (api) => {
  const source = `openapi/${api.file}`;
  let bundled: unknown;
  let collection: PostmanCollection;

  beforeAll(async () => {
    bundled = await bundleSpec(path.join(OPENAPI_DIR, api.file));
    collection = await toPostmanCollection(api.id, bundled, source);
  });

  it('validates against the Postman collection v2.1 schema', () => {
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    const valid = validateCollection(collection);
    expect(validateCollection.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('has one request for every operation of the spec, and no other', () => {
    const { operationIds, pairs } = specPathOperations(api.id);
    const requests = requestsOf(collection.item).map(({ request }) => methodAndPath(request));

    expect(new Set(operationIds).size).toBe(pairs.length);
    expect(requests).toHaveLength(operationIds.length);
    expect([...requests].sort()).toEqual([...pairs].sort());
  });

  it('sends every request to {{baseUrl}} with the collection token', () => {
    for (const { at, request } of requestsOf(collection.item)) {
      expect(request.url.host, at).toEqual(['{{baseUrl}}']);
      expect(request.auth ?? null, at).toBeNull();
    }
  });

  it('sends a new Idempotency-Key with every POST', () => {
    const posts = requestsOf(collection.item).filter(({ request }) => request.method === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    for (const { at, request } of posts) {
      const keys = (request.header ?? []).filter(({ key }) => key === 'Idempotency-Key');
      expect(
        keys.map(({ value }) => value),
        at,
      ).toEqual(['{{$guid}}']);
    }
  });

  it('has the base URL and the client-credentials token request as collection variables', () => {
    const spec = readSpec(api.id) as {
      servers: { url: string }[];
      components: {
        securitySchemes: {
          oauth2: {
            flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
          };
        };
      };
    };
    const flow = spec.components.securitySchemes.oauth2.flows.clientCredentials;

    expect(variable(collection, 'baseUrl')).toBe(api.baseUrl);
    expect(variable(collection, 'baseUrl')).toBe(spec.servers[0]?.url);
    expect(variable(collection, 'tokenUrl')).toBe(flow.tokenUrl);
    // Empty: the reader's own credentials go in; none of ours ship in a download.
    expect(variable(collection, 'clientId')).toBe('');
    expect(variable(collection, 'clientSecret')).toBe('');

    expect(collection.auth?.type).toBe('oauth2');
    expect(authAttribute(collection, 'grant_type')).toBe('client_credentials');
    expect(authAttribute(collection, 'accessTokenUrl')).toBe('{{tokenUrl}}');
    expect(authAttribute(collection, 'clientId')).toBe('{{clientId}}');
    expect(authAttribute(collection, 'clientSecret')).toBe('{{clientSecret}}');
    expect(authAttribute(collection, 'scope')?.split(' ').sort()).toEqual(
      Object.keys(flow.scopes).sort(),
    );
    expect(authAttribute(collection, 'client_authentication')).toBe('header');
  });

  it('is the same file on every build', async () => {
    const again = await toPostmanCollection(api.id, bundled, source);
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
  });
});

describe('a spec that makes no complete collection', () => {
  const clientCredentials = {
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: { tokenUrl: 'https://auth.example.com/oauth/token', scopes: {} },
          },
        },
      },
    },
  };

  it('fails with the name of a spec the converter rejects', async () => {
    const withoutPaths = { openapi: '3.1.0', info: { title: 'Broken', version: '1' } };
    await expect(
      toPostmanCollection(
        'broken',
        { ...withoutPaths, ...clientCredentials },
        'openapi/broken.yaml',
      ),
    ).rejects.toThrow(/openapi-to-postmanv2 rejected openapi\/broken\.yaml: .*Paths Object/);
  });

  it('fails with the name of a spec without a client-credentials flow', async () => {
    const spec = { openapi: '3.1.0', info: { title: 'No auth', version: '1' }, paths: {} };
    await expect(toPostmanCollection('noauth', spec, 'openapi/noauth.yaml')).rejects.toThrow(
      /openapi\/noauth\.yaml has no OAuth 2\.0 client-credentials security scheme/,
    );
  });

  it('finds an operation that has no request in the collection', () => {
    const spec = {
      paths: {
        '/depots': { get: {}, post: {}, parameters: [] },
        '/depots/{depot_id}': { delete: {} },
      },
    };
    const request = (method: string, ...segments: string[]) => ({
      name: method,
      request: { method, url: { host: ['{{baseUrl}}'], path: segments } },
    });
    const items = [
      {
        name: 'Depots',
        item: [request('GET', 'depots'), request('DELETE', 'depots', ':depot_id')],
      },
    ];
    expect(missingOperations(spec, items)).toEqual(['POST /depots']);
    expect(missingOperations(spec, [...items, request('POST', 'depots')])).toEqual([]);
  });

  it('fails the build through the plugin, naming the spec file', async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'postman-collections-'));
    try {
      await mkdir(path.join(siteDir, 'openapi'));
      await writeFile(
        path.join(siteDir, 'openapi', 'broken.yaml'),
        'openapi: 3.1.0\ninfo:\n  title: Broken\n  version: "1"\n',
      );
      const options = { specs: [{ id: 'broken', file: 'broken.yaml' }], specDir: 'openapi' };
      // The bundled spec reaches the Postman plugin as openapi-downloads' loaded content.
      const downloads = openApiDownloadsPlugin({ siteDir } as LoadContext, options);
      const allContent = { 'openapi-downloads': { default: await downloads.loadContent!() } };
      const plugin = postmanCollectionsPlugin({ siteDir } as LoadContext, options);
      await expect(
        plugin.allContentLoaded!({ allContent, actions: {} as PluginContentLoadedActions }),
      ).rejects.toThrow(/openapi\/broken\.yaml/);
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });
});
