import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { restoreMiniSearch } from '../../../src/search/engine/invertedIndex';
import { matchedFields, scoreSections } from '../../../src/search/engine/rankSections';
import { MINISEARCH_OPTIONS, SEARCH_FIELDS } from '../../../src/search/engine/searchFields';
import { parseQuery, typoAllowance } from '../../../src/search/engine/terms';
import { fixtureIndex } from './fixtureIndex';

/**
 * The flat-array scorer against MiniSearch's own `search`, which it replaced on the hot path:
 * for any query, with prefix, typos, AND and OR, field and section boosts, it finds the same
 * sections with bit-for-bit the same scores and the same matched terms and fields.
 */

const FIELD_BOOSTS = [6, 3, 1.2, 1];
const LEVEL_BOOSTS: Record<number, number> = { 1: 1.5, 2: 1.15, 3: 1.05 };

describe('scoreSections', () => {
  const data = fixtureIndex();
  const index = restoreMiniSearch(data.search, MINISEARCH_OPTIONS);
  const sectionBoost = (id: number) => LEVEL_BOOSTS[data.sections[id]?.lv ?? 0] ?? 1;
  const words = [...new Set(data.search.terms.flatMap((term) => [term, term.slice(0, 3)]))];

  function compare(query: string, combineWith: 'AND' | 'OR', withTypos: boolean): void {
    const queryTerms = parseQuery(query);
    if (queryTerms.length === 0) return;
    const accept = (id: number) => id % 5 !== 0;
    const prefixTerms = new Set(queryTerms.filter((entry) => entry.prefix).map((e) => e.term));
    const expected = index.search(queryTerms.map((entry) => entry.term).join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      prefix: (term) => prefixTerms.has(term),
      fuzzy: withTypos ? (term) => typoAllowance(term) || false : false,
      combineWith,
      boost: { title: 6, heading: 3, path: 1.2, content: 1 },
      boostDocument: (id: number) => sectionBoost(id),
      filter: (result) => accept(result.id as number),
    });
    const scored = scoreSections(index, {
      queryTerms,
      typos: queryTerms.map((entry) => (withTypos ? typoAllowance(entry.term) : 0)),
      combineWith,
      fieldBoosts: FIELD_BOOSTS,
      sectionBoost,
      accept,
    });
    const actual = new Map(
      [...scored.sectionIndexes].map((id, position) => [id, scored.scores[position]!]),
    );
    expect(actual.size, query).toBe(expected.length);
    for (const result of expected) {
      const id = result.id as number;
      expect(actual.get(id), `${query}: section ${id}`).toBe(result.score);
      const fields = Object.fromEntries(
        [...matchedFields(scored.derived, id, SEARCH_FIELDS.length)].map(([term, ids]) => [
          term,
          ids.map((fieldId) => SEARCH_FIELDS[fieldId]),
        ]),
      );
      expect(fields, `${query}: section ${id}`).toEqual(result.match);
    }
  }

  it('scores the golden example exactly as MiniSearch does', () => {
    compare('time window', 'AND', false);
    compare('time windwo', 'AND', true);
    compare('driver break policy', 'OR', true);
  });

  it('scores random queries exactly as MiniSearch does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom<'AND' | 'OR'>('AND', 'OR'),
        fc.boolean(),
        (parts, trailingSpace, combineWith, withTypos) => {
          compare(`${parts.join(' ')}${trailingSpace ? ' ' : ''}`, combineWith, withTypos);
        },
      ),
      { numRuns: 300 },
    );
  });
});
