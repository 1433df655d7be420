/**
 * A stored project as the solver's Stateless model: each vehicle with what its type gives it
 * (capacity, costs and `max_trip_duration` when the vehicle sets none; labels of both), its
 * depots and the shift of the day; each booking as a job at its node (a `shipment` booking as
 * a shipment). Travel is straight-line at the solver's default 30 km/h, the documented
 * convention for stored examples.
 */
import type {
  Job,
  Shipment,
  ShipmentStep,
  TimeWindow,
  Vehicle as SolverVehicle,
} from '../../solver';
import type { StoredObject } from '../store/collection';
import type { SessionState } from '../store/state';

type Body = Record<string, unknown>;

const projectOf = (object: StoredObject): string => String(object.project_id);

function locationOf(
  state: SessionState,
  collection: 'depots' | 'nodes',
  id: unknown,
  projectId: string,
) {
  const found =
    typeof id === 'string' ? state.collection(collection).get(id, projectId) : undefined;
  return found?.location as { lat: number; lon: number } | undefined;
}

/** The vehicle's shift that has not ended at `now`, else its first. */
export function currentShift(vehicle: StoredObject, nowEpochSeconds: number): Body {
  const shifts = vehicle.shifts as Body[];
  return (
    shifts.find(
      (shift) => Date.parse(String((shift.time_window as TimeWindow).end)) / 1000 > nowEpochSeconds,
    ) ?? shifts[0]!
  );
}

export function solverVehicle(
  state: SessionState,
  vehicle: StoredObject,
  extraLabels: readonly string[] = [],
): SolverVehicle {
  const type = state
    .collection('vehicle-types')
    .get(String(vehicle.vehicle_type_id), projectOf(vehicle));
  const shift = currentShift(vehicle, state.clock.epochSeconds());
  const start = locationOf(state, 'depots', vehicle.start_depot_id, projectOf(vehicle))!;
  const end =
    locationOf(
      state,
      'depots',
      vehicle.end_depot_id ?? vehicle.start_depot_id,
      projectOf(vehicle),
    ) ?? start;
  const labels = [
    ...new Set([
      ...((type?.labels as string[] | undefined) ?? []),
      ...(vehicle.labels as string[]),
      ...extraLabels,
    ]),
  ];
  const maxTrip = vehicle.max_trip_duration ?? type?.max_trip_duration ?? null;
  const breaks = (shift.breaks as Body[] | undefined) ?? [];
  return {
    id: vehicle.id,
    start_location: start,
    end_location: end,
    shift: shift.time_window as TimeWindow,
    capacity: (vehicle.capacity ?? type?.capacity ?? {}) as Record<string, number>,
    labels,
    costs: (vehicle.costs ?? type?.costs ?? {}) as SolverVehicle['costs'],
    ...(typeof maxTrip === 'number' ? { max_trip_duration: maxTrip } : {}),
    ...(breaks.length
      ? {
          breaks: breaks.map((brk) => ({
            id: String(brk.id),
            time_window: brk.time_window as TimeWindow,
            duration: Number(brk.duration),
          })),
        }
      : {}),
  };
}

function step(state: SessionState, booking: StoredObject, which: 'pickup' | 'delivery') {
  const stored = booking[which] as Body;
  const result: ShipmentStep = {
    location: locationOf(state, 'nodes', stored.node_id, projectOf(booking))!,
    service_duration: Number(stored.service_duration ?? booking.service_duration),
  };
  const windows = stored.time_windows as TimeWindow[] | undefined;
  if (windows?.length) result.time_windows = windows;
  return result;
}

/** The booking as a job, or as a shipment for `type` `shipment`. */
export function solverTask(
  state: SessionState,
  booking: StoredObject,
  extraLabels: readonly string[] = [],
): { job: Job } | { shipment: Shipment } {
  const common = {
    id: booking.id,
    demand: booking.demand as Record<string, number>,
    required_labels: [...(booking.required_labels as string[]), ...extraLabels],
    priority: Number(booking.priority),
  };
  if (booking.type === 'shipment')
    return {
      shipment: {
        ...common,
        pickup: step(state, booking, 'pickup'),
        delivery: step(state, booking, 'delivery'),
      },
    };
  const windows = booking.time_windows as TimeWindow[];
  return {
    job: {
      ...common,
      type: booking.type as Job['type'],
      location: locationOf(state, 'nodes', booking.node_id, projectOf(booking))!,
      service_duration: Number(booking.service_duration),
      ...(windows.length ? { time_windows: windows } : {}),
    },
  };
}
