import { describe, expect, it } from 'vitest';
import { SolveInputError, adaptRequest, solve } from '../../../src/solver';
import { haversineMetres } from '../../../src/solver/geo';
import { formatTimestamp, parseTimestamp } from '../../../src/solver/rfc3339';
import type { SolveRequest } from '../../../src/solver/types';
import { checkPlan } from '../../support/feasibility';
import { at, delivery, sampleRequest, van } from './fixtures';

function inputError(request: SolveRequest): SolveInputError {
  try {
    adaptRequest(request);
  } catch (error) {
    if (error instanceof SolveInputError) return error;
    throw error;
  }
  throw new Error('expected a SolveInputError');
}

describe('RFC 3339 timestamps', () => {
  it.each([
    '2026-03-02T06:00:00+01:00',
    '2026-03-02T23:59:59-05:30',
    '2026-12-31T00:00:00Z',
    '2024-02-29T12:00:00+14:00',
  ])('round-trips %s in its own offset', (text) => {
    const parsed = parseTimestamp(text)!;
    expect(formatTimestamp(parsed.epochSeconds, parsed.offsetMinutes, parsed.utc)).toBe(text);
  });

  it('reads the instant correctly across offsets', () => {
    const berlin = parseTimestamp('2026-03-02T06:00:00+01:00')!;
    const utc = parseTimestamp('2026-03-02T05:00:00Z')!;
    expect(berlin.epochSeconds).toBe(utc.epochSeconds);
    expect(berlin.epochSeconds).toBe(Date.UTC(2026, 2, 2, 5) / 1000);
    expect(parseTimestamp('2026-03-02T06:00:00.250+01:00')!.epochSeconds).toBe(
      berlin.epochSeconds + 0.25,
    );
  });

  it.each([
    '2026-03-02 06:00:00+01:00',
    '2026-03-02T06:00:00',
    '2026-13-02T06:00:00Z',
    '2026-02-30T06:00:00Z',
    '2026-03-02T24:00:00Z',
    'tomorrow',
  ])('rejects %s', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });

  it('writes every stop in the offset of its vehicle shift start', () => {
    const request = sampleRequest({
      vehicles: [
        van('van_01', {
          shift: { start: at('06:00'), end: at('16:00') },
          capacity: { weight: 500, pallets: 5 },
        }),
        van('van_02', {
          // The same shift expressed in New York time.
          shift: { start: '2026-03-02T00:00:00-05:00', end: '2026-03-02T10:00:00-05:00' },
          capacity: { weight: 500, pallets: 5 },
        }),
      ],
      options: { seed: 2 },
    });
    const response = solve(request, { maxIterations: 200 });
    expect(checkPlan(request, response)).toEqual([]);
    expect(response.routes).toHaveLength(2);
    for (const route of response.routes) {
      const offset = route.vehicle_id === 'van_01' ? '+01:00' : '-05:00';
      for (const stop of route.stops) {
        expect(stop.arrival.endsWith(offset)).toBe(true);
        expect(stop.departure.endsWith(offset)).toBe(true);
      }
    }
  });
});

describe('travel model', () => {
  it('haversine: Alexanderplatz to the Spandau depot is about 12 km', () => {
    const metres = haversineMetres(52.5219, 13.4132, 52.5447, 13.2365);
    expect(metres).toBeGreaterThan(11_800);
    expect(metres).toBeLessThan(12_600);
  });

  it('uses whole metres and duration = distance / speed for computed travel', () => {
    const request: SolveRequest = {
      vehicles: [
        {
          id: 'truck',
          start_location: { x: 0, y: 0 },
          shift: { start: at('06:00'), end: at('12:00') },
        },
      ],
      jobs: [{ id: 'a', type: 'service', location: { x: 3000, y: 4000 } }],
      options: { speed_kmh: 36 },
    };
    const response = solve(request, { maxIterations: 10 });
    expect(checkPlan(request, response)).toEqual([]);
    const stops = response.routes[0].stops;
    expect(stops[1].distance_from_previous).toBe(5000);
    // 36 km/h = 10 m/s, so 5 km take 500 s.
    expect(Date.parse(stops[1].arrival) - Date.parse(stops[0].departure)).toBe(500_000);
    expect(response.summary.distance).toBe(10_000);
    expect(response.summary.travel_duration).toBe(1000);
  });

  it('takes distances and durations from matrices when given', () => {
    const depot = { lat: 52.5, lon: 13.2 };
    const a = { lat: 52.51, lon: 13.3 };
    const b = { lat: 52.52, lon: 13.4 };
    const request: SolveRequest = {
      vehicles: [van('van_01', { start_location: depot })],
      jobs: [delivery('a', a.lat, a.lon), delivery('b', b.lat, b.lon)],
      matrices: {
        locations: [depot, a, b],
        distances: [
          [0, 1000, 5000],
          [1000, 0, 2000],
          [5000, 2000, 0],
        ],
        durations: [
          [0, 100, 900],
          [100, 0, 200],
          [900, 200, 0],
        ],
      },
    };
    const response = solve(request, { maxIterations: 50 });
    expect(checkPlan(request, response)).toEqual([]);
    expect(response.summary.distance).toBe(8000);
    expect(response.summary.travel_duration).toBe(1200);
  });
});

describe('request validation', () => {
  it('rejects duplicate job ids with the path of the second one', () => {
    const request = sampleRequest();
    request.jobs![3] = { ...request.jobs![3], id: request.jobs![1].id };
    const error = inputError(request);
    expect(error.code).toBe('duplicate_id');
    expect(error.path).toBe('/jobs/3/id');
  });

  it('rejects a shipment reusing a job id and duplicate vehicle ids', () => {
    const request = sampleRequest({
      shipments: [
        {
          id: 'bk_1001',
          pickup: { location: { lat: 52.5, lon: 13.3 } },
          delivery: { location: { lat: 52.51, lon: 13.31 } },
        },
      ],
    });
    expect(inputError(request).path).toBe('/shipments/0/id');
    const vehicles = sampleRequest({ vehicles: [van('v'), van('v')] });
    expect(inputError(vehicles)).toMatchObject({ code: 'duplicate_id', path: '/vehicles/1/id' });
  });

  it('rejects mixed location kinds', () => {
    const request = sampleRequest();
    request.jobs![2] = { ...request.jobs![2], location: { x: 10, y: 20 } };
    expect(inputError(request)).toMatchObject({
      code: 'mixed_location_kinds',
      path: '/jobs/2/location',
    });
  });

  it('rejects a matrix of the wrong size and a location missing from the matrix', () => {
    const depot = { lat: 52.5, lon: 13.2 };
    const a = { lat: 52.51, lon: 13.3 };
    const base: SolveRequest = {
      vehicles: [van('van_01', { start_location: depot })],
      jobs: [delivery('a', a.lat, a.lon)],
      matrices: {
        locations: [depot, a],
        distances: [
          [0, 1],
          [1, 0],
        ],
        durations: [[0, 1], [1]],
      },
    };
    expect(inputError(base)).toMatchObject({
      code: 'matrix_mismatch',
      path: '/matrices/durations/1',
    });
    const missing: SolveRequest = {
      ...base,
      jobs: [delivery('a', 52.51, 13.30001)],
      matrices: {
        ...base.matrices!,
        durations: [
          [0, 1],
          [1, 0],
        ],
      },
    };
    expect(inputError(missing)).toMatchObject({
      code: 'matrix_mismatch',
      path: '/jobs/0/location',
    });
  });

  it('rejects a time window that ends before it starts and unparsable timestamps', () => {
    const request = sampleRequest();
    request.jobs![4] = {
      ...request.jobs![4],
      time_windows: [{ start: at('10:00'), end: at('09:00') }],
    };
    expect(inputError(request)).toMatchObject({
      code: 'time_window_order',
      path: '/jobs/4/time_windows/0',
    });
    const shift = sampleRequest({
      vehicles: [van('van_01', { shift: { start: 'soon', end: at('16:00') } })],
    });
    expect(inputError(shift)).toMatchObject({
      code: 'invalid_format',
      path: '/vehicles/0/shift/start',
    });
  });

  it('rejects a request without jobs or shipments', () => {
    expect(inputError(sampleRequest({ jobs: [] }))).toMatchObject({ code: 'too_short' });
  });

  it('normalises times to seconds from the earliest shift start', () => {
    const adapted = adaptRequest(
      sampleRequest({
        vehicles: [
          van('early', { shift: { start: at('05:00'), end: at('16:00') } }),
          van('late', { shift: { start: at('07:30'), end: at('16:00') } }),
        ],
      }),
    );
    expect(adapted.spec.vehicles.map((v) => [v.shiftStart, v.shiftEnd])).toEqual([
      [0, 11 * 3600],
      [2.5 * 3600, 11 * 3600],
    ]);
    expect(adapted.spec.dimensions).toEqual(['weight', 'pallets']);
    expect(adapted.spec.vehicles[0].costPerDistance).toBe(0.001);
  });

  it('gives the search options.time_limit in milliseconds, 5 s when the request has none', () => {
    expect(adaptRequest(sampleRequest({ options: { time_limit: 1.5 } })).timeLimitMs).toBe(1500);
    expect(adaptRequest(sampleRequest({ options: {} })).timeLimitMs).toBe(5000);
  });
});
