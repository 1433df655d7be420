/** Parses the editor text and turns JSON syntax errors into a line and column. */
import { findJsonSyntaxProblem } from './jsonErrorOffset';

export type ParseResult =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number; offset: number };

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const clamped = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, clamped);
  const line = before.split('\n').length;
  const column = clamped - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column };
}

export function parseRequestText(text: string): ParseResult {
  if (text.trim() === '') {
    return { ok: false, message: 'The request is empty', line: 1, column: 1, offset: 0 };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const problem = findJsonSyntaxProblem(text) ?? {
      offset: text.length,
      message: error instanceof Error ? error.message : 'Invalid JSON',
    };
    const { line, column } = lineColumnAt(text, problem.offset);
    return { ok: false, message: problem.message, line, column, offset: problem.offset };
  }
}
