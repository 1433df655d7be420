/** Codes for request problems the JSON schema cannot express. */
export type SolveInputErrorCode =
  | 'duplicate_id'
  | 'mixed_location_kinds'
  | 'matrix_size_mismatch'
  | 'location_not_in_matrix'
  | 'invalid_time_window'
  | 'invalid_timestamp'
  | 'invalid_value'
  | 'no_work';

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
