/**
 * RFC 9457 problem details with the error catalogue's types: the type URI, title and status
 * of a slug come from the specs (core/specs.ts), never from a second list here.
 */
import { problemType } from './specs';
import type { FieldError, Reply } from './types';

export const PROBLEM_TYPE_BASE = 'https://docs.example.com/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemOptions {
  detail: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

/** A thrown problem: a handler deep in a call stops with the answer it wants sent. */
export class ProblemError extends Error {
  readonly reply: Reply;

  constructor(slug: string, options: ProblemOptions) {
    super(options.detail);
    this.name = 'ProblemError';
    this.reply = problem(slug, options);
  }
}

/** The problem reply; `instance` is filled in by the sandbox, which knows the request. */
export function problem(slug: string, { detail, errors = [], headers }: ProblemOptions): Reply {
  const { title, status } = problemType(slug);
  return {
    status,
    contentType: PROBLEM_CONTENT_TYPE,
    headers,
    body: { type: `${PROBLEM_TYPE_BASE}${slug}`, title, status, detail, errors },
  };
}

export function notFound(kind: string, id: string): ProblemError {
  return new ProblemError('not-found', { detail: `No ${kind} with id \`${id}\` exists.` });
}

/** `1 field is invalid; see errors[].` */
export function countDetail(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? ' is' : 's are'} invalid; see errors[].`;
}
