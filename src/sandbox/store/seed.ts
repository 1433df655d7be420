/**
 * The state a fresh session starts from: the sample world (src/data/sampleWorld.json) as
 * Integration API objects. What the world does not state, the docs do: the project's time
 * zone, currency and capacity dimensions, its settings and creation time as
 * docs/quickstart/auth.mdx prints them; the vans start and end at the depot and work the
 * world's shift. Everything else comes from the spec's defaults (./schemaDefaults.ts).
 */
import { sampleWorld } from '../../data/sampleWorld';
import { withDefaults } from './schemaDefaults';
import type { SessionState } from './state';

/** When the sample objects were created (the project's `created_at` on the quickstart). */
export const SEED_CREATED_AT = '2026-02-20T09:15:00+01:00';

const PROJECT_SETTINGS = {
  soft_time_windows: false,
  lateness_penalty_per_hour: 0,
  max_lateness: 3600,
  default_service_duration: 300,
  routing_profile: 'van',
};

function stamp(object: Record<string, unknown>): Record<string, unknown> & { id: string } {
  return {
    ...object,
    created_at: SEED_CREATED_AT,
    updated_at: SEED_CREATED_AT,
  } as unknown as Record<string, unknown> & { id: string };
}

export function seed(state: SessionState): void {
  const world = sampleWorld;
  const projectId = world.project.id;
  state.collection('projects').put(
    stamp({
      id: projectId,
      name: world.project.name,
      time_zone: world.timezone,
      currency: world.currency,
      capacity_dimensions: ['weight', 'volume', 'pallets'],
      settings: PROJECT_SETTINGS,
    }),
  );
  state.collection('depots').put(
    stamp(
      withDefaults('integration', 'Depot', 'DepotCreate', {
        id: world.depot.id,
        project_id: projectId,
        name: world.depot.name,
        location: world.depot.location,
        opening_hours: [world.depot.opening_hours],
      }),
    ) as never,
  );
  for (const type of world.vehicle_types)
    state.collection('vehicle-types').put(
      stamp(
        withDefaults('integration', 'VehicleType', 'VehicleTypeCreate', {
          ...type,
          project_id: projectId,
        }),
      ) as never,
    );
  world.vehicles.forEach((vehicle, index) =>
    state.collection('vehicles').put(
      stamp(
        withDefaults('integration', 'Vehicle', 'VehicleCreate', {
          id: vehicle.id,
          project_id: projectId,
          name: `Van ${String(index + 1).padStart(2, '0')}`,
          vehicle_type_id: vehicle.vehicle_type_id,
          start_depot_id: world.depot.id,
          end_depot_id: world.depot.id,
          capacity: vehicle.capacity,
          labels: vehicle.labels,
          shifts: [{ time_window: world.shift, breaks: [] }],
        }),
      ) as never,
    ),
  );
  for (const shop of world.shops)
    state.collection('nodes').put(
      stamp(
        withDefaults('integration', 'Node', 'NodeCreate', {
          id: shop.id,
          project_id: projectId,
          name: shop.name,
          location: shop.location,
        }),
      ) as never,
    );
  for (const booking of world.bookings)
    state.collection('bookings').put(
      stamp({
        ...withDefaults('integration', 'Booking', 'BookingCreate', {
          ...booking,
          project_id: projectId,
        }),
        status: 'open',
        route_id: null,
      }) as never,
    );
}
