/**
 * Cursor pagination (shared.yaml): `limit` 1 to 500 (default 50; the schema checks the range),
 * `cursor` = the previous page's `next_cursor`, answer `{ data, next_cursor }` with `null` on
 * the last page, except on a feed read oldest first (the events), which a consumer polls: there
 * the last page's cursor points past its end, so the next call returns what came after
 * (docs/quickstart/events). The cursor is opaque to callers; here it is the offset of the next
 * item, base64url-encoded, so a fresh session pages the same way.
 */
import { ProblemError } from '../core/problems';

export const DEFAULT_LIMIT = 50;

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

function encodeCursor(offset: number): string {
  return btoa(JSON.stringify({ offset }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

function decodeCursor(cursor: string): number {
  try {
    const padded = cursor.replace(/-/g, '+').replace(/_/g, '/');
    const { offset } = JSON.parse(atob(padded)) as { offset?: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // Falls through to the problem below.
  }
  throw new ProblemError('validation-failed', {
    detail: '1 field is invalid; see errors[].',
    errors: [
      {
        path: 'query.cursor',
        code: 'invalid_cursor',
        message: 'The cursor is not one this API issued; pass `next_cursor` unchanged or omit it.',
      },
    ],
  });
}

export function paginate<T>(
  items: T[],
  limit: number | undefined,
  cursor: string | undefined,
  feed = false,
): Page<T> {
  const size = limit ?? DEFAULT_LIMIT;
  const offset = cursor === undefined ? 0 : decodeCursor(cursor);
  const data = items.slice(offset, offset + size);
  const next = offset + size;
  if (feed)
    return { data, next_cursor: encodeCursor(Math.max(offset, Math.min(next, items.length))) };
  return { data, next_cursor: next < items.length ? encodeCursor(next) : null };
}
