import { describe, expect, it } from 'vitest';

import type { AlgoliaSearchResult } from '../../../src/search/algoliaTypes';
import { expectSameAnswer } from './shardPieces';

const answer = (fields: Partial<AlgoliaSearchResult>): AlgoliaSearchResult =>
  ({
    hits: [{ objectID: 'a', url: '/docs/a' }],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    processingTimeMS: 1,
    query: 'a',
    params: '',
    exhaustiveNbHits: true,
    ...fields,
  }) as AlgoliaSearchResult;

describe('expectSameAnswer', () => {
  it('accepts answers that differ only in their timing', () => {
    expectSameAnswer(answer({ processingTimeMS: 3 }), answer({ processingTimeMS: 40 }));
  });

  it('accepts what toEqual accepts: a field set to undefined on one side only', () => {
    expectSameAnswer(answer({ facets: undefined }), answer({}));
  });

  it('fails on a different hit, count or order, naming the query', () => {
    const two = [
      { objectID: 'a', url: '/docs/a' },
      { objectID: 'b', url: '/docs/b' },
    ] as AlgoliaSearchResult['hits'];
    expect(() =>
      expectSameAnswer(
        answer({}),
        answer({ hits: [{ objectID: 'b', url: '/docs/b' }] as never }),
        'q',
      ),
    ).toThrow(/q/);
    expect(() => expectSameAnswer(answer({ nbHits: 2 }), answer({}))).toThrow();
    expect(() =>
      expectSameAnswer(answer({ hits: two }), answer({ hits: [...two].reverse() })),
    ).toThrow();
  });
});
