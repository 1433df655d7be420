/**
 * Keeps the tab's sandbox session across reloads: the sandbox is deterministic (fixed clock, id
 * sequence per session), so the requests it answered, replayed in order into a fresh sandbox,
 * give back the same state byte for byte. The list lives in sessionStorage, which is per tab
 * and survives a reload. A storage that is missing, full or throws only loses persistence: the
 * session goes on in memory and `persistent` says so.
 */
import type { SandboxRequest } from '@site/src/sandbox/core/types';

export const SESSION_LOG_KEY = 'routekit-sandbox-session';
const FORMAT_VERSION = 1;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionLog {
  /** The requests to replay, oldest first. */
  readonly requests: readonly SandboxRequest[];
  /** False once the storage failed (or was never there): state lasts until the tab reloads. */
  readonly persistent: boolean;
  append(request: SandboxRequest): void;
  clear(): void;
}

function isRequest(value: unknown): value is SandboxRequest {
  const request = value as Partial<SandboxRequest> | null;
  return typeof request?.method === 'string' && typeof request.url === 'string';
}

function read(storage: StorageLike): SandboxRequest[] {
  const text = storage.getItem(SESSION_LOG_KEY);
  if (!text) return [];
  const saved = JSON.parse(text) as { version?: number; requests?: unknown };
  if (saved.version !== FORMAT_VERSION || !Array.isArray(saved.requests)) return [];
  return saved.requests.every(isRequest) ? saved.requests : [];
}

/** The tab's session log; `storage` is sessionStorage in the browser (null where it throws). */
export function openSessionLog(storage: StorageLike | null): SessionLog {
  let requests: SandboxRequest[] = [];
  let persistent = storage !== null;
  if (storage) {
    try {
      requests = read(storage);
    } catch {
      // A corrupt entry is a fresh session, not an error.
      requests = [];
    }
  }
  const write = () => {
    if (!storage || !persistent) return;
    try {
      storage.setItem(SESSION_LOG_KEY, JSON.stringify({ version: FORMAT_VERSION, requests }));
    } catch {
      persistent = false;
    }
  };
  return {
    get requests() {
      return requests;
    },
    get persistent() {
      return persistent;
    },
    append(request) {
      requests = [...requests, request];
      write();
    },
    clear() {
      requests = [];
      if (!storage) return;
      try {
        storage.removeItem(SESSION_LOG_KEY);
        persistent = true;
      } catch {
        persistent = false;
      }
    },
  };
}

/** sessionStorage, or null where reading it throws (storage disabled, sandboxed frame). */
export function browserSessionStorage(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
