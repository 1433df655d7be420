/**
 * A route's status and its stops' statuses follow its bookings' progress
 * (docs/howto/order_progress.mdx#route-status): `planned` after optimization; `dispatched` once
 * any booking is `dispatched` and none has gone further; `in_progress` from the first
 * `en_route`, `arrived`, `completed` or `failed`; `completed` when every stop is `completed`,
 * `failed` or `skipped`; `cancelled` when every booking on it is `cancelled`. A stop's status
 * mirrors its booking: `arrived`, `completed`, `failed`, `skipped` for a cancelled booking,
 * else `pending`. A `cancelled` route stays cancelled.
 */
const FIELD_STARTED = new Set(['en_route', 'arrived', 'completed', 'failed']);
const STOP_DONE = new Set(['completed', 'failed', 'skipped']);

export function stopStatus(bookingStatus: string): string {
  if (bookingStatus === 'arrived' || bookingStatus === 'completed' || bookingStatus === 'failed')
    return bookingStatus;
  return bookingStatus === 'cancelled' ? 'skipped' : 'pending';
}

export function routeStatus(current: string, bookingStatuses: readonly string[]): string {
  if (current === 'cancelled') return current;
  if (bookingStatuses.length > 0 && bookingStatuses.every((status) => status === 'cancelled'))
    return 'cancelled';
  const stops = bookingStatuses.map(stopStatus);
  if (stops.length > 0 && stops.every((status) => STOP_DONE.has(status))) return 'completed';
  if (bookingStatuses.some((status) => FIELD_STARTED.has(status))) return 'in_progress';
  if (bookingStatuses.includes('dispatched')) return 'dispatched';
  return 'planned';
}
