/**
 * The arithmetic the docs' worked examples use, written once: route cost, travel time without
 * matrices, forward slack and Clarke-Wright savings. MDX components and content tests call
 * these, so a figure on a page is either computed here or checked against this.
 */
import { haversineMetres } from '../solver/geo';
import type { Location } from './sampleWorld';

export interface Costs {
  fixed: number;
  per_kilometre: number;
  per_hour: number;
}

/** `fixed + per_kilometre * km + per_hour * hours`, the contract of both APIs. */
export function routeCost(costs: Costs, distanceMetres: number, durationSeconds: number): number {
  return (
    costs.fixed +
    (costs.per_kilometre * distanceMetres) / 1000 +
    (costs.per_hour * durationSeconds) / 3600
  );
}

/** What an insertion adds: no fixed cost, because the route already exists. */
export function addedCost(costs: Costs, addedMetres: number, addedSeconds: number): number {
  return routeCost({ ...costs, fixed: 0 }, addedMetres, addedSeconds);
}

export function distanceMetres(from: Location, to: Location): number {
  return haversineMetres(from.lat, from.lon, to.lat, to.lon);
}

/** The solver's travel time without matrices: whole metres, then whole seconds at the speed. */
export function travelSeconds(from: Location, to: Location, speedKmh: number): number {
  return Math.round(Math.round(distanceMetres(from, to)) / (speedKmh / 3.6));
}

export interface SlackStop {
  /** Seconds since any fixed origin, like everything else here. */
  serviceStart: number;
  windowEnd: number;
  /** Waiting planned before service at this stop. */
  waiting: number;
}

/**
 * Forward slack per stop (Savelsbergh 1992): how much later service could start without
 * breaking its own window or any later one, or the end of the shift.
 */
export function forwardSlack(
  stops: readonly SlackStop[],
  returnArrival: number,
  shiftEnd: number,
): number[] {
  const slack: number[] = new Array<number>(stops.length);
  let nextSlack = shiftEnd - returnArrival;
  let nextWaiting = 0;
  for (let index = stops.length - 1; index >= 0; index--) {
    const stop = stops[index]!;
    slack[index] = Math.min(stop.windowEnd - stop.serviceStart, nextWaiting + nextSlack);
    nextSlack = slack[index]!;
    nextWaiting = stop.waiting;
  }
  return slack;
}

/** s_ij = d_i0 + d_0j − d_ij (Clarke and Wright 1964). */
export function saving(distances: readonly (readonly number[])[], i: number, j: number): number {
  return distances[i]![0]! + distances[0]![j]! - distances[i]![j]!;
}
