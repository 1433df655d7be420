import { describe, expect, it } from 'vitest';

import { median } from '../../../scripts/bench/median';

describe('median (bench tables)', () => {
  it('takes the middle run, or the mean of the two middle ones, in any order', () => {
    expect(median([27.4, 24.9, 27.3])).toBe(27.3);
    expect(median([32.4, 29.6, 30.7, 32.3])).toBeCloseTo(31.5);
    expect(median([5])).toBe(5);
  });
});
