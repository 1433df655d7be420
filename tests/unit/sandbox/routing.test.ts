import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { createSandbox, type Sandbox } from '../../../src/sandbox/sandbox';
import { call, token, type Json } from './client';

const PROJECT = '/routing/v1/projects/prj_berlin_daily';
const VANS = { vehicle_ids: ['van_01', 'van_02', 'van_03', 'van_04'] };

async function optimized(sandbox: Sandbox, bearer: string): Promise<string> {
  const started = await call(sandbox, bearer, {
    method: 'POST',
    url: `${PROJECT}/optimizations`,
    body: JSON.stringify(VANS),
  });
  expect(started.status).toBe(202);
  const id = String(started.json?.id);
  const polled = await call(sandbox, bearer, {
    method: 'GET',
    url: `${PROJECT}/optimizations/${id}`,
  });
  expect(polled.json?.status).toBe('completed');
  return id;
}

async function progress(sandbox: Sandbox, bearer: string, bookingId: string, status: string) {
  const response = await call(sandbox, bearer, {
    method: 'POST',
    url: `/integration/v1/bookings/${bookingId}/progress`,
    body: JSON.stringify({ status, occurred_at: '2026-03-02T06:40:00+01:00' }),
  });
  expect(response.status).toBe(201);
}

describe('sandbox: Routing API', () => {
  it('optimizes the sample day: 202 queued, 409 while queued, completed on poll, routes, bookings planned, events', async () => {
    const sandbox = createSandbox({ origin: 'http://localhost:4010' });
    const bearer = await token(sandbox);
    const started = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/optimizations`,
      body: JSON.stringify({ ...VANS, options: { objective: 'min_cost', time_limit: 60 } }),
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ id: 'opt_0001', status: 'queued', summary: null });
    expect(started.headers.location).toBe(
      'http://localhost:4010/routing/v1/projects/prj_berlin_daily/optimizations/opt_0001',
    );
    const second = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/optimizations`,
      body: JSON.stringify(VANS),
    });
    expect(second.status).toBe(409);
    expect(second.json?.type).toBe('https://docs.example.com/problems/optimization-running');

    const polled = await call(sandbox, bearer, {
      method: 'GET',
      url: `${PROJECT}/optimizations/opt_0001`,
    });
    expect(polled.json).toMatchObject({
      status: 'completed',
      summary: { vehicles_used: 2, unassigned_count: 1, distance: 63306 },
    });
    const routes = await call(sandbox, bearer, {
      method: 'GET',
      url: `${PROJECT}/optimizations/opt_0001/routes`,
    });
    const data = routes.json?.data as Json[];
    expect(data.map((route) => route.id)).toEqual(['route_0302_van_01', 'route_0302_van_03']);
    const served = data.flatMap((route) =>
      (route.stops as Json[]).flatMap((stop) => (stop.booking_id ? [stop.booking_id] : [])),
    );
    expect(served.sort()).toEqual([
      'bk_1001',
      'bk_1002',
      'bk_1003',
      'bk_1004',
      'bk_1005',
      'bk_1006',
      'bk_1007',
      'bk_1008',
      'bk_1009',
    ]);
    const unassigned = await call(sandbox, bearer, {
      method: 'GET',
      url: `${PROJECT}/optimizations/opt_0001/unassigned`,
    });
    expect(unassigned.json?.data).toEqual([
      expect.objectContaining({ booking_id: 'bk_1010', reason: 'TIME_WINDOW' }),
    ]);
    const booking = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/bookings/bk_1002',
    });
    expect(booking.json).toMatchObject({ status: 'planned', route_id: 'route_0302_van_01' });
    const types = sandbox.events().map((event) => event.type);
    expect(types.filter((type) => type === 'booking.status_changed')).toHaveLength(9);
    expect(types.filter((type) => type === 'route.updated')).toHaveLength(2);
    expect(types.at(-1)).toBe('optimization.completed');
    const events = await call(sandbox, bearer, { method: 'GET', url: '/integration/v1/events' });
    expect((events.json?.data as Json[]).length).toBe(12);

    // A second run replaces the planned routes and gives them their ids back.
    await optimized(sandbox, bearer);
    const listed = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/routes',
    });
    expect((listed.json?.data as Json[]).map((route) => [route.id, route.optimization_id])).toEqual(
      [
        ['route_0302_van_01', 'opt_0002'],
        ['route_0302_van_03', 'opt_0002'],
      ],
    );
    expect(sandbox.events().at(-2)?.data).toMatchObject({ change: 'replaced' });
  });

  it('gives the same routes, byte for byte, in two fresh sandboxes', async () => {
    const run = async () => {
      const sandbox = createSandbox();
      const bearer = await token(sandbox);
      const id = await optimized(sandbox, bearer);
      return (
        await call(sandbox, bearer, { method: 'GET', url: `${PROJECT}/optimizations/${id}/routes` })
      ).body;
    };
    expect(await run()).toBe(await run());
  });

  it('keeps a preassigned booking on its vehicle', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const put = await call(sandbox, bearer, {
      method: 'PUT',
      url: `${PROJECT}/preassignments`,
      body: JSON.stringify({
        preassignments: [{ vehicle_id: 'van_02', booking_ids: ['bk_1008'] }],
      }),
    });
    expect(put.status).toBe(200);
    const twice = await call(sandbox, bearer, {
      method: 'PUT',
      url: `${PROJECT}/preassignments`,
      body: JSON.stringify({
        preassignments: [
          { vehicle_id: 'van_02', booking_ids: ['bk_1008'] },
          { vehicle_id: 'van_03', booking_ids: ['bk_1008'] },
        ],
      }),
    });
    expect(twice.status).toBe(422);
    expect(twice.json?.errors).toEqual([
      expect.objectContaining({ path: '/preassignments/1/booking_ids/0', code: 'duplicate_id' }),
    ]);
    await optimized(sandbox, bearer);
    const booking = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/bookings/bk_1008',
    });
    expect(booking.json).toMatchObject({ status: 'planned', route_id: 'route_0302_van_02' });
  });

  it('is 422 limit-exceeded when the project has more than 5,000 open bookings', async () => {
    const sandbox = createSandbox();
    let bearer = await token(sandbox);
    for (let index = 0; index < 4991; index++) {
      // Each request moves the clock one second; a token lasts 3600 s.
      if (index % 3000 === 2999) bearer = await token(sandbox);
      const created = await sandbox.handle({
        method: 'POST',
        url: '/integration/v1/bookings',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          project_id: 'prj_berlin_daily',
          type: 'delivery',
          node_id: 'node_moabit',
        }),
      });
      expect(created.status).toBe(201);
    }
    bearer = await token(sandbox);
    const started = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/optimizations`,
      body: '{}',
    });
    expect(started.status).toBe(422);
    expect(started.json).toMatchObject({
      type: 'https://docs.example.com/problems/limit-exceeded',
      detail: 'The project has 5,001 open bookings; one optimization plans at most 5,000.',
      errors: [expect.objectContaining({ path: '/booking_ids', code: 'limit_exceeded' })],
    });
  }, 120_000);

  it('recalculates ETAs only for a dispatched route: 422 while planned, 200 and eta.updated after a dispatched progress update', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    await optimized(sandbox, bearer);
    const body = JSON.stringify({
      as_of: '2026-03-02T06:50:00+01:00',
      positions: [
        {
          vehicle_id: 'van_01',
          location: { lat: 52.5401, lon: 13.3712 },
          recorded_at: '2026-03-02T06:49:40+01:00',
        },
      ],
    });
    const planned = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/eta-recalculations`,
      body,
    });
    expect(planned.status).toBe(422);
    expect(planned.json?.errors).toEqual([
      expect.objectContaining({ path: '/positions/0/vehicle_id', code: 'invalid_reference' }),
    ]);
    await progress(sandbox, bearer, 'bk_1002', 'dispatched');
    expect(sandbox.events().at(-1)).toMatchObject({
      type: 'route.updated',
      data: { route_id: 'route_0302_van_01', change: 'dispatched', status: 'dispatched' },
    });
    const recalculated = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/eta-recalculations`,
      body,
    });
    expect(recalculated.status).toBe(200);
    const route = (recalculated.json?.routes as Json[])[0]!;
    expect(route.route_id).toBe('route_0302_van_01');
    const stops = route.stops as Json[];
    expect(stops.at(-1)).toMatchObject({ booking_id: null });
    expect(stops).toHaveLength(5);
    expect(sandbox.events().at(-1)).toMatchObject({
      type: 'eta.updated',
      data: { route_id: 'route_0302_van_01' },
    });
    const stored = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/routes/route_0302_van_01',
    });
    expect((stored.json?.stops as Json[])[1]!.eta).toBe(stops[0]!.eta);
  });

  it('ranks insertion options for a late booking, applies rank 1, and is 409 insertion-stale after', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    await optimized(sandbox, bearer);
    // bk_1010 now accepts delivery until 09:30 (the spec's example).
    const widened = await call(sandbox, bearer, {
      method: 'PATCH',
      url: '/integration/v1/bookings/bk_1010',
      body: JSON.stringify({
        time_windows: [{ start: '2026-03-02T07:00:00+01:00', end: '2026-03-02T09:30:00+01:00' }],
      }),
    });
    expect(widened.status).toBe(200);
    const found = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions`,
      body: JSON.stringify({ booking_id: 'bk_1010', max_options: 3 }),
    });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ status: 'feasible', unassigned: [] });
    const options = found.json?.options as Json[];
    expect(options.map((option) => option.rank)).toEqual([1, 2, 3]);
    const costs = options.map((option) => Number(option.added_cost));
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(
      Date.parse(String(found.json?.expires_at)) - Date.parse(String(found.json?.created_at)),
    ).toBe(600_000);
    const planned = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions`,
      body: JSON.stringify({ booking_id: 'bk_1001' }),
    });
    expect(planned.status).toBe(422);

    const insertionId = String(found.json?.id);
    const applied = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions/${insertionId}/apply`,
      body: JSON.stringify({ rank: 1 }),
    });
    expect(applied.status).toBe(200);
    expect(applied.json?.id).toBe(options[0]!.route_id);
    const stops = applied.json?.stops as Json[];
    expect(stops[Number(options[0]!.position) + 1]).toMatchObject({
      booking_id: 'bk_1010',
      arrival: options[0]!.arrival,
    });
    expect(sandbox.events().at(-1)).toMatchObject({
      type: 'route.updated',
      data: { change: 'booking_inserted' },
    });
    const again = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions/${insertionId}/apply`,
      body: JSON.stringify({ rank: 2 }),
    });
    expect(again.status).toBe(409);
    expect(again.json?.type).toBe('https://docs.example.com/problems/insertion-stale');
  });

  it('is 409 insertion-stale once the options are older than 10 minutes', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    await optimized(sandbox, bearer);
    await call(sandbox, bearer, {
      method: 'PATCH',
      url: '/integration/v1/bookings/bk_1010',
      body: JSON.stringify({
        time_windows: [{ start: '2026-03-02T07:00:00+01:00', end: '2026-03-02T09:30:00+01:00' }],
      }),
    });
    const found = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions`,
      body: JSON.stringify({ booking_id: 'bk_1010' }),
    });
    sandbox.advanceClock(600);
    const expired = await call(sandbox, bearer, {
      method: 'POST',
      url: `${PROJECT}/insertions/${String(found.json?.id)}/apply`,
      body: JSON.stringify({ rank: 1 }),
    });
    expect(expired.status).toBe(409);
    expect(expired.json?.detail).toMatch(/expired/);
  });
});

describe('sandbox: simulations', () => {
  it('copies the project without the excluded vans (template and request merged) and optimizes the copy', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const template = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/simulation-templates',
      body: JSON.stringify({
        name: 'Fleet minus one',
        overrides: { exclude_vehicle_ids: ['van_04'] },
      }),
    });
    expect(template.status).toBe(201);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/simulations',
      body: JSON.stringify({
        source_project_id: 'prj_berlin_daily',
        name: 'Without van_03 and van_04',
        template_id: template.json?.id,
        overrides: { exclude_vehicle_ids: ['van_03'] },
      }),
    });
    expect(created.status).toBe(201);
    expect((created.json?.overrides as Json).exclude_vehicle_ids).toEqual(['van_04', 'van_03']);
    const projectId = String(created.json?.project_id);
    const filter = encodeURIComponent(`project_id eq '${projectId}'`);
    const vehicles = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/vehicles?filter=${filter}`,
    });
    expect((vehicles.json?.data as Json[]).map((vehicle) => vehicle.id)).toEqual([
      'van_01',
      'van_02',
    ]);
    const bookings = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/bookings?filter=${filter}`,
    });
    expect((bookings.json?.data as Json[]).map((booking) => booking.status)).toEqual(
      Array(10).fill('open'),
    );
    const started = await call(sandbox, bearer, {
      method: 'POST',
      url: `/routing/v1/projects/${projectId}/optimizations`,
      body: '{}',
    });
    expect(started.status).toBe(202);
    const polled = await call(sandbox, bearer, {
      method: 'GET',
      url: `/routing/v1/projects/${projectId}/optimizations/${String(started.json?.id)}`,
    });
    expect(polled.json?.status).toBe('completed');
    const source = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/bookings/bk_1001',
    });
    expect(source.json?.status).toBe('open');
    const unknown = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/simulations',
      body: JSON.stringify({
        source_project_id: 'prj_berlin_daily',
        name: 'Unknown van',
        overrides: { exclude_vehicle_ids: ['van_09'] },
      }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.errors).toEqual([
      expect.objectContaining({
        path: '/overrides/exclude_vehicle_ids/0',
        code: 'invalid_reference',
      }),
    ]);
  });
});

describe('sandbox: Stateless insertions, tokens, webhooks, pagination', () => {
  it('answers the spec example of POST /insertions with its options', async () => {
    const spec = parse(readFileSync('openapi/stateless.yaml', 'utf8')) as Json;
    const operation = ((spec.paths as Json)['/insertions'] as Json).post as Json;
    const example = (operation.requestBody as Json).content as Json;
    const request = ((example['application/json'] as Json).examples as Json).late_booking as Json;
    const documented = (
      ((((operation.responses as Json)['200'] as Json).content as Json)['application/json'] as Json)
        .examples as Json
    ).late_booking as Json;
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'stateless:solve');
    const response = await call(sandbox, bearer, {
      method: 'POST',
      url: '/stateless/v1/insertions',
      body: JSON.stringify(request.value),
    });
    expect(response.status).toBe(200);
    const shape = (options: Json[]) =>
      options.map((option) => [
        option.vehicle_id,
        option.position,
        option.added_distance,
        option.added_duration,
        Math.round(Number(option.added_cost) * 100) / 100,
      ]);
    expect(shape(response.json?.options as Json[])).toEqual(
      shape((documented.value as Json).options as Json[]),
    );
  });

  it('answers reversed windows of POST /insertions at once as 422 time_window_order, the new job under /new_job', async () => {
    const spec = parse(readFileSync('openapi/stateless.yaml', 'utf8')) as Json;
    const operation = ((spec.paths as Json)['/insertions'] as Json).post as Json;
    const examples = (((operation.requestBody as Json).content as Json)['application/json'] as Json)
      .examples as Json;
    const body = structuredClone((examples.late_booking as Json).value) as {
      jobs: Array<{ time_windows?: Array<{ start: string; end: string }> }>;
      new_job: { time_windows: Array<{ start: string; end: string }> };
    };
    const reverse = (window: { start: string; end: string }) =>
      ([window.start, window.end] = [window.end, window.start]);
    reverse(body.new_job.time_windows[0]!);
    const planned = body.jobs.findIndex((job) => (job.time_windows ?? []).length > 0);
    reverse(body.jobs[planned]!.time_windows![0]!);
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'stateless:solve');
    const response = await call(sandbox, bearer, {
      method: 'POST',
      url: '/stateless/v1/insertions',
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
    expect(
      (response.json?.errors as Json[]).map((error) => [error.path, error.code]).sort(),
    ).toEqual(
      [
        [`/jobs/${planned}/time_windows/0`, 'time_window_order'],
        ['/new_job/time_windows/0', 'time_window_order'],
      ].sort(),
    );
  });

  it('is 401 once the token has expired on the sandbox clock', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'integration:read');
    const url = '/integration/v1/projects/prj_berlin_daily';
    expect((await call(sandbox, bearer, { method: 'GET', url })).status).toBe(200);
    sandbox.advanceClock(3600);
    const expired = await call(sandbox, bearer, { method: 'GET', url });
    expect(expired.status).toBe(401);
    expect(expired.json?.detail).toMatch(/expired/);
  });

  it('signs webhook deliveries with HMAC-SHA256 of `<t>.<body>` under the subscription secret', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/webhook-subscriptions',
      body: JSON.stringify({
        url: 'https://hooks.example.com/routekit',
        event_types: ['booking.status_changed'],
      }),
    });
    expect(created.status).toBe(201);
    const secret = String(created.json?.secret);
    await progress(sandbox, bearer, 'bk_1001', 'cancelled');
    const [delivery] = sandbox.deliveries();
    expect(delivery).toBeDefined();
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery!.headers['x-signature']!);
    expect(match).not.toBeNull();
    const expected = createHmac('sha256', secret)
      .update(`${match![1]}.${delivery!.body}`)
      .digest('hex');
    expect(match![2]).toBe(expected);
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'booking.status_changed' });
  });

  it('pages through the event feed with next_cursor across several pages, up to an empty one', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    await optimized(sandbox, bearer);
    const all = await call(sandbox, bearer, { method: 'GET', url: '/integration/v1/events' });
    const ids: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let data: Json[];
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await call(sandbox, bearer, {
        method: 'GET',
        url: `/integration/v1/events?limit=5${query}`,
      });
      data = page.json?.data as Json[];
      expect(data.length).toBeLessThanOrEqual(5);
      ids.push(...data.map((event) => event.id));
      cursor = page.json?.next_cursor as string | null;
      pages += 1;
    } while (data.length > 0);
    // The feed never ends (read oldest first): the page after the last event is empty.
    const events = (all.json?.data as Json[]).map((event) => event.id);
    expect(events.length).toBeGreaterThan(5);
    expect(pages).toBe(Math.ceil(events.length / 5) + 1);
    expect(typeof cursor).toBe('string');
    expect(ids).toEqual(events);
  });
});
