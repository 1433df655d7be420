/**
 * The DocSearch modal's input accepts at most 64 characters (`maxLength` in @docsearch/react
 * 3.9.0); the search page's `q` and the local engine keep to the same bound.
 */
export const MAX_QUERY_LENGTH = 64;

export function limitQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}
