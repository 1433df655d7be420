import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { solve } from '../../../src/solver';
import { straightLineMetres, travelSeconds } from '../../../src/solver/geo';
import {
  preflightRequest,
  type PreflightCheck,
  type PreflightFinding,
} from '../../../src/solver/preflight';
import type { Shipment, SolveRequest } from '../../../src/solver/types';
import { headings, pageFromSource } from '../../support/mdx';
import { DEPOT, at, delivery, sampleRequest, van } from './fixtures';

const ROOT = path.resolve(__dirname, '../../..');

function findingsOf(request: SolveRequest, check: PreflightCheck): PreflightFinding[] {
  return preflightRequest(request).filter((finding) => finding.check === check);
}

function shipment(id: string, overrides: Partial<Shipment> = {}): Shipment {
  return {
    id,
    pickup: { location: { lat: 52.5219, lon: 13.4132 }, service_duration: 300 },
    delivery: { location: { lat: 52.4889, lon: 13.3958 }, service_duration: 300 },
    demand: { weight: 50 },
    ...overrides,
  };
}

describe('preflightRequest on a sound request', () => {
  it('finds nothing in the sample request', () => {
    expect(preflightRequest(sampleRequest())).toEqual([]);
  });

  it('finds nothing in the playground examples except what they show on purpose', () => {
    const dir = path.join(ROOT, 'src/plugins/playground/client/examples');
    const found: Record<string, string[]> = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const request = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SolveRequest;
      found[file] = [...new Set(preflightRequest(request).map((f) => `${f.severity} ${f.check}`))];
    }
    expect(found).toEqual({
      'city.json': [],
      'labels.json': ['error label_not_on_any_vehicle'],
      'pickup-delivery.json': [],
      // Solomon's services are longer than many windows; only their start is bound.
      'solomon-c101.json': ['warning service_longer_than_window'],
      'solomon-r101.json': [],
      'time-windows.json': [],
    });
  });
});

describe('time_window_order', () => {
  it('flags a window that ends before it starts, with the 422 code', () => {
    const request = sampleRequest();
    request.jobs![2].time_windows = [{ start: at('11:00'), end: at('10:00') }];
    expect(findingsOf(request, 'time_window_order')).toEqual([
      expect.objectContaining({
        severity: 'error',
        path: '/jobs/2/time_windows/0',
        code: 'time_window_order',
        link: '/problems/unprocessable',
      }),
    ]);
    expect(findingsOf(request, 'time_window_order')[0].message).toContain('3600 s (60 min)');
  });

  it('accepts a window of no length', () => {
    const request = sampleRequest();
    request.jobs![2].time_windows = [{ start: at('10:00'), end: at('10:00') }];
    expect(findingsOf(request, 'time_window_order')).toEqual([]);
  });
});

describe('swapped_coordinates', () => {
  it('flags a location whose lat and lon look swapped', () => {
    const request = sampleRequest();
    request.jobs![3].location = { lat: 13.3146, lon: 52.5058 };
    const [finding, ...rest] = findingsOf(request, 'swapped_coordinates');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', path: '/jobs/3/location' });
    expect(finding.message).toContain('swapped (lat 52.5058, lon 13.3146)');
  });

  it('flags a swapped vehicle start, and two swapped jobs among ten', () => {
    const request = sampleRequest();
    request.vehicles[1].start_location = { lat: DEPOT.lon, lon: DEPOT.lat };
    request.jobs![0].location = { lat: 13.4132, lon: 52.5219 };
    request.jobs![5].location = { lat: 13.4598, lon: 52.5103 };
    expect(findingsOf(request, 'swapped_coordinates').map((f) => f.path)).toEqual([
      '/vehicles/1/start_location',
      '/jobs/0/location',
      '/jobs/5/location',
    ]);
  });

  it('flags an out-of-range latitude as an error and says the swap would be valid', () => {
    const request = sampleRequest();
    request.jobs![0].location = { lat: 113.4, lon: 52.5 };
    const [finding] = findingsOf(request, 'swapped_coordinates');
    expect(finding).toMatchObject({ severity: 'error', path: '/jobs/0/location' });
    expect(finding.message).toContain('Swapped (lat 52.5, lon 113.4) they would be valid');
  });

  it('leaves a far location alone when swapping it would not bring it closer', () => {
    const request = sampleRequest();
    // Munich is far from Berlin, but (11.58, 48.14) is nowhere near Berlin either.
    request.jobs![3].location = { lat: 48.1374, lon: 11.5755 };
    expect(findingsOf(request, 'swapped_coordinates')).toEqual([]);
  });

  it('does not guess with fewer than three distinct places', () => {
    const request = sampleRequest({ jobs: [delivery('bk_1', 13.4132, 52.5219)] });
    expect(findingsOf(request, 'swapped_coordinates')).toEqual([]);
  });
});

describe('window_outside_shifts', () => {
  it('flags a job whose every window lies outside every shift', () => {
    const request = sampleRequest();
    request.jobs![4].time_windows = [
      { start: at('17:00'), end: at('18:00') },
      { start: at('04:00'), end: at('05:59') },
    ];
    const [finding] = findingsOf(request, 'window_outside_shifts');
    expect(finding).toMatchObject({
      severity: 'error',
      path: '/jobs/4/time_windows',
      unassigned: { kind: 'job', id: 'bk_1005', reason: 'TIME_WINDOW' },
    });
    expect(finding.message).toContain('2026-03-02T06:00:00+01:00 to 2026-03-02T16:00:00+01:00');
    expect(finding.message).toContain('will leave it unassigned');
  });

  it('accepts a window that meets a shift at its last second, and one of several shifts', () => {
    const request = sampleRequest();
    request.jobs![4].time_windows = [{ start: at('16:00'), end: at('16:20') }];
    request.jobs![5].time_windows = [{ start: at('17:00'), end: at('18:00') }];
    request.vehicles.push(van('van_late', { shift: { start: at('16:30'), end: at('20:00') } }));
    expect(findingsOf(request, 'window_outside_shifts')).toEqual([]);
  });

  it('compares instants, not the written offsets', () => {
    const request = sampleRequest();
    // 15:30Z is 16:30+01:00, after every shift; 14:30Z is 15:30+01:00, inside them.
    request.jobs![4].time_windows = [
      { start: '2026-03-02T15:30:00Z', end: '2026-03-02T15:45:00Z' },
    ];
    request.jobs![5].time_windows = [
      { start: '2026-03-02T14:30:00Z', end: '2026-03-02T14:45:00Z' },
    ];
    expect(findingsOf(request, 'window_outside_shifts').map((f) => f.path)).toEqual([
      '/jobs/4/time_windows',
    ]);
  });
});

describe('demand checks', () => {
  it('flags a dimension no vehicle carries', () => {
    const request = sampleRequest();
    request.jobs![1].demand = { weight: 100, pallet: 1 };
    const [finding] = findingsOf(request, 'demand_dimension_not_carried');
    expect(finding).toMatchObject({
      severity: 'error',
      path: '/jobs/1/demand/pallet',
      unassigned: { id: 'bk_1002', reason: 'CAPACITY' },
    });
    expect(finding.message).toContain('"weight", "pallets"');
  });

  it('accepts a zero amount of a dimension no vehicle carries', () => {
    const request = sampleRequest();
    request.jobs![1].demand = { weight: 100, pallet: 0 };
    expect(preflightRequest(request)).toEqual([]);
  });

  it('flags a demand above every capacity, naming the largest', () => {
    const request = sampleRequest();
    request.vehicles[1].capacity = { weight: 1500, pallets: 4 };
    request.jobs![1].demand = { weight: 1501 };
    const [finding] = findingsOf(request, 'demand_exceeds_capacity');
    expect(finding).toMatchObject({ path: '/jobs/1/demand/weight', severity: 'error' });
    expect(finding.message).toContain('largest is 1500 weight, on van_02');
  });

  it('accepts a demand equal to the largest capacity', () => {
    const request = sampleRequest();
    request.vehicles[1].capacity = { weight: 1500, pallets: 4 };
    request.jobs![1].demand = { weight: 1500 };
    expect(preflightRequest(request)).toEqual([]);
  });

  it('flags a demand that each dimension fits but no single vehicle', () => {
    const request = sampleRequest();
    request.vehicles[0].capacity = { weight: 1200, pallets: 2 };
    request.vehicles[1].capacity = { weight: 600, pallets: 6 };
    request.jobs![1].demand = { weight: 900, pallets: 3 };
    const [finding] = findingsOf(request, 'demand_exceeds_capacity');
    expect(finding).toMatchObject({ path: '/jobs/1/demand', severity: 'error' });
    expect(finding.message).toContain('van_01 has 2 pallets; van_02 has 600 weight');
    request.jobs![1].demand = { weight: 600, pallets: 3 };
    expect(findingsOf(request, 'demand_exceeds_capacity')).toEqual([]);
  });

  it('checks a shipment the same way', () => {
    const request = sampleRequest({ jobs: [], shipments: [shipment('sh_1')] });
    request.shipments![0].demand = { weight: 5000 };
    expect(findingsOf(request, 'demand_exceeds_capacity')[0]).toMatchObject({
      path: '/shipments/0/demand/weight',
      unassigned: { kind: 'shipment', id: 'sh_1', reason: 'CAPACITY' },
    });
  });
});

describe('label_not_on_any_vehicle', () => {
  it('flags a label no vehicle has, and points out a case-only difference', () => {
    const request = sampleRequest();
    request.jobs![6].required_labels = ['Cooling'];
    const [finding] = findingsOf(request, 'label_not_on_any_vehicle');
    expect(finding).toMatchObject({
      severity: 'error',
      path: '/jobs/6/required_labels/0',
      unassigned: { id: 'bk_1007', reason: 'VEHICLE_LABEL' },
    });
    expect(finding.message).toContain('a vehicle has "cooling"');
  });

  it('flags labels that are each on a vehicle but never together', () => {
    const request = sampleRequest();
    request.vehicles[1].labels = ['tail_lift'];
    request.jobs![6].required_labels = ['cooling', 'tail_lift'];
    expect(findingsOf(request, 'label_not_on_any_vehicle')[0]).toMatchObject({
      path: '/jobs/6/required_labels',
    });
    request.vehicles[1].labels = ['tail_lift', 'cooling'];
    expect(preflightRequest(request)).toEqual([]);
  });
});

describe('service_longer_than_window', () => {
  it('warns when the service outlasts a window, without making it an error', () => {
    const request = sampleRequest();
    request.jobs![0].service_duration = 2400;
    request.jobs![0].time_windows = [{ start: at('09:00'), end: at('09:30') }];
    expect(findingsOf(request, 'service_longer_than_window')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: '/jobs/0/service_duration',
        message: expect.stringContaining(
          'lasts 1800 s (30 min): service only has to start inside the window, so it may end 600 s (10 min)',
        ) as string,
      }),
    ]);
    expect(findingsOf(request, 'service_longer_than_window')[0].unassigned).toBeUndefined();
  });

  it('accepts a service exactly as long as its window', () => {
    const request = sampleRequest();
    request.jobs![0].service_duration = 1800;
    request.jobs![0].time_windows = [{ start: at('09:00'), end: at('09:30') }];
    expect(preflightRequest(request)).toEqual([]);
  });
});

describe('delivery_before_pickup', () => {
  const windowed = (pickup: [string, string], drop: [string, string], service = 300) =>
    sampleRequest({
      jobs: [],
      shipments: [
        shipment('sh_1', {
          pickup: {
            location: { lat: 52.5219, lon: 13.4132 },
            service_duration: service,
            time_windows: [{ start: at(pickup[0]), end: at(pickup[1]) }],
          },
          delivery: {
            location: { lat: 52.4889, lon: 13.3958 },
            time_windows: [{ start: at(drop[0]), end: at(drop[1]) }],
          },
        }),
        shipment('sh_2'),
      ],
    });

  it('flags a delivery window that closes before the pickup window opens', () => {
    const [finding] = findingsOf(
      windowed(['12:00', '13:00'], ['09:00', '11:00']),
      'delivery_before_pickup',
    );
    expect(finding).toMatchObject({
      severity: 'error',
      path: '/shipments/0/delivery/time_windows',
      unassigned: { kind: 'shipment', id: 'sh_1', reason: 'TIME_WINDOW' },
    });
    expect(finding.message).toContain('closes at 2026-03-02T11:00:00+01:00');
  });

  it('counts the pickup service, and accepts a delivery window that closes as it ends', () => {
    expect(
      findingsOf(windowed(['12:00', '13:00'], ['09:00', '12:04']), 'delivery_before_pickup'),
    ).toHaveLength(1);
    expect(
      findingsOf(windowed(['12:00', '13:00'], ['09:00', '12:05']), 'delivery_before_pickup'),
    ).toEqual([]);
  });
});

describe('max_trip_too_short', () => {
  const nearest = { lat: 52.5058, lon: 13.3146 };
  /** The solver's own out-and-back from the depot to bk_1004, the nearest shop, with service. */
  const outAndBack = 2 * travelSeconds(straightLineMetres(DEPOT, nearest), 30) + 300;

  it('warns about a vehicle that cannot reach even the nearest job and back', () => {
    const request = sampleRequest();
    request.vehicles[0].max_trip_duration = outAndBack - 1;
    const findings = findingsOf(request, 'max_trip_too_short');
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'warning', path: '/vehicles/0/max_trip_duration' }),
    ]);
    expect(findings[0].message).toContain(`bk_1004: ${outAndBack} s`);
    expect(findings[0].message).toContain('at 30 km/h');
  });

  it('accepts a limit equal to that out-and-back', () => {
    const request = sampleRequest();
    request.vehicles[0].max_trip_duration = outAndBack;
    expect(preflightRequest(request)).toEqual([]);
  });

  it('uses options.speed_kmh as the solver does', () => {
    const request = sampleRequest({ options: { speed_kmh: 60 } });
    request.vehicles[0].max_trip_duration = outAndBack - 1;
    expect(findingsOf(request, 'max_trip_too_short')).toEqual([]);
  });

  it('uses the matrices when the request has them', () => {
    const far = { lat: 52.6, lon: 13.5 };
    const request: SolveRequest = {
      vehicles: [van('van_01', { max_trip_duration: 1000 })],
      jobs: [delivery('bk_1', far.lat, far.lon)],
      matrices: {
        locations: [DEPOT, far],
        durations: [
          [0, 200],
          [200, 0],
        ],
        distances: [
          [0, 2000],
          [2000, 0],
        ],
      },
    };
    expect(findingsOf(request, 'max_trip_too_short')).toEqual([]);
    request.matrices!.durations = [
      [0, 400],
      [400, 0],
    ];
    expect(findingsOf(request, 'max_trip_too_short').map((f) => f.severity)).toEqual([
      'warning',
      'error',
    ]);
  });

  it('makes a job an error only when no vehicle can reach it', () => {
    const request = sampleRequest();
    request.vehicles[0].max_trip_duration = 600;
    request.vehicles[1].max_trip_duration = 600;
    const errors = findingsOf(request, 'max_trip_too_short').filter((f) => f.severity === 'error');
    expect(errors).toHaveLength(10);
    expect(errors[0]).toMatchObject({
      path: '/jobs/0',
      unassigned: { reason: 'MAX_TRIP_DURATION' },
    });
    delete request.vehicles[1].max_trip_duration;
    expect(findingsOf(request, 'max_trip_too_short').map((f) => f.path)).toEqual([
      '/vehicles/0/max_trip_duration',
    ]);
  });
});

describe('the solve agrees with each error', () => {
  /** Each planted cause alone, and the reason the solver then gives. */
  const cases: [string, (request: SolveRequest) => void][] = [
    [
      'window outside every shift',
      (r) => (r.jobs![4].time_windows = [{ start: at('17:00'), end: at('18:00') }]),
    ],
    ['dimension not carried', (r) => (r.jobs![4].demand = { crates: 2 })],
    ['demand above every capacity', (r) => (r.jobs![4].demand = { weight: 2000 })],
    ['label on no vehicle', (r) => (r.jobs![4].required_labels = ['tail_lift'])],
    [
      'max trip shorter than every out-and-back',
      (r) => r.vehicles.forEach((v) => (v.max_trip_duration = 1200)),
    ],
  ];
  it.each(cases)('%s', (_name, plant) => {
    const request = sampleRequest();
    plant(request);
    const errors = preflightRequest(request).filter((f) => f.unassigned);
    expect(errors.length).toBeGreaterThan(0);
    const response = solve(request, { maxIterations: 200 });
    for (const error of errors) {
      expect(response.unassigned.find((u) => u.id === error.unassigned!.id)?.reason).toBe(
        error.unassigned!.reason,
      );
    }
  });

  it('a shipment delivered before its pickup opens', () => {
    const request = sampleRequest({
      jobs: [],
      shipments: [
        shipment('sh_1', {
          pickup: {
            location: { lat: 52.5219, lon: 13.4132 },
            time_windows: [{ start: at('12:00'), end: at('13:00') }],
          },
          delivery: {
            location: { lat: 52.4889, lon: 13.3958 },
            time_windows: [{ start: at('09:00'), end: at('11:00') }],
          },
        }),
      ],
    });
    const [error] = preflightRequest(request);
    expect(error.check).toBe('delivery_before_pickup');
    const response = solve(request, { maxIterations: 200 });
    expect(response.unassigned.map((u) => [u.id, u.reason])).toEqual([['sh_1', 'TIME_WINDOW']]);
  });
});

describe('links', () => {
  it('every finding links to a page and heading that exist', async () => {
    const request = sampleRequest();
    request.jobs![0].time_windows = [{ start: at('11:00'), end: at('10:00') }];
    request.jobs![1].location = { lat: 13.4098, lon: 52.5387 };
    request.jobs![2].time_windows = [{ start: at('17:00'), end: at('18:00') }];
    request.jobs![3].demand = { crates: 1 };
    request.jobs![4].demand = { weight: 5000 };
    request.jobs![5].required_labels = ['tail_lift'];
    request.jobs![6].service_duration = 4000;
    request.jobs![6].time_windows = [{ start: at('09:00'), end: at('10:00') }];
    request.vehicles[0].max_trip_duration = 60;
    request.shipments = [
      shipment('sh_1', {
        pickup: {
          location: { lat: 52.5219, lon: 13.4132 },
          time_windows: [{ start: at('12:00'), end: at('13:00') }],
        },
        delivery: {
          location: { lat: 52.4889, lon: 13.3958 },
          time_windows: [{ start: at('09:00'), end: at('10:00') }],
        },
      }),
    ];
    const findings = preflightRequest(request);
    const checks = new Set(findings.map((f) => f.check));
    expect(checks.size).toBe(9);
    for (const { link, check } of findings) {
      const [route, anchor] = link.split('#');
      const file = path.join(ROOT, `${route.slice(1)}.mdx`);
      expect(existsSync(file), `${check}: ${link}`).toBe(true);
      if (!anchor) continue;
      const page = await pageFromSource(route.replace(/^\/docs\//, ''), readFileSync(file, 'utf8'));
      expect(
        headings(page.tree!).map((heading) => heading.id),
        `${check}: ${link}`,
      ).toContain(anchor);
    }
  });
});
