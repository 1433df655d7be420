/** Serves a build with scripts/serve-build.mjs (gzip, the site's headers) while the bench runs. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ServedBuild {
  baseUrl: string;
  stop(): void;
}

export async function serveBuild(root: string, dir: string, port: number): Promise<ServedBuild> {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-build.mjs'), '--dir', dir, '--port', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`serve-build.mjs for ${dir} on port ${port} exited with ${code}`));
    server.once('exit', onExit);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Serving')) return;
      server.off('exit', onExit);
      resolve();
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill();
    },
  };
}
