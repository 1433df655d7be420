/** The sandbox's own request and response: plain data, so a Worker can post them as messages. */
export interface SandboxRequest {
  method: string;
  /** Path with the query string, as on the wire: `/integration/v1/bookings?limit=2`. */
  url: string;
  /** Header names in any case. */
  headers?: Record<string, string>;
  /** The raw body text, if any. */
  body?: string;
}

export interface SandboxResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The body text exactly as sent; empty for 204. */
  body: string;
}

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/** What a handler answers; the sandbox adds the common headers and serialises it. */
export interface Reply {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}
