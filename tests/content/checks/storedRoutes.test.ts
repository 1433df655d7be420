import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import { checkStoredRoutes } from './storedRoutes';

const depot = '{ "lat": 52.5447, "lon": 13.2365 }';
const moabit = '{ "lat": 52.5263, "lon": 13.342 }';

/** van_01 to Moabit (bk_1009, window from 06:20, 600 s service) and back: 7423 m each way, 891 s. */
function route(start: string, arrival: string, waiting: number, figures: string): string {
  return [
    '```json schema="routing#/components/schemas/RouteList"',
    `{ "data": [{ "vehicle_id": "van_01", ${figures}, "stops": [`,
    `  { "type": "start", "location": ${depot}, "arrival": "2026-03-02T${start}+01:00", "departure": "2026-03-02T${start}+01:00", "waiting": 0, "load_after": { "weight": 200, "volume": 2 } },`,
    `  { "type": "delivery", "booking_id": "bk_1009", "location": ${moabit}, "arrival": "2026-03-02T${arrival}+01:00", "departure": "2026-03-02T06:30:00+01:00", "waiting": ${waiting}, "load_after": { "weight": 0, "volume": 0 }, "distance_from_previous": 7423 },`,
    `  { "type": "end", "location": ${depot}, "arrival": "2026-03-02T06:44:51+01:00", "departure": "2026-03-02T06:44:51+01:00", "waiting": 0, "distance_from_previous": 7423 }`,
    '] }] }',
    '```',
  ].join('\n');
}

const insertion = (addedCost: number) =>
  [
    '```json schema="routing#/components/schemas/ProjectInsertion"',
    `{ "options": [{ "vehicle_id": "van_02", "added_cost": ${addedCost}, "added_distance": 186, "added_duration": 960 }] }`,
    '```',
  ].join('\n');

const check = async (body: string) =>
  formatAll(
    checkStoredRoutes(await pageFromSource('howto/x.mdx', `---\ntitle: "X"\n---\n\n${body}\n`)),
  );

describe('stored route check', () => {
  it('accepts a route and an insertion that the sample world gives', async () => {
    const good = route(
      '06:05:09',
      '06:20:00',
      0,
      '"cost": 65.21, "distance": 14846, "duration": 2382',
    );
    expect(await check(`${good}\n\n${insertion(7.55)}`)).toEqual([]);
  });

  it('reports waiting at the first stop, wrong totals and a mispriced insertion', async () => {
    const waits = route(
      '06:00:00',
      '06:14:51',
      309,
      '"cost": 65.21, "distance": 14846, "duration": 2382',
    );
    expect(await check(`${waits}\n\n${insertion(6.34)}`)).toEqual([
      'docs/howto/x.mdx:5: van_01: waits 309 s at its first stop instead of leaving later (departure rule)',
      'docs/howto/x.mdx:5: van_01: duration 2382, start to end is 2691 s',
      'docs/howto/x.mdx:13: van_02: added_cost 6.34, vt_van prices give 7.55 for 186 m and 960 s',
    ]);
  });

  it('reports a leg, a load and a cost that do not follow from the world', async () => {
    const wrong = route(
      '06:05:09',
      '06:20:00',
      0,
      '"cost": 66.21, "distance": 14846, "duration": 2382',
    )
      .replace('"weight": 200, "volume": 2', '"weight": 260, "volume": 2')
      .replace('"arrival": "2026-03-02T06:44:51+01:00"', '"arrival": "2026-03-02T06:45:51+01:00"');
    expect(await check(wrong)).toEqual([
      'docs/howto/x.mdx:5: van_01: start: load_after.weight 260, the bookings give 200',
      'docs/howto/x.mdx:5: van_01: end: arrival 2026-03-02T06:45:51+01:00, but 2026-03-02T06:30:00+01:00 plus the leg is 2026-03-02T06:44:51+01:00',
      'docs/howto/x.mdx:5: van_01: duration 2382, start to end is 2442 s',
      'docs/howto/x.mdx:5: van_01: cost 66.21, vt_cooled_van prices give 65.21 for 14846 m and 2382 s',
    ]);
  });
});
