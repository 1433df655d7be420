/**
 * The sandbox: one session of the Routing, Integration and Stateless APIs in memory. Pure
 * TypeScript with Web APIs only (URL, TextEncoder, crypto.subtle), so the same code answers
 * in a Worker and behind the Node HTTP adapter (./server.ts).
 *
 *   const sandbox = createSandbox();
 *   const response = await sandbox.handle({ method: 'GET', url: '/integration/v1/projects' });
 */
import { handleTokenRequest, TOKEN_PATH } from './auth/tokenEndpoint';
import { backendFor } from './core/backend';
import { PROBLEM_CONTENT_TYPE, problem } from './core/problems';
import { API_IDS, apiBasePath, type ApiId } from './core/specs';
import type { Reply, SandboxRequest, SandboxResponse } from './core/types';
import { integrationHandlers } from './integration/handlers';
import { routingHandlers } from './routing/handlers';
import { statelessHandlers } from './stateless/handlers';
import { seed } from './store/seed';
import { SessionState } from './store/state';
import type { SandboxEvent, WebhookDelivery } from './webhooks/eventLog';

const HANDLERS = {
  integration: integrationHandlers,
  routing: routingHandlers,
  stateless: statelessHandlers,
} as const;

export interface SandboxOptions {
  /** Scheme and host for absolute URLs in `Location` headers. */
  origin?: string;
  /** `empty` starts without the sample world, for walkthroughs that build a project from nothing. */
  world?: 'sample' | 'empty';
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse>;
  /** Every event so far, oldest first (the feed `GET /events` pages through). */
  events(): readonly SandboxEvent[];
  /** Every webhook delivery so far, signed, oldest first. */
  deliveries(): readonly WebhookDelivery[];
  /** Moves the session's clock forward, so expiries (tokens, insertion options) can be tried. */
  advanceClock(seconds: number): void;
}

function lowerCaseHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function apiOf(pathname: string): ApiId | undefined {
  return API_IDS.find((api) => {
    const base = apiBasePath(api);
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/** JSON bodies parse here; a body that does not parse goes on as text, and the validator says so. */
function parseBody(headers: Record<string, string>, body: string | undefined): unknown {
  if (body === undefined || body === '') return undefined;
  if (!/json/i.test(headers['content-type'] ?? 'application/json')) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

async function answer(
  state: SessionState,
  request: SandboxRequest,
  headers: Record<string, string>,
  url: URL,
  origin: string,
): Promise<Reply> {
  if (url.pathname === TOKEN_PATH)
    return handleTokenRequest(
      request.method.toUpperCase(),
      headers,
      request.body ?? '',
      state.tokens,
      state.clock.epochSeconds(),
    );
  const api = apiOf(url.pathname);
  if (!api)
    return problem('not-found', {
      detail: `No API answers ${url.pathname}; the paths start with ${API_IDS.map(apiBasePath).join(', ')} or ${TOKEN_PATH}.`,
    });
  const backend = await backendFor(api, HANDLERS[api]);
  return (await backend.handleRequest(
    {
      method: request.method,
      path: url.pathname,
      query: url.search.slice(1),
      headers,
      body: parseBody(headers, request.body) as never,
    },
    { state, origin },
  )) as Reply;
}

function serialize(
  reply: Reply,
  instance: string,
  common: Record<string, string>,
): SandboxResponse {
  const headers: Record<string, string> = { ...common, ...lowerCaseHeaders(reply.headers) };
  if (reply.body === undefined || reply.status === 204)
    return { status: reply.status, headers, body: '' };
  let body = reply.body;
  if (reply.contentType === PROBLEM_CONTENT_TYPE && typeof body === 'object' && body !== null)
    body = { ...body, instance };
  headers['content-type'] = reply.contentType ?? 'application/json';
  return { status: reply.status, headers, body: `${JSON.stringify(body, null, 2)}\n` };
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const origin = options.origin ?? 'https://api.example.com';
  const state = new SessionState();
  if (options.world !== 'empty') seed(state);
  let requests = 0;
  return {
    async handle(request) {
      state.clock.tick();
      requests += 1;
      const headers = lowerCaseHeaders(request.headers);
      const url = new URL(request.url, 'http://sandbox.invalid');
      const instance = `${url.pathname}#req_${String(requests).padStart(6, '0')}`;
      const common = state.rateLimit.count(state.clock.epochSeconds());
      let reply: Reply;
      try {
        reply = await answer(state, request, headers, url, origin);
        await state.events.settle();
      } catch {
        // A bug of the sandbox must not reach a reader as a stack trace.
        reply = problem('internal-error', {
          detail: 'An unexpected error occurred in the sandbox.',
        });
      }
      return serialize(reply, instance, common);
    },
    events: () => state.events.events,
    deliveries: () => state.events.deliveries,
    advanceClock: (seconds) => state.clock.advance(seconds),
  };
}

export type { SandboxRequest, SandboxResponse } from './core/types';
