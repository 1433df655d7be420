/**
 * A fresh sandbox session behind its own HTTP server on an ephemeral localhost port, inside the
 * test process, so that `curl`, Node and Python child processes can call it while the suite
 * keeps one process. Every exchange is recorded, so that a step is judged by what it sent and
 * what it got, not by what the sample prints.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createSandbox, type Sandbox } from '../../../src/sandbox/sandbox';

export interface Exchange {
  method: string;
  url: string;
  requestBody: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A shared-session script calls this path before each step, so that calls map to steps. */
export const STEP_MARKER_PATH = '/__walkthrough/step/';

export interface SandboxSession {
  /** `http://127.0.0.1:<port>`: what the docs' hosts are rewritten to. */
  origin: string;
  sandbox: Sandbox;
  exchanges: Exchange[];
  /** Step index -> how many exchanges had happened when the step began. */
  stepStarts: Map<number, number>;
  /** A token with these scopes, issued outside the recorded exchanges. */
  token(scopes: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function openSession(world: 'sample' | 'empty' = 'sample'): Promise<SandboxSession> {
  const exchanges: Exchange[] = [];
  const stepStarts = new Map<number, number>();
  // The origin (for Location headers) is known only once the server listens.
  const holder: { sandbox?: Sandbox } = {};
  const server = createServer((request, response) => {
    void (async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const requestBody = await readBody(request);
      const method = request.method ?? 'GET';
      const url = request.url ?? '/';
      if (url.startsWith(STEP_MARKER_PATH)) {
        stepStarts.set(Number(url.slice(STEP_MARKER_PATH.length)), exchanges.length);
        response.writeHead(204).end();
        return;
      }
      const answer = await holder.sandbox!.handle({ method, url, headers, body: requestBody });
      exchanges.push({ method, url, requestBody, ...answer });
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = createSandbox({ origin, world });
  holder.sandbox = session;
  return {
    origin,
    sandbox: session,
    exchanges,
    stepStarts,
    async token(scopes) {
      const answer = await session.handle({
        method: 'POST',
        url: '/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${btoa('docs-walkthrough:secret')}`,
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: scopes.join(' '),
        }).toString(),
      });
      if (answer.status !== 200) throw new Error(`token request failed: ${answer.body}`);
      return (JSON.parse(answer.body) as { access_token: string }).access_token;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
