/**
 * The operations the Try it console knows (generated/operations.json, written from the specs by
 * scripts/build-try-it-operations.ts), and the example request it fills in for one of them.
 */
import type { SandboxRequest } from '@site/src/sandbox/core/types';

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The spec's example, as text; empty when the spec gives none. */
  example: string;
}

export interface TryItOperation {
  api: string;
  method: string;
  /** The server path and the path template: `/integration/v1/bookings/{booking_id}`. */
  path: string;
  summary: string;
  /** The scopes the operation's security names (all needed). */
  scopes: string[];
  parameters: TryItParameter[];
  contentType?: string;
  /** The first request body example, pretty-printed JSON. */
  body?: string;
}

export interface TryItOperations {
  /** Every scope the three APIs define, in spec order. */
  scopes: string[];
  operations: Record<string, TryItOperation>;
}

/** The example request of an operation, without its Authorization header. */
export function exampleRequest(operation: TryItOperation): SandboxRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(parameter.example));
    else if (parameter.in === 'query') query.append(parameter.name, parameter.example);
    else headers[parameter.name] = parameter.example;
  }
  if (operation.body !== undefined)
    headers['Content-Type'] = operation.contentType ?? 'application/json';
  const search = query.toString();
  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(operation.body !== undefined ? { body: operation.body } : {}),
  };
}
