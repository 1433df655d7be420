/**
 * Read-only and special resources: routes (written by optimizations), simulations (copies of
 * a project, ./projectCopy.ts) and the webhook test delivery.
 */
import { notFound } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import { listPage, type ListQuery } from '../listing/list';
import type { StoredObject } from '../store/collection';
import { checkReferences } from './references';
import { emit } from './events';
import { locationOf } from './crud';
import { copyProject, copyProjectId, deleteProjectCopy, mergeOverrides } from './projectCopy';

type Body = Record<string, unknown>;

function get(
  input: OperationInput,
  collection: 'routes' | 'simulations',
  param: string,
  noun: string,
): StoredObject {
  const id = input.params[param]!;
  const found = input.state.collection(collection).get(id);
  if (!found) throw notFound(noun, id);
  return found;
}

/**
 * A simulation of the project `copiedId`; `sourceProjectId` is the live project it descends
 * from (for a clone, the original's `source_project_id`, as the docs state).
 */
function simulate(
  input: OperationInput,
  copiedId: string,
  sourceProjectId: string,
  body: Body,
): StoredObject {
  checkReferences(input.state, {
    source_project_id: copiedId,
    ...(body.template_id ? { template_id: body.template_id } : {}),
  });
  const template = body.template_id
    ? input.state.collection('simulation-templates').get(String(body.template_id))
    : undefined;
  // Template and explicit overrides merge: lists add up (docs/concepts/simulation_clone_template.mdx).
  const overrides = mergeOverrides(
    template?.overrides as Body | undefined,
    body.overrides as Body | undefined,
  );
  const now = input.state.clock.now();
  const id = input.state.newId(idPrefix('Simulation'), 'simulations');
  const projectId = copyProjectId(id);
  copyProject(input.state, copiedId, projectId, String(body.name), overrides);
  const simulation = {
    id,
    name: body.name,
    source_project_id: sourceProjectId,
    project_id: projectId,
    template_id: body.template_id ?? null,
    status: 'ready',
    overrides,
    created_at: now,
    expires_at: input.state.clock.after(Number(body.expires_in_days ?? 30) * 86400),
  } as StoredObject;
  input.state.collection('simulations').put(simulation);
  return simulation;
}

/**
 * The create answer of a simulation: `copying`, as docs/concepts/simulation.mdx shows it. The
 * sandbox copies at once, so the stored simulation is `ready` and the next read says so; a
 * reader who polls until `ready` sees the documented sequence on every run.
 */
function asJustCreated(simulation: StoredObject): StoredObject {
  return { ...simulation, status: 'copying' };
}

export const storedHandlers: HandlerTable = {
  listRoutes: (input) => ({
    status: 200,
    body: listPage('listRoutes', input.state.collection('routes').all(), input.query as ListQuery),
  }),
  getRoute: (input) => ({ status: 200, body: get(input, 'routes', 'route_id', 'route') }),
  listSimulations: (input) => ({
    status: 200,
    body: listPage(
      'listSimulations',
      input.state.collection('simulations').all(),
      input.query as ListQuery,
    ),
  }),
  getSimulation: (input) => ({
    status: 200,
    body: get(input, 'simulations', 'simulation_id', 'simulation'),
  }),
  createSimulation: (input) => {
    const body = input.body as Body;
    const source = String(body.source_project_id);
    const simulation = simulate(input, source, source, body);
    return {
      status: 201,
      body: asJustCreated(simulation),
      headers: locationOf(input, '/integration/v1/simulations', simulation.id),
    };
  },
  cloneSimulation: (input) => {
    const source = get(input, 'simulations', 'simulation_id', 'simulation');
    // A clone copies the simulation's project as it is now; only the new overrides apply.
    const simulation = simulate(
      input,
      String(source.project_id),
      String(source.source_project_id),
      input.body as Body,
    );
    return {
      status: 201,
      body: asJustCreated(simulation),
      headers: locationOf(input, '/integration/v1/simulations', simulation.id),
    };
  },
  deleteSimulation: (input) => {
    const simulation = get(input, 'simulations', 'simulation_id', 'simulation');
    input.state.collection('simulations').delete(simulation.id);
    deleteProjectCopy(input.state, String(simulation.project_id));
    return { status: 204 };
  },
  testWebhookSubscription: (input) => {
    const id = input.params.subscription_id!;
    if (!input.state.collection('webhook-subscriptions').has(id))
      throw notFound('webhook subscription', id);
    // Works on any subscription, active or not (docs/howto/webhooks.mdx).
    const event = emit(
      input.state,
      'webhook.test',
      null,
      { subscription_id: id, message: 'Test delivery from the sandbox.' },
      id,
    );
    // Nothing is sent; the stand-in endpoint answers as docs/howto/webhooks.mdx tells a
    // receiver to: 204 at once.
    return {
      status: 200,
      body: { event_id: event.id, delivered: true, status_code: 204, duration_ms: 0, error: null },
    };
  },
};
