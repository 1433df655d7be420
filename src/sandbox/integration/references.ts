/** Reference checks between stored objects: dangling ids (422) and objects still in use (409). */
import { ProblemError } from '../core/problems';
import type { FieldError } from '../core/types';
import type { SessionState } from '../store/state';
import { REFERENCES } from './resources';

function ids(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Throws 422 `unprocessable` with one `invalid_reference` per id that does not exist. */
export function checkReferences(state: SessionState, body: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  for (const [field, collection] of Object.entries(REFERENCES)) {
    if (!(field in body)) continue;
    const value = body[field];
    ids(value).forEach((id, index) => {
      if (state.collection(collection).has(id)) return;
      const path = Array.isArray(value) ? `/${field}/${index}` : `/${field}`;
      errors.push({
        path,
        code: 'invalid_reference',
        message: `\`${field}\` ${id} does not exist.`,
      });
    });
  }
  if (errors.length > 0)
    throw new ProblemError('unprocessable', {
      detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
      errors,
    });
}

/** Throws 409 `in-use` when another stored object refers to `id`. */
export function checkNotInUse(state: SessionState, noun: string, id: string): void {
  for (const [name, collection] of state.collections)
    for (const object of collection.all())
      for (const field of Object.keys(REFERENCES))
        if (object.id !== id && ids(object[field]).includes(id))
          throw new ProblemError('in-use', {
            detail: `The ${noun} ${id} is still referenced by ${name} ${object.id} (\`${field}\`); delete or change that first.`,
          });
}
