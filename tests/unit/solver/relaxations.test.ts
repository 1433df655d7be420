import { describe, expect, it } from 'vitest';
import { adaptRequest, Problem, solve } from '../../../src/solver';
import { suggestRelaxations } from '../../../src/solver/relax';
import { applyRelaxation } from '../../../src/plugins/playground/client/applyRelaxation';
import type {
  Job,
  Relaxation,
  SolveRequest,
  SolveResponse,
  Unassigned,
  Vehicle,
} from '../../../src/solver/types';
import { checkPlan } from '../../support/feasibility';
import { at } from './fixtures';

// Planar metres at 36 km/h: 10 m a second, so x = 600 is exactly one minute from the depot.
const MINUTE = 600;

function truck(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 'truck_1',
    start_location: { x: 0, y: 0 },
    shift: { start: at('08:00'), end: at('16:00') },
    capacity: { weight: 1000 },
    costs: { fixed: 10, per_kilometre: 0.5, per_hour: 20 },
    ...overrides,
  };
}

function job(id: string, minutesEast: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    type: 'delivery',
    location: { x: minutesEast * MINUTE, y: 0 },
    demand: { weight: 100 },
    service_duration: 0,
    ...overrides,
  };
}

function request(vehicles: Vehicle[], jobs: Job[], rest: Partial<SolveRequest> = {}): SolveRequest {
  return { vehicles, jobs, options: { speed_kmh: 36, seed: 1 }, ...rest };
}

function solveWithRelaxations(body: SolveRequest): SolveResponse {
  const response = solve(body, { maxIterations: 200, suggestRelaxations: true });
  expect(checkPlan(body, response)).toEqual([]);
  return response;
}

function relaxationFor(response: SolveResponse, id: string): Relaxation {
  const item = response.unassigned.find((entry) => entry.id === id);
  expect(item, `${id} is unassigned`).toBeDefined();
  expect(item!.relaxation, `${id} has a relaxation`).toBeDefined();
  return item!.relaxation!;
}

/** Applies the suggestion, solves again and checks that the work is now served. */
function expectServedAfter(body: SolveRequest, relaxation: Relaxation, id: string): SolveResponse {
  const relaxed = applyRelaxation(body, relaxation) as SolveRequest;
  const response = solve(relaxed, { maxIterations: 200 });
  expect(checkPlan(relaxed, response)).toEqual([]);
  expect(response.unassigned.map((item) => item.id)).not.toContain(id);
  return response;
}

describe('the smallest relaxation of each kind', () => {
  it('widens a time window by exactly the minutes it misses (closing later)', () => {
    // 17 min from the depot, the shift starts 08:00: the earliest arrival is 08:17.
    const body = request(
      [truck()],
      [job('late', 17, { time_windows: [{ start: at('07:00'), end: at('08:05') }] })],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'late');
    expect(relaxation).toMatchObject({
      kind: 'time_window_end',
      op: 'replace',
      path: '/jobs/0/time_windows/0/end',
      value: at('08:17'),
      amount: 12,
      unit: 'minutes',
      vehicle_id: 'truck_1',
      position: 1,
    });
    expect(relaxation.message).toMatch(/^Served if its time window closed 12 min later/);
    const after = expectServedAfter(body, relaxation, 'late');
    // The added cost is the new route's cost, as the response computes it.
    expect(relaxation.added_cost).toBe(after.summary.cost);
  });

  it('widens a time window by opening it earlier when closing later cannot help', () => {
    // Service 60 min from 10:00 and 10 min back ends at 11:10; the shift ends at 11:00.
    const body = request(
      [truck({ shift: { start: at('08:00'), end: at('11:00') } })],
      [
        job('early', 10, {
          service_duration: 3600,
          time_windows: [{ start: at('10:00'), end: at('10:30') }],
        }),
      ],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'early');
    expect(relaxation).toMatchObject({
      kind: 'time_window_start',
      path: '/jobs/0/time_windows/0/start',
      value: at('09:50'),
      amount: 10,
    });
    expectServedAfter(body, relaxation, 'early');
  });

  it("widens a shipment's delivery window and names both positions", () => {
    const body = request([truck()], [], {
      shipments: [
        {
          id: 'move',
          pickup: { location: { x: 10 * MINUTE, y: 0 } },
          delivery: {
            location: { x: 20 * MINUTE, y: 0 },
            time_windows: [{ start: at('07:00'), end: at('08:15') }],
          },
          demand: { weight: 100 },
        },
      ],
    });
    const relaxation = relaxationFor(solveWithRelaxations(body), 'move');
    expect(relaxation).toMatchObject({
      kind: 'time_window_end',
      path: '/shipments/0/delivery/time_windows/0/end',
      value: at('08:20'),
      amount: 5,
      position: 1,
      delivery_position: 2,
    });
    expect(relaxation.message).toContain('its delivery time window closed 5 min later');
    expectServedAfter(body, relaxation, 'move');
  });

  it('raises one vehicle capacity by exactly the missing units', () => {
    const body = request(
      [truck()],
      [
        job('big', 5, { demand: { weight: 700 }, priority: 8 }),
        job('extra', 6, { demand: { weight: 400 }, priority: 5 }),
      ],
    );
    const response = solveWithRelaxations(body);
    const relaxation = relaxationFor(response, 'extra');
    expect(relaxation).toMatchObject({
      kind: 'capacity',
      op: 'replace',
      path: '/vehicles/0/capacity/weight',
      value: 1100,
      amount: 100,
      unit: 'units',
    });
    expect(relaxation.message).toContain('truck_1 could carry 100 more weight (capacity 1100)');
    expectServedAfter(body, relaxation, 'extra');
  });

  it('adds the missing label to a vehicle', () => {
    const body = request(
      [truck({ labels: ['cooling'] })],
      [job('lift', 5, { required_labels: ['tail_lift'] }), job('plain', 6)],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'lift');
    expect(relaxation).toMatchObject({
      kind: 'vehicle_label',
      op: 'replace',
      path: '/vehicles/0/labels',
      value: ['cooling', 'tail_lift'],
      amount: 1,
      unit: 'labels',
    });
    expectServedAfter(body, relaxation, 'lift');
  });

  it('extends a shift end by exactly the minutes the route runs over', () => {
    // 30 min out, 10 min service, 30 min back: 70 min against a 65-minute shift.
    const body = request(
      [truck({ shift: { start: at('08:00'), end: at('09:05') } })],
      [job('far', 30, { service_duration: 600 })],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'far');
    expect(relaxation).toMatchObject({
      kind: 'shift_end',
      path: '/vehicles/0/shift/end',
      value: at('09:10'),
      amount: 5,
    });
    expect(relaxation.message).toMatch(/^Served if truck_1's shift ended 5 min later/);
    expectServedAfter(body, relaxation, 'far');
  });

  it('extends max_trip_duration by exactly the minutes the trip runs over', () => {
    const body = request(
      [truck({ max_trip_duration: 3600 })],
      [job('far', 30, { service_duration: 600 })],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'far');
    expect(relaxation).toMatchObject({
      kind: 'max_trip_duration',
      path: '/vehicles/0/max_trip_duration',
      value: 4200,
      amount: 10,
    });
    expectServedAfter(body, relaxation, 'far');
  });

  // Two one-hour services that must both start 09:00-09:10 and together overload the truck:
  // no single window, shift, capacity or label change fits both; leaving one out does.
  const clash = request(
    [truck()],
    [
      job('low', 10, {
        priority: 2,
        demand: { weight: 800 },
        service_duration: 3600,
        time_windows: [{ start: at('09:00'), end: at('09:10') }],
      }),
      job('high', -10, {
        priority: 5,
        demand: { weight: 800 },
        service_duration: 3600,
        time_windows: [{ start: at('09:00'), end: at('09:10') }],
      }),
    ],
  );

  /**
   * The relaxation for `high` when the plan as given serves the low-priority job, which the
   * search itself would not leave like that.
   */
  const relaxHighBesideServedLow = (options?: Parameters<typeof suggestRelaxations>[4]) => {
    const adapted = adaptRequest(clash);
    const problem = new Problem(adapted.spec);
    const unassigned: Unassigned[] = [
      { id: 'high', kind: 'job', reason: 'PRIORITY_DROPPED', message: '-', violations: [] },
    ];
    suggestRelaxations(
      problem,
      [{ vehicle: 0, visits: [problem.taskFirst[0]] }],
      adapted.context,
      unassigned,
      options,
    );
    return unassigned[0].relaxation!;
  };

  it('drops a lower-priority job when nothing else fits', () => {
    const relaxation = relaxHighBesideServedLow();
    expect(relaxation).toMatchObject({
      kind: 'drop_job',
      op: 'remove',
      path: '/jobs/0',
      amount: 2,
      unit: 'priority',
      vehicle_id: 'truck_1',
      position: 1,
    });
    expect(relaxation.value).toBeUndefined();
    expect(relaxation.message).toContain('the lower-priority job low (priority 2) were dropped');
    expectServedAfter(clash, relaxation, 'high');
  });

  it('says so when nothing within the bounds helps', () => {
    // The solver serves the priority-5 job; the priority-2 one may drop nothing.
    const relaxation = relaxationFor(solveWithRelaxations(clash), 'low');
    expect(relaxation.kind).toBe('none');
    expect(relaxation.path).toBeUndefined();
    expect(relaxation.message).toMatch(/^No single change within the search bounds serves it/);
  });

  it('says so when the evaluation budget runs out first', () => {
    const relaxation = relaxHighBesideServedLow({
      budget: { evaluations: 3, evaluationsPerTask: 3, milliseconds: 60_000 },
    });
    expect(relaxation).toMatchObject({ kind: 'none' });
    expect(relaxation.message).toMatch(/stopped at its budget/);
  });
});

describe('ranking and protocol', () => {
  it('prefers the work’s own window over a shorter shift extension', () => {
    // truck_1 is back 5 min after its shift ends; truck_2 arrives 20 min after the window
    // closes. Either change alone serves it, and the window comes first whatever the minutes.
    const body = request(
      [
        truck({ shift: { start: at('08:00'), end: at('09:05') } }),
        truck({ id: 'truck_2', shift: { start: at('08:30'), end: at('16:00') } }),
      ],
      [
        job('both', 30, {
          service_duration: 600,
          time_windows: [{ start: at('08:00'), end: at('08:40') }],
        }),
      ],
    );
    const relaxation = relaxationFor(solveWithRelaxations(body), 'both');
    expect(relaxation).toMatchObject({
      kind: 'time_window_end',
      amount: 20,
      vehicle_id: 'truck_2',
    });
  });

  it('is not searched after a cancel, which answers with the plan so far at once', () => {
    const body = request(
      [truck()],
      [job('late', 17, { time_windows: [{ start: at('07:00'), end: at('08:05') }] })],
    );
    const cancelled = solve(body, { signal: { aborted: true }, suggestRelaxations: true });
    expect(cancelled.unassigned.map((item) => item.id)).toEqual(['late']);
    expect(cancelled.unassigned[0].relaxation).toBeUndefined();
  });

  it('is absent unless asked for, and the same on every run', () => {
    const body = request(
      [truck()],
      [job('late', 17, { time_windows: [{ start: at('07:00'), end: at('08:05') }] })],
    );
    expect(solve(body, { maxIterations: 50 }).unassigned[0].relaxation).toBeUndefined();
    const first = solveWithRelaxations(body);
    const second = solveWithRelaxations(body);
    expect(second.unassigned).toEqual(first.unassigned);
  });
});
