import type { CompactInvertedIndex } from './invertedIndex';
import type { QueryTerm } from './terms';

/**
 * What a word of one or two letters matches while it is being typed. Every indexed term it
 * begins would be a large part of the index ("t" begins thousands of terms at 5,000 pages, and
 * the sharded index would fetch every term shard from "t" to "u" for the first keystroke), and
 * ranking that many terms costs more than the reader's patience. So such a word matches, as a
 * prefix, only the SHORT_PREFIX_TERMS terms it begins that occur most often; from three letters
 * on, a prefix matches every term it begins. Both engines (whole index and sharded) read this
 * one rule: the whole index computes the table at start, the sharded index ships it in its
 * manifest, computed by the same function at build time.
 */

export const SHORT_PREFIX_LENGTH = 3;
export const SHORT_PREFIX_TERMS = 6;

/** Prefix (one or two UTF-16 code units) -> the terms it matches, most frequent first. */
export type ShortPrefixTable = Record<string, string[]>;

export function isShortPrefix(query: QueryTerm): boolean {
  return query.prefix && query.term.length < SHORT_PREFIX_LENGTH;
}

export function shortPrefixTerms(table: ShortPrefixTable, prefix: string): readonly string[] {
  // Own keys only: the table is a plain object read with what the reader typed.
  return Object.hasOwn(table, prefix) ? table[prefix]! : [];
}

/** How often a term occurs: its postings over all fields (compact form, see invertedIndex.ts). */
function postingCount(flat: readonly number[]): number {
  let count = 0;
  for (let cursor = 0; cursor < flat.length; cursor += 2 + 2 * flat[cursor + 1]!) {
    count += flat[cursor + 1]!;
  }
  return count;
}

/** Ties go to the term that sorts first, so the table does not depend on the terms' order. */
function ranksBefore(a: readonly [string, number], b: readonly [string, number]): boolean {
  return a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
}

export function shortPrefixTable(
  index: Pick<CompactInvertedIndex, 'terms' | 'postings'>,
): ShortPrefixTable {
  const best = new Map<string, Array<readonly [string, number]>>();
  index.terms.forEach((term, termIndex) => {
    const entry = [term, postingCount(index.postings[termIndex]!)] as const;
    for (let length = 1; length < SHORT_PREFIX_LENGTH && length <= term.length; length += 1) {
      const prefix = term.slice(0, length);
      let list = best.get(prefix);
      if (!list) {
        list = [];
        best.set(prefix, list);
      }
      if (list.length === SHORT_PREFIX_TERMS && !ranksBefore(entry, list[list.length - 1]!)) {
        continue;
      }
      let at = list.length;
      while (at > 0 && ranksBefore(entry, list[at - 1]!)) at -= 1;
      list.splice(at, 0, entry);
      if (list.length > SHORT_PREFIX_TERMS) list.pop();
    }
  });
  const table: ShortPrefixTable = {};
  for (const prefix of [...best.keys()].sort()) {
    table[prefix] = best.get(prefix)!.map(([term]) => term);
  }
  return table;
}
