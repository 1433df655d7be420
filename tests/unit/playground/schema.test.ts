import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';

import {
  PLAYGROUND_SCHEMA_PATH,
  PLAYGROUND_VALIDATOR_PATH,
  serializePlaygroundSchema,
  serializePlaygroundValidator,
} from '../../../scripts/build-playground-schema';
import { validateSolveRequest } from '../../../src/playground/schemaValidation';

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
});
