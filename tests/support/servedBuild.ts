/**
 * The served build the Vitest checks of served responses fetch from: scripts/serve-build.mjs
 * on a free port, or, with SERVED_BUILD_URL, a host already serving the same build (Cloudflare's
 * own runtime: playwright.pages.config.ts's server, `wrangler pages dev`), so a difference
 * between the imitation and the real host fails the same checks.
 */
import { createServer } from 'node:net';
import path from 'node:path';

import { serveBuild, type ServedBuild } from '../../scripts/bench/serveBuild';
import { BUILD_DIR } from '../quality/builtSite';

const ROOT = path.resolve(__dirname, '../..');

/** How many requests the served-build checks keep in flight: enough to keep a local server busy. */
export const SERVER_REQUESTS_IN_FLIGHT = 8;

/**
 * Time allowed to request every sitemap page through the local Pages runtime while two other
 * test runs share the machine: on a host at half its usual speed (two clean clones on
 * 2026-12-02) it took longer than Vitest's default 60 s.
 */
export const SITEMAP_THROUGH_RUNTIME_MS = 180_000;

/** A port nobody listens on right now, for this file's own server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startServedBuild(): Promise<ServedBuild> {
  const url = process.env.SERVED_BUILD_URL;
  return url
    ? { baseUrl: url.replace(/\/$/, ''), stop: () => undefined }
    : serveBuild(ROOT, BUILD_DIR, await freePort());
}

/** Errors of a connection the server closed before it answered (undici's codes). */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * `fetch` for the served-build checks, retrying once a GET or HEAD whose connection the server
 * closed before answering. A kept-alive connection can be closed by the server just as the next
 * request goes out on it (workerd under `wrangler pages dev` did once, under load: "other side
 * closed"); a browser retries an idempotent request then, as RFC 9110 section 9.2.2 allows. Any
 * other failure, and a second one, is thrown.
 */
export async function fetchServed(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const method = (init.method ?? 'GET').toUpperCase();
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const idempotent = method === 'GET' || method === 'HEAD';
    if (!idempotent || typeof code !== 'string' || !CLOSED_BEFORE_ANSWER.has(code)) throw error;
    return fetch(url, init);
  }
}
