import { markdownPage } from './docPage';
import { parseJsxPage } from './jsxPageSections';
import { openApiPage } from './openapiPages';
import type { PageSource } from './parsedPage';
import { DEFAULT_DOCS_CATEGORY } from './sidebarCategories';

/**
 * The three kinds of searchable pages, built from file contents. Both the Docusaurus plugin
 * (from loaded content) and the standalone reader (from disk, for tests and benchmarks) go
 * through these functions, so they index the same way.
 */

export const API_REFERENCE_CATEGORY = 'API reference';
export const PRODUCT_CATEGORY = 'Product';
/** docusaurus_tag of everything that is not a docs page (theme-common's DEFAULT_SEARCH_TAG). */
export const DEFAULT_SEARCH_TAG = 'default';

export function docsSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

export type ApiSpecRoute = {
  /** Spec file, relative to the site directory. */
  file: string;
  /** URL path of the page rendering it (with baseUrl). */
  route: string;
};

export function docPage(
  input: {
    source: string;
    docId: string;
    permalink: string;
    title?: string;
    description?: string;
    searchTag: string;
  },
  categories: ReadonlyMap<string, string>,
): PageSource {
  return markdownPage({
    source: input.source,
    permalink: input.permalink,
    title: input.title,
    description: input.description,
    category: categories.get(input.docId) ?? DEFAULT_DOCS_CATEGORY,
    searchTag: input.searchTag,
    fallbackTitle: input.docId.split('/').pop() ?? input.docId,
  });
}

function productCategory(permalink: string): string {
  return /\/api-portal(?:\/|$)/.test(permalink) ? API_REFERENCE_CATEGORY : PRODUCT_CATEGORY;
}

/** A page of src/pages: JSX/TSX read from its source, Markdown through the Markdown path. */
export function productPage(input: {
  source: string;
  fileName: string;
  permalink: string;
}): PageSource | null {
  const category = productCategory(input.permalink);
  if (/\.mdx?$/.test(input.fileName)) {
    return markdownPage({
      source: input.source,
      permalink: input.permalink,
      category,
      searchTag: DEFAULT_SEARCH_TAG,
      fallbackTitle: input.permalink,
    });
  }
  const parsed = parseJsxPage(input.source, input.fileName);
  if (parsed.title === null) return null;
  return {
    permalink: input.permalink,
    category,
    title: parsed.title,
    searchTag: DEFAULT_SEARCH_TAG,
    keywords: [],
    sections: parsed.sections,
  };
}

export function apiReferencePage(specText: string, route: string): PageSource | null {
  return openApiPage(specText, {
    permalink: route,
    category: API_REFERENCE_CATEGORY,
    searchTag: DEFAULT_SEARCH_TAG,
  });
}
