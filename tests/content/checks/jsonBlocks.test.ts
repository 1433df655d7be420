import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkJsonBlocks } from './jsonBlocks';
import { formatAll } from './offence';

describe('JSON block check fails on bad samples', () => {
  const fence = (meta: string, body: string): string => `\`\`\`json ${meta}\n${body}\n\`\`\`\n`;
  const check = async (...blocks: string[]): Promise<string[]> =>
    formatAll(
      checkJsonBlocks(await pageFromSource('howto/x.mdx', `Intro.\n\n${blocks.join('\n')}`)),
    );
  const vehicle = 'schema="stateless#/components/schemas/Vehicle"';

  it('accepts a valid block and a partial one', async () => {
    const valid = JSON.stringify({
      id: 'van_01',
      start_location: { lat: 52.5447, lon: 13.2365 },
      shift: { start: '2026-03-02T06:00:00+01:00', end: '2026-03-02T16:00:00+01:00' },
    });
    expect(
      await check(fence(vehicle, valid), fence('title="Vehicle (partial)"', '"id": "van_01"')),
    ).toEqual([]);
  });

  it('reports a block with neither schema nor partial title', async () => {
    expect(await check(fence('title="Vehicle"', '{}'))).toEqual([
      'docs/howto/x.mdx:3: json block needs schema="<spec>#<pointer>" or title="... (partial)" in its meta',
    ]);
  });

  it('reports schema violations with JSON paths', async () => {
    const result = await check(fence(vehicle, '{ "id": "van_01", "colour": "red" }'));
    expect(result).toContain(
      'docs/howto/x.mdx:3: stateless#/components/schemas/Vehicle: $.colour: unknown field (additionalProperties)',
    );
    expect(result).toContain(
      'docs/howto/x.mdx:3: stateless#/components/schemas/Vehicle: $.shift: required field is missing',
    );
  });

  it('reports invalid JSON at its line', async () => {
    expect((await check(fence(vehicle, '{\n  "id": "van_01",\n}')))[0]).toMatch(
      /^docs\/howto\/x\.mdx:6: invalid JSON/,
    );
  });

  it('reports an unknown spec or pointer', async () => {
    expect((await check(fence('schema="billing#/components/schemas/Vehicle"', '{}')))[0]).toMatch(
      /^docs\/howto\/x\.mdx:3: schema "billing#\/components\/schemas\/Vehicle" cannot be used: Unknown spec/,
    );
    expect((await check(fence('schema="stateless#/components/schemas/Nope"', '{}')))[0]).toMatch(
      /cannot be used: No schema at/,
    );
  });
});
