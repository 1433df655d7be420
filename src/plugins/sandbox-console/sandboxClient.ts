/**
 * The tab's one sandbox session, shared by the reference's Try it and the guides' Run buttons:
 * a Web Worker running src/sandbox (./worker.ts there), started on first use, with the
 * session's earlier requests replayed into it from ./sessionLog.ts. Imported only by the lazy
 * console chunks.
 */
import type { SandboxWorkerRequest, SandboxWorkerResponse } from '@site/src/sandbox/worker';
import type { SandboxRequest, SandboxResponse } from '@site/src/sandbox/core/types';
import type { SandboxEvent, WebhookDelivery } from '@site/src/sandbox/webhooks/eventLog';

import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './curl/variables';
import { browserSessionStorage, openSessionLog, type SessionLog } from './sessionLog';

export interface SandboxExchange {
  response: SandboxResponse;
  events: SandboxEvent[];
  deliveries: WebhookDelivery[];
}

type Pending = { resolve(message: SandboxWorkerResponse): void; reject(error: Error): void };

type WorkerMessage = SandboxWorkerRequest extends infer M
  ? M extends { id: number }
    ? Omit<M, 'id'>
    : never
  : never;

class SandboxSession {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly ready: Promise<unknown>;
  private readonly tokens = new Map<string, Promise<string>>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly log: SessionLog) {
    // Rspack recognises this exact form and emits the worker as its own chunk; the name gives
    // the chunk's file name, which the security-headers plugin gives its own policy.
    this.worker = new Worker(new URL('../../sandbox/worker.ts', import.meta.url), {
      name: 'routekit-sandbox',
    });
    this.worker.addEventListener('message', (event: MessageEvent<SandboxWorkerResponse>) => {
      const waiting = this.pending.get(event.data.id);
      if (!waiting) return;
      this.pending.delete(event.data.id);
      if (event.data.type === 'error') waiting.reject(new Error(event.data.message));
      else waiting.resolve(event.data);
    });
    this.worker.addEventListener('error', (event: ErrorEvent) => {
      const error = new Error(event.message || 'The sandbox stopped unexpectedly.');
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
    this.ready = this.post({ type: 'replay', requests: [...log.requests] });
  }

  private post(message: WorkerMessage): Promise<SandboxWorkerResponse> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } as SandboxWorkerRequest);
    });
  }

  /** False when the browser's storage refused the session: it lasts until the tab reloads. */
  get persistent(): boolean {
    return this.log.persistent;
  }

  /** How many requests the session has answered (replayed ones included). */
  get requestCount(): number {
    return this.log.requests.length;
  }

  /** Called after every request and reset, for the consoles that show the session's state. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async send(request: SandboxRequest): Promise<SandboxExchange> {
    await this.ready;
    const answer = await this.post({ type: 'request', request });
    if (answer.type !== 'response') throw new Error('The sandbox gave no response.');
    this.log.append(request);
    for (const listener of this.listeners) listener();
    return { response: answer.response, events: answer.events, deliveries: answer.deliveries };
  }

  /** A sandbox access token with exactly these scopes, fetched once per session. */
  token(scopes: readonly string[]): Promise<string> {
    const key = [...scopes].sort().join(' ');
    let token = this.tokens.get(key);
    if (!token) {
      token = this.send({
        method: 'POST',
        url: '/oauth/token',
        headers: {
          Authorization: `Basic ${btoa(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: key }).toString(),
      }).then(({ response }) => {
        const body = JSON.parse(response.body) as { access_token?: string };
        if (response.status !== 200 || !body.access_token)
          throw new Error(`The sandbox refused a token for "${key}" (${response.status}).`);
        return body.access_token;
      });
      token.catch(() => this.tokens.delete(key));
      this.tokens.set(key, token);
    }
    return token;
  }

  /** Forgets every request of the session: the sample world as it was on first load. */
  async reset(): Promise<void> {
    await this.ready;
    this.log.clear();
    this.tokens.clear();
    await this.post({ type: 'reset' });
    for (const listener of this.listeners) listener();
  }
}

let session: SandboxSession | undefined;

/** The tab's session, created (and its stored requests replayed) on first call. */
export function sandboxSession(): SandboxSession {
  session ??= new SandboxSession(openSessionLog(browserSessionStorage()));
  return session;
}

export type { SandboxSession };
