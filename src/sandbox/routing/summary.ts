/**
 * An optimization's totals from its stored routes: cost, distance and duration summed; waiting
 * from the stops; service as the time on site at booking stops; driving as the rest of each
 * route's duration after service, waiting and breaks (duration runs from the departure at the
 * start to the arrival at the end, docs/concepts/timewindow_model.mdx#departure-rule).
 */
import type { StoredObject } from '../store/collection';

type Stop = Record<string, unknown>;

const seconds = (timestamp: unknown) => Date.parse(String(timestamp)) / 1000;

export function routeSummary(routes: readonly StoredObject[], unassignedCount: number) {
  let cost = 0;
  let distance = 0;
  let duration = 0;
  let service = 0;
  let waiting = 0;
  let breaks = 0;
  for (const route of routes) {
    cost += Number(route.cost);
    distance += Number(route.distance);
    duration += Number(route.duration);
    for (const stop of route.stops as Stop[]) {
      if (stop.type === 'start' || stop.type === 'end') continue;
      const onSite = seconds(stop.departure) - seconds(stop.arrival) - Number(stop.waiting);
      waiting += Number(stop.waiting);
      if (stop.type === 'break') breaks += onSite;
      else service += onSite;
    }
  }
  return {
    cost: Math.round(cost * 1e6) / 1e6,
    distance,
    duration,
    travel_duration: duration - service - waiting - breaks,
    service_duration: service,
    waiting_duration: waiting,
    vehicles_used: routes.length,
    unassigned_count: unassignedCount,
  };
}
