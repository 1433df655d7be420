/**
 * Applies a `filter` expression (parsed by ../filterGrammar.ts, the grammar the docs state) to
 * stored objects. Only the fields the operation's description names are filterable; another
 * field, or an expression that does not parse, is a 400 with `invalid_filter`. Ordering
 * operators compare numbers numerically and timestamps as instants, whatever their offsets.
 */
import { ProblemError } from '../core/problems';
import { FilterSyntaxError, parseFilter, type Ast, type FilterValue } from '../filterGrammar';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function invalidFilter(message: string): ProblemError {
  return new ProblemError('validation-failed', {
    detail: '1 field is invalid; see errors[].',
    errors: [{ path: 'query.filter', code: 'invalid_filter', message }],
  });
}

function fieldsOf(ast: Ast): string[] {
  if (ast.type === 'and' || ast.type === 'or')
    return [...fieldsOf(ast.left), ...fieldsOf(ast.right)];
  return [ast.field];
}

function literal(value: FilterValue): unknown {
  return value.kind === 'null' ? null : value.value;
}

/** Negative, zero or positive; undefined when the two cannot be ordered. */
function compare(left: unknown, right: unknown): number | undefined {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') {
    if (TIMESTAMP.test(left) && TIMESTAMP.test(right)) return Date.parse(left) - Date.parse(right);
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return undefined;
}

function equals(left: unknown, right: unknown): boolean {
  if (left === null || left === undefined) return right === null;
  const order = compare(left, right);
  return order === undefined ? left === right : order === 0;
}

function matches(ast: Ast, object: Record<string, unknown>): boolean {
  switch (ast.type) {
    case 'and':
      return matches(ast.left, object) && matches(ast.right, object);
    case 'or':
      return matches(ast.left, object) || matches(ast.right, object);
    case 'in':
      return ast.values.some((value) => equals(object[ast.field], literal(value)));
    case 'comparison': {
      const actual = object[ast.field];
      const expected = literal(ast.value);
      if (ast.operator === 'eq') return equals(actual, expected);
      if (ast.operator === 'ne') return !equals(actual, expected);
      const order = compare(actual, expected);
      if (order === undefined) return false;
      return { gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[ast.operator];
    }
  }
}

export function applyFilter<T extends Record<string, unknown>>(
  objects: T[],
  expression: string | undefined,
  filterable: readonly string[] | null,
): T[] {
  if (expression === undefined) return objects;
  let ast: Ast;
  try {
    ast = parseFilter(expression);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalidFilter(`${error.message}.`);
    throw error;
  }
  for (const field of fieldsOf(ast))
    if (!filterable?.includes(field))
      throw invalidFilter(
        `Field \`${field}\` cannot be filtered; the filterable fields are ${(filterable ?? []).map((f) => `\`${f}\``).join(', ') || 'none'}.`,
      );
  return objects.filter((object) => matches(ast, object));
}
