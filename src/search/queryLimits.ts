/**
 * The DocSearch modal's input accepts at most 64 characters (`maxLength` in @docsearch/react
 * 3.9.0); the search page's `q` and the local engine keep to the same bound.
 */
export const MAX_QUERY_LENGTH = 64;

/**
 * The first 64 UTF-16 units, as the input's `maxLength` counts, minus half of a surrogate pair
 * cut at the end: a lone surrogate would reach the URL as U+FFFD.
 */
export function limitQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const last = query.charCodeAt(MAX_QUERY_LENGTH - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return query.slice(0, splitsPair ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH);
}
