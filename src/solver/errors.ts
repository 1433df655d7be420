/**
 * Codes for request problems the JSON schema cannot express: the API's own `errors[].code`
 * values (FieldError in openapi/shared.yaml), since the sandbox answers with them as they are.
 */
export const SOLVE_INPUT_ERROR_CODES = [
  'required',
  'out_of_range',
  'too_short',
  'invalid_format',
  'duplicate_id',
  'time_window_order',
  'mixed_location_kinds',
  'matrix_mismatch',
] as const;

export type SolveInputErrorCode = (typeof SOLVE_INPUT_ERROR_CODES)[number];

/**
 * A semantically invalid request. `path` is a JSON Pointer into the request (the same
 * notation schema validators report), so the playground can point at the offending field.
 */
export class SolveInputError extends Error {
  readonly path: string;
  readonly code: SolveInputErrorCode;

  constructor(path: string, code: SolveInputErrorCode, message: string) {
    super(message);
    this.name = 'SolveInputError';
    this.path = path;
    this.code = code;
  }
}

export function isSolveInputError(value: unknown): value is SolveInputError {
  return value instanceof SolveInputError;
}
