/** A list operation's answer: filter, then sort, then one page, by the operation's rules. */
import { listingRules } from '../core/specs';
import { applyFilter } from './filter';
import { paginate, type Page } from './pagination';
import { applySort } from './sort';

export interface ListQuery {
  limit?: number;
  cursor?: string;
  filter?: string;
  sort?: string;
}

export function listPage<T extends Record<string, unknown>>(
  operationId: string,
  objects: T[],
  query: ListQuery,
): Page<T> {
  const rules = listingRules(operationId);
  const filtered = applyFilter(objects, query.filter, rules.filterable);
  const sorted = applySort(filtered, query.sort, rules.sortable);
  // The event feed, read oldest first, is polled: its cursor never ends (./pagination.ts).
  const feed = operationId === 'listEvents' && !query.sort?.startsWith('-');
  return paginate(sorted, query.limit, query.cursor, feed);
}
