import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createResponseReplay } from '../../../scripts/replayedResponses.mjs';

const PAGE = `<!doctype html><title>Page</title>${'<p>Routes, stops and time windows.</p>'.repeat(200)}`;

/**
 * A server shaped like scripts/serve-build.mjs: it compresses inside the replay (as the
 * `compression` middleware does there, gzip when asked, bodies under 1 KB as they are), and
 * counts how often each path's response was really produced.
 */
function startServer(): Promise<{ server: Server; origin: string; produced: Map<string, number> }> {
  const produced = new Map<string, number>();
  const replayed = createResponseReplay();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('X-Rule', `for ${url.pathname}`);
    const send = () => {
      produced.set(url.pathname, (produced.get(url.pathname) ?? 0) + 1);
      const status = url.pathname === '/missing' ? 404 : 200;
      const text = url.pathname === '/tiny' ? 'ok' : PAGE;
      const gzip = text.length >= 1024 && /gzip/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipSync(text) : Buffer.from(text);
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // In two writes, as a compressed file stream sends it.
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
    };
    replayed(`${url.pathname}|${req.headers['accept-encoding'] ?? ''}`, req, res, send);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, produced });
    });
  });
}

/** Raw bytes as sent, without fetch's decoding, by asking node:http directly. */
async function rawGet(
  origin: string,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const GZIP = { 'accept-encoding': 'gzip' };

describe('replayed responses of the test server', () => {
  let context: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    context = await startServer();
  });
  afterAll(() => new Promise<void>((resolve) => context.server.close(() => resolve())));

  it('sends a compressed page again with the same status, headers and bytes, producing it once', async () => {
    const first = await rawGet(context.origin, '/page', GZIP);
    const second = await rawGet(context.origin, '/page', GZIP);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(PAGE);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    const { date: firstDate, ...firstHeaders } = first.headers;
    const { date: secondDate, ...secondHeaders } = second.headers;
    expect([typeof firstDate, typeof secondDate]).toEqual(['string', 'string']);
    expect(secondHeaders).toEqual(firstHeaders);
    expect(context.produced.get('/page')).toBe(1);
  });

  it('keeps another Accept-Encoding apart', async () => {
    const plain = await rawGet(context.origin, '/other', { 'accept-encoding': 'identity' });
    const gzip = await rawGet(context.origin, '/other', GZIP);
    const plainAgain = await rawGet(context.origin, '/other', { 'accept-encoding': 'identity' });
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(plainAgain.body.toString()).toBe(PAGE);
    expect(context.produced.get('/other')).toBe(2);
  });

  it('produces ranges, conditional requests and HEADs every time', async () => {
    await rawGet(context.origin, '/asked', GZIP);
    await rawGet(context.origin, '/asked', { ...GZIP, range: 'bytes=0-10' });
    await rawGet(context.origin, '/asked', { ...GZIP, 'if-none-match': '"x"' });
    const head = await rawGet(context.origin, '/asked', GZIP, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(context.produced.get('/asked')).toBe(4);
  });

  it('keeps an uncompressed page too, but never an error', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await rawGet(context.origin, '/tiny', GZIP)).body.toString()).toBe('ok');
      expect((await rawGet(context.origin, '/missing', GZIP)).status).toBe(404);
    }
    expect(context.produced.get('/tiny')).toBe(1);
    expect(context.produced.get('/missing')).toBe(2);
  });
});
