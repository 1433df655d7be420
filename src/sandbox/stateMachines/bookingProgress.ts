/**
 * The booking status machine of docs/howto/order_progress.mdx and the progress operation:
 * `open` -> `planned` (by an optimization) -> `dispatched` -> `en_route` -> `arrived` ->
 * `completed` or `failed`; skipping forward is allowed, going back is not; `cancelled` from
 * any status before `completed` (and `failed`). Progress updates cannot plan a booking: from
 * `open` the only update is `cancelled`.
 */
const RANK: Record<string, number> = {
  open: 0,
  planned: 1,
  dispatched: 2,
  en_route: 3,
  arrived: 4,
  completed: 5,
  failed: 5,
};

const FINAL = new Set(['completed', 'failed', 'cancelled']);

export function canTransition(from: string, to: string): boolean {
  if (FINAL.has(from)) return false;
  if (to === 'cancelled') return true;
  if (from === 'open') return false;
  return (RANK[to] ?? -1) > (RANK[from] ?? Infinity);
}

/** The statuses a booking in `from` may move to, for the 409's message. */
export function allowedAfter(from: string): string[] {
  return [...Object.keys(RANK), 'cancelled'].filter((to) => canTransition(from, to));
}
