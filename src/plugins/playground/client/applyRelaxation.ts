/**
 * Applies a relaxation the solver suggested (a JSON Patch operation, RFC 6902: add, replace or
 * remove) to the request, so the reader can try it with one click.
 */
import type { Relaxation } from '@site/src/solver/types';

import { unescapePointerToken } from './jsonPath';

export type RelaxationEdit = Pick<Relaxation, 'op' | 'path' | 'value'>;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** A copy of `request` with the edit applied; throws when the path is not in the request. */
export function applyRelaxation(request: unknown, edit: RelaxationEdit): unknown {
  if (!edit.op || edit.path === undefined || !edit.path.startsWith('/')) {
    throw new Error('This suggestion has no change to apply.');
  }
  const copy = structuredClone(request);
  const tokens = edit.path.slice(1).split('/').map(unescapePointerToken);
  const last = tokens.pop()!;
  let parent: unknown = copy;
  for (const token of tokens) {
    parent = isContainer(parent) ? (parent as Record<string, unknown>)[token] : undefined;
    if (!isContainer(parent)) throw new Error(`${edit.path} is not in the request any more.`);
  }
  if (!isContainer(parent)) throw new Error(`${edit.path} is not in the request any more.`);
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!Number.isInteger(index) || index < 0 || index >= parent.length) {
      throw new Error(`${edit.path} is not in the request any more.`);
    }
    if (edit.op === 'remove') parent.splice(index, 1);
    else parent[index] = edit.value;
    return copy;
  }
  if (edit.op !== 'add' && !Object.hasOwn(parent, last)) {
    throw new Error(`${edit.path} is not in the request any more.`);
  }
  if (edit.op === 'remove') delete parent[last];
  else parent[last] = edit.value;
  return copy;
}

/** The editor's text with the edit applied, formatted as the examples are (two spaces). */
export function applyRelaxationToText(text: string, edit: RelaxationEdit): string {
  return `${JSON.stringify(applyRelaxation(JSON.parse(text), edit), null, 2)}\n`;
}
