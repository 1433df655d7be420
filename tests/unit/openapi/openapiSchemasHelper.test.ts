import { describe, expect, it } from 'vitest';
import { dereference, loadSpecs, validateAgainst, type Specs } from '../../support/openapiSchemas';

describe('validateAgainst (tests/support/openapiSchemas)', () => {
  it('accepts a minimal valid request', () => {
    const result = validateAgainst('stateless#/components/schemas/SolveRequest', {
      vehicles: [
        {
          id: 'van_01',
          start_location: { lat: 52.5447, lon: 13.2365 },
          shift: { start: '2026-03-02T06:00:00+01:00', end: '2026-03-02T16:00:00+01:00' },
        },
      ],
      jobs: [{ id: 'bk_1001', type: 'delivery', location: { lat: 52.5219, lon: 13.4132 } }],
    });
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('names the offending field with a JSON path', () => {
    const result = validateAgainst('stateless#/components/schemas/Job', {
      id: 'bk_1001',
      type: 'drop_off',
      location: { lat: 52.5219, lon: 13.4132 },
      time_windows: [{ start: 'tomorrow', end: '2026-03-02T10:00:00+01:00' }],
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        '$.type: must be equal to one of the allowed values',
        '$.time_windows[0].start: must match format "date-time"',
      ]),
    );
  });

  it('resolves references into shared.yaml', () => {
    expect(validateAgainst('shared#/components/schemas/Location', { x: 10, y: 20 }).valid).toBe(
      true,
    );
    expect(
      validateAgainst('shared#/components/schemas/Location', { lat: 52.5, lon: 13.4, x: 1 }).valid,
    ).toBe(false);
    expect(validateAgainst('integration#/components/schemas/Route', { id: 'route_1' }).valid).toBe(
      false,
    );
  });

  it('throws on an unknown reference', () => {
    expect(() => validateAgainst('stateless#/components/schemas/Nope', {})).toThrow(/No schema/);
  });

  it('refuses reference cycles', () => {
    const specs = loadSpecs();
    const cyclic = {
      ...specs,
      stateless: { components: { schemas: { A: { $ref: '#/components/schemas/A' } } } },
    } as Specs;
    expect(() => dereference(cyclic, { $ref: '#/components/schemas/A' }, 'stateless')).toThrow(
      /cycle/,
    );
  });
});
