import { createServer, type Server } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { fetchServed } from '../../support/servedBuild';

/**
 * A server that closes the first `closes` connections as soon as a request arrives on them,
 * before answering, and answers 200 "ok" on the others. Returns its URL and the number of
 * connections it has seen.
 */
async function closingServer(closes: number) {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    const close = connections <= closes;
    socket.once('data', () => {
      if (close) socket.destroy();
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, connections: () => connections };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('fetchServed', () => {
  it('retries a GET once when the server closes the connection before answering', async () => {
    const server = await closingServer(1);
    const response = await fetchServed(server.url);
    expect(await response.text()).toBe('ok');
    expect(server.connections()).toBe(2);
  });

  it('throws when the retry is closed too', async () => {
    const server = await closingServer(2);
    await expect(fetchServed(server.url)).rejects.toThrow(/fetch failed/);
    expect(server.connections()).toBe(2);
  });

  it('does not retry a request that is not idempotent', async () => {
    const server = await closingServer(1);
    await expect(fetchServed(server.url, { method: 'POST', body: 'x' })).rejects.toThrow(
      /fetch failed/,
    );
    expect(server.connections()).toBe(1);
  });
});
