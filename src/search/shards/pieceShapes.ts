import type { IndexedPage, IndexedSection } from '../records';
import type { PageTable, RecordShard, TermShard } from './format';

/**
 * Shape checks for the pieces of a sharded index (./format.ts) as they arrive over the network.
 * A piece damaged in transit or by a broken deploy must fail its query with the modal's
 * "Unable to fetch results", never reach the corpus, where it would break every later query.
 * Each check walks the piece as deeply as the corpus reads it, so a piece that passes cannot
 * make the corpus throw.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isCountArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every(isCount);
}

/** One term's postings: repeated [fieldId, count, (sectionDelta, frequency, fieldLength) x count]. */
function isPostings(value: unknown): boolean {
  if (!isCountArray(value)) return false;
  let cursor = 0;
  while (cursor < value.length) {
    if (cursor + 1 >= value.length) return false;
    cursor += 2 + 3 * value[cursor + 1]!;
    if (cursor > value.length) return false;
  }
  return true;
}

function isLongTermEntry(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === 5 &&
    typeof value[0] === 'string' &&
    isCount(value[1]) &&
    typeof value[2] === 'number' &&
    Number.isFinite(value[2]) &&
    isCountArray(value[3]) &&
    isStringArray(value[4])
  );
}

export function isTermShard(value: unknown): value is TermShard {
  return (
    isObject(value) &&
    isStringArray(value.terms) &&
    Array.isArray(value.postings) &&
    value.postings.length === value.terms.length &&
    value.postings.every(isPostings) &&
    isCountArray(value.sections) &&
    value.sections.length % 3 === 0 &&
    (value.long === undefined || (Array.isArray(value.long) && value.long.every(isLongTermEntry)))
  );
}

/** A tail piece is a term shard of one term. */
export function isTailPiece(value: unknown): value is TermShard {
  return isTermShard(value) && value.terms.length === 1;
}

function isIndexedSection(value: unknown): value is IndexedSection {
  return (
    isObject(value) &&
    isCount(value.p) &&
    typeof value.a === 'string' &&
    isCount(value.lv) &&
    isStringArray(value.h) &&
    isStringArray(value.c)
  );
}

function isIndexedPage(value: unknown): value is IndexedPage {
  return (
    isObject(value) &&
    typeof value.u === 'string' &&
    typeof value.l0 === 'string' &&
    typeof value.l1 === 'string' &&
    isCount(value.t) &&
    (value.k === undefined || typeof value.k === 'string')
  );
}

/** `first` is where the page table says the shard starts. */
export function isRecordShard(value: unknown, first: number): value is RecordShard {
  return (
    isObject(value) &&
    value.first === first &&
    Array.isArray(value.sections) &&
    value.sections.length > 0 &&
    value.sections.every(isIndexedSection) &&
    Array.isArray(value.pages) &&
    value.pages.every(
      (entry) =>
        Array.isArray(entry) && entry.length === 2 && isCount(entry[0]) && isIndexedPage(entry[1]),
    ) &&
    // Every section's page is in the shard: that is where a hit's URL and titles come from.
    value.sections.every((section) =>
      (value.pages as Array<[number, IndexedPage]>).some(([page]) => page === section.p),
    )
  );
}

/** At least one page, and record shards that start at section 0 and ascend. */
export function isPageTable(value: unknown): value is PageTable {
  return (
    isObject(value) &&
    Array.isArray(value.pages) &&
    value.pages.length > 0 &&
    value.pages.every(
      (page) =>
        Array.isArray(page) &&
        page.length === 3 &&
        typeof page[0] === 'string' &&
        typeof page[1] === 'string' &&
        isCount(page[2]),
    ) &&
    Array.isArray(value.recordShards) &&
    value.recordShards.length > 0 &&
    value.recordShards.every(
      (entry, index, entries) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        isCount(entry[0]) &&
        typeof entry[1] === 'string' &&
        (index === 0 ? entry[0] === 0 : entry[0] > (entries[index - 1] as [number, string])[0]),
    )
  );
}

/** A term list of the dictionary, for typo matching; the index writes none that is empty. */
export function isTermList(value: unknown): value is string[] {
  return isStringArray(value) && value.length > 0;
}
