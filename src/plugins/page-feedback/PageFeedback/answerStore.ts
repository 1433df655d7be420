/**
 * One answer per page per visitor: kept in localStorage under a key namespaced by site and
 * feature. Storage that is blocked, full or holds something unreadable never throws; the
 * answers of this visit are also kept in memory, so a page left and revisited still knows its
 * answer when storage does not work.
 */
export type Answer = 'yes' | 'no';

export interface StoredAnswer {
  answer: Answer;
  /** A reason id (./reasons.ts) for a "no", when the reader picked one. */
  reason?: string;
}

const KEY_PREFIX = 'routekit:page-feedback:';

const answersThisVisit = new Map<string, StoredAnswer>();

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { answer, reason } = value as Record<string, unknown>;
  return (
    (answer === 'yes' || answer === 'no') && (reason === undefined || typeof reason === 'string')
  );
}

export function storageKey(pagePath: string): string {
  return `${KEY_PREFIX}${pagePath}`;
}

export function readAnswer(pagePath: string): StoredAnswer | null {
  const remembered = answersThisVisit.get(pagePath);
  if (remembered) return remembered;
  try {
    const raw = window.localStorage.getItem(storageKey(pagePath));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isStoredAnswer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveAnswer(pagePath: string, stored: StoredAnswer): void {
  answersThisVisit.set(pagePath, stored);
  try {
    window.localStorage.setItem(storageKey(pagePath), JSON.stringify(stored));
  } catch {
    // Blocked or full storage: the answer is remembered for this visit only.
  }
}
