/**
 * `sort=-created_at,name` (shared.yaml `Sort`): fields the operation's description names as
 * sortable, a leading `-` for descending, default `created_at`, ties broken by `id`. An
 * operation whose description names no sort fields sorts by `created_at` and `updated_at`.
 */
import { ProblemError } from '../core/problems';

const DEFAULT_SORTABLE = ['created_at', 'updated_at'];

function order(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === undefined || left === null) return -1;
  if (right === undefined || right === null) return 1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const a = String(left);
  const b = String(right);
  const instants = [Date.parse(a), Date.parse(b)];
  if (/^\d{4}-/.test(a) && /^\d{4}-/.test(b) && !instants.some(Number.isNaN))
    return instants[0]! - instants[1]!;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function applySort<T extends Record<string, unknown>>(
  objects: T[],
  sort: string | undefined,
  sortable: readonly string[] | null,
): T[] {
  const allowed = sortable ?? DEFAULT_SORTABLE;
  const keys = (sort ?? 'created_at').split(',').map((part) => ({
    field: part.replace(/^-/, ''),
    descending: part.startsWith('-'),
  }));
  for (const { field } of keys)
    if (!allowed.includes(field))
      throw new ProblemError('validation-failed', {
        detail: '1 field is invalid; see errors[].',
        errors: [
          {
            path: 'query.sort',
            code: 'invalid_sort',
            message: `Field \`${field}\` cannot be sorted by; use ${allowed.map((f) => `\`${f}\``).join(', ')}.`,
          },
        ],
      });
  // A stable sort over creation order, then the keys, then id.
  return [...objects].sort((a, b) => {
    for (const { field, descending } of keys) {
      const result = order(a[field], b[field]);
      if (result !== 0) return descending ? -result : result;
    }
    return order(a.id, b.id);
  });
}
