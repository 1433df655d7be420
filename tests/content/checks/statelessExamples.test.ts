import { describe, expect, it } from 'vitest';

import { solve } from '../../../src/solver';
import type { SolveRequest, SolveResponse } from '../../../src/solver/types';
import { pageFromSource } from '../../support/mdx';
import { at, delivery, van } from '../../unit/solver/fixtures';
import { formatAll } from './offence';
import { checkInsertionExamples, checkSolveExamples, firstDifference } from './statelessExamples';

const fence = (schema: string, value: unknown): string =>
  `\`\`\`json schema="stateless#/components/schemas/${schema}"\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
const page = (...blocks: string[]) =>
  pageFromSource('howto/x.mdx', `Intro.\n\n${blocks.join('\nText.\n\n')}`);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// Two deliveries from the Spandau depot, one with a receiving window at Moabit.
const REQUEST: SolveRequest = {
  vehicles: [van('van_03', { costs: { fixed: 40, per_kilometre: 0.45, per_hour: 28 } })],
  jobs: [
    delivery('bk_1009', 52.5263, 13.342, {
      time_windows: [{ start: at('06:20'), end: at('09:00') }],
    }),
    delivery('bk_1005', 52.4811, 13.4351),
  ],
  options: { seed: 1 },
};

describe('solve examples must be what the solver returns', () => {
  const response = solve(REQUEST);

  it('accepts the solver’s own response, whose money is to the cent', async () => {
    const documented = clone(response);
    expect(documented.summary.cost).toBe(Math.round(documented.summary.cost * 100) / 100);
    expect(
      formatAll(
        checkSolveExamples(
          await page(fence('SolveRequest', REQUEST), fence('SolveResponse', documented)),
          solve,
        ),
      ),
    ).toEqual([]);
  });

  it('reports a hand-edited departure with its path', async () => {
    const documented = clone(response);
    documented.routes[0]!.stops[0]!.departure = at('05:59');
    const offences = formatAll(
      checkSolveExamples(
        await page(fence('SolveRequest', REQUEST), fence('SolveResponse', documented)),
        solve,
      ),
    );
    expect(offences).toHaveLength(1);
    expect(offences[0]).toMatch(
      /^docs\/howto\/x\.mdx:\d+: response differs from the solver's for the request at line 3: \$\.routes\[0\]\.stops\[0\]\.departure: documented "2026-03-02T05:59:00\+01:00", solver "2026-03-02T06:00:00\+01:00"$/,
    );
  });

  it('reports an amount written to more decimals than the API returns', async () => {
    const documented = clone(response);
    documented.routes[0]!.cost += 0.002278;
    const offences = formatAll(
      checkSolveExamples(
        await page(fence('SolveRequest', REQUEST), fence('SolveResponse', documented)),
        solve,
      ),
    );
    expect(offences).toEqual([
      expect.stringMatching(/\$\.routes\[0\]\.cost: documented \d+\.\d{4,}, solver/),
    ]);
  });

  it('reports a request the solver refuses', async () => {
    const bad = {
      ...REQUEST,
      jobs: [{ ...REQUEST.jobs![0]!, time_windows: [{ start: 'at six', end: at('09:00') }] }],
    } as SolveRequest;
    const offences = formatAll(
      checkSolveExamples(
        await page(fence('SolveRequest', bad), fence('SolveResponse', response)),
        solve,
      ),
    );
    expect(offences).toHaveLength(1);
    expect(offences[0]).toContain('the solver refuses the request');
  });

  it('ignores a response shown without its request', async () => {
    const documented = clone(response);
    documented.summary.distance += 1;
    expect(checkSolveExamples(await page(fence('SolveResponse', documented)), solve)).toEqual([]);
  });
});

describe('insertion examples must cost what their stops cost', () => {
  const solved: SolveResponse = solve(REQUEST);
  const route = solved.routes[0]!;
  const insertionRequest = {
    vehicles: REQUEST.vehicles,
    jobs: [REQUEST.jobs![1]],
    routes: [{ vehicle_id: 'van_03', job_ids: ['bk_1005'] }],
    new_job: REQUEST.jobs![0],
  };
  const insertionResponse = (r: typeof route) => ({
    status: 'feasible',
    options: [
      {
        rank: 1,
        vehicle_id: 'van_03',
        position: 0,
        added_cost: 1,
        added_distance: 1,
        added_duration: 1,
        route: r,
      },
    ],
  });

  it('accepts a route as the contract schedules it', async () => {
    expect(
      checkInsertionExamples(
        await page(
          fence('InsertionRequest', insertionRequest),
          fence('InsertionResponse', insertionResponse(route)),
        ),
      ),
    ).toEqual([]);
  });

  it('reports a duration that counts waiting a later departure removes', async () => {
    const wrong = clone(route);
    wrong.duration += 309;
    const offences = formatAll(
      checkInsertionExamples(
        await page(
          fence('InsertionRequest', insertionRequest),
          fence('InsertionResponse', insertionResponse(wrong)),
        ),
      ),
    );
    expect(offences).toEqual([
      expect.stringMatching(
        new RegExp(
          `route differs from the contract's evaluation of its stops: \\$\\.option 1 \\(van_03\\)\\.duration: documented ${route.duration + 309}, contract ${route.duration}$`,
        ),
      ),
    ]);
  });
});

describe('firstDifference', () => {
  it('names the first differing path, or null when equal', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(
      '$.a[1].b: documented 2, solver 3',
    );
    expect(firstDifference([1], [1, 2])).toBe('$[1]: missing, solver has one more item');
    expect(firstDifference({ a: 1 }, {})).toBe('$.a: documented 1, solver undefined');
  });
});
