/**
 * Validates a parsed request against the SolveRequest schema (src/playground/solveRequestSchema.json,
 * generated from openapi/). The precompiled validator is imported on first use, so they stay out of
 * every bundle until somebody validates.
 */
import type { ErrorObject } from 'ajv';
import { childPointer, toJsonPath } from './jsonPath';

export interface SchemaIssue {
  /** JSON path of the offending value, e.g. `$.jobs[0].location`. */
  path: string;
  message: string;
}

/** The shape of Ajv's compiled validator, as the generated standalone module exports it. */
interface CompiledValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

let validatorPromise: Promise<CompiledValidator> | undefined;

/**
 * Precompiled at generation time (Ajv standalone code), so validating evaluates no strings
 * as code and works under the site's Content-Security-Policy.
 */
async function loadValidator(): Promise<CompiledValidator> {
  const module = (await import('./solveRequestValidator.generated.js')) as {
    default: CompiledValidator;
  };
  return module.default;
}

function getValidator(): Promise<CompiledValidator> {
  validatorPromise ??= loadValidator().catch((error: unknown) => {
    validatorPromise = undefined;
    throw error;
  });
  return validatorPromise;
}

function describeError(error: ErrorObject): SchemaIssue {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      return {
        path: toJsonPath(childPointer(error.instancePath, field)),
        message: 'unknown field',
      };
    }
    case 'required': {
      const field = String(params.missingProperty);
      return {
        path: toJsonPath(childPointer(error.instancePath, field)),
        message: 'required field is missing',
      };
    }
    case 'oneOf':
      return {
        path: toJsonPath(error.instancePath),
        message: 'must be a location: either { "lat", "lon" } or { "x", "y" }',
      };
    case 'anyOf':
      return error.instancePath === ''
        ? { path: '$', message: 'needs a non-empty "jobs" or "shipments" array' }
        : { path: toJsonPath(error.instancePath), message: error.message ?? 'is not valid' };
    case 'enum':
      return {
        path: toJsonPath(error.instancePath),
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    default:
      return { path: toJsonPath(error.instancePath), message: error.message ?? error.keyword };
  }
}

/**
 * Ajv reports every failing branch of a `oneOf`/`anyOf`; users need the one line that names the
 * value, so branch errors under a reported combinator are dropped.
 */
export function summariseErrors(errors: readonly ErrorObject[]): SchemaIssue[] {
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const insideCombinator = (error: ErrorObject) =>
    combinators.some(
      (c) =>
        c !== error &&
        error.schemaPath.startsWith(`${c.schemaPath}/`) &&
        (error.instancePath === c.instancePath ||
          error.instancePath.startsWith(`${c.instancePath}/`)),
    );
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of errors) {
    if (insideCombinator(error)) continue;
    const issue = describeError(error);
    const key = `${issue.path} ${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

export async function validateSolveRequest(value: unknown): Promise<SchemaIssue[]> {
  const validate = await getValidator();
  return validate(value) ? [] : summariseErrors(validate.errors ?? []);
}
