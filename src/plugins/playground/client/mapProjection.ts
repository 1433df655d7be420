/**
 * Projects request locations onto the SVG of the route map. Geographic points use an
 * equirectangular projection scaled by cos(latitude), which is faithful at city scale; planar
 * points are drawn as given. North (or +y) is up.
 */
import type { Location } from '@site/src/solver/types';

export interface Point {
  x: number;
  y: number;
}

export interface Projection {
  width: number;
  height: number;
  project(location: Location): Point;
}

function toPlane(location: Location, cosLat: number): Point {
  if ('lat' in location) return { x: location.lon * cosLat, y: -location.lat };
  return { x: location.x, y: -location.y };
}

export function createProjection(locations: Location[], width = 640, padding = 24): Projection {
  const geographic = locations.filter((l): l is Extract<Location, { lat: number }> => 'lat' in l);
  const meanLat =
    geographic.length > 0 ? geographic.reduce((sum, l) => sum + l.lat, 0) / geographic.length : 0;
  const cosLat = Math.cos((meanLat * Math.PI) / 180);
  const points = locations.map((l) => toPlane(l, cosLat));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = xs.length ? Math.min(...xs) : 0;
  const maxX = xs.length ? Math.max(...xs) : 1;
  const minY = ys.length ? Math.min(...ys) : 0;
  const maxY = ys.length ? Math.max(...ys) : 1;
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const inner = width - 2 * padding;
  const scale = inner / Math.max(spanX, spanY);
  const height = Math.max(160, Math.round(spanY * scale + 2 * padding));
  const offsetX = padding + (inner - spanX * scale) / 2;
  return {
    width,
    height,
    project(location) {
      const p = toPlane(location, cosLat);
      return { x: offsetX + (p.x - minX) * scale, y: padding + (p.y - minY) * scale };
    },
  };
}

/** Okabe & Ito (2008) colour-blind-safe palette, without black (used for depots). */
export const ROUTE_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#D55E00',
  '#56B4E9',
  '#F0E442',
] as const;

export const routeColour = (index: number): string => ROUTE_COLOURS[index % ROUTE_COLOURS.length];
