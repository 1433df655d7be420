/**
 * Checks a sandbox response against the spec: the schema of the operation's response for its
 * status and content type (openapi-backend's own response validation covers only
 * application/json, and the sandbox's errors are application/problem+json).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import { apiDocument, apiBasePath, API_IDS, type ApiId } from '../../../src/sandbox/core/specs';
import type { SandboxResponse } from '../../../src/sandbox/core/types';

type Json = Record<string, unknown>;

export interface Operation {
  api: ApiId;
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, Json>;
}

export function operations(): Operation[] {
  return API_IDS.flatMap((api) =>
    Object.entries(apiDocument(api).paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Json>)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          api,
          method: method.toUpperCase(),
          path: `${apiBasePath(api)}${path}`,
          operationId: String(op.operationId),
          responses: op.responses as Record<string, Json>,
        })),
    ),
  );
}

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();
const ajvs = new Map<ApiId, Ajv2020>();

function ajvFor(api: ApiId): Ajv2020 {
  let ajv = ajvs.get(api);
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...apiDocument(api), $id: `sandbox:${api}` } as never);
    ajvs.set(api, ajv);
  }
  return ajv;
}

function resolveResponse(api: ApiId, response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const name = ref.split('/').pop()!;
  return (apiDocument(api).components as { responses: Record<string, Json> }).responses[name]!;
}

/** Problems with the response, empty when it matches the spec. */
export function responseProblems(operation: Operation, response: SandboxResponse): string[] {
  const declared = operation.responses[String(response.status)];
  if (!declared) return [`status ${response.status} is not a documented response`];
  const resolved = resolveResponse(operation.api, declared);
  const content = resolved.content as Record<string, Json> | undefined;
  if (!content) return response.body === '' ? [] : ['a body where the spec has none'];
  const type = (response.headers['content-type'] ?? '').split(';')[0]!;
  if (!content[type]) return [`content type ${type} is not documented for ${response.status}`];
  const pointer = Object.keys(operation.responses).includes(String(response.status))
    ? declared.$ref
      ? `${String(declared.$ref)}/content/${type.replace('/', '~1')}/schema`
      : `#/paths/${operation.path.slice(apiBasePath(operation.api).length).replace(/~/g, '~0').replace(/\//g, '~1')}/${operation.method.toLowerCase()}/responses/${response.status}/content/${type.replace('/', '~1')}/schema`
    : '';
  const key = `${operation.api}${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajvFor(operation.api).compile({ $ref: `sandbox:${operation.api}${pointer}` });
    validators.set(key, validate);
  }
  if (validate(JSON.parse(response.body))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
