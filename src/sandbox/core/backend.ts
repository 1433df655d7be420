/**
 * openapi-backend wired to one API spec: it routes a request to its operation, runs the
 * security check, validates path, query, headers and body against the spec and then calls the
 * operation's handler. Built once per API and process (compiling the validators is the
 * expensive part); the session travels with each request as an argument.
 *
 * OpenAPI 3.1 schemas are JSON Schema 2020-12 (type arrays, `const`, `examples`), so the
 * validators are Ajv's 2020 dialect with formats, not openapi-backend's default draft-07 Ajv.
 * `quick` compiles an operation's validators on its first request and dereferences the bundled
 * document synchronously, which also keeps the Node-22-only ref parser out of the path.
 */
import type { Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';

import { missingScopes } from '../auth/scopes';
import type { SessionState } from '../store/state';
import { idempotent } from './idempotentOperation';
import type { HandlerTable } from './operation';
import { problem, countDetail } from './problems';
import { apiBasePath, apiDocument, type ApiId } from './specs';
import type { Reply } from './types';
import { fieldErrors } from './validationErrors';

/** What travels with one request through openapi-backend to the handlers. */
export interface Call {
  state: SessionState;
  origin: string;
}

type SecurityResult = { scopes: string[] } | { error: Reply };

function unauthorized(detail: string): SecurityResult {
  return {
    error: problem('unauthorized', { detail, headers: { 'www-authenticate': 'Bearer' } }),
  };
}

function checkToken(context: Context, call: Call): SecurityResult {
  const header = String(context.request.headers.authorization ?? '');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match)
    return unauthorized(
      header ? 'The Authorization header must be `Bearer <token>`.' : 'No access token was sent.',
    );
  const found = call.state.tokens.lookup(match[1]!, call.state.clock.epochSeconds());
  if (!found.ok) return unauthorized(found.reason);
  const required = (context.operation.security ?? []).flatMap(
    (requirement) => (requirement as Record<string, string[]>).oauth2 ?? [],
  );
  const missing = missingScopes(required, found.token.scopes);
  if (missing.length > 0)
    return {
      error: problem('insufficient-scope', {
        detail: `This operation requires the scope ${missing.map((s) => `\`${s}\``).join(', ')}; the token has ${found.token.scopes.map((s) => `\`${s}\``).join(', ')}.`,
      }),
    };
  return { scopes: found.token.scopes };
}

function validationFailed(context: Context): Reply {
  const errors = fieldErrors(context.validation.errors ?? []);
  const keyErrors = errors.filter((error) => error.path === 'header.Idempotency-Key');
  if (keyErrors.length > 0)
    return problem('idempotency-key-invalid', {
      detail:
        'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
      errors: keyErrors.map((error) => ({ ...error, code: 'invalid_format' })),
    });
  return problem('validation-failed', { detail: countDetail(errors.length, 'field'), errors });
}

function notFound(context: Context): Reply {
  return problem('not-found', {
    detail: `No operation answers ${context.request.method.toUpperCase()} ${context.request.path}.`,
  });
}

/**
 * openapi-backend asks for a new Ajv per operation and part of the request, and each new Ajv2020
 * compiles the 2020 meta-schemas again; one instance per option set serves them all (the specs'
 * schemas carry no `$id`, so their validators cannot collide).
 */
const ajvByOptions = new Map<string, Ajv2020>();

function ajv2020(_original: unknown, options: Options) {
  const key = JSON.stringify(options);
  let ajv = ajvByOptions.get(key);
  if (!ajv) {
    ajv = new Ajv2020({ ...options, strict: false, allErrors: true, verbose: true });
    addFormats(ajv);
    ajvByOptions.set(key, ajv);
  }
  return ajv as never;
}

function createBackend(api: ApiId, handlers: HandlerTable): OpenAPIBackend {
  const backend = new OpenAPIBackend({
    definition: structuredClone(apiDocument(api)) as unknown as Document,
    apiRoot: apiBasePath(api),
    quick: true,
    strict: false,
    coerceTypes: true,
    customizeAjv: ajv2020,
    ignoreTrailingSlashes: false,
  });
  // Quick mode still starts the ref parser's parse of the document without awaiting it; that
  // parser needs Node's Buffer, so in a Worker it rejected unhandled. The document is an object.
  backend.loadDocument = () =>
    Promise.resolve((backend.document = backend.inputDocument as Document));
  const wrapped: Record<string, (context: Context, call: Call) => Promise<Reply>> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    wrapped[operationId] = (context, call) =>
      idempotent(context, call, () =>
        handler({
          state: call.state,
          api,
          operationId,
          params: context.request.params as Record<string, string>,
          query: context.request.query as Record<string, unknown>,
          body: context.request.requestBody,
          headers: context.request.headers as Record<string, string>,
          origin: call.origin,
        }),
      );
  }
  backend.register({
    ...wrapped,
    notFound,
    methodNotAllowed: notFound,
    validationFail: validationFailed,
    unauthorizedHandler: (context: Context) => (context.security.oauth2 as { error: Reply }).error,
    notImplemented: (context: Context) => {
      throw new Error(`No handler for ${context.operation.operationId}`);
    },
  });
  backend.registerSecurityHandler('oauth2', checkToken);
  return backend;
}

const backends = new Map<ApiId, Promise<OpenAPIBackend>>();

/** The API's backend, built on first use with the given handlers. */
export function backendFor(api: ApiId, handlers: HandlerTable): Promise<OpenAPIBackend> {
  let backend = backends.get(api);
  if (!backend) {
    backend = createBackend(api, handlers).init();
    backends.set(api, backend);
  }
  return backend;
}
