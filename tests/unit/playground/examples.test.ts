import { describe, it, expect } from 'vitest';

import { PLAYGROUND_EXAMPLES } from '../../../src/plugins/playground/client/examples';
import { checkSolveLimits } from '../../../src/plugins/playground/client/limits';
import { solve } from '../../../src/solver';
import { validateAgainst } from '../../support/openapiSchemas';

describe('playground examples', () => {
  for (const example of PLAYGROUND_EXAMPLES) {
    it(`${example.id} is a valid SolveRequest within the /solve limits`, async () => {
      const request = await example.load();
      const result = validateAgainst('stateless#/components/schemas/SolveRequest', request);
      expect(result.errors).toEqual([]);
      expect(checkSolveLimits(request)).toEqual([]);
    });
  }

  it('ship the promised sizes: 100 customers in each Solomon instance', async () => {
    for (const id of ['solomon-c101', 'solomon-r101']) {
      const request = await PLAYGROUND_EXAMPLES.find((e) => e.id === id)!.load();
      expect(request.jobs).toHaveLength(100);
      expect(request.vehicles).toHaveLength(25);
    }
  });

  it('the labels example leaves the tail-lift job unassigned for its label', async () => {
    const request = await PLAYGROUND_EXAMPLES.find((e) => e.id === 'labels')!.load();
    const response = solve(request, { maxIterations: 50 });
    expect(response.unassigned.map((u) => [u.id, u.reason])).toEqual([
      ['bk_1005', 'VEHICLE_LABEL'],
    ]);
  });
});
