import MiniSearch, { type Options } from 'minisearch';

import type { IndexedPage, IndexedSection } from '../records';
import { compactInvertedIndex, type CompactInvertedIndex } from './invertedIndex';
import { processIndexTerm, tokenize } from './terms';

/**
 * What is searched, shared by the build (which pre-computes the inverted index) and the
 * browser (which loads it): one document per section, split into fields that weigh
 * differently. Both sides must use exactly these options, or terms would not line up.
 */

export type SearchField = 'title' | 'heading' | 'path' | 'content';

export type SectionDocument = Record<SearchField, string> & { id: number };

export const SEARCH_FIELDS: readonly SearchField[] = ['title', 'heading', 'path', 'content'];

export const MINISEARCH_OPTIONS: Options<SectionDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm: processIndexTerm,
};

/** The page title and keywords are searched on the intro only; sections see it as context. */
export function sectionDocument(
  page: IndexedPage,
  section: IndexedSection,
  id: number,
): SectionDocument {
  const isIntro = section.lv <= 1;
  return {
    id,
    title: isIntro ? [page.l1, page.k ?? ''].join(' ') : '',
    heading: isIntro ? '' : (section.h[section.h.length - 1] ?? ''),
    path: isIntro ? page.l0 : [page.l0, page.l1, ...section.h.slice(0, -1)].join(' '),
    content: section.c.join('\n'),
  };
}

export function buildInvertedIndex(
  pages: readonly IndexedPage[],
  sections: readonly IndexedSection[],
): CompactInvertedIndex {
  const miniSearch = new MiniSearch<SectionDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(
    sections.map((section, id) => {
      const page = pages[section.p];
      if (!page) throw new Error(`Search index section ${id} points to missing page ${section.p}`);
      return sectionDocument(page, section, id);
    }),
  );
  return compactInvertedIndex(miniSearch.toJSON());
}
