/**
 * `Idempotency-Key` (shared.yaml): the same key with the same body replays the first answer
 * without doing the work again; the same key with another body is a 409
 * `idempotency-key-reused` in all three APIs (docs/routing.mdx#errors). Keys are remembered per
 * API and session for the session's life (the service keeps them 24 hours).
 */
import type { Reply } from './types';

interface Remembered {
  fingerprint: string;
  reply: Reply;
}

/** Key order and spacing do not make a different body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export class IdempotencyStore {
  private readonly replies = new Map<string, Remembered>();

  /** The remembered answer for this key, `conflict` for another body, or undefined. */
  recall(scope: string, key: string, fingerprint: string): Reply | 'conflict' | undefined {
    const remembered = this.replies.get(`${scope} ${key}`);
    if (!remembered) return undefined;
    return remembered.fingerprint === fingerprint ? remembered.reply : 'conflict';
  }

  remember(scope: string, key: string, fingerprint: string, reply: Reply): void {
    this.replies.set(`${scope} ${key}`, { fingerprint, reply: structuredClone(reply) });
  }
}
