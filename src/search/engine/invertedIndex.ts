import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's serialised index in a denser form for the wire: postings as flat number lists
 * with delta-coded document ids instead of nested objects keyed by id strings. About 40 % less
 * JSON to download and parse; `expandInvertedIndex` restores MiniSearch's own format.
 */

export type CompactInvertedIndex = {
  documentCount: number;
  /** Field lengths per document, in document order. */
  fieldLength: number[][];
  averageFieldLength: number[];
  terms: string[];
  /** Per term: repeated [fieldId, documentCount, (idDelta, termFrequency) x documentCount]. */
  postings: number[][];
};

const SERIALIZATION_VERSION = 2;

export function compactInvertedIndex(plain: AsPlainObject): CompactInvertedIndex {
  const documentCount = plain.documentCount;
  for (let id = 0; id < documentCount; id += 1) {
    // Documents are added with ids 0..n-1 in order, so MiniSearch's short ids equal them.
    if (plain.documentIds[String(id)] !== id) {
      throw new Error(`Search index document ${id} is out of order`);
    }
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, byField] of plain.index) {
    const flat: number[] = [];
    for (const [fieldId, frequencies] of Object.entries(byField)) {
      const ids = Object.keys(frequencies)
        .map(Number)
        .sort((a, b) => a - b);
      flat.push(Number(fieldId), ids.length);
      let previous = 0;
      for (const id of ids) {
        flat.push(id - previous, frequencies[String(id)]!);
        previous = id;
      }
    }
    terms.push(term);
    postings.push(flat);
  }
  return {
    documentCount,
    fieldLength: Array.from({ length: documentCount }, (_, id) => plain.fieldLength[String(id)]!),
    averageFieldLength: plain.averageFieldLength,
    terms,
    postings,
  };
}

export function expandInvertedIndex(
  compact: CompactInvertedIndex,
  fields: readonly string[],
): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  const index: AsPlainObject['index'] = compact.terms.map((term, termIndex) => {
    const flat = compact.postings[termIndex]!;
    const byField: Record<string, Record<string, number>> = {};
    let cursor = 0;
    while (cursor < flat.length) {
      const fieldId = flat[cursor]!;
      const count = flat[cursor + 1]!;
      cursor += 2;
      const frequencies: Record<string, number> = {};
      let id = 0;
      for (let entry = 0; entry < count; entry += 1) {
        id += flat[cursor]!;
        frequencies[id] = flat[cursor + 1]!;
        cursor += 2;
      }
      byField[fieldId] = frequencies;
    }
    return [term, byField];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, fieldId) => [field, fieldId])),
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: SERIALIZATION_VERSION,
  };
}
