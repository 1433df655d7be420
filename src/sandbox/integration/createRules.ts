/**
 * What a create sets beyond the caller's fields and the spec's defaults: a booking starts
 * `open` without a route, and a webhook subscription gets its signing secret (returned once,
 * in the create answer; afterwards only its last four characters).
 */
import type { OperationInput } from '../core/operation';
import type { ResourceKind } from './resources';

export function onCreate(
  input: OperationInput,
  kind: ResourceKind,
  body: Record<string, unknown>,
): Record<string, unknown> {
  if (kind.schema === 'Booking') return { status: 'open', route_id: null };
  if (kind.schema === 'WebhookSubscription') {
    const secret = `${input.state.ids.next('whsec')}_sandbox_signing_secret`;
    return { secret, secret_last4: secret.slice(-4), project_ids: body.project_ids ?? [] };
  }
  return {};
}
