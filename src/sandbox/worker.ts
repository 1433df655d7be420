/**
 * Web Worker entry of the sandbox: one session per worker (the page keeps one worker per tab,
 * src/plugins/sandbox-console/sandboxClient.ts). Protocol, every message with the caller's `id`:
 *   in:  { type: 'replay', requests } answers { type: 'replayed' } once all ran in order;
 *        { type: 'request', request } answers { type: 'response', response, events,
 *        deliveries } with the events and webhook deliveries that request caused;
 *        { type: 'reset' } starts a fresh session and answers { type: 'replayed' }.
 *   out: { type: 'error', message } when a message cannot be handled.
 */
import { createSandbox, type Sandbox } from './sandbox';
import type { SandboxRequest, SandboxResponse } from './core/types';
import type { SandboxEvent, WebhookDelivery } from './webhooks/eventLog';

export type SandboxWorkerRequest = { id: number } & (
  | { type: 'replay'; requests: SandboxRequest[] }
  | { type: 'request'; request: SandboxRequest }
  | { type: 'reset' }
);

export type SandboxWorkerResponse = { id: number } & (
  | { type: 'replayed' }
  | {
      type: 'response';
      response: SandboxResponse;
      events: SandboxEvent[];
      deliveries: WebhookDelivery[];
    }
  | { type: 'error'; message: string }
);

/** The part of a worker global scope the sandbox uses (structural, so tests can fake it). */
export interface SandboxWorkerScope {
  postMessage(message: SandboxWorkerResponse): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export function attachSandboxWorker(scope: SandboxWorkerScope, origin: string): void {
  let sandbox: Sandbox = createSandbox({ origin });
  // Messages are handled one after another: a request must see the state its predecessors left.
  let queue: Promise<void> = Promise.resolve();

  const handle = async (message: SandboxWorkerRequest): Promise<SandboxWorkerResponse> => {
    if (message.type === 'reset') {
      sandbox = createSandbox({ origin });
      return { id: message.id, type: 'replayed' };
    }
    if (message.type === 'replay') {
      for (const request of message.requests) await sandbox.handle(request);
      return { id: message.id, type: 'replayed' };
    }
    const eventsBefore = sandbox.events().length;
    const deliveriesBefore = sandbox.deliveries().length;
    const response = await sandbox.handle(message.request);
    return {
      id: message.id,
      type: 'response',
      response,
      events: sandbox.events().slice(eventsBefore),
      deliveries: sandbox.deliveries().slice(deliveriesBefore),
    };
  };

  scope.addEventListener('message', (event) => {
    const message = event.data as SandboxWorkerRequest | null;
    if (!message || typeof message !== 'object' || typeof message.id !== 'number') return;
    queue = queue.then(async () => {
      try {
        scope.postMessage(await handle(message));
      } catch (error) {
        scope.postMessage({
          id: message.id,
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    });
  });
}

// Attach only inside a real worker global scope (not when imported by tests or bundles).
const workerScopeClass = (globalThis as { WorkerGlobalScope?: abstract new () => unknown })
  .WorkerGlobalScope;
if (typeof workerScopeClass === 'function' && globalThis instanceof workerScopeClass) {
  attachSandboxWorker(globalThis as unknown as SandboxWorkerScope, 'https://api.example.com');
}
