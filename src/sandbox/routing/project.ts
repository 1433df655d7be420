/** Lookups every Routing operation shares: the project of the path and its stored objects. */
import { notFound } from '../core/problems';
import type { OperationInput } from '../core/operation';
import type { StoredObject } from '../store/collection';
import type { CollectionName, SessionState } from '../store/state';

export function projectOf(input: OperationInput): StoredObject {
  const id = input.params.project_id!;
  const project = input.state.collection('projects').get(id);
  if (!project) throw notFound('project', id);
  return project;
}

/** The objects of one collection that belong to the project, in creation order. */
export function ofProject(
  state: SessionState,
  collection: CollectionName,
  projectId: string,
): StoredObject[] {
  return state
    .collection(collection)
    .all()
    .filter((object) => object.project_id === projectId);
}

/** Routes a new optimization or insertion must leave alone: on the road or done. */
export const ROUTE_ON_THE_ROAD = new Set(['dispatched', 'in_progress']);
