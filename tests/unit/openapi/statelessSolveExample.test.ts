/**
 * The Stateless spec's plan examples are what the service answers: the solver (src/solver, the
 * playground's engine and the contract's reference) run on the spec's own request example. A
 * plan copied from the Routing API (a different, stored plan with 2,270 s of waiting) passed
 * every schema check and still told readers a cost the API would not return.
 */
import { describe, expect, it } from 'vitest';

import { solve } from '../../../src/solver';
import type { SolveRequest } from '../../../src/solver/types';
import { firstDifference } from '../../content/checks/statelessExamples';
import { readSpec, type JsonObject } from '../../support/openapiSchemas';

function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as JsonObject)[key] : undefined,
    value,
  );
}

const spec = readSpec('stateless');
const json = ['content', 'application/json', 'examples'];
const request = at(spec, 'paths', '/solve', 'post', 'requestBody', ...json, 'berlin_day', 'value');
const answer = solve(request as SolveRequest);

describe('Stateless spec examples of a plan', () => {
  it.each([
    [
      'POST /solve 200',
      ['paths', '/solve', 'post', 'responses', '200', ...json, 'berlin_day', 'value'],
    ],
    [
      'GET /jobs/{job_id}/solution 200',
      [
        'paths',
        '/jobs/{job_id}/solution',
        'get',
        'responses',
        '200',
        ...json,
        'berlin_day',
        'value',
      ],
    ],
  ])('%s is the solver’s answer to the berlin_day request', (_name, path) => {
    expect(firstDifference(at(spec, ...path), answer)).toBeNull();
  });

  it('a completed job states the summary of that answer', () => {
    const job = at(
      spec,
      'paths',
      '/jobs/{job_id}',
      'get',
      'responses',
      '200',
      ...json,
      'completed',
      'value',
    );
    expect(firstDifference(at(job, 'summary'), answer.summary)).toBeNull();
  });
});
