import type { Job, SolveRequest, Vehicle } from '../../../src/solver/types';

/** Small deterministic PRNG for generating test instances (independent of the solver's). */
export function testRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export const DAY = '2026-03-02';

export function at(hhmm: string, offset = '+01:00'): string {
  return `${DAY}T${hhmm}:00${offset}`;
}

export const DEPOT = { lat: 52.5447, lon: 13.2365 };

/** A Berlin van in the sample-world style (Kestrel Wholesale, depot in Spandau). */
export function van(id: string, overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    start_location: DEPOT,
    shift: { start: at('06:00'), end: at('16:00') },
    capacity: { weight: 1200, pallets: 4 },
    labels: [],
    ...overrides,
  };
}

export function delivery(id: string, lat: number, lon: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    type: 'delivery',
    location: { lat, lon },
    demand: { weight: 100, pallets: 1 },
    service_duration: 300,
    ...overrides,
  };
}

/** The ten sample-world shops as delivery jobs. */
export const SHOPS: [string, number, number][] = [
  ['bk_1001', 52.5219, 13.4132],
  ['bk_1002', 52.5387, 13.4098],
  ['bk_1003', 52.4889, 13.3958],
  ['bk_1004', 52.5058, 13.3146],
  ['bk_1005', 52.4811, 13.4351],
  ['bk_1006', 52.5103, 13.4598],
  ['bk_1007', 52.4862, 13.3505],
  ['bk_1008', 52.5503, 13.359],
  ['bk_1009', 52.5263, 13.342],
  ['bk_1010', 52.529, 13.401],
];

export function sampleRequest(overrides: Partial<SolveRequest> = {}): SolveRequest {
  return {
    vehicles: [van('van_01', { labels: ['cooling'] }), van('van_02')],
    jobs: SHOPS.map(([id, lat, lon]) => delivery(id, lat, lon)),
    options: { time_limit: 2, seed: 1 },
    ...overrides,
  };
}

/** A planar instance with `count` random jobs around a depot at (0, 0). */
export function randomPlanarRequest(seed: number, count: number, vehicles = 3): SolveRequest {
  const rand = testRandom(seed);
  const jobs: Job[] = [];
  for (let i = 0; i < count; i++) {
    const startHour = 7 + Math.floor(rand() * 6);
    jobs.push({
      id: `job_${i}`,
      type: rand() < 0.8 ? 'delivery' : 'pickup',
      location: { x: Math.round((rand() - 0.5) * 20000), y: Math.round((rand() - 0.5) * 20000) },
      demand: { weight: 50 + Math.floor(rand() * 150) },
      service_duration: 120 + Math.floor(rand() * 300),
      time_windows:
        rand() < 0.5
          ? [
              {
                start: at(`${String(startHour).padStart(2, '0')}:00`),
                end: at(`${String(startHour + 2).padStart(2, '0')}:00`),
              },
            ]
          : [],
      priority: 1 + Math.floor(rand() * 10),
    });
  }
  return {
    vehicles: Array.from({ length: vehicles }, (_, k) => ({
      id: `truck_${k + 1}`,
      start_location: { x: 0, y: 0 },
      shift: { start: at('06:00'), end: at('16:00') },
      capacity: { weight: 1000 },
      costs: { fixed: 10, per_kilometre: 1, per_hour: 20 },
    })),
    jobs,
    options: { time_limit: 5, seed: 3, speed_kmh: 40 },
  };
}
