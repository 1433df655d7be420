/**
 * Calls a sandbox as the tests do: a token for the scopes, then each request checked against
 * the spec's schema for its status (./responseValidator.ts) before the test sees it.
 */
import { expect } from 'vitest';

import type { Sandbox, SandboxRequest } from '../../../src/sandbox/sandbox';
import { operations, responseProblems, type Operation } from './responseValidator';

export const ALL_SCOPES =
  'integration:read integration:write routing:read routing:write stateless:solve';

export async function token(sandbox: Sandbox, scope = ALL_SCOPES): Promise<string> {
  const response = await sandbox.handle({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      Authorization: `Basic ${btoa('client:secret')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
  });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { access_token: string }).access_token;
}

function operationOf(method: string, url: string): Operation {
  const path = url.split('?')[0]!;
  const found = operations().find(
    (operation) =>
      operation.method === method &&
      new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
  if (!found) throw new Error(`No operation for ${method} ${path}`);
  return found;
}

export type Json = Record<string, unknown>;

/** Sends the request and checks the response against the spec before returning it. */
export async function call(sandbox: Sandbox, bearer: string | undefined, request: SandboxRequest) {
  const response = await sandbox.handle({
    ...request,
    headers: {
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...request.headers,
    },
  });
  expect(
    responseProblems(operationOf(request.method, request.url), response),
    `${request.method} ${request.url} ${response.body.slice(0, 400)}`,
  ).toEqual([]);
  return {
    ...response,
    json: response.body ? (JSON.parse(response.body) as Json) : undefined,
  };
}
