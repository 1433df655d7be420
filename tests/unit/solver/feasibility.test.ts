import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/solver';
import type { SolveResponse } from '../../../src/solver/types';
import { checkPlan, checkSolomonPlan } from '../../support/feasibility';
import { at, sampleRequest, van } from './fixtures';

/** The checker must catch broken plans, or the other tests prove nothing. */
describe('independent feasibility checker', () => {
  const request = sampleRequest({
    vehicles: [
      van('van_01', {
        capacity: { weight: 600, pallets: 6 },
        breaks: [
          { id: 'lunch', time_window: { start: at('09:00'), end: at('12:00') }, duration: 900 },
        ],
      }),
      van('van_02', { capacity: { weight: 600, pallets: 6 } }),
    ],
  });
  const valid = solve(request, { maxIterations: 200 });
  const tamper = (change: (plan: SolveResponse) => void): string[] => {
    const copy = structuredClone(valid);
    change(copy);
    return checkPlan(request, copy);
  };
  const visitIndex = (plan: SolveResponse) =>
    plan.routes[0].stops.findIndex((s) => s.type === 'delivery');

  it('accepts the solver plan', () => {
    expect(checkPlan(request, valid)).toEqual([]);
  });

  it('catches a dropped job', () => {
    expect(
      tamper((plan) => {
        plan.routes[0].stops.splice(visitIndex(plan), 1);
      }).join('\n'),
    ).toMatch(/served or listed 0 times/);
  });

  it('catches a shifted arrival and a missed time window', () => {
    expect(
      tamper((plan) => {
        plan.routes[0].stops[visitIndex(plan)].arrival = plan.routes[0].stops[0].departure;
      }).join('\n'),
    ).toMatch(/not departure \+ travel/);
    const windowed = {
      ...request,
      jobs: request.jobs!.map((j) => ({
        ...j,
        time_windows: [{ start: at('06:00'), end: at('06:01') }],
      })),
    };
    expect(checkPlan(windowed, valid).join('\n')).toMatch(/outside every time window/);
  });

  it('catches overloading, a missing break and a wrong cost', () => {
    const heavier = {
      ...request,
      jobs: request.jobs!.map((j) => ({ ...j, demand: { weight: 500, pallets: 1 } })),
    };
    expect(checkPlan(heavier, valid).join('\n')).toMatch(/exceeds capacity/);
    expect(
      tamper((plan) => {
        for (const route of plan.routes)
          route.stops = route.stops.filter((s) => s.type !== 'break');
      }).join('\n'),
    ).toMatch(/break lunch not taken/);
    expect(
      tamper((plan) => {
        plan.routes[0].cost += 1;
      }).join('\n'),
    ).toMatch(/cost/);
  });

  it('catches a late return and a missing label', () => {
    const shortShift = {
      ...request,
      vehicles: request.vehicles.map((v) => ({ ...v, shift: { ...v.shift, end: at('06:30') } })),
    };
    expect(checkPlan(shortShift, valid).join('\n')).toMatch(/after the shift/);
    const labelled = {
      ...request,
      jobs: request.jobs!.map((j) => ({ ...j, required_labels: ['crane'] })),
    };
    expect(checkPlan(labelled, valid).join('\n')).toMatch(/lacks required label crane/);
  });

  it('checks Solomon plans: lateness, capacity and coverage', () => {
    const depot = { id: 0, x: 0, y: 0, demand: 0, ready: 0, due: 100, service: 0 };
    const customers = [
      { id: 1, x: 3, y: 4, demand: 5, ready: 0, due: 10, service: 1 },
      { id: 2, x: 6, y: 8, demand: 5, ready: 0, due: 11, service: 1 },
    ];
    const instance = { vehicleCount: 2, capacity: 10, depot, customers };
    const ok = checkSolomonPlan(instance, [[1, 2]]);
    expect(ok.violations).toEqual([]);
    expect(ok.distance).toBeCloseTo(20, 12);
    expect(checkSolomonPlan(instance, [[2, 1]]).violations.join()).toMatch(/reached late/);
    expect(checkSolomonPlan({ ...instance, capacity: 9 }, [[1, 2]]).violations.join()).toMatch(
      /over capacity/,
    );
    expect(checkSolomonPlan(instance, [[1]]).violations.join()).toMatch(/served 0 times/);
  });
});
