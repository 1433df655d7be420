import type { CompactInvertedIndex } from './engine/invertedIndex';

/**
 * The local search index as it travels from the build to the browser.
 *
 * One page entry per indexed page and one section entry per heading (plus the page's intro).
 * Hierarchy strings live once on the page, so the serialised index stays small; the engine
 * expands sections into DocSearch-shaped records on demand. The inverted index is computed at
 * build time, so the browser only loads it instead of tokenising every page.
 */

/** Heading levels DocSearch knows; `content` marks a hit found in body text. */
export type DocSearchLevel = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type DocSearchRecordType = DocSearchLevel | 'content';

/** Bumped whenever the terms change (how words are stemmed, too): both sides must agree. */
export const SEARCH_INDEX_FORMAT_VERSION = 3;

export type IndexedPage = {
  /** Permalink path including the site's baseUrl, without origin and anchor. */
  u: string;
  /** hierarchy.lvl0: the section of the site (sidebar category, "API reference", ...). */
  l0: string;
  /** hierarchy.lvl1: the page title. */
  l1: string;
  /** Index into `tags`: the page's docusaurus_tag (contextual search). */
  t: number;
  /** Extra words that describe the page without appearing in it (front matter keywords). */
  k?: string;
};

export type IndexedSection = {
  /** Index into `pages`. */
  p: number;
  /** Anchor id without '#'; empty for the page's intro. */
  a: string;
  /** Heading level of the section: 1 for the intro, 2..6 for headings. */
  lv: number;
  /** Heading texts from lvl2 down to this section's own heading (empty for the intro). */
  h: string[];
  /** Paragraphs of body text, in page order. */
  c: string[];
};

export type SearchIndexData = {
  v: typeof SEARCH_INDEX_FORMAT_VERSION;
  /** Language of every record (Docusaurus builds one index per locale). */
  language: string;
  tags: string[];
  pages: IndexedPage[];
  sections: IndexedSection[];
  /** MiniSearch's index over `sections` (document id = section position), compacted. */
  search: CompactInvertedIndex;
};

export type DocSearchHierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** The shape of a DocSearch v3 crawler record; hits are built from these. */
export type DocSearchRecord = {
  objectID: string;
  type: DocSearchRecordType;
  hierarchy: DocSearchHierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
};

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
