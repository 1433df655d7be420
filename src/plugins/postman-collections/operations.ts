/**
 * The operations of a spec and the requests of a collection, both as `METHOD /path/{param}`,
 * so the build can refuse a collection that lost an operation on the way through the converter.
 */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function specOperations(spec: unknown): string[] {
  const paths = (spec as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([urlPath, pathItem]) =>
    Object.keys(pathItem ?? {})
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${urlPath}`),
  );
}

interface CollectionItem {
  item?: CollectionItem[];
  request?: { method?: string; url?: { path?: string[] } | string };
}

/** Postman writes a path parameter `:name` (or `{{name}}`); the spec writes `{name}`. */
function specStylePath(segments: string[]): string {
  const named = segments.map((segment) =>
    segment.replace(/^:(.+)$/, '{$1}').replace(/^\{\{(.+)\}\}$/, '{$1}'),
  );
  return `/${named.join('/')}`;
}

export function collectionOperations(items: readonly unknown[]): string[] {
  return (items as CollectionItem[]).flatMap((item): string[] => {
    if (item.item) return collectionOperations(item.item);
    const url = item.request?.url;
    const segments = typeof url === 'object' ? (url.path ?? []) : [];
    return [`${item.request?.method ?? '?'} ${specStylePath(segments)}`];
  });
}

/** Operations of the spec with no request in the collection. */
export function missingOperations(spec: unknown, items: readonly unknown[]): string[] {
  const requests = new Set(collectionOperations(items));
  return specOperations(spec).filter((operation) => !requests.has(operation));
}
