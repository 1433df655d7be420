/**
 * Typed lookups over the sample world (sampleWorld.json), so that examples, components and the
 * content checks read one source instead of copying figures.
 */
import world from './sampleWorld.json';

export type Quantities = Record<string, number>;

export interface TimeWindow {
  start: string;
  end: string;
}

export interface Location {
  lat: number;
  lon: number;
}

export interface WorldVehicleType {
  id: string;
  name: string;
  capacity: Quantities;
  labels: string[];
  costs: { fixed: number; per_kilometre: number; per_hour: number };
  max_trip_duration: number;
}

export interface WorldVehicle {
  id: string;
  vehicle_type_id: string;
  capacity: Quantities;
  /** Every label the vehicle has: its type's labels plus its own (what the Stateless API gets). */
  labels: string[];
}

export interface WorldBooking {
  id: string;
  type: string;
  node_id: string;
  demand: Quantities;
  service_duration: number;
  time_windows: TimeWindow[];
  priority: number;
  required_labels: string[];
}

export interface WorldShop {
  id: string;
  booking: string;
  name: string;
  location: Location;
}

export const sampleWorld = world as typeof world & {
  vehicle_types: WorldVehicleType[];
  vehicles: WorldVehicle[];
  bookings: WorldBooking[];
  shops: WorldShop[];
};

const byId = <T extends { id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.id, item]));

export const vehicleTypes = byId(sampleWorld.vehicle_types);
export const vehicles = byId(sampleWorld.vehicles);
export const bookings = byId(sampleWorld.bookings);
export const nodes = byId(sampleWorld.shops);

export function vehicleType(vehicleId: string): WorldVehicleType | undefined {
  const vehicle = vehicles.get(vehicleId);
  return vehicle ? vehicleTypes.get(vehicle.vehicle_type_id) : undefined;
}

/** The location of a node, a booking (its node's) or the depot. */
export function locationOf(id: string): Location | undefined {
  if (id === sampleWorld.depot.id) return sampleWorld.depot.location;
  const booking = bookings.get(id);
  return nodes.get(booking ? booking.node_id : id)?.location;
}
