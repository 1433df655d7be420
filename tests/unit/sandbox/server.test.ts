import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

import { startSandboxServer } from '../../../src/sandbox/server';

describe('npm run sandbox (HTTP adapter)', () => {
  it('serves the quickstart token request and a GET on an ephemeral port', async () => {
    const server = await startSandboxServer(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const tokenResponse = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa('client:secret')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'integration:read' }),
      });
      expect(tokenResponse.status).toBe(200);
      const { access_token } = (await tokenResponse.json()) as { access_token: string };
      const project = await fetch(`${base}/integration/v1/projects/prj_berlin_daily`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      expect(project.status).toBe(200);
      expect(((await project.json()) as { time_zone: string }).time_zone).toBe('Europe/Berlin');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
