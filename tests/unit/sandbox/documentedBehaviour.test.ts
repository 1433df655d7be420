/**
 * Behaviour the docs and the specs state, which the executable docs found the sandbox lacking:
 * settings defaults, the simulation status sequence, chosen ids, tracking-link URLs and the ids
 * of a simulation's copy.
 */
import { describe, expect, it } from 'vitest';

import { createSandbox } from '../../../src/sandbox/sandbox';
import { call, token, type Json } from './client';

describe('sandbox: what the docs state', () => {
  it('fills in every project setting the create leaves out, from the spec defaults', async () => {
    const sandbox = createSandbox({ world: 'empty' });
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/projects',
      body: JSON.stringify({
        name: 'Hamburg',
        time_zone: 'Europe/Berlin',
        capacity_dimensions: ['weight'],
        settings: { routing_profile: 'van' },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.json?.settings).toEqual({
      soft_time_windows: false,
      lateness_penalty_per_hour: 0,
      max_lateness: 3600,
      default_service_duration: 300,
      routing_profile: 'van',
    });
  });

  it('answers a new simulation and a clone with copying, and ready on the next read; a clone keeps the live source_project_id', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/simulations',
      body: JSON.stringify({ source_project_id: 'prj_berlin_daily', name: 'Copy' }),
    });
    expect(created.json?.status).toBe('copying');
    const id = String(created.json?.id);
    const read = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/simulations/${id}`,
    });
    expect(read.json?.status).toBe('ready');
    const clone = await call(sandbox, bearer, {
      method: 'POST',
      url: `/integration/v1/simulations/${id}/clone`,
      body: JSON.stringify({ name: 'Clone' }),
    });
    expect(clone.json?.status).toBe('copying');
    expect(clone.json?.source_project_id).toBe('prj_berlin_daily');
  });

  it('keeps the id a caller chooses for a webhook subscription, and its test delivery gets 204', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/webhook-subscriptions',
      body: JSON.stringify({
        id: 'whsub_erp_sync',
        url: 'https://erp.kestrel.example.com/hooks/routing',
        event_types: ['pod.captured'],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.json?.id).toBe('whsub_erp_sync');
    const read = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/webhook-subscriptions/whsub_erp_sync',
    });
    expect(read.status).toBe(200);
    const test = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/webhook-subscriptions/whsub_erp_sync/test',
    });
    // The stand-in endpoint answers as docs/howto/webhooks.mdx tells a receiver to.
    expect(test.json).toMatchObject({ delivered: true, status_code: 204 });
  });

  it('ends the event feed, read oldest first, with a cursor that returns the events after it', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const subscribe = () =>
      call(sandbox, bearer, {
        method: 'POST',
        url: '/integration/v1/webhook-subscriptions',
        body: JSON.stringify({
          url: 'https://erp.kestrel.example.com/hooks',
          event_types: ['pod.captured'],
        }),
      });
    const testDelivery = async () => {
      const { json } = await subscribe();
      await call(sandbox, bearer, {
        method: 'POST',
        url: `/integration/v1/webhook-subscriptions/${String(json?.id)}/test`,
      });
    };
    const feed = (query: string) =>
      call(sandbox, bearer, { method: 'GET', url: `/integration/v1/events?${query}` });
    await testDelivery();
    const first = await feed('limit=100');
    expect((first.json?.data as Json[]).length).toBe(1);
    const cursor = first.json?.next_cursor as string;
    expect(typeof cursor).toBe('string');
    // Nothing new yet: an empty page that keeps the same position.
    const idle = await feed(`cursor=${cursor}`);
    expect(idle.json).toEqual({ data: [], next_cursor: cursor });
    await testDelivery();
    const later = await feed(`cursor=${cursor}`);
    expect((later.json?.data as Json[]).map((event) => event.type)).toEqual(['webhook.test']);
    // Newest first has an end, as every other list.
    expect((await feed('sort=-created_at')).json?.next_cursor).toBeNull();
  });

  it('gives a tracking link the /t/<token> URL of the spec, the token being the id without trk_', async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/bookings/bk_1001/tracking-links',
      body: '{}',
    });
    expect(created.status).toBe(201);
    expect(created.json?.id).toBe('trk_0001');
    expect(created.json?.url).toBe('https://track.example.com/t/0001');
  });

  it("keeps the source's ids in a simulation's copy, in the project prj_<simulation id>", async () => {
    const sandbox = createSandbox();
    const bearer = await token(sandbox);
    const created = await call(sandbox, bearer, {
      method: 'POST',
      url: '/integration/v1/simulations',
      body: JSON.stringify({
        source_project_id: 'prj_berlin_daily',
        name: 'Without van_04',
        overrides: { exclude_vehicle_ids: ['van_04'] },
      }),
    });
    const projectId = String(created.json?.project_id);
    expect(projectId).toBe(`prj_${String(created.json?.id)}`);
    const filter = encodeURIComponent(`project_id eq '${projectId}'`);
    const vehicles = await call(sandbox, bearer, {
      method: 'GET',
      url: `/integration/v1/vehicles?filter=${filter}`,
    });
    expect((vehicles.json?.data as Json[]).map((vehicle) => vehicle.id)).toEqual([
      'van_01',
      'van_02',
      'van_03',
    ]);
    expect((vehicles.json?.data as Json[])[0]).toMatchObject({
      start_depot_id: 'depot_spandau',
      vehicle_type_id: 'vt_cooled_van',
    });
    // The live objects are still the ones the ids name.
    const live = await call(sandbox, bearer, {
      method: 'GET',
      url: '/integration/v1/vehicles/van_04',
    });
    expect(live.json?.project_id).toBe('prj_berlin_daily');
  });
});
