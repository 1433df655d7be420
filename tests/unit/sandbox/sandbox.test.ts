import { describe, expect, it } from 'vitest';

import { createSandbox } from '../../../src/sandbox/sandbox';
import { call, token } from './client';
import { operations } from './responseValidator';

/** One van at the Spandau depot for the sample day, the vehicle of the Stateless tests below. */
const SHIFT = { start: '2026-03-02T06:00:00+01:00', end: '2026-03-02T16:00:00+01:00' };
const VAN = { id: 'v1', start_location: { lat: 52.5447, lon: 13.2365 }, shift: SHIFT };

describe('sandbox', () => {
  it('routes all 93 operations of the three specs (401 without a token, validated)', async () => {
    const sandbox = createSandbox();
    const all = operations();
    expect(all).toHaveLength(93);
    for (const operation of all) {
      const url = operation.path.replace(/\{[^}]+\}/g, 'x');
      const response = await call(sandbox, undefined, { method: operation.method, url });
      expect(response.status, `${operation.method} ${url}`).toBe(401);
    }
  });

  it('answers the quickstart: token, then the project', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'integration:read');
    const response = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/projects/prj_berlin_daily',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: 'prj_berlin_daily', time_zone: 'Europe/Berlin' });
    expect(response.headers.ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
  });

  it('is 403 insufficient-scope when the token lacks the operation scope (write does not include read)', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'integration:write');
    const response = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/bookings',
    });
    expect(response.status).toBe(403);
    expect(response.json?.type).toBe('https://docs.example.com/problems/insufficient-scope');
  });

  it('is 401 with an unknown token and 400 validation-failed with unknown_field', async () => {
    const sandbox = createSandbox();
    expect(
      (await call(sandbox, 'nope', { method: 'GET', url: '/integration/v1/bookings' })).status,
    ).toBe(401);
    const bearer = await token(sandbox);
    const response = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/customers',
      body: JSON.stringify({ name: 'Kiosk', colour: 'red' }),
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors).toEqual([
      expect.objectContaining({ path: '/colour', code: 'unknown_field' }),
    ]);
  });

  it('creates, reads, pages, filters and deletes; 422 for a dangling reference', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/customers',
      body: JSON.stringify({ name: 'Kiosk Mitte' }),
    });
    expect(created.status).toBe(201);
    expect(created.json?.id).toBe('cus_0001');
    const first = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/bookings?limit=4',
    });
    expect((first.json?.data as unknown[]).length).toBe(4);
    const cursor = String(first.json?.next_cursor);
    const rest = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/bookings?limit=500&cursor=${encodeURIComponent(cursor)}`,
    });
    expect((rest.json?.data as unknown[]).length).toBe(6);
    expect(rest.json?.next_cursor).toBeNull();
    const filtered = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/bookings?filter=${encodeURIComponent("priority ge 8 and status eq 'open'")}`,
    });
    for (const booking of filtered.json?.data as { priority: number }[])
      expect(booking.priority).toBeGreaterThanOrEqual(8);
    const badFilter = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/bookings?filter=${encodeURIComponent('colour eq 1')}`,
    });
    expect(badFilter.status).toBe(400);
    const dangling = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/nodes',
      body: JSON.stringify({
        project_id: 'prj_nowhere',
        name: 'X',
        location: { lat: 52.5, lon: 13.4 },
      }),
    });
    expect(dangling.status).toBe(422);
    const deleted = await call(sandbox, bearer, {
      method: 'DELETE',
      url: '/integration/v1/customers/cus_0001',
    });
    expect(deleted.status).toBe(204);
  });

  it('replays an Idempotency-Key with the same body and is 409 with another body', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const send = (name: string) =>
      call(sandbox, bearer, {
        method: 'POST',
        url: '/integration/v1/customers',
        headers: { 'Idempotency-Key': 'key-1' },
        body: JSON.stringify({ name }),
      });
    const first = await send('A');
    const replay = await send('A');
    expect(replay.body).toBe(first.body);
    const reused = await send('B');
    expect(reused.status).toBe(409);
    expect(reused.json?.type).toBe('https://docs.example.com/problems/idempotency-key-reused');
  });

  it('is 409 invalid-transition for a progress update the diagram lacks, and emits events for allowed ones', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const progress = (status: string) =>
      call(sandbox, bearer, {
        method: 'POST',
        url: '/integration/v1/bookings/bk_1001/progress',
        body: JSON.stringify({ status, occurred_at: '2026-03-02T07:00:00+01:00' }),
      });
    expect((await progress('en_route')).status).toBe(409);
    expect((await progress('cancelled')).status).toBe(201);
    const events = await call(sandbox, bearer, { method: 'GET', url: '/integration/v1/events' });
    expect(events.json?.data).toEqual([
      expect.objectContaining({
        type: 'booking.status_changed',
        data: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);
  });

  it('solves a Stateless request with the real solver and queues a job deterministically', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'stateless:solve');
    const problem = {
      vehicles: [VAN],
      jobs: [{ id: 'j1', type: 'delivery', location: { lat: 52.5219, lon: 13.4132 } }],
    };
    const solved = await call(sandbox, bearer, {
      method: 'POST',
      url: '/stateless/v1/solve',
      body: JSON.stringify(problem),
    });
    expect(solved.status).toBe(200);
    expect(solved.json?.status).toBe('solved');
    const job = await call(sandbox, bearer, {
      method: 'POST',
      url: '/stateless/v1/jobs',
      body: JSON.stringify(problem),
    });
    expect(job.status).toBe(202);
    const polled = await call(sandbox, bearer, {
      method: 'GET',
      url: `/stateless/v1/jobs/${String(job.json?.id)}`,
    });
    expect(polled.json?.status).toBe('completed');
  });

  it('answers the pre-flight 422 cases as the docs name them, and certain misses in unassigned[]', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'stateless:solve');
    const job = (id: string, start: string, end: string) => ({
      id,
      type: 'delivery',
      location: { lat: 52.5219, lon: 13.4132 },
      time_windows: [{ start: `2026-03-02T${start}:00+01:00`, end: `2026-03-02T${end}:00+01:00` }],
    });
    const post = (body: unknown) =>
      call(sandbox, bearer, {
        method: 'POST',
        url: '/stateless/v1/solve',
        body: JSON.stringify(body),
      });

    const reversed = await post({
      vehicles: [{ ...VAN, shift: { start: SHIFT.end, end: SHIFT.start } }],
      jobs: [job('j1', '11:00', '10:00')],
    });
    expect(reversed.status).toBe(422);
    expect(reversed.json?.type).toBe('https://docs.example.com/problems/unprocessable');
    expect(reversed.json?.errors).toEqual([
      expect.objectContaining({ path: '/vehicles/0/shift', code: 'time_window_order' }),
      expect.objectContaining({ path: '/jobs/0/time_windows/0', code: 'time_window_order' }),
    ]);

    const outside = await post({
      vehicles: [VAN],
      jobs: [job('j1', '09:00', '10:00'), job('j2', '17:00', '18:00')],
    });
    expect(outside.status).toBe(200);
    expect(outside.json?.unassigned).toEqual([
      expect.objectContaining({ id: 'j2', reason: 'TIME_WINDOW' }),
    ]);
  });

  it('returns the smallest fix of unassigned work, valid against the spec', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox, 'stateless:solve');
    const problem = {
      vehicles: [{ ...VAN, labels: ['cooling'] }],
      jobs: [
        {
          id: 'j1',
          type: 'delivery',
          location: { lat: 52.5219, lon: 13.4132 },
          required_labels: ['tail_lift'],
        },
      ],
      options: { time_limit: 1 },
    };
    const solved = await call(sandbox, bearer, {
      method: 'POST',
      url: '/stateless/v1/solve',
      body: JSON.stringify(problem),
    });
    expect(solved.status).toBe(200);
    const [item] = solved.json?.unassigned as { relaxation?: Record<string, unknown> }[];
    expect(item.relaxation).toMatchObject({
      kind: 'vehicle_label',
      op: 'replace',
      path: '/vehicles/0/labels',
      value: ['cooling', 'tail_lift'],
      vehicle_id: 'v1',
      position: 1,
    });
  });

  it('gives the same bytes for the same calls in two fresh sandboxes', async () => {
    const run = async () => {
      const sandbox = createSandbox();
      const bearer = await token(sandbox);
      const bodies: string[] = [];
      for (const request of [
        { method: 'POST', url: '/integration/v1/customers', body: JSON.stringify({ name: 'A' }) },
        { method: 'GET', url: '/integration/v1/customers' },
        { method: 'GET', url: '/integration/v1/bookings?limit=3' },
      ])
        bodies.push((await call(sandbox, bearer, request)).body);
      return bodies;
    };
    expect(await run()).toEqual(await run());
  });
});
