/**
 * Create, read, update, delete and list for the resources of ./resources.ts. A created object
 * gets the spec's defaults, a generated id when the caller chose none (409 `conflict` with
 * `duplicate_id` for a taken one) and timestamps from the sandbox clock.
 */
import { notFound, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import type { Reply } from '../core/types';
import { listPage, type ListQuery } from '../listing/list';
import type { StoredObject } from '../store/collection';
import { withDefaults } from '../store/schemaDefaults';
import { checkNotInUse, checkReferences } from './references';
import { RESOURCES, type ResourceKind } from './resources';
import { onCreate } from './createRules';

type Body = Record<string, unknown>;

const projectOf = (object: StoredObject): string | undefined =>
  typeof object.project_id === 'string' ? object.project_id : undefined;

export function findOrThrow(input: OperationInput, kind: ResourceKind): StoredObject {
  const id = input.params[kind.param]!;
  const found = input.state.collection(kind.collection).get(id);
  if (!found) throw notFound(kind.noun, id);
  return found;
}

export function locationOf(
  input: OperationInput,
  path: string,
  id: string,
): Record<string, string> {
  return { location: `${input.origin}${path}/${id}` };
}

function create(kind: ResourceKind) {
  return (input: OperationInput): Reply => {
    const body = input.body as Body;
    const collection = input.state.collection(kind.collection);
    // Ids are unique within a project (a simulation's copy keeps its source's ids).
    const projectId = typeof body.project_id === 'string' ? body.project_id : undefined;
    if (typeof body.id === 'string' && collection.has(body.id, projectId))
      throw new ProblemError('conflict', {
        detail: `A ${kind.noun} with id \`${body.id}\` already exists.`,
        errors: [
          {
            path: '/id',
            code: 'duplicate_id',
            message: `Id \`${body.id}\` is already used by another ${kind.noun}.`,
          },
        ],
      });
    checkReferences(input.state, body);
    const now = input.state.clock.now();
    const id =
      typeof body.id === 'string'
        ? body.id
        : input.state.newId(idPrefix(kind.schema), kind.collection);
    const object = {
      ...withDefaults('integration', kind.schema, `${kind.schema}Create`, { ...body, id }),
      ...onCreate(input, kind, body),
      created_at: now,
      updated_at: now,
    } as unknown as StoredObject;
    const { secret, ...stored } = object;
    collection.put(stored as StoredObject);
    if (typeof secret === 'string') input.state.webhookSecrets.set(id, secret);
    return {
      status: 201,
      body: object,
      headers: locationOf(input, `/integration/v1/${kind.collection}`, id),
    };
  };
}

export function crudHandlers(): HandlerTable {
  const table: HandlerTable = {};
  for (const kind of RESOURCES) {
    table[`list${kind.plural}`] = (input) => ({
      status: 200,
      body: listPage(
        `list${kind.plural}`,
        input.state.collection(kind.collection).all(),
        input.query as ListQuery,
      ),
    });
    table[`create${kind.schema}`] = create(kind);
    table[`get${kind.schema}`] = (input) => ({ status: 200, body: findOrThrow(input, kind) });
    table[`update${kind.schema}`] = (input) => {
      const existing = findOrThrow(input, kind);
      const body = input.body as Body;
      checkReferences(input.state, body);
      const updated = { ...existing, ...body, updated_at: input.state.clock.now() };
      input.state.collection(kind.collection).put(updated);
      return { status: 200, body: updated };
    };
    table[`delete${kind.schema}`] = (input) => {
      const existing = findOrThrow(input, kind);
      checkNotInUse(input.state, kind.noun, existing.id);
      input.state.collection(kind.collection).delete(existing.id, projectOf(existing));
      input.state.webhookSecrets.delete(existing.id);
      return { status: 204 };
    };
  }
  return table;
}
