import { describe, expect, it } from 'vitest';

import { compileFacetFilters } from '../../../src/search/engine/facetFilters';

const record = {
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  hierarchy: { lvl0: 'Concepts' },
  tags: ['a', 'b'],
};
const read = (attribute: string) =>
  attribute
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], record);

describe('facet filters', () => {
  it('accepts everything without filters', () => {
    expect(compileFacetFilters(undefined)(read)).toBe(true);
    expect(compileFacetFilters([])(read)).toBe(true);
  });

  it('ANDs top-level entries and ORs nested arrays', () => {
    const contextual = compileFacetFilters([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(contextual(read)).toBe(true);
    expect(compileFacetFilters(['language:en', ['docusaurus_tag:default']])(read)).toBe(false);
    expect(
      compileFacetFilters(['language:de', ['docusaurus_tag:docs-default-current']])(read),
    ).toBe(false);
  });

  it('understands a single string, negation, dot paths, quotes, arrays and the JSON form', () => {
    expect(compileFacetFilters('language:en')(read)).toBe(true);
    expect(compileFacetFilters(['-language:en'])(read)).toBe(false);
    expect(compileFacetFilters(['language:-de'])(read)).toBe(true);
    expect(compileFacetFilters(['hierarchy.lvl0:Concepts'])(read)).toBe(true);
    expect(compileFacetFilters(['hierarchy.lvl0:"Concepts"'])(read)).toBe(true);
    expect(compileFacetFilters(['tags:b'])(read)).toBe(true);
    expect(compileFacetFilters('["language:en",["docusaurus_tag:default"]]')(read)).toBe(false);
  });

  it('rejects malformed filters', () => {
    expect(() => compileFacetFilters(['language'])).toThrow(/attribute:value/);
    expect(() => compileFacetFilters([42])).toThrow(/Invalid facet filter/);
    expect(() => compileFacetFilters({ language: 'en' })).toThrow(/Invalid facetFilters/);
  });
});
