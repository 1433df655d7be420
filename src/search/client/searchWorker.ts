/**
 * Entry point of the search worker (started by ./workerBackend.ts): the engine and the index
 * live here, off the page's main thread.
 */
import { createSearchWorkerHandler, type SearchWorkerRequest } from './searchWorkerProtocol';

type WorkerScope = {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const scope = globalThis as unknown as WorkerScope;
const handle = createSearchWorkerHandler((response) => scope.postMessage(response));
scope.addEventListener('message', (event) => handle(event.data as SearchWorkerRequest));
