import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkSampleWorld } from './sampleWorld';

const page = (frontMatter: string, body: string) =>
  pageFromSource('concepts/x.mdx', `---\ntitle: "X"\n${frontMatter}---\n\n${body}\n`);

const fence = '```';

describe('sample world check', () => {
  it('accepts mentions that agree with src/data/sampleWorld.json', async () => {
    const agreeing = await page(
      '',
      [
        `${fence}json schema="integration#/components/schemas/BookingCreate"`,
        '{ "id": "bk_1001", "node_id": "node_alexanderplatz", "demand": { "weight": 180 }, "service_duration": 600 }',
        fence,
        '',
        '| Vehicle | Type | Capacity |',
        '| --- | --- | --- |',
        '| `van_03` | `vt_small_van` | 800 / 6 / 2 |',
        '',
        'The small van `van_04` (800 kg) takes `bk_1005` (310 kg, 1 m³, 1 pallet).',
        '',
        'One van serves `bk_1004`, `bk_1003` and `bk_1001` (750 kg).',
      ].join('\n'),
    );
    expect(formatAll(checkSampleWorld(agreeing))).toEqual([]);
  });

  it('reports a JSON value, a table cell and a prose figure that disagree, with their lines', async () => {
    const wrong = await page(
      '',
      [
        `${fence}json schema="stateless#/components/schemas/SolveRequest"`,
        '{ "vehicles": [{ "id": "van_02", "labels": ["cooling"], "costs": { "fixed": 45, "per_kilometre": 0.42, "per_hour": 28 } }],',
        '  "jobs": [{ "id": "bk_1003", "location": { "lat": 52.5, "lon": 13.3958 }, "time_windows": [] }] }',
        fence,
        '',
        '| Booking | `demand` | `service_duration` | `time_windows` |',
        '| --- | --- | --- | --- |',
        '| `bk_1001` | 300 kg, 3 m³ | 900 s | 07:00 to 08:00 |',
        '',
        'The vehicle type `vt_van_small` carries `van_03` (1200 kg).',
        '',
        `${fence}json schema="integration#/components/schemas/VehicleCreate"`,
        '{ "id": "van_03", "vehicle_type_id": "vt_van_small", "vehicle_type_ids": ["vt_van", "vt_truck_7t"] }',
        fence,
      ].join('\n'),
    );
    expect(formatAll(checkSampleWorld(wrong))).toEqual([
      'docs/concepts/x.mdx:5: van_02: labels ["cooling"], the sample world has []',
      'docs/concepts/x.mdx:5: van_02: costs {"fixed":45,"per_kilometre":0.42,"per_hour":28}, its type vt_van costs {"fixed":40,"per_kilometre":0.45,"per_hour":28}',
      'docs/concepts/x.mdx:5: bk_1003: time_windows any, the sample world has 06:45 to 11:00',
      'docs/concepts/x.mdx:5: bk_1003: location {"lat":52.5,"lon":13.3958}, the sample world has {"lat":52.4889,"lon":13.3958}',
      'docs/concepts/x.mdx:16: van_03: vehicle_type_id is "vt_van_small", the sample world has "vt_small_van"',
      'docs/concepts/x.mdx:16: vt_van_small: not a vehicle type of the sample world',
      'docs/concepts/x.mdx:16: vt_truck_7t: not a vehicle type of the sample world',
      'docs/concepts/x.mdx:12: bk_1001: demand.weight is 300, the sample world has 180',
      'docs/concepts/x.mdx:12: bk_1001: demand.volume is 3, the sample world has 1',
      'docs/concepts/x.mdx:12: bk_1001: service_duration 900 s, the sample world has 600 s',
      'docs/concepts/x.mdx:12: bk_1001: time_windows 07:00 to 08:00, the sample world has 07:15 to 10:00',
      'docs/concepts/x.mdx:14: van_03: capacity.weight is 1200, the sample world has 800',
    ]);
  });

  it('reports a name that differs from the world for a vehicle type, node, depot or project', async () => {
    const names = await page(
      '',
      [
        `${fence}json schema="integration#/components/schemas/VehicleTypeCreate"`,
        '{ "id": "vt_small_van", "name": "Small van 2.8 t", "capacity": { "weight": 800 } }',
        fence,
        '',
        '| Id | Name |',
        '| --- | --- |',
        '| `node_moabit` | Shop Moabit |',
        '| `depot_spandau` | Kestrel depot |',
        '| `vt_van` | Van 3.5 t |',
        '',
        `${fence}json schema="integration#/components/schemas/Project"`,
        '{ "id": "prj_berlin_daily", "name": "Berlin deliveries" }',
        fence,
      ].join('\n'),
    );
    expect(formatAll(checkSampleWorld(names))).toEqual([
      'docs/concepts/x.mdx:5: vt_small_van: name "Small van 2.8 t", the sample world has "Small van"',
      'docs/concepts/x.mdx:15: prj_berlin_daily: name "Berlin deliveries", the sample world has "Berlin daily deliveries"',
      'docs/concepts/x.mdx:12: depot_spandau: name "Kestrel depot", the sample world has "Kestrel DC Spandau"',
    ]);
  });

  it('reads the JSON body a curl example sends', async () => {
    const curl = await page(
      '',
      [
        '```bash',
        'curl -X POST "$INTEGRATION/bookings" -d \'{',
        '  "id": "bk_1009", "service_duration": 540 }\'',
        '```',
      ].join('\n'),
    );
    expect(formatAll(checkSampleWorld(curl))).toEqual([
      'docs/concepts/x.mdx:5: bk_1009: service_duration is 540, the sample world has 600',
    ]);
  });

  it('reads weights written before a booking id in a plain-text table about kilograms', async () => {
    const text = await page(
      '',
      ['```text title="Instance"', 'Demand (kg): A 180 (bk_1001), B 250 (bk_1003)', '```'].join(
        '\n',
      ),
    );
    expect(formatAll(checkSampleWorld(text))).toEqual([
      'docs/concepts/x.mdx:5: bk_1003: demand.weight is 250, the sample world has 240',
    ]);
  });

  it('exempts the ids a what-if page lists, and reports listed ids that do not vary', async () => {
    const whatIf = await page(
      'sample_world_varies: [bk_1003, bk_1002, bk_9999]\n',
      'Suppose `bk_1003` (500 kg) is twice as heavy.',
    );
    expect(formatAll(checkSampleWorld(whatIf))).toEqual([
      'docs/concepts/x.mdx: sample_world_varies names bk_9999, which is not a sample id',
      'docs/concepts/x.mdx: sample_world_varies lists bk_1002, but the page agrees with the sample world on it',
    ]);
  });
  it('reads the objects a live block or a JavaScript tab spells out, skipping computed values', async () => {
    const live = await page(
      '',
      [
        `${fence}jsx live`,
        'function Demo() {',
        '  const weight = 180;',
        '  const request = {',
        "    jobs: [{ id: 'bk_1001', demand: { weight }, service_duration: 600 },",
        "      { id: 'bk_1004', type: 'pickup', service_duration: 420 }],",
        '  };',
        '  return <p>{request.jobs.length}</p>;',
        '}',
        fence,
        '',
        `${fence}js`,
        "await fetch(url, { body: JSON.stringify({ id: 'van_03', capacity: { weight: 900 } }) });",
        fence,
      ].join('\n'),
    );
    expect(formatAll(checkSampleWorld(live))).toEqual([
      'docs/concepts/x.mdx:5: bk_1004: type is "pickup", the sample world has "delivery"',
      'docs/concepts/x.mdx:16: van_03: capacity.weight is 900, the sample world has 800',
    ]);
  });
});
