import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';

import {
  PLAYGROUND_SCHEMA_PATH,
  PLAYGROUND_VALIDATOR_PATH,
  serializePlaygroundSchema,
  serializePlaygroundValidator,
} from '../../../scripts/build-playground-schema';
import { validateSolveRequest } from '../../../src/plugins/playground/client/schemaValidation';

describe('playground SolveRequest schema', () => {
  it('is the committed output of a fresh generation from openapi/', () => {
    expect(readFileSync(PLAYGROUND_SCHEMA_PATH, 'utf8')).toBe(serializePlaygroundSchema());
  });

  it('ships the precompiled validator of that schema, so the browser needs no eval', () => {
    const committed = readFileSync(PLAYGROUND_VALIDATOR_PATH, 'utf8');
    expect(committed).toBe(serializePlaygroundValidator());
    expect(committed).not.toMatch(/new Function|\beval\(/);
  });

  it('names the field path of an unknown field', async () => {
    const issues = await validateSolveRequest({
      vehicles: [
        {
          id: 'v1',
          start_location: { x: 0, y: 0 },
          shift: { start: '2026-03-02T06:00:00Z', end: '2026-03-02T16:00:00Z' },
        },
      ],
      jobs: [{ id: 'j1', type: 'delivery', location: { x: 1, y: 1 }, service_time: 60 }],
    });
    expect(issues).toContainEqual({ path: '$.jobs[0].service_time', message: 'unknown field' });
  });

  it('reports a missing required field and an invalid location once each', async () => {
    const issues = await validateSolveRequest({
      vehicles: [{ id: 'v1', start_location: { x: 0 } }],
      jobs: [{ id: 'j1', type: 'drop', location: { x: 1, y: 1 } }],
    });
    const paths = issues.map((issue) => issue.path);
    expect(paths).toContain('$.vehicles[0].shift');
    expect(paths).toContain('$.jobs[0].type');
    expect(paths.filter((path) => path === '$.vehicles[0].start_location')).toHaveLength(1);
  });

  it('asks for jobs or shipments when both are absent', async () => {
    const issues = await validateSolveRequest({
      vehicles: [
        {
          id: 'v1',
          start_location: { x: 0, y: 0 },
          shift: { start: '2026-03-02T06:00:00Z', end: '2026-03-02T16:00:00Z' },
        },
      ],
    });
    expect(
      issues.some((issue) => issue.path === '$' && /jobs.*shipments/.test(issue.message)),
    ).toBe(true);
  });

  describe('a value over a bound of the spec gets a message that names the field and the bound', () => {
    const validRequest = () => ({
      vehicles: [
        {
          id: 'v1',
          start_location: { x: 0, y: 0 },
          shift: { start: '2026-03-02T06:00:00+01:00', end: '2026-03-02T16:00:00+01:00' },
          breaks: [] as unknown[],
        },
      ],
      jobs: [{ id: 'j1', type: 'delivery', location: { x: 1, y: 1 }, priority: 5 }] as Record<
        string,
        unknown
      >[],
      matrices: {
        locations: [{ x: 0, y: 0 }],
        durations: [[0]],
        distances: [[0]],
      },
      options: { time_limit: 5 },
    });
    type Request = ReturnType<typeof validRequest>;
    const breakAt = (hour: number) => ({
      id: `b${hour}`,
      time_window: { start: '2026-03-02T11:00:00+01:00', end: '2026-03-02T13:00:00+01:00' },
      duration: 1800,
    });

    it('accepts the request every case starts from', async () => {
      expect(await validateSolveRequest(validRequest())).toEqual([]);
    });

    it.each<[string, (request: Request) => void, string, string]>([
      ['priority', (r) => (r.jobs[0].priority = 11), '$.jobs[0].priority', 'must be at most 10'],
      [
        'a planar coordinate',
        (r) => (r.jobs[0].location = { x: 10_000_001, y: 0 }),
        '$.jobs[0].location.x',
        'must be at most 10,000,000',
      ],
      [
        'a latitude',
        (r) => (r.vehicles[0].start_location = { lat: 91, lon: 0 } as never),
        '$.vehicles[0].start_location.lat',
        'must be at most 90',
      ],
      [
        'a matrix duration',
        (r) => (r.matrices.durations[0][0] = 2_592_001),
        '$.matrices.durations[0][0]',
        'must be at most 2,592,000',
      ],
      [
        'a matrix distance',
        (r) => (r.matrices.distances[0][0] = 40_000_001),
        '$.matrices.distances[0][0]',
        'must be at most 40,000,000',
      ],
      [
        'a timestamp',
        (r) => (r.vehicles[0].shift.start = '2026-03-02T06:00:00.1234567890123+01:00'),
        '$.vehicles[0].shift.start',
        'must be at most 35 characters long',
      ],
      [
        'an id',
        (r) => (r.vehicles[0].id = 'v'.repeat(65)),
        '$.vehicles[0].id',
        'must be at most 64 characters long',
      ],
      [
        'the breaks of a vehicle',
        (r) => (r.vehicles[0].breaks = [7, 8, 9, 10, 11, 12].map(breakAt)),
        '$.vehicles[0].breaks',
        'must have at most 5 items',
      ],
      [
        'the time limit',
        (r) => (r.options.time_limit = 3601),
        '$.options.time_limit',
        'must be at most 3,600',
      ],
    ])('%s', async (_field, overBound, path, message) => {
      const request = validRequest();
      overBound(request);
      expect(await validateSolveRequest(request)).toEqual([{ path, message }]);
    });

    it('names the matrix cell for any duration above 30 days', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2_592_001, max: Number.MAX_SAFE_INTEGER }),
          async (seconds) => {
            const request = validRequest();
            request.matrices.durations[0][0] = seconds;
            expect(await validateSolveRequest(request)).toEqual([
              { path: '$.matrices.durations[0][0]', message: 'must be at most 2,592,000' },
            ]);
          },
        ),
      );
    });
  });
});
