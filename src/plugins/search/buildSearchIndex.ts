import { buildInvertedIndex } from '../../search/engine/searchFields';
import {
  SEARCH_INDEX_FORMAT_VERSION,
  type IndexedPage,
  type IndexedSection,
  type SearchIndexData,
} from '../../search/records';
import type { PageSource } from './parsedPage';

/**
 * Packs pages into the serialised index: tags and page-level strings are stored once, sections
 * refer to their page by position. Sections with neither text nor a heading are dropped, and
 * pages are ordered by URL so the file (and its content hash) is stable between builds.
 */
export function buildSearchIndex(
  pages: readonly PageSource[],
  options: { language: string },
): SearchIndexData {
  const tags: string[] = [];
  const indexedPages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const tagIndex = new Map<string, number>();
  const seen = new Set<string>();
  const sorted = [...pages].sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const page of sorted) {
    if (seen.has(page.permalink)) continue;
    seen.add(page.permalink);
    let tag = tagIndex.get(page.searchTag);
    if (tag === undefined) {
      tag = tags.push(page.searchTag) - 1;
      tagIndex.set(page.searchTag, tag);
    }
    const indexedPage: IndexedPage = {
      u: page.permalink,
      l0: page.category,
      l1: page.title,
      t: tag,
    };
    if (page.keywords.length > 0) indexedPage.k = page.keywords.join(' ');
    const pageNumber = indexedPages.push(indexedPage) - 1;
    for (const section of page.sections) {
      const paragraphs = section.paragraphs.filter((paragraph) => paragraph.trim().length > 0);
      if (section.level > 1 && section.headings.length === 0) continue;
      if (section.level <= 1 && paragraphs.length === 0 && page.sections.length > 1) {
        // A page that opens with a heading still needs its lvl1 record to be found by title.
        sections.push({ p: pageNumber, a: '', lv: 1, h: [], c: [] });
        continue;
      }
      sections.push({
        p: pageNumber,
        a: section.anchor,
        lv: section.level,
        h: section.headings,
        c: paragraphs,
      });
    }
  }
  return {
    v: SEARCH_INDEX_FORMAT_VERSION,
    language: options.language,
    tags,
    pages: indexedPages,
    sections,
    search: buildInvertedIndex(indexedPages, sections),
  };
}
