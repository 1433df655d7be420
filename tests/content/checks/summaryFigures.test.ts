import { describe, expect, it } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkSummaryFigures, sumTerms } from './summaryFigures';

const RESPONSE = {
  status: 'solved',
  summary: { cost: 351.264383, distance: 89269, waiting_duration: 7599, vehicles_used: 2 },
  routes: [],
  unassigned: [],
};
const response = (value: unknown = RESPONSE): string =>
  `\`\`\`json schema="stateless#/components/schemas/SolveResponse"\n${JSON.stringify(value)}\n\`\`\`\n`;
const table = (...rows: string[]): string =>
  ['| Measure | Value | How it adds up |', '| --- | --- | --- |', ...rows].join('\n') + '\n';
const check = async (...parts: string[]): Promise<string[]> =>
  formatAll(checkSummaryFigures(await pageFromSource('use_cases/x.mdx', parts.join('\n'))));

describe('summary figures in tables must be the response’s', () => {
  it('accepts exact figures, money to the cent and sums that add up', async () => {
    expect(
      await check(
        response(),
        table(
          '| `summary.distance` | 89269 m | 41 247 m (`van_01`) + 48 022 m (`van_03`) |',
          '| `summary.cost` | 351.26 | `van_01` 185.67 + `van_03` 165.60, summed before rounding |',
          '| `summary.waiting_duration` | 7,599 s | `van_01` 2185 + 44 + 3464 s, `van_03` 1906 s |',
          '| `summary.vehicles_used` | 2 | `van_01` and `van_03` |',
        ),
      ),
    ).toEqual([]);
  });

  it('reports an approximate or wrong value', async () => {
    expect(
      await check(
        response(),
        table('| `summary.distance` | about 89 000 m | |', '| `summary.cost` | 351.30 | |'),
      ),
    ).toEqual([
      'docs/use_cases/x.mdx:7: summary.distance: documented 89 000, the response says 89269',
      'docs/use_cases/x.mdx:8: summary.cost: documented 351.30, the response says 351.264383',
    ]);
  });

  it('reports a sum that does not add up, ignoring ids in inline code', async () => {
    expect(
      await check(
        response(),
        table('| `summary.distance` | 89269 m | 41 247 m (`van_01`) + 48 023 m |'),
      ),
    ).toEqual(['docs/use_cases/x.mdx:7: summary.distance: the terms add up to 89270, not 89269']);
  });

  it('reports a figure with no response above it, or a field the response lacks', async () => {
    expect(
      await check(
        table('| `summary.cost` | 351.26 | |'),
        response(),
        table('| `summary.colour` | 3 | |'),
      ),
    ).toEqual([
      'docs/use_cases/x.mdx:3: summary.cost: no SolveResponse block above this table states it',
      'docs/use_cases/x.mdx:11: summary.colour: the response above has no such number',
    ]);
  });

  it('reads sums with minus signs and leaves prose alone', () => {
    expect(sumTerms('29 712 − 11 400 − 7 599 s')).toEqual([29712, -11400, -7599]);
    expect(sumTerms('the ten service_duration values')).toBeUndefined();
  });
});
