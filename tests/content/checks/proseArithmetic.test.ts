import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkProseArithmetic } from './proseArithmetic';

const check = async (body: string) =>
  formatAll(
    checkProseArithmetic(
      await pageFromSource('concepts/x.mdx', `---\ntitle: "X"\n---\n\n${body}\n`),
    ),
  );

describe('prose arithmetic check', () => {
  it('accepts sums, products, clock times, rounded terms and unit conversions that add up', async () => {
    expect(
      await check(
        [
          'Cost: 40 + 0.45 × 28.098 km + 28 × 6,257 s / 3,600 = 101.31 EUR.',
          '',
          '- Check: 40 + 29.144 km × 0.45 + (8983 s / 3600) × 28 = 40 + 13.11 + 69.87 = 122.98.',
          '',
          '| Leg | Time |',
          '| --- | --- |',
          '| ETA | 06:54:44 + 265 s = 06:59:09 |',
          '',
          'The route runs 28,590 m = 28.6 km in 6,566 s = 1 h 49 min 26 s (3498 + 2040 + 1028 = 6566).',
          '',
          'Not arithmetic it can read: 40 fixed + 0.45 × 2 = 0.9, 10!/2 = 1,814,400, 1.1 = 10 % slower, 2,592,000 = 30 days.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports each chain that does not add up, with its line', async () => {
    expect(
      await check(
        [
          'Cost: 40 + 0.45 × 28.098 km + 28 × 6,566 s / 3,600 = 101.31 EUR.',
          '',
          '- Check: 40 + 29.144 km × 0.42 + (8983 s / 3600) × 28 = 40 + 13.11 + 69.87 = 122.98.',
          '',
          'ETA: 06:54:44 + 265 s = 06:59:19, and 28,590 m = 28.5 km.',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/concepts/x.mdx:5: "40 + 0.45 × 28.098 km + 28 × 6,566 s / 3,600 = 101.31 EUR": 40 + 0.45 × 28.098 km + 28 × 6,566 s / 3,600 is 103.713, not 101.31 EUR',
      'docs/concepts/x.mdx:7: "40 + 29.144 km × 0.42 + (8983 s / 3600) × 28 = 40 + 13.11 + 69.87 = 122.98": 40 + 29.144 km × 0.42 + (8983 s / 3600) × 28 is 122.1083, not 40 + 13.11 + 69.87',
      'docs/concepts/x.mdx:9: "06:54:44 + 265 s = 06:59:19": 06:54:44 + 265 s is 06:59:09, not 06:59:19',
      'docs/concepts/x.mdx:9: "28,590 m = 28.5 km": 28,590 m is 28590, not 28.5 km',
    ]);
  });
});
