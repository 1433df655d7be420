/**
 * Ajv's errors, as openapi-backend reports them, turned into the `errors[]` entries the specs
 * document: a JSON Pointer into the body, or `query.<name>` / `path.<name>` /
 * `header.<Name>` for a parameter, and the codes shared.yaml's FieldError lists.
 */
import type { ErrorObject } from 'ajv';

import type { FieldError } from './types';

const CODES: Record<string, string> = {
  required: 'required',
  additionalProperties: 'unknown_field',
  unevaluatedProperties: 'unknown_field',
  type: 'invalid_type',
  format: 'invalid_format',
  pattern: 'invalid_format',
  parse: 'invalid_format',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  multipleOf: 'out_of_range',
  minLength: 'too_short',
  minItems: 'too_short',
  minProperties: 'too_short',
  maxLength: 'too_long',
  maxItems: 'too_long',
  maxProperties: 'too_long',
  enum: 'invalid_enum',
  const: 'invalid_enum',
  uniqueItems: 'duplicate_id',
  propertyNames: 'invalid_format',
};

/** Headers the specs name in this case; Ajv sees them in lower case. */
const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `/requestBody/vehicles/0` -> `/vehicles/0`; `/query/limit` -> `query.limit`. */
function fieldPath(error: ErrorObject): string {
  let pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') pointer += `/${escapeToken(String(params.missingProperty))}`;
  if (error.keyword === 'additionalProperties')
    pointer += `/${escapeToken(String(params.additionalProperty))}`;
  if (error.keyword === 'unevaluatedProperties')
    pointer += `/${escapeToken(String(params.unevaluatedProperty))}`;
  const [, section, ...rest] = pointer.split('/');
  if (section === 'requestBody') return rest.length ? `/${rest.join('/')}` : '/';
  if (section === 'header') return `header.${HEADER_NAMES[rest[0] ?? ''] ?? rest[0]}`;
  if (section === 'query' || section === 'path') return `${section}.${rest.join('.')}`;
  return pointer || '/';
}

function describe(error: ErrorObject, path: string, code: string): string {
  const params = error.params as Record<string, unknown>;
  const field = path.split(/[/.]/).pop() || 'body';
  const title = (error.parentSchema as { title?: string } | undefined)?.title;
  switch (code) {
    case 'required':
      return `Field \`${field}\` is required${title ? ` for ${title}` : ''}.`;
    case 'unknown_field':
      return `Field \`${field}\` is not part of ${title ?? 'this object'}; unknown fields are rejected.`;
    case 'invalid_enum': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
      return `\`${field}\` must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`;
    }
    default:
      return `\`${field}\` ${error.keyword === 'parse' ? 'is not valid JSON' : (error.message ?? 'is invalid')}.`;
  }
}

/**
 * For `oneOf`/`anyOf` Ajv reports every branch. Only the branch that came closest (fewest
 * errors) says what the caller most likely meant; the others and the summary are dropped.
 */
function closestBranches(errors: ErrorObject[]): ErrorObject[] {
  const alternatives = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  let kept = errors;
  for (const alternative of alternatives) {
    const prefix = `${alternative.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const error of kept) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), error]);
    }
    const best = [...byBranch.values()].sort((a, b) => a.length - b.length)[0] ?? [];
    kept = kept.filter(
      (error) =>
        error !== alternative && (!error.schemaPath.startsWith(prefix) || best.includes(error)),
    );
    if (best.length === 0) kept.push(alternative);
  }
  return kept;
}

export function fieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of closestBranches([...errors])) {
    const path = fieldPath(error);
    const code = CODES[error.keyword] ?? 'invalid_type';
    const key = `${path} ${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, code, message: describe(error, path, code) });
  }
  return result.slice(0, 100);
}
