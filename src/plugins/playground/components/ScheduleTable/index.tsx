/** One table per route: every stop with arrival, departure, waiting and the load after it. */
import React, { type ReactNode } from 'react';

import type { Route } from '@site/src/solver/types';
import {
  formatClock,
  formatCost,
  formatDistance,
  formatDuration,
  formatLoad,
} from '../../client/format';
import { routeColour } from '../../client/mapProjection';

import styles from './styles.module.css';

export default function ScheduleTables({ routes }: { routes: Route[] }): ReactNode {
  return (
    <div data-testid="schedule">
      {routes.map((route, index) => (
        <table key={route.vehicle_id} className={styles.table}>
          <caption className={styles.caption}>
            <span className={styles.swatch} style={{ background: routeColour(index) }} />
            <strong>{route.vehicle_id}</strong>:{' '}
            {route.stops.length - 2 > 0 ? route.stops.length - 2 : 0} stops,{' '}
            {formatDistance(route.distance)}, {formatDuration(route.duration)}, cost{' '}
            {formatCost(route.cost)}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Type</th>
              <th scope="col">Id</th>
              <th scope="col">Arrival</th>
              <th scope="col">Departure</th>
              <th scope="col">Waiting</th>
              <th scope="col">Load after</th>
            </tr>
          </thead>
          <tbody>
            {route.stops.map((stop, stopIndex) => (
              <tr key={stopIndex}>
                <td>{stopIndex}</td>
                <td>{stop.type}</td>
                <td>
                  {stop.id ?? '—'}
                  {stop.shipment_id && stop.shipment_id !== stop.id ? ` (${stop.shipment_id})` : ''}
                </td>
                <td>{formatClock(stop.arrival)}</td>
                <td>{formatClock(stop.departure)}</td>
                <td>{stop.waiting > 0 ? formatDuration(stop.waiting) : '—'}</td>
                <td>{formatLoad(stop.load_after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
