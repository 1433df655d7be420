/**
 * Events and their webhook deliveries. Every event is kept in the feed (`GET /events`); each
 * active subscription whose `event_types` and `project_ids` match gets a delivery with the
 * documented headers (`X-Event-Id`, `X-Event-Type`, `X-Signature`). The sandbox sends nothing
 * over the network: deliveries are recorded, and a reader sees them in the delivery log.
 */
import type { Collection } from '../store/collection';
import { signatureHeader } from './signature';

export interface SandboxEvent {
  id: string;
  type: string;
  created_at: string;
  project_id: string | null;
  data: Record<string, unknown>;
}

export interface WebhookDelivery {
  subscription_id: string;
  url: string;
  event_id: string;
  headers: Record<string, string>;
  body: string;
}

interface Subscription {
  id: string;
  url: string;
  event_types: string[];
  project_ids: string[];
  active: boolean;
}

export class EventLog {
  readonly events: SandboxEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private pending: Promise<void>[] = [];

  constructor(
    private readonly subscriptions: Collection,
    private readonly secrets: Map<string, string>,
  ) {}

  /** Records the event and queues a signed delivery per matching subscription. */
  append(event: SandboxEvent, epochSeconds: number, only?: string): SandboxEvent {
    this.events.push(event);
    const body = JSON.stringify(event);
    for (const record of this.subscriptions.all()) {
      const subscription = record as unknown as Subscription;
      const matches =
        only !== undefined
          ? subscription.id === only
          : subscription.active &&
            subscription.event_types.includes(event.type) &&
            (subscription.project_ids.length === 0 ||
              (event.project_id !== null && subscription.project_ids.includes(event.project_id)));
      if (!matches) continue;
      const secret = this.secrets.get(subscription.id) ?? '';
      // Reserve the slot now so deliveries keep event order whatever the signing takes.
      const index = this.deliveries.length;
      const delivery: WebhookDelivery = {
        subscription_id: subscription.id,
        url: subscription.url,
        event_id: event.id,
        headers: {
          'content-type': 'application/json',
          'x-event-id': event.id,
          'x-event-type': event.type,
          'x-signature': '',
        },
        body,
      };
      this.deliveries.push(delivery);
      this.pending.push(
        signatureHeader(secret, epochSeconds, body).then((signature) => {
          this.deliveries[index]!.headers['x-signature'] = signature;
        }),
      );
    }
    return event;
  }

  /** Waits for the signatures of the deliveries queued so far. */
  async settle(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }
}
