/**
 * Everything one sandbox session remembers: the Integration API's collections, what the
 * Routing and Stateless APIs created, the event log, and the per-session clock, ids, tokens
 * and idempotency keys. A fresh session starts from the seed (./seed.ts).
 */
import { TokenStore } from '../auth/tokens';
import { SandboxClock } from '../core/clock';
import { IdempotencyStore } from '../core/idempotency';
import { IdSequence } from '../core/ids';
import { RateLimitCounter } from '../core/rateLimit';
import { EventLog } from '../webhooks/eventLog';
import { Collection } from './collection';

/** The Integration API's resources with create/read/update/delete/list, by path segment. */
export const CRUD_COLLECTIONS = [
  'projects',
  'depots',
  'nodes',
  'customers',
  'bookings',
  'vehicle-types',
  'vehicles',
  'drivers',
  'zones',
  'compound-zones',
  'simulation-templates',
  'webhook-subscriptions',
] as const;

export type CollectionName =
  | (typeof CRUD_COLLECTIONS)[number]
  | 'routes'
  | 'simulations'
  | 'optimizations'
  | 'order-progress'
  | 'pods'
  | 'tracking-links'
  | 'solve-jobs'
  | 'project-insertions'
  | 'eta-recalculations';

export class SessionState {
  readonly clock = new SandboxClock();
  readonly ids = new IdSequence();
  readonly tokens = new TokenStore();
  readonly idempotency = new IdempotencyStore();
  readonly rateLimit = new RateLimitCounter();
  readonly collections = new Map<CollectionName, Collection>();
  /** Webhook secrets by subscription id: shown once at creation, kept for signing. */
  readonly webhookSecrets = new Map<string, string>();
  /** Stateless job results and Routing optimization results, by id. */
  readonly results = new Map<string, unknown>();
  /** Preassignments by project id. */
  readonly preassignments = new Map<string, Record<string, unknown>>();
  readonly events: EventLog;

  constructor() {
    this.events = new EventLog(this.collection('webhook-subscriptions'), this.webhookSecrets);
  }

  collection(name: CollectionName): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection();
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** A fresh id with the prefix, skipping ids a caller chose. */
  newId(prefix: string, collection: CollectionName): string {
    return this.ids.next(prefix, (id) => this.collection(collection).has(id));
  }
}
