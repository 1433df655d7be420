/**
 * Writes the playground's example requests to src/plugins/playground/client/examples/*.json: four
 * built from the sample world (src/data/sampleWorld.ts: the bookings' demand, service duration,
 * priority and required labels, the vehicles' capacity and labels, their types' prices) and two
 * Solomon VRPTW instances (C101, R101) from ../shared/bench/solomon, converted to planar metres.
 * Run after changing the sample world: `npx tsx scripts/build-playground-examples.ts`; the output
 * is committed. What the examples add on purpose (the returns shipments, the two-hour windows and
 * lunch breaks of `time-windows`) is invented here and says so below.
 *
 * Solomon conversion: one coordinate unit = 1 km (x 1000 m) and speed 60 km/h, so one unit of
 * distance takes one minute, and Solomon's time units become minutes after 00:00 UTC. Travel time
 * then equals Euclidean distance as in the published scoring (rounded to whole seconds).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { bookings, sampleWorld as world, vehicleType } from '../src/data/sampleWorld';
import { parseSolomon, type SolomonNode } from './solomon';

const OUT_DIR = path.resolve(__dirname, '../src/plugins/playground/client/examples');
const SOLOMON_DIR = path.resolve(__dirname, '../../shared/bench/solomon');

type Json = Record<string, unknown>;

const depotLocation = world.depot.location;
const shift = world.shift;
const at = (time: string): string => `2026-03-02T${time}:00+01:00`;
/** The speed the docs' examples assume without matrices (docs/concepts/timewindow_model.mdx). */
const SPEED_KMH = 30;

function van(index: number, extra: Json = {}): Json {
  const vehicle = world.vehicles[index]!;
  return {
    id: vehicle.id,
    start_location: depotLocation,
    shift,
    capacity: vehicle.capacity,
    labels: vehicle.labels,
    costs: vehicleType(vehicle.id)!.costs,
    ...extra,
  };
}

/** The booking delivered to the shop at `index` of world.shops, as the world states it. */
function shopJob(index: number, extra: Json = {}): Json {
  const shop = world.shops[index]!;
  const booking = bookings.get(shop.booking)!;
  return {
    id: booking.id,
    type: booking.type,
    location: shop.location,
    demand: booking.demand,
    service_duration: booking.service_duration,
    priority: booking.priority,
    ...(booking.required_labels.length > 0 ? { required_labels: booking.required_labels } : {}),
    ...extra,
  };
}

function city(): Json {
  return {
    vehicles: [0, 1, 2, 3].map((i) => van(i)),
    jobs: world.shops.map((_, i) => shopJob(i)),
    options: { objective: 'min_cost', time_limit: 3, seed: 1, speed_kmh: SPEED_KMH },
  };
}

function pickupDelivery(): Json {
  // Returns and transfers between shops: each shipment is picked up at one shop and dropped
  // at another by the same van.
  const pairs: Array<[number, number, number]> = [
    [0, 3, 2],
    [1, 6, 1],
    [2, 8, 1],
    [4, 9, 2],
    [5, 7, 1],
    [8, 0, 1],
  ];
  return {
    vehicles: [van(1), van(3)],
    shipments: pairs.map(([from, to, pallets], i) => ({
      id: `sh_${String(i + 1).padStart(2, '0')}`,
      pickup: { location: world.shops[from]!.location, service_duration: 300 },
      delivery: { location: world.shops[to]!.location, service_duration: 300 },
      demand: { pallets },
    })),
    jobs: [shopJob(3), shopJob(7)],
    options: { time_limit: 3, seed: 1, speed_kmh: SPEED_KMH },
  };
}

function timeWindows(): Json {
  // Invented: a two-hour window at every shop (the world's bookings have few), so that this
  // example is about windows and breaks.
  const windows: Array<[string, string]> = [
    ['07:00', '09:00'],
    ['08:00', '10:00'],
    ['09:30', '11:00'],
    ['07:00', '08:30'],
    ['11:00', '13:00'],
    ['10:00', '12:00'],
    ['12:30', '14:30'],
    ['07:30', '09:30'],
    ['13:00', '15:00'],
    ['08:30', '10:30'],
  ];
  const lunch = (id: string): Json[] => [
    {
      id,
      time_window: { start: at('11:30'), end: at('13:30') },
      duration: 1800,
    },
  ];
  return {
    vehicles: [
      van(0, { breaks: lunch('lunch_van_01') }),
      van(1, { breaks: lunch('lunch_van_02') }),
      // van_03: bk_1005 needs its tail lift.
      van(2, { breaks: lunch('lunch_van_03'), max_trip_duration: 6 * 3600 }),
    ],
    jobs: world.shops.map((_, i) =>
      shopJob(i, {
        time_windows: [{ start: at(windows[i]![0]), end: at(windows[i]![1]) }],
      }),
    ),
    options: { time_limit: 3, seed: 1, speed_kmh: SPEED_KMH },
  };
}

function labels(): Json {
  return {
    vehicles: [van(0), van(1), van(3)],
    // bk_1002 needs van_01's cooling; bk_1005 needs the tail lift of van_03, which stays home,
    // so it is unassignable.
    jobs: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => shopJob(i)),
    options: { time_limit: 3, seed: 1, speed_kmh: SPEED_KMH },
  };
}

function minutesToTimestamp(minutes: number): string {
  return new Date(Date.UTC(2026, 2, 2) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

function solomon(name: string): Json {
  const {
    vehicleCount: vehicles,
    capacity,
    depot,
    customers,
  } = parseSolomon(readFileSync(path.join(SOLOMON_DIR, `${name}.txt`), 'utf8'));
  const planar = (node: SolomonNode) => ({ x: node.x * 1000, y: node.y * 1000 });
  return {
    vehicles: Array.from({ length: vehicles }, (_, i) => ({
      id: `v${String(i + 1).padStart(2, '0')}`,
      start_location: planar(depot),
      shift: { start: minutesToTimestamp(depot.ready), end: minutesToTimestamp(depot.due) },
      capacity: { units: capacity },
    })),
    jobs: customers.map((node) => ({
      id: `c${node.id}`,
      type: 'delivery',
      location: planar(node),
      demand: { units: node.demand },
      service_duration: node.service * 60,
      time_windows: [{ start: minutesToTimestamp(node.ready), end: minutesToTimestamp(node.due) }],
    })),
    options: { objective: 'min_vehicles', time_limit: 10, seed: 1, speed_kmh: 60 },
  };
}

const examples: Record<string, Json> = {
  city: city(),
  'pickup-delivery': pickupDelivery(),
  'time-windows': timeWindows(),
  labels: labels(),
  'solomon-c101': solomon('C101'),
  'solomon-r101': solomon('R101'),
};

for (const [id, request] of Object.entries(examples)) {
  const file = path.join(OUT_DIR, `${id}.json`);
  writeFileSync(file, `${JSON.stringify(request, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
