/**
 * Draws the plan on a map-like SVG: one colour per vehicle, depots as squares, stops as
 * circles, unassigned jobs as hollow grey rings. Every stop is focusable and its details show in
 * the caption on hover or focus.
 */
import React, { useMemo, useState, type ReactNode } from 'react';

import type { Location, SolveRequest, SolveResponse, Stop } from '@site/src/solver/types';
import { createProjection, routeColour } from '../../client/mapProjection';
import { formatClock, formatLoad } from '../../client/format';

import styles from './styles.module.css';

interface Props {
  request: SolveRequest;
  response: SolveResponse;
}

function requestLocations(request: SolveRequest): Location[] {
  const out: Location[] = [];
  for (const vehicle of request.vehicles ?? []) {
    out.push(vehicle.start_location);
    if (vehicle.end_location) out.push(vehicle.end_location);
  }
  for (const job of request.jobs ?? []) out.push(job.location);
  for (const shipment of request.shipments ?? []) {
    out.push(shipment.pickup.location, shipment.delivery.location);
  }
  return out;
}

function jobLocation(request: SolveRequest, id: string): Location | undefined {
  const job = request.jobs?.find((candidate) => candidate.id === id);
  if (job) return job.location;
  const shipment = request.shipments?.find((candidate) => candidate.id === id);
  return shipment?.pickup.location;
}

function describeStop(vehicleId: string, stop: Stop): string {
  const name = stop.id ?? (stop.type === 'start' ? 'depot (start)' : 'depot (end)');
  const waiting = stop.waiting > 0 ? `, waits ${Math.round(stop.waiting / 60)} min` : '';
  return `${vehicleId}: ${stop.type} ${name}, arrives ${formatClock(stop.arrival)}, departs ${formatClock(stop.departure)}${waiting}, load ${formatLoad(stop.load_after)}`;
}

export default function RouteMap({ request, response }: Props): ReactNode {
  const [detail, setDetail] = useState<string | null>(null);
  const projection = useMemo(() => {
    const locations = requestLocations(request);
    for (const route of response.routes)
      for (const stop of route.stops) locations.push(stop.location);
    return createProjection(locations);
  }, [request, response]);

  const unassigned = response.unassigned
    .map((item) => ({ item, location: jobLocation(request, item.id) }))
    .filter((entry): entry is { item: (typeof entry)['item']; location: Location } =>
      Boolean(entry.location),
    );

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        role="group"
        aria-label={`Map of ${response.routes.length} routes`}
        data-testid="route-map"
      >
        {response.routes.map((route, index) => {
          const points = route.stops.map((stop) => projection.project(stop.location));
          const d = points
            .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
            .join(' ');
          return (
            <path
              key={route.vehicle_id}
              d={d}
              className={styles.route}
              stroke={routeColour(index)}
              data-vehicle={route.vehicle_id}
            />
          );
        })}
        {unassigned.map(({ item, location }) => {
          const p = projection.project(location);
          const text = `Unassigned ${item.kind} ${item.id}: ${item.reason}`;
          return (
            <circle
              key={`u-${item.id}`}
              cx={p.x}
              cy={p.y}
              r={6}
              className={styles.unassigned}
              role="img"
              tabIndex={0}
              aria-label={text}
              onMouseEnter={() => setDetail(text)}
              onFocus={() => setDetail(text)}
            />
          );
        })}
        {response.routes.map((route, index) =>
          route.stops.map((stop, stopIndex) => {
            const p = projection.project(stop.location);
            const text = describeStop(route.vehicle_id, stop);
            const isDepot = stop.type === 'start' || stop.type === 'end';
            // A shape has no role of its own, and axe allows aria-label only with one.
            const common = {
              role: 'img',
              tabIndex: 0,
              'aria-label': text,
              onMouseEnter: () => setDetail(text),
              onFocus: () => setDetail(text),
            };
            return isDepot ? (
              <rect
                key={`${route.vehicle_id}-${stopIndex}`}
                x={p.x - 6}
                y={p.y - 6}
                width={12}
                height={12}
                className={styles.depot}
                {...common}
              />
            ) : (
              <circle
                key={`${route.vehicle_id}-${stopIndex}`}
                cx={p.x}
                cy={p.y}
                r={stop.type === 'break' ? 3 : 5}
                fill={routeColour(index)}
                className={styles.stop}
                {...common}
              />
            );
          }),
        )}
      </svg>
      <figcaption className={styles.caption} aria-live="polite">
        {detail ?? 'Hover or focus (Tab) a stop to see its details.'}
      </figcaption>
      <ul className={styles.legend} aria-label="Vehicles">
        {response.routes.map((route, index) => (
          <li key={route.vehicle_id}>
            <span className={styles.swatch} style={{ background: routeColour(index) }} />
            {route.vehicle_id}
          </li>
        ))}
      </ul>
    </figure>
  );
}
