/** Formatting of solver figures for the result views. */

export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${total} s`;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

export function formatCost(cost: number): string {
  return cost.toFixed(2);
}

/** `2026-03-02T07:45:00+01:00` -> `07:45` (the wall-clock time as written, offset kept). */
export function formatClock(timestamp: string): string {
  const match = /T(\d{2}:\d{2})(?::(\d{2}))?/.exec(timestamp);
  if (!match) return timestamp;
  return match[2] && match[2] !== '00' ? `${match[1]}:${match[2]}` : match[1];
}

export function formatLoad(load: Record<string, number>): string {
  const entries = Object.entries(load);
  return entries.length === 0
    ? '—'
    : entries.map(([name, amount]) => `${name} ${amount}`).join(', ');
}
