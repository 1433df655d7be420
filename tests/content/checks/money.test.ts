import { describe, expect, it } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { API_SPEC_NAMES, readSpec } from '../../support/openapiSchemas';
import { checkMoney, unroundedAmounts, unroundedProseAmounts } from './money';
import { formatAll } from './offence';

const check = async (source: string): Promise<string[]> =>
  formatAll(checkMoney(await pageFromSource('concepts/x.mdx', source)));

describe('money check fails on amounts beyond the cent', () => {
  it('reports a JSON cost with six decimals, at any depth, and keeps prices and coordinates', async () => {
    const response = {
      summary: { cost: 87.092278 },
      routes: [{ cost: 87.09, location: { lat: 52.5447, lon: 13.2365 } }],
      options: [{ added_cost: 3.945 }],
      costs: { per_kilometre: 0.455 },
    };
    expect(
      await check(`Intro.\n\n\`\`\`json\n${JSON.stringify(response, null, 2)}\n\`\`\`\n`),
    ).toEqual([
      'docs/concepts/x.mdx:3: $.summary.cost 87.092278: the API returns amounts to the cent (concepts/trip_cost.mdx#money)',
      'docs/concepts/x.mdx:3: $.options[0].added_cost 3.945: the API returns amounts to the cent (concepts/trip_cost.mdx#money)',
    ]);
  });

  it('reports the results of a cost sum written beyond the cent, not its inputs', () => {
    expect(
      unroundedProseAmounts(
        'A route costs fixed + per_kilometre × km + per_hour × hours. For `van_01`: 40 + 0.45 × 32.178 + 28 × 6561 / 3600 = 40 + 14.480 + 51.030 = 105.510.',
      ),
    ).toEqual(['14.480', '51.030', '105.510']);
    expect(
      unroundedProseAmounts(
        'Check the route cost yourself: 40 + 29.144 km × 0.45 + (8983 s / 3600) × 28 = 40 + 13.11 + 69.87 = 122.98.',
      ),
    ).toEqual([]);
  });

  it('reports an amount next to a currency anywhere, and ignores figures with units', () => {
    expect(unroundedProseAmounts('The detour adds 3.945 EUR, or €0.125 per stop.')).toEqual([
      '3.945',
      '0.125',
    ]);
    expect(
      unroundedProseAmounts('The cost counts 28,590 m = 28.590 km at the depot (52.5447 N).'),
    ).toEqual([]);
  });

  it('reports a prose amount with its line', async () => {
    expect(await check('Intro.\n\nThe route costs 40 + 47.092 = 87.092.')).toEqual([
      'docs/concepts/x.mdx:3: 87.092: prose shows amounts to the cent (concepts/trip_cost.mdx#money)',
    ]);
  });
});

describe('the specs show amounts to the cent', () => {
  it.each([...API_SPEC_NAMES, 'shared'])('%s.yaml', (name) => {
    expect(unroundedAmounts(readSpec(name))).toEqual([]);
  });

  it('would report an unrounded example cost', () => {
    expect(unroundedAmounts({ examples: { berlin_day: { value: { cost: 205.842144 } } } })).toEqual(
      ['$.examples.berlin_day.value.cost 205.842144'],
    );
  });
});
