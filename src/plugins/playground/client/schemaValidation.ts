/**
 * Validates a parsed request against the SolveRequest schema (./solveRequestSchema.json, generated
 * from openapi/). The precompiled validator is imported on first use, so they stay out of every
 * bundle until somebody validates.
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

/** The bound in the words of the API reference, so the reader can look the field up there. */
function boundMessage(error: ErrorObject): string {
  const limit = Number((error.params as { limit: number }).limit).toLocaleString('en-US');
  switch (error.keyword) {
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'maxItems':
      return `must have at most ${limit} items`;
    default:
      return `must have at most ${limit} fields`;
  }
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
    case 'maximum':
    case 'minimum':
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return { path: toJsonPath(error.instancePath), message: boundMessage(error) };
    default:
      return { path: toJsonPath(error.instancePath), message: error.message ?? error.keyword };
  }
}

const isBelow = (error: ErrorObject, combinator: ErrorObject) =>
  error.instancePath === combinator.instancePath ||
  error.instancePath.startsWith(`${combinator.instancePath}/`);

const isBranchOf = (error: ErrorObject, combinator: ErrorObject) =>
  error !== combinator &&
  error.schemaPath.startsWith(`${combinator.schemaPath}/`) &&
  isBelow(error, combinator);

/**
 * A value with the shape of exactly one `oneOf` branch (a `{ "x", "y" }` location whose `x` is
 * out of range) is wrong only in its fields, so that branch's errors, which name the fields, say
 * more than the combinator's line. Undefined when the value fits no branch's shape.
 */
function shapedBranchErrors(
  combinator: ErrorObject,
  errors: readonly ErrorObject[],
): ErrorObject[] | undefined {
  const byBranch = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    if (!isBranchOf(error, combinator)) continue;
    const branch = error.schemaPath.slice(combinator.schemaPath.length + 1).split('/')[0];
    byBranch.set(branch, [...(byBranch.get(branch) ?? []), error]);
  }
  const shaped = [...byBranch.values()].filter((branchErrors) =>
    branchErrors.every((error) => error.instancePath !== combinator.instancePath),
  );
  return shaped.length === 1 ? shaped[0] : undefined;
}

/**
 * Ajv reports every failing branch of a `oneOf`/`anyOf`; users need the one line that names the
 * value, so branch errors under a reported combinator are dropped, unless the value has the
 * shape of one branch: then that branch's errors replace the combinator's line.
 */
export function summariseErrors(errors: readonly ErrorObject[]): SchemaIssue[] {
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const replaced = new Map<ErrorObject, ErrorObject[]>();
  for (const combinator of combinators) {
    if (combinator.keyword !== 'oneOf') continue;
    const branchErrors = shapedBranchErrors(combinator, errors);
    if (branchErrors) replaced.set(combinator, branchErrors);
  }
  const kept = new Set([...replaced.values()].flat());
  const insideCombinator = (error: ErrorObject) =>
    !kept.has(error) && combinators.some((c) => isBranchOf(error, c));
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of errors) {
    if (replaced.has(error) || insideCombinator(error)) continue;
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
