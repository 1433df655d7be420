import { describe, expect, it } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { API_SPEC_NAMES, listOperations, readSpec } from '../../support/openapiSchemas';
import { findCalls, knownOperations } from './apiCalls';
import { checkApiScopes, declaredScopes, operationScopes } from './apiScopes';
import { formatAll } from './offence';

const operations = knownOperations(listOperations());
const declared = declaredScopes(API_SPEC_NAMES.map(readSpec));
const check = async (source: string, file = 'howto/x.mdx'): Promise<string[]> => {
  const page = await pageFromSource(file, source);
  const calls = findCalls(page, operations);
  return formatAll(
    checkApiScopes(
      page,
      calls,
      (operation) => operationScopes(operation, readSpec(operation.api)),
      declared,
    ),
  );
};

const walkthrough = (prerequisite: string, ...body: string[]): string =>
  [
    '## Prerequisites',
    '',
    `- An access token with ${prerequisite} in \`ROUTEKIT_TOKEN\`.`,
    '',
    '## Step 1: Do it',
    '',
    ...body,
  ].join('\n');

describe('API scope check fails on bad samples', () => {
  it('reads the scopes from the spec: operation-level, global, and none for webhooks', () => {
    const find = (api: string, method: string, path: string) =>
      operations.find((o) => o.api === api && o.method === method && o.entry.path === path)!;
    const scopes = (api: string, method: string, path: string) =>
      operationScopes(find(api, method, path), readSpec(api));
    expect(scopes('integration', 'GET', '/bookings')).toEqual([['integration:read']]);
    expect(scopes('integration', 'POST', '/bookings')).toEqual([['integration:write']]);
    expect(scopes('stateless', 'POST', '/solve')).toEqual([['stateless:solve']]);
    expect(declared).toEqual(
      new Set([
        'integration:read',
        'integration:write',
        'routing:read',
        'routing:write',
        'stateless:solve',
      ]),
    );
  });

  it('accepts a walkthrough that asks for every scope it uses', async () => {
    expect(
      await check(
        walkthrough(
          'the scopes `integration:write` and `integration:read`',
          'Create it with `POST /bookings`, then list them:',
          '',
          '```bash',
          'curl -G \'https://api.example.com/integration/v1/bookings\' -H "Authorization: Bearer $T"',
          '```',
        ),
      ),
    ).toEqual([]);
  });

  it('reports a read call on a page that asks only for the write scope', async () => {
    expect(
      await check(
        walkthrough(
          'the scope `integration:write`',
          'Create it with `POST /bookings`, then list them:',
          '',
          '```bash',
          "curl -G 'https://api.example.com/integration/v1/bookings' \\",
          '  -H "Authorization: Bearer $T"',
          '```',
        ),
      ),
    ).toEqual([
      'docs/howto/x.mdx:10: GET https://api.example.com/integration/v1/bookings (integration GET /bookings) needs the scope integration:read, which the page does not ask for (name it in Prerequisites or in the token request)',
    ]);
  });

  it('reads the method of fetch and requests calls, and reports each operation once', async () => {
    expect(
      await check(
        walkthrough(
          'the scope `integration:read`',
          '```js',
          "await fetch('https://api.example.com/integration/v1/bookings', {",
          "  method: 'POST',",
          '});',
          '```',
          '',
          '```python',
          'requests.post(',
          '    "https://api.example.com/integration/v1/bookings",',
          ')',
          '```',
          '',
          'Then `POST /solve`.',
        ),
      ),
    ).toEqual([
      'docs/howto/x.mdx:8: POST https://api.example.com/integration/v1/bookings (integration POST /bookings) needs the scope integration:write, which the page does not ask for (name it in Prerequisites or in the token request)',
      'docs/howto/x.mdx:19: POST /solve (stateless POST /solve) needs the scope stateless:solve, which the page does not ask for (name it in Prerequisites or in the token request)',
    ]);
  });

  it('counts the scopes of a token request, and skips pointers under Next steps', async () => {
    expect(
      await check(
        [
          '## Step 1: Get a token',
          '',
          '```bash',
          'curl https://auth.example.com/oauth/token -d grant_type=client_credentials \\',
          '  --data-urlencode "scope=routing:write"',
          '```',
          '',
          'Start it with `POST /projects/prj_berlin_daily/optimizations`.',
          '',
          '## Next steps',
          '',
          '- Read the routes with `GET /projects/{project_id}/optimizations/{optimization_id}/routes`.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('holds a page with steps that states no scope at all', async () => {
    expect(
      await check('## Step 1: List\n\nCall `GET /bookings`.', 'integration_tms_oms_erp/x.mdx'),
    ).toEqual([
      'docs/integration_tms_oms_erp/x.mdx:3: GET /bookings (integration GET /bookings) needs the scope integration:read, which the page does not ask for (name it in Prerequisites or in the token request)',
    ]);
  });

  it('exempts a page without Prerequisites or steps, but not its wrong scope annotations', async () => {
    expect(
      await check(
        [
          '| Operation | Does |',
          '| --- | --- |',
          '| `GET /bookings` | lists bookings |',
          '',
          'Create one with `POST https://api.example.com/integration/v1/bookings` (scope `integration:read`).',
          'Or with `POST /bookings` (scope `integration:write`).',
        ].join('\n'),
        'concepts/x.mdx',
      ),
    ).toEqual([
      'docs/concepts/x.mdx:5: POST https://api.example.com/integration/v1/bookings is annotated with the scope integration:read, but integration POST /bookings needs integration:write',
    ]);
  });
});
