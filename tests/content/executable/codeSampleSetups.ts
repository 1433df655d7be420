/**
 * What an integrator has done before an `x-codeSamples` entry makes sense, by operation: the
 * calls, made through the sandbox's own API before the sample runs, each with its reason. A
 * request body is the create sample's own body, so a setup follows the reference's story.
 * Ids the sandbox numbers itself (optimizations, insertions, jobs, events, simulations), and the
 * fresh copy a delete removes, stand in for the example's id in the sample's source.
 */
import { sampleWorld } from '../../../src/data/sampleWorld';

import { operationSamples } from './codeSamples';
import type { SandboxSession } from './sandboxSession';

export interface SetupCall {
  method: 'GET' | 'POST' | 'PATCH';
  /** `{prev}` is the `id` the previous call answered. */
  url: string;
  body?: Record<string, unknown>;
}

export interface SampleSetup {
  /** Why the sample needs these calls (or this world), in one line. */
  reason: string;
  calls: SetupCall[];
  /** `empty`: the sample runs in an account without the sample world (the page key of the same name). */
  world?: 'sample' | 'empty';
  /** An example id -> the call (index) whose answer's id (or `field`, a dotted path) replaces it. */
  ids?: Record<string, { call: number; field?: string }>;
}

/** The JSON body of an operation's curl sample (its heredoc). */
function sampleBody(operation: string): Record<string, unknown> {
  const curl = operationSamples().find((sample) => sample.operation === operation)?.step.variants
    .curl?.body;
  const json = curl ? /<<'JSON'\n([\s\S]*?)\nJSON/.exec(curl)?.[1] : undefined;
  if (!json) throw new Error(`${operation} has no curl sample with a JSON body`);
  return JSON.parse(json) as Record<string, unknown>;
}

const PROJECT = '/routing/v1/projects/prj_berlin_daily';
const integration = (path: string): string => `/integration/v1${path}`;
const create = (path: string, body = sampleBody(`integration POST ${path}`)): SetupCall => ({
  method: 'POST',
  url: integration(path),
  body,
});
/** A create of another object like the sample world's, under a free id. */
const createCopy = (path: string, id: string): SetupCall =>
  create(path, { ...sampleBody(`integration POST ${path}`), id });

const optimize: SetupCall[] = [
  {
    method: 'POST',
    url: `${PROJECT}/optimizations`,
    body: sampleBody('routing POST /projects/{project_id}/optimizations'),
  },
  // Polling it is how an integrator sees the run finish.
  { method: 'GET', url: `${PROJECT}/optimizations/{prev}` },
];
const driver = create('/drivers');
// The compound zone sample subtracts `zone_mitte`, which no create sample defines: a rectangle
// around Mitte, otherwise like the inner ring.
const zoneMitte = create('/zones', {
  ...sampleBody('integration POST /zones'),
  id: 'zone_mitte',
  name: 'Mitte',
  polygon: [
    { lat: 52.5335, lon: 13.3765 },
    { lat: 52.5335, lon: 13.4225 },
    { lat: 52.5065, lon: 13.4225 },
    { lat: 52.5065, lon: 13.3765 },
  ],
});
const compoundZone = [create('/zones'), zoneMitte, create('/compound-zones')];
const arrived = {
  method: 'POST',
  url: integration('/bookings/bk_1009/progress'),
  body: sampleBody('integration POST /bookings/{booking_id}/progress'),
} as const;

const OPTIMIZED = 'an optimization has run: routes and planned bookings exist only after one';
const CREATED = 'the integrator created the object the sample reads, changes or deletes';
const FRESH_COPY =
  'the sample world refers to the example object, so the delete removes a fresh copy';
const optimizationIds = { opt_01HV7R2M4N: { call: 0 } };

export const CODE_SAMPLE_SETUPS: Record<string, SampleSetup> = {
  'integration GET /customers/{customer_id}': { reason: CREATED, calls: [create('/customers')] },
  'integration PATCH /customers/{customer_id}': { reason: CREATED, calls: [create('/customers')] },
  'integration DELETE /customers/{customer_id}': { reason: CREATED, calls: [create('/customers')] },
  'integration GET /drivers/{driver_id}': { reason: CREATED, calls: [driver] },
  'integration PATCH /drivers/{driver_id}': { reason: CREATED, calls: [driver] },
  'integration DELETE /drivers/{driver_id}': { reason: CREATED, calls: [driver] },
  'integration GET /zones/{zone_id}': { reason: CREATED, calls: [create('/zones')] },
  'integration PATCH /zones/{zone_id}': { reason: CREATED, calls: [create('/zones')] },
  'integration DELETE /zones/{zone_id}': { reason: CREATED, calls: [create('/zones')] },
  'integration POST /nodes': {
    reason: 'the customer the node belongs to exists',
    calls: [create('/customers')],
  },
  'integration POST /vehicles': { reason: 'the driver the vehicle names exists', calls: [driver] },
  'integration POST /compound-zones': {
    reason: 'a compound zone combines zones the integrator created first',
    calls: [create('/zones'), zoneMitte],
  },
  'integration GET /compound-zones/{compound_zone_id}': { reason: CREATED, calls: compoundZone },
  'integration PATCH /compound-zones/{compound_zone_id}': { reason: CREATED, calls: compoundZone },
  'integration DELETE /compound-zones/{compound_zone_id}': { reason: CREATED, calls: compoundZone },
  'integration GET /simulation-templates/{template_id}': {
    reason: CREATED,
    calls: [create('/simulation-templates')],
  },
  'integration PATCH /simulation-templates/{template_id}': {
    reason: CREATED,
    calls: [create('/simulation-templates')],
  },
  'integration DELETE /simulation-templates/{template_id}': {
    reason: CREATED,
    calls: [create('/simulation-templates')],
  },
  'integration GET /simulations/{simulation_id}': {
    reason: CREATED,
    calls: [create('/simulations')],
    ids: { sim_01HV7T8K2P: { call: 0 } },
  },
  'integration DELETE /simulations/{simulation_id}': {
    reason: CREATED,
    calls: [create('/simulations')],
    ids: { sim_01HV7T8K2P: { call: 0 } },
  },
  'integration POST /simulations/{simulation_id}/clone': {
    reason: CREATED,
    calls: [create('/simulations')],
    ids: { sim_01HV7T8K2P: { call: 0 } },
  },
  'integration GET /webhook-subscriptions/{subscription_id}': {
    reason: CREATED,
    calls: [create('/webhook-subscriptions')],
  },
  'integration PATCH /webhook-subscriptions/{subscription_id}': {
    reason: CREATED,
    calls: [create('/webhook-subscriptions')],
  },
  'integration DELETE /webhook-subscriptions/{subscription_id}': {
    reason: CREATED,
    calls: [create('/webhook-subscriptions')],
  },
  'integration POST /webhook-subscriptions/{subscription_id}/test': {
    reason: CREATED,
    calls: [create('/webhook-subscriptions')],
  },
  'integration DELETE /depots/{depot_id}': {
    reason: FRESH_COPY,
    calls: [createCopy('/depots', 'depot_spare')],
    ids: { depot_spandau: { call: 0 } },
  },
  'integration DELETE /nodes/{node_id}': {
    reason: FRESH_COPY,
    calls: [create('/customers'), createCopy('/nodes', 'node_spare')],
    ids: { node_alexanderplatz: { call: 1 } },
  },
  'integration DELETE /projects/{project_id}': {
    reason: FRESH_COPY,
    calls: [createCopy('/projects', 'prj_spare')],
    ids: { prj_berlin_daily: { call: 0 } },
  },
  'integration POST /vehicle-types': {
    reason:
      "the sample creates the sample world's cooled van type, so it runs in an account with only the world's project, before any fleet; the examples name only the world's three types",
    calls: [
      create('/projects', { ...sampleBody('integration POST /projects'), ...sampleWorld.project }),
    ],
    world: 'empty',
  },
  'integration DELETE /vehicle-types/{vehicle_type_id}': {
    reason: FRESH_COPY,
    calls: [createCopy('/vehicle-types', 'vt_spare')],
    ids: { vt_cooled_van: { call: 0 } },
  },
  'integration GET /routes/{route_id}': { reason: OPTIMIZED, calls: optimize },
  'integration GET /events/{event_id}': {
    reason: 'an event exists once something happened: here, an optimization completed',
    calls: [...optimize, { method: 'GET', url: integration('/events?limit=1') }],
    ids: { evt_01HV7U0A01: { call: 2, field: 'data.0.id' } },
  },
  'integration POST /bookings/{booking_id}/progress': {
    reason: `${OPTIMIZED}; the driver the update names exists`,
    calls: [driver, ...optimize],
  },
  'integration GET /bookings/{booking_id}/pod': {
    reason: 'a proof exists once the driver arrived at the planned booking and captured it',
    calls: [
      driver,
      ...optimize,
      arrived,
      {
        method: 'POST',
        url: integration('/bookings/bk_1009/pod'),
        body: sampleBody('integration POST /bookings/{booking_id}/pod'),
      },
    ],
  },
  'routing GET /projects/{project_id}/optimizations/{optimization_id}': {
    reason: 'an optimization was started',
    calls: optimize.slice(0, 1),
    ids: optimizationIds,
  },
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/routes': {
    reason: OPTIMIZED,
    calls: optimize,
    ids: optimizationIds,
  },
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/unassigned': {
    reason: OPTIMIZED,
    calls: optimize,
    ids: optimizationIds,
  },
  'routing POST /projects/{project_id}/optimizations/{optimization_id}/cancel': {
    reason: 'an optimization was started and is still queued',
    calls: optimize.slice(0, 1),
    ids: optimizationIds,
  },
  'routing POST /projects/{project_id}/eta-recalculations': {
    reason:
      'only a dispatched route has ETAs: an optimization planned it and bk_1009 was dispatched',
    calls: [
      ...optimize,
      {
        method: 'POST',
        url: integration('/bookings/bk_1009/progress'),
        body: { status: 'dispatched', occurred_at: '2026-03-02T06:00:00+01:00' },
      },
    ],
  },
  'routing POST /projects/{project_id}/insertions/{insertion_id}/apply': {
    reason:
      'the plan was made before the late order bk_1010 (07:00-09:30, as in the live-insertion guide) came in; its insertion was requested',
    calls: [
      {
        method: 'PATCH',
        url: integration('/bookings/bk_1010'),
        body: {
          time_windows: [{ start: '2026-03-02T07:00:00+01:00', end: '2026-03-02T09:30:00+01:00' }],
        },
      },
      {
        ...optimize[0]!,
        body: {
          ...optimize[0]!.body,
          booking_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `bk_100${n}`),
        },
      },
      optimize[1]!,
      {
        method: 'POST',
        url: `${PROJECT}/insertions`,
        body: sampleBody('routing POST /projects/{project_id}/insertions'),
      },
    ],
    ids: { ins_01HV7S0B8C: { call: 3 } },
  },
  'stateless GET /jobs/{job_id}': {
    reason: 'a solve job was submitted',
    calls: [
      { method: 'POST', url: '/stateless/v1/jobs', body: sampleBody('stateless POST /jobs') },
    ],
    ids: { sj_01HV7Q9ZK3: { call: 0 } },
  },
  'stateless GET /jobs/{job_id}/solution': {
    reason: 'a solve job was submitted and has finished',
    calls: [
      { method: 'POST', url: '/stateless/v1/jobs', body: sampleBody('stateless POST /jobs') },
      { method: 'GET', url: '/stateless/v1/jobs/{prev}' },
    ],
    ids: { sj_01HV7Q9ZK3: { call: 0 } },
  },
  'stateless POST /jobs/{job_id}/cancel': {
    reason: 'a solve job was submitted and is still queued',
    calls: [
      { method: 'POST', url: '/stateless/v1/jobs', body: sampleBody('stateless POST /jobs') },
    ],
    ids: { sj_01HV7Q9ZK3: { call: 0 } },
  },
};

function fieldOf(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * Makes the setup's calls in `session` with a token of `scopes`, outside the recorded exchanges,
 * and returns the sample's source with the example ids replaced. A failing setup call throws:
 * the setup is wrong, not the sample.
 */
export async function runSetup(
  setup: SampleSetup,
  session: SandboxSession,
  scopes: readonly string[],
): Promise<(source: string) => string> {
  const token = await session.token(scopes);
  const answers: unknown[] = [];
  for (const call of setup.calls) {
    const url = call.url.replace('{prev}', () => String(fieldOf(answers.at(-1), 'id')));
    const answer = await session.sandbox.handle({
      method: call.method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(call.method === 'POST' ? { 'idempotency-key': `setup-${answers.length}` } : {}),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    if (answer.status >= 400)
      throw new Error(`setup ${call.method} ${url} answered ${answer.status}: ${answer.body}`);
    answers.push(JSON.parse(answer.body) as unknown);
  }
  const replacements = Object.entries(setup.ids ?? {}).map(
    ([example, { call, field }]) =>
      [example, String(fieldOf(answers[call], field ?? 'id'))] as const,
  );
  return (source) =>
    replacements.reduce((text, [example, actual]) => text.split(example).join(actual), source);
}
