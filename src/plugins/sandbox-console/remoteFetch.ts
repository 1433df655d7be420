/**
 * The console's other target: the reader's own environment. `SANDBOX` (the default) is the
 * in-page sandbox; any other base URL is an origin (`https://api.example.com`,
 * `http://localhost:4010` for `npm run sandbox`) to which the same request goes with fetch, the
 * request's path unchanged (the specs' server paths: `/integration/v1/...`, `/oauth/token`).
 */
import type { SandboxRequest } from '@site/src/sandbox/core/types';

import type { SandboxExchange } from './sandboxClient';

export const SANDBOX_BASE_URL = 'SANDBOX';

export function isSandboxBaseUrl(baseUrl: string): boolean {
  return baseUrl.trim() === '' || baseUrl.trim().toUpperCase() === SANDBOX_BASE_URL;
}

/** The absolute URL a request goes to in the reader's environment. */
export function remoteUrl(baseUrl: string, request: SandboxRequest): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}${request.url}`;
}

export async function fetchExchange(
  baseUrl: string,
  request: SandboxRequest,
): Promise<SandboxExchange> {
  const response = await fetch(remoteUrl(baseUrl, request), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: 'omit',
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    response: { status: response.status, headers, body: await response.text() },
    events: [],
    deliveries: [],
  };
}
