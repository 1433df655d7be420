/**
 * `npm run sandbox [-- --port 4010]`: the sandbox over HTTP on localhost, one session for the
 * server's life, paths as the specs' servers have them, so a documented curl works by
 * changing only the host. The thin Node adapter around ./sandbox.ts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

import { createSandbox } from './sandbox';

export const DEFAULT_PORT = 4010;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server; port 0 picks a free one (tests). */
export function startSandboxServer(
  port: number = DEFAULT_PORT,
  host = '127.0.0.1',
): Promise<Server> {
  const origin = `http://localhost:${port}`;
  const sandbox = createSandbox({ origin });
  const server = createServer((request, response) => {
    void (async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const answer = await sandbox.handle({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers,
        body: await readBody(request),
      });
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    })();
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

function portFromArguments(argv: readonly string[]): number {
  const index = argv.indexOf('--port');
  const value =
    index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--port='))?.slice(7);
  const port = value === undefined ? DEFAULT_PORT : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid --port ${value}`);
  return port;
}

if (process.argv[1] && /sandbox[\\/]server\.ts$/.test(process.argv[1])) {
  const port = portFromArguments(process.argv.slice(2));
  void startSandboxServer(port).then(() =>
    console.info(
      `Sandbox of the Routing, Integration and Stateless APIs on http://localhost:${port}`,
    ),
  );
}
