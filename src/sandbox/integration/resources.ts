/**
 * The Integration API's twelve resources with create, read, update, delete and list: the
 * collection, the schema that names their operations (`listBookings`, `createBooking`, ...)
 * and the fields that refer to other objects, checked on create and update (422
 * `invalid_reference`) and on delete (409 `in-use`).
 */
import type { CollectionName } from '../store/state';

export interface ResourceKind {
  collection: CollectionName;
  /** The schema name: `Booking`; operations are `list${plural}`, `create${schema}`, ... */
  schema: string;
  plural: string;
  /** The path parameter of one object. */
  param: string;
  /** What the error messages call one. */
  noun: string;
}

export const RESOURCES: readonly ResourceKind[] = [
  {
    collection: 'projects',
    schema: 'Project',
    plural: 'Projects',
    param: 'project_id',
    noun: 'project',
  },
  { collection: 'depots', schema: 'Depot', plural: 'Depots', param: 'depot_id', noun: 'depot' },
  { collection: 'nodes', schema: 'Node', plural: 'Nodes', param: 'node_id', noun: 'node' },
  {
    collection: 'customers',
    schema: 'Customer',
    plural: 'Customers',
    param: 'customer_id',
    noun: 'customer',
  },
  {
    collection: 'bookings',
    schema: 'Booking',
    plural: 'Bookings',
    param: 'booking_id',
    noun: 'booking',
  },
  {
    collection: 'vehicle-types',
    schema: 'VehicleType',
    plural: 'VehicleTypes',
    param: 'vehicle_type_id',
    noun: 'vehicle type',
  },
  {
    collection: 'vehicles',
    schema: 'Vehicle',
    plural: 'Vehicles',
    param: 'vehicle_id',
    noun: 'vehicle',
  },
  {
    collection: 'drivers',
    schema: 'Driver',
    plural: 'Drivers',
    param: 'driver_id',
    noun: 'driver',
  },
  { collection: 'zones', schema: 'Zone', plural: 'Zones', param: 'zone_id', noun: 'zone' },
  {
    collection: 'compound-zones',
    schema: 'CompoundZone',
    plural: 'CompoundZones',
    param: 'compound_zone_id',
    noun: 'compound zone',
  },
  {
    collection: 'simulation-templates',
    schema: 'SimulationTemplate',
    plural: 'SimulationTemplates',
    param: 'template_id',
    noun: 'simulation template',
  },
  {
    collection: 'webhook-subscriptions',
    schema: 'WebhookSubscription',
    plural: 'WebhookSubscriptions',
    param: 'subscription_id',
    noun: 'webhook subscription',
  },
];

/** Reference fields and the collection they point into. */
export const REFERENCES: Record<string, CollectionName> = {
  project_id: 'projects',
  source_project_id: 'projects',
  project_ids: 'projects',
  depot_id: 'depots',
  start_depot_id: 'depots',
  end_depot_id: 'depots',
  node_id: 'nodes',
  customer_id: 'customers',
  vehicle_type_id: 'vehicle-types',
  vehicle_type_ids: 'vehicle-types',
  vehicle_id: 'vehicles',
  driver_id: 'drivers',
  zone_ids: 'zones',
  template_id: 'simulation-templates',
};
