import { describe, expect, it } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { listOperations } from '../../support/openapiSchemas';
import { checkApiCalls, findCalls, knownOperations } from './apiCalls';
import { formatAll } from './offence';

const operations = knownOperations(listOperations());
const check = async (source: string): Promise<string[]> =>
  formatAll(checkApiCalls(await pageFromSource('howto/x.mdx', source), operations));

describe('API call check fails on bad samples', () => {
  it('accepts operations written with placeholders, concrete ids and an API prefix', async () => {
    expect(
      await check(
        [
          'Send `POST /solve`, then `GET /jobs/{job_id}/solution`.',
          'Fetch `GET /integration/v1/routes/{route_id}` or PATCH /vehicles/van_02.',
          '```bash',
          "curl -X POST 'https://api.example.com/routing/v1/projects/prj_berlin_daily/optimizations'",
          'BASE = "https://api.example.com/routing/v1/projects/prj_berlin_daily"',
          'fetch(`https://api.example.com/stateless/v1/jobs/${jobId}`)',
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports a path no API has, with its line', async () => {
    expect(await check('Intro.\n\ncurl https://api.example.com/stateless/v1/optimize')).toEqual([
      'docs/howto/x.mdx:3: https://api.example.com/stateless/v1/optimize: no stateless operation has this path (openapi/stateless.yaml)',
    ]);
  });

  it('reports a path that exists only in another API', async () => {
    expect(await check('https://api.example.com/stateless/v1/bookings')).toHaveLength(1);
  });

  it('reports a method the path does not have, and a placeholder where the spec has a literal', async () => {
    expect(await check('Call `DELETE /solve`.\nCall `GET /jobs/{job_id}/{what}`.')).toEqual([
      'docs/howto/x.mdx:1: DELETE /solve: no operation DELETE /solve in the three specs',
      'docs/howto/x.mdx:2: GET /jobs/{job_id}/{what}: no operation GET /jobs/{job_id}/{what} in the three specs',
    ]);
  });

  it('holds a prefixed call to its own API', async () => {
    expect(await check('`POST /routing/v1/solve`')).toEqual([
      'docs/howto/x.mdx:1: POST /routing/v1/solve: no operation POST /routing/v1/solve in openapi/routing.yaml',
    ]);
  });
});

describe('findCalls reads the method of each call', () => {
  const calls = async (source: string): Promise<string[]> =>
    findCalls(await pageFromSource('howto/x.mdx', source), operations).map(
      (call) =>
        `${call.line} ${call.call} -> ${call.operations.map((o) => `${o.api} ${o.method} ${o.entry.path}`).join(', ')}`,
    );

  it('from curl flags, fetch options, requests methods and prose, and skips base URLs', async () => {
    expect(
      await calls(
        [
          'Send `PATCH https://api.example.com/integration/v1/depots/depot_spandau`.',
          '```bash',
          "curl -X DELETE 'https://api.example.com/integration/v1/bookings/bk_1001'",
          "curl 'https://api.example.com/integration/v1/bookings' \\",
          "  -H 'Content-Type: application/json' -d '{}'",
          "curl -sG 'https://api.example.com/integration/v1/bookings'",
          '```',
          '```js',
          "const base = 'https://api.example.com/routing/v1/projects/prj_berlin_daily';",
          "await fetch('https://api.example.com/stateless/v1/solve', { method: 'POST' });",
          '```',
          '```python',
          'pod = requests.get("https://api.example.com/integration/v1/bookings/bk_1009/pod")',
          '```',
          'The header `Location: https://api.example.com/routing/v1/projects/p/optimizations/o`.',
        ].join('\n'),
      ),
    ).toEqual([
      '1 PATCH https://api.example.com/integration/v1/depots/depot_spandau -> integration PATCH /depots/{depot_id}',
      '3 DELETE https://api.example.com/integration/v1/bookings/bk_1001 -> integration DELETE /bookings/{booking_id}',
      '4 POST https://api.example.com/integration/v1/bookings -> integration POST /bookings',
      '6 GET https://api.example.com/integration/v1/bookings -> integration GET /bookings',
      '10 POST https://api.example.com/stateless/v1/solve -> stateless POST /solve',
      '13 GET https://api.example.com/integration/v1/bookings/bk_1009/pod -> integration GET /bookings/{booking_id}/pod',
    ]);
  });
});
