/**
 * The schemas an operation's success responses name (`integration#/components/schemas/Zone`),
 * found from a call's method and URL as the sandbox saw it (`/integration/v1/zones?limit=5`).
 * A documented response under a later heading is compared only when it names one of them.
 */
import { isObject, listOperations } from '../../support/openapiSchemas';

interface OperationPattern {
  method: string;
  pattern: RegExp;
  schemas: Set<string>;
  params: number;
}

let patterns: OperationPattern[] | undefined;

function successSchemas(spec: string, responses: unknown): Set<string> {
  const schemas = new Set<string>();
  if (!isObject(responses)) return schemas;
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2/.test(status) || !isObject(response) || !isObject(response.content)) continue;
    for (const media of Object.values(response.content)) {
      const ref = isObject(media) && isObject(media.schema) ? media.schema.$ref : undefined;
      if (typeof ref === 'string' && ref.startsWith('#')) schemas.add(`${spec}${ref}`);
    }
  }
  return schemas;
}

function operationPatterns(): OperationPattern[] {
  patterns ??= listOperations()
    .filter((entry) => entry.section === 'paths')
    .map((entry) => {
      const template = entry.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{[^}]+\}/g, '[^/]+');
      return {
        method: entry.method.toUpperCase(),
        pattern: new RegExp(`^/${entry.spec}/v\\d+${template}$`),
        schemas: successSchemas(entry.spec, entry.operation.responses),
        params: (entry.path.match(/\{/g) ?? []).length,
      };
    })
    // A literal segment wins over a parameter (`/bookings/search` before `/bookings/{id}`).
    .sort((a, b) => a.params - b.params);
  return patterns;
}

export function successResponseSchemas(method: string, url: string): ReadonlySet<string> {
  const pathname = url.split('?')[0]!;
  const found = operationPatterns().find(
    (operation) => operation.method === method.toUpperCase() && operation.pattern.test(pathname),
  );
  return found?.schemas ?? new Set();
}
