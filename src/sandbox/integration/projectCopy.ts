/**
 * A simulation's project: a copy of the source project's depots, nodes, vehicle types,
 * vehicles, drivers, zones and bookings (docs/concepts/simulation.mdx), with the overrides
 * applied: `settings` merged into the project's, `exclude_vehicle_ids` left out,
 * `add_vehicles` created from their type and depot, `booking_filter` keeping the bookings it
 * matches. Bookings start `open` without a route (routes are not copied).
 *
 * Ids are unique within a project, so the copy keeps the source's ids (`van_01` in both, each
 * under its own `project_id`; ../store/collection.ts) and the copy's project is
 * `prj_<simulation id>`, as the docs show it. Overrides name the source's ids, and an id the
 * source lacks is a 422 `invalid_reference`. Added vehicles get generated `veh_` ids.
 */
import { ProblemError } from '../core/problems';
import { idPrefix, listingRules } from '../core/specs';
import type { FieldError } from '../core/types';
import { applyFilter } from '../listing/filter';
import type { StoredObject } from '../store/collection';
import type { CollectionName, SessionState } from '../store/state';

type Body = Record<string, unknown>;

const COPIED: readonly CollectionName[] = [
  'depots',
  'nodes',
  'vehicle-types',
  'vehicles',
  'drivers',
  'zones',
  'compound-zones',
  'bookings',
];

/** Template and explicit overrides combined: lists add up, explicit values win. */
export function mergeOverrides(template: Body | undefined, explicit: Body | undefined): Body {
  const first = template ?? {};
  const second = explicit ?? {};
  const merged: Body = { ...first, ...second };
  const excluded = [
    ...new Set([
      ...((first.exclude_vehicle_ids as string[] | undefined) ?? []),
      ...((second.exclude_vehicle_ids as string[] | undefined) ?? []),
    ]),
  ];
  const added = [
    ...((first.add_vehicles as Body[] | undefined) ?? []),
    ...((second.add_vehicles as Body[] | undefined) ?? []),
  ];
  if (excluded.length) merged.exclude_vehicle_ids = excluded;
  if (added.length) merged.add_vehicles = added;
  return merged;
}

function checkOverrides(
  sources: Map<CollectionName, StoredObject[]>,
  overrides: Body,
  basePath: string,
): void {
  const has = (collection: CollectionName, id: string) =>
    (sources.get(collection) ?? []).some((object) => object.id === id);
  const errors: FieldError[] = [];
  ((overrides.exclude_vehicle_ids as string[] | undefined) ?? []).forEach((id, index) => {
    if (!has('vehicles', id))
      errors.push({
        path: `${basePath}/exclude_vehicle_ids/${index}`,
        code: 'invalid_reference',
        message: `Vehicle \`${id}\` is not in the source project.`,
      });
  });
  ((overrides.add_vehicles as Body[] | undefined) ?? []).forEach((entry, index) => {
    for (const [field, collection] of [
      ['vehicle_type_id', 'vehicle-types'],
      ['start_depot_id', 'depots'],
    ] as const)
      if (!has(collection, String(entry[field])))
        errors.push({
          path: `${basePath}/add_vehicles/${index}/${field}`,
          code: 'invalid_reference',
          message: `\`${field}\` ${String(entry[field])} is not in the source project.`,
        });
  });
  if (errors.length > 0)
    throw new ProblemError('unprocessable', {
      detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
      errors,
    });
}

/** The project a simulation's copy lives in. */
export const copyProjectId = (simulationId: string): string => `prj_${simulationId}`;

/** Copies the source project with the overrides into the project `projectId`. */
export function copyProject(
  state: SessionState,
  sourceId: string,
  projectId: string,
  name: string,
  overrides: Body,
): void {
  const sources = new Map(
    COPIED.map((collection) => [
      collection,
      state
        .collection(collection)
        .all()
        .filter((object) => object.project_id === sourceId),
    ]),
  );
  checkOverrides(sources, overrides, '/overrides');
  const now = state.clock.now();
  const source = state.collection('projects').get(sourceId)!;
  state.collection('projects').put({
    ...source,
    id: projectId,
    name,
    settings: { ...(source.settings as Body), ...((overrides.settings as Body) ?? {}) },
    created_at: now,
    updated_at: now,
  });
  const excluded = new Set((overrides.exclude_vehicle_ids as string[] | undefined) ?? []);
  // A reference to an excluded vehicle (a driver's `vehicle_id`) is dropped in the copy.
  const drop = (value: unknown): unknown => {
    if (typeof value === 'string') return excluded.has(value) ? null : value;
    if (Array.isArray(value)) return value.filter((item) => !excluded.has(String(item)));
    return value;
  };
  for (const [collection, objects] of sources) {
    let kept = objects.filter((object) => collection !== 'vehicles' || !excluded.has(object.id));
    if (collection === 'bookings' && typeof overrides.booking_filter === 'string')
      kept = applyFilter(kept, overrides.booking_filter, listingRules('listBookings').filterable);
    for (const object of kept) {
      const copy: StoredObject = { ...object, project_id: projectId };
      for (const field of ['vehicle_id', 'vehicle_ids'])
        if (field in copy) copy[field] = drop(copy[field]);
      if (collection === 'bookings') Object.assign(copy, { status: 'open', route_id: null });
      copy.created_at = now;
      copy.updated_at = now;
      state.collection(collection).put(copy);
    }
  }
  const shifts = sources.get('vehicles')?.[0]?.shifts ?? [];
  let added = 0;
  for (const entry of (overrides.add_vehicles as Body[] | undefined) ?? [])
    for (let count = 0; count < Number(entry.count); count++) {
      added += 1;
      state.collection('vehicles').put({
        id: state.newId(idPrefix('Vehicle'), 'vehicles'),
        project_id: projectId,
        name: `Added vehicle ${added}`,
        vehicle_type_id: String(entry.vehicle_type_id),
        start_depot_id: String(entry.start_depot_id),
        end_depot_id: null,
        capacity: null,
        labels: [],
        costs: null,
        shifts,
        max_trip_duration: null,
        driver_id: null,
        active: true,
        created_at: now,
        updated_at: now,
      });
    }
}

/** Removes a simulation's project with everything in it. */
export function deleteProjectCopy(state: SessionState, projectId: string): void {
  for (const collection of [...COPIED, 'routes', 'optimizations'] as const)
    for (const object of state.collection(collection).all())
      if (object.project_id === projectId)
        state.collection(collection).delete(object.id, projectId);
  state.collection('projects').delete(projectId);
}
