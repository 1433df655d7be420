import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/solver';
import type { SolveRequest, SolveResponse, UnassignedReason } from '../../../src/solver/types';
import { checkPlan } from '../../support/feasibility';
import { isObject, loadSpecs, validateAgainst } from '../../support/openapiSchemas';
import { at, delivery, van } from './fixtures';

/** Solves, checks the plan independently and against the response schema, and returns it. */
function solveChecked(request: SolveRequest): SolveResponse {
  const response = solve(request, { maxIterations: 300 });
  expect(checkPlan(request, response)).toEqual([]);
  expect(validateAgainst('stateless#/components/schemas/SolveResponse', response)).toEqual({
    valid: true,
    errors: [],
  });
  return response;
}

/**
 * Every member of the solver's union, as a value the test can compare. The `Record` type makes
 * tsc reject this object when a code is added to or removed from the union without it.
 */
const SOLVER_REASONS: Record<UnassignedReason, true> = {
  CAPACITY: true,
  TIME_WINDOW: true,
  VEHICLE_LABEL: true,
  MAX_TRIP_DURATION: true,
  SHIFT_END: true,
  EXCLUSIVE_GROUP: true,
  ZONE_FORBIDDEN: true,
  NO_VEHICLE: true,
  UNREACHABLE: true,
  PRIORITY_DROPPED: true,
};

function reasonFor(response: SolveResponse, id: string): UnassignedReason | undefined {
  return response.unassigned.find((item) => item.id === id)?.reason;
}

/** `Violation.constraint` names the request field concerned (a path), not the reason code. */
function constraintsFor(response: SolveResponse, id: string): string[] {
  return (response.unassigned.find((item) => item.id === id)?.violations ?? []).map(
    (violation) => violation.constraint,
  );
}

const NEAR = delivery('near', 52.53, 13.3);

describe('the reason codes', () => {
  it('are the UnassignedReason enum of openapi/shared.yaml, no more and no fewer', () => {
    const schemas = loadSpecs().shared.components;
    const schema = isObject(schemas) && isObject(schemas.schemas) ? schemas.schemas : {};
    const reason = schema.UnassignedReason;
    expect(isObject(reason) && Array.isArray(reason.enum)).toBe(true);
    const specEnum = (reason as { enum: string[] }).enum;
    expect(Object.keys(SOLVER_REASONS).sort()).toEqual([...specEnum].sort());
  });
});

describe('unassigned reasons are diagnosed, never silent', () => {
  it('CAPACITY when the demand exceeds every vehicle', () => {
    const response = solveChecked({
      vehicles: [van('van_01'), van('van_02', { capacity: { weight: 800, pallets: 2 } })],
      jobs: [NEAR, delivery('heavy', 52.52, 13.4, { demand: { weight: 1500, pallets: 1 } })],
    });
    expect(response.status).toBe('partial');
    expect(reasonFor(response, 'heavy')).toBe('CAPACITY');
    const item = response.unassigned.find((u) => u.id === 'heavy')!;
    expect(item.kind).toBe('job');
    expect(item.violations.map((v) => v.detail).join(' ')).toContain('weight 1500 > capacity 1200');
    expect(constraintsFor(response, 'heavy')).toEqual(['capacity.weight', 'capacity.weight']);
    expect(reasonFor(response, 'near')).toBeUndefined();
  });

  it('CAPACITY when there is no room left for equally important work', () => {
    const response = solveChecked({
      vehicles: [van('van_01', { capacity: { weight: 1000, pallets: 4 } })],
      jobs: [
        delivery('a', 52.52, 13.4, { demand: { weight: 700, pallets: 1 } }),
        delivery('b', 52.5, 13.35, { demand: { weight: 700, pallets: 1 } }),
      ],
    });
    expect(response.unassigned).toHaveLength(1);
    expect(response.unassigned[0].reason).toBe('CAPACITY');
    expect(response.unassigned[0].violations.map((v) => v.constraint)).toEqual(['capacity']);
  });

  it('PRIORITY_DROPPED when lower-priority work gives way', () => {
    const response = solveChecked({
      vehicles: [van('van_01', { capacity: { weight: 1000, pallets: 4 } })],
      jobs: [
        delivery('minor', 52.52, 13.4, { demand: { weight: 700, pallets: 1 }, priority: 2 }),
        delivery('major', 52.5, 13.35, { demand: { weight: 700, pallets: 1 }, priority: 9 }),
      ],
    });
    expect(response.unassigned.map((u) => u.id)).toEqual(['minor']);
    expect(reasonFor(response, 'minor')).toBe('PRIORITY_DROPPED');
  });

  it('TIME_WINDOW when no window can be met during the shift', () => {
    const response = solveChecked({
      vehicles: [van('van_01')],
      jobs: [
        NEAR,
        delivery('night', 52.52, 13.4, {
          time_windows: [{ start: at('02:00'), end: at('04:00') }],
        }),
      ],
    });
    expect(reasonFor(response, 'night')).toBe('TIME_WINDOW');
    expect(constraintsFor(response, 'night')).toEqual(['time_windows']);
  });

  it('VEHICLE_LABEL when no vehicle has all required labels', () => {
    const response = solveChecked({
      vehicles: [van('van_01', { labels: ['cooling'] }), van('van_02', { labels: ['tail_lift'] })],
      jobs: [NEAR, delivery('frozen', 52.52, 13.4, { required_labels: ['cooling', 'tail_lift'] })],
    });
    expect(reasonFor(response, 'frozen')).toBe('VEHICLE_LABEL');
    expect(constraintsFor(response, 'frozen')).toEqual(['required_labels', 'required_labels']);
    expect(response.unassigned[0].violations.map((v) => v.detail)).toEqual([
      'van_01 has cooling but lacks tail_lift',
      'van_02 has tail_lift but lacks cooling',
    ]);
    expect(response.unassigned[0].message).toContain('cooling, tail_lift');
  });

  it('MAX_TRIP_DURATION when every trip to the job is too long', () => {
    // Potsdam is about 25 km from the depot: over an hour there and back at 30 km/h.
    const response = solveChecked({
      vehicles: [van('van_01', { max_trip_duration: 3600 })],
      jobs: [NEAR, delivery('potsdam', 52.3906, 13.0645)],
    });
    expect(reasonFor(response, 'potsdam')).toBe('MAX_TRIP_DURATION');
    expect(constraintsFor(response, 'potsdam')).toEqual(['max_trip_duration']);
  });

  it('SHIFT_END when the vehicle cannot get back before the shift ends', () => {
    const response = solveChecked({
      vehicles: [van('van_01')],
      jobs: [
        NEAR,
        delivery('late', 52.52, 13.4, {
          time_windows: [{ start: at('15:50'), end: at('15:59') }],
        }),
      ],
    });
    expect(reasonFor(response, 'late')).toBe('SHIFT_END');
    expect(constraintsFor(response, 'late')).toEqual(['shift.end']);
  });

  it('NO_VEHICLE when the request has no vehicle', () => {
    const response = solveChecked({ vehicles: [], jobs: [NEAR] });
    expect(response.status).toBe('partial');
    expect(reasonFor(response, 'near')).toBe('NO_VEHICLE');
    expect(response.routes).toEqual([]);
  });

  it('NO_VEHICLE when the only vehicle cannot even drive its own route in its shift', () => {
    // A vehicle that merely cannot reach the job in time gives SHIFT_END; NO_VEHICLE means no
    // vehicle can complete any route. Potsdam is about 25 km from the depot, some 50 minutes at
    // the default 30 km/h, and this van's 20-minute shift has to get it there.
    const request: SolveRequest = {
      vehicles: [
        van('van_01', {
          end_location: { lat: 52.3906, lon: 13.0645 },
          shift: { start: at('06:00'), end: at('06:20') },
        }),
      ],
      jobs: [NEAR],
    };
    expect(validateAgainst('stateless#/components/schemas/SolveRequest', request).errors).toEqual(
      [],
    );
    const response = solveChecked(request);
    expect(response.status).toBe('partial');
    expect(reasonFor(response, 'near')).toBe('NO_VEHICLE');
    expect(constraintsFor(response, 'near')).toEqual(['shift']);
    expect(response.routes).toEqual([]);
  });

  it('UNREACHABLE when the matrix has no connection', () => {
    const depot = { lat: 52.5447, lon: 13.2365 };
    const island = { lat: 52.45, lon: 13.15 };
    const request: SolveRequest = {
      vehicles: [van('van_01')],
      jobs: [NEAR, delivery('island', island.lat, island.lon)],
      matrices: {
        locations: [depot, NEAR.location, island],
        distances: [
          [0, 5000, -1],
          [5000, 0, -1],
          [-1, -1, 0],
        ],
        durations: [
          [0, 600, -1],
          [600, 0, -1],
          [-1, -1, 0],
        ],
      },
    };
    const response = solveChecked(request);
    expect(reasonFor(response, 'island')).toBe('UNREACHABLE');
    expect(reasonFor(response, 'near')).toBeUndefined();
  });

  it('reports a shipment that fits no vehicle with kind "shipment"', () => {
    const response = solveChecked({
      vehicles: [van('van_01')],
      jobs: [NEAR],
      shipments: [
        {
          id: 'piano',
          pickup: { location: { lat: 52.52, lon: 13.4 } },
          delivery: { location: { lat: 52.5, lon: 13.3 } },
          demand: { weight: 5000 },
        },
      ],
    });
    expect(response.unassigned).toEqual([
      expect.objectContaining({ id: 'piano', kind: 'shipment', reason: 'CAPACITY' }),
    ]);
  });
});
