import type { Location } from './types';

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6371008.8;

const RAD = Math.PI / 180;

/** Great-circle distance in metres between two WGS84 points. */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function euclidean(x1: number, y1: number, x2: number, y2: number): number {
  const dx = x1 - x2;
  const dy = y1 - y2;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Travel speed without matrices when `options.speed_kmh` is absent. */
export const DEFAULT_SPEED_KMH = 30;

/**
 * The solver's distance without matrices: haversine (lat/lon) or Euclidean (x/y), in whole
 * metres; Infinity between a geographic and a planar location.
 */
export function straightLineMetres(from: Location, to: Location): number {
  const metres =
    'lat' in from && 'lat' in to
      ? haversineMetres(from.lat, from.lon, to.lat, to.lon)
      : 'x' in from && 'x' in to
        ? euclidean(from.x, from.y, to.x, to.y)
        : Infinity;
  return Math.round(metres);
}

/** The solver's duration without matrices: whole seconds at `speedKmh`. */
export function travelSeconds(metres: number, speedKmh: number): number {
  return Math.round(metres / (speedKmh / 3.6));
}
