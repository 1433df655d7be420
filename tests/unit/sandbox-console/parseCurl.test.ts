import { describe, expect, it } from 'vitest';

import {
  CurlParseError,
  parseCurlBlock,
} from '../../../src/plugins/sandbox-console/curl/parseCurl';
import {
  pageAssignments,
  variableResolver,
} from '../../../src/plugins/sandbox-console/curl/variables';

const resolve = variableResolver(new Map(), 'sandbox_token_0001');

describe('parseCurlBlock', () => {
  it('reads the token request of the quickstart (-u, -d, --data-urlencode)', () => {
    const [request] = parseCurlBlock(
      `curl -X POST https://auth.example.com/oauth/token \\
  -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials \\
  --data-urlencode "scope=integration:read integration:write"`,
      resolve,
    );
    expect(request).toEqual({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        Authorization: `Basic ${btoa('sandbox-client:sandbox-secret')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=integration%3Aread%20integration%3Awrite',
    });
  });

  it('resolves $ROUTEKIT_TOKEN to the sandbox token and defaults to GET', () => {
    const [request] = parseCurlBlock(
      `curl https://api.example.com/integration/v1/projects/prj_berlin_daily \\
  -H "Authorization: Bearer $ROUTEKIT_TOKEN"`,
      resolve,
    );
    expect(request).toEqual({
      method: 'GET',
      url: '/integration/v1/projects/prj_berlin_daily',
      headers: { Authorization: 'Bearer sandbox_token_0001' },
    });
  });

  it('keeps a single-quoted JSON body as written and posts it', () => {
    const [request] = parseCurlBlock(
      `curl https://api.example.com/integration/v1/bookings -H 'Content-Type: application/json' -d '{"a": "$not_a_var"}'`,
      resolve,
    );
    expect(request!.method).toBe('POST');
    expect(request!.body).toBe('{"a": "$not_a_var"}');
    expect(request!.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('moves the data into the query with -G', () => {
    const [request] = parseCurlBlock(
      `curl -G "https://api.example.com/integration/v1/bookings?limit=2" --data-urlencode 'filter=status eq "planned"'`,
      resolve,
    );
    expect(request).toEqual({
      method: 'GET',
      url: '/integration/v1/bookings?limit=2&filter=status%20eq%20%22planned%22',
      headers: {},
    });
  });

  it('runs the curl inside `export X=$(curl … | jq …)` and drops the pipe', () => {
    const requests = parseCurlBlock(
      `# Fetch a token once
export ROUTEKIT_TOKEN=$(curl -s -X POST https://auth.example.com/oauth/token \\
  -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials | jq -r .access_token)
echo "$ROUTEKIT_TOKEN"`,
      resolve,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/oauth/token');
    expect(requests[0]!.body).toBe('grant_type=client_credentials');
  });

  it('takes variables from assignments on the page, with their own quotes and variables', () => {
    const assignments = pageAssignments([
      'INTEGRATION=https://api.example.com/integration/v1\nAUTH="Authorization: Bearer $ROUTEKIT_TOKEN"',
    ]);
    const [request] = parseCurlBlock(
      `curl -X POST "$INTEGRATION/projects" -H "$AUTH" -d '{}'`,
      variableResolver(assignments, 'tok'),
    );
    expect(request!.url).toBe('/integration/v1/projects');
    expect(request!.headers!.Authorization).toBe('Bearer tok');
  });

  it('names an unresolved variable, a foreign host and an unknown flag', () => {
    expect(() => parseCurlBlock('curl "$BASE/projects"', resolve)).toThrow(/\$BASE has no value/);
    expect(() => parseCurlBlock('curl https://example.org/x', resolve)).toThrow(
      /api.example.com and auth.example.com only, not example.org/,
    );
    expect(() => parseCurlBlock('curl --upload-file x https://api.example.com/x', resolve)).toThrow(
      CurlParseError,
    );
    expect(() => parseCurlBlock('echo hi', resolve)).toThrow(/no curl command/);
    expect(() => parseCurlBlock("curl 'https://api.example.com/x", resolve)).toThrow(
      /Unclosed single quote/,
    );
  });

  it('reads several commands of one block in order', () => {
    const requests = parseCurlBlock(
      'curl https://api.example.com/a; curl -X DELETE https://api.example.com/b && curl --json \'{"x":1}\' https://api.example.com/c',
      resolve,
    );
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /a', 'DELETE /b', 'POST /c']);
    expect(requests[2]!.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });
});
