/** What an operation handler receives and returns, independent of the routing library. */
import type { SessionState } from '../store/state';
import type { ApiId } from './specs';
import type { Reply } from './types';

export interface OperationInput {
  state: SessionState;
  api: ApiId;
  operationId: string;
  /** Path parameters by name. */
  params: Record<string, string>;
  /** Query parameters, coerced to the types their schemas state. */
  query: Record<string, unknown>;
  /** The parsed JSON body (already valid against the operation's schema). */
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Scheme and host for absolute URLs (`Location`), e.g. `http://localhost:4010`. */
  origin: string;
}

export type OperationHandler = (input: OperationInput) => Reply | Promise<Reply>;

export type HandlerTable = Record<string, OperationHandler>;
