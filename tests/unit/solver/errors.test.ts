/**
 * The solver's input-error codes reach readers unchanged, as the sandbox's `errors[].code` and
 * in the playground, so each must be a code the API documents (FieldError.code in shared.yaml).
 */
import { describe, expect, it } from 'vitest';

import { SOLVE_INPUT_ERROR_CODES } from '../../../src/solver/errors';
import { readSpec } from '../../support/openapiSchemas';

type Node = Record<string, unknown>;

function documentedFieldErrorCodes(): Set<string> {
  const schemas = (readSpec('shared').components as Node).schemas as Node;
  const code = ((schemas.FieldError as Node).properties as Node).code as Node;
  const description = code.description as string;
  const listed = description.slice(description.indexOf('Codes in use:'));
  return new Set([...listed.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1]!));
}

describe('solver input-error codes', () => {
  it('reads a list of documented codes', () => {
    expect(documentedFieldErrorCodes()).toContain('matrix_mismatch');
  });

  it('are each a documented FieldError code', () => {
    const documented = documentedFieldErrorCodes();
    expect(SOLVE_INPUT_ERROR_CODES.filter((code) => !documented.has(code))).toEqual([]);
  });
});
