/**
 * Runs an operation under its `Idempotency-Key`, when the operation accepts one and the
 * request sends it: a replay answers the remembered reply, a reused key with another body is
 * the 409 `idempotency-key-reused`. Problems thrown by the handler become their replies here,
 * so a failed request is remembered as well (a retry gets the same answer).
 */
import type { Context } from 'openapi-backend';

import type { Call } from './backend';
import { canonicalJson } from './idempotency';
import { problem, ProblemError } from './problems';
import type { Reply } from './types';

async function run(work: () => Reply | Promise<Reply>): Promise<Reply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProblemError) return error.reply;
    throw error;
  }
}

export async function idempotent(
  context: Context,
  call: Call,
  work: () => Reply | Promise<Reply>,
): Promise<Reply> {
  const accepts = (context.operation.parameters ?? []).some(
    (parameter) => (parameter as { name?: string }).name === 'Idempotency-Key',
  );
  const key = context.request.headers['idempotency-key'];
  if (!accepts || typeof key !== 'string') return run(work);
  // Keys are per API: the same key on another operation of the API is another body.
  const scope = context.api.apiRoot;
  const fingerprint = `${context.request.path} ${canonicalJson(context.request.requestBody ?? null)}`;
  const recalled = call.state.idempotency.recall(scope, key, fingerprint);
  if (recalled === 'conflict')
    return problem('idempotency-key-reused', {
      detail: `Key ${key} was first used with another request body; use a new key for a new request.`,
      errors: [
        {
          path: 'header.Idempotency-Key',
          code: 'conflict',
          message: 'This key belongs to a different request body.',
        },
      ],
    });
  if (recalled) return structuredClone(recalled);
  const reply = await run(work);
  // A 5xx is not an answer to remember: the retry the spec recommends must do the work.
  if (reply.status < 500) call.state.idempotency.remember(scope, key, fingerprint, reply);
  return reply;
}
