import { UNSHARED_PAGE_TREES, type PageTrees } from '../../markdown/pageTrees';
import { markdownPage, type LoadedMarkdown } from './docPage';
import { parseJsxPage } from './jsxPageSections';
import { openApiPage, openApiTagPages } from './openapiPages';
import type { PageSource } from './parsedPage';
import { DEFAULT_DOCS_CATEGORY } from './sidebarCategories';

/**
 * The three kinds of searchable pages, built from what the content plugins loaded (URLs,
 * titles, front matter) and the files' contents.
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
  /** Rendered as an overview at `route` and a page per tag (src/plugins/api-reference). */
  splitByTag?: boolean;
};

export function docPage(
  doc: LoadedMarkdown & { docId: string; searchTag: string },
  categories: ReadonlyMap<string, string>,
  pageTrees: PageTrees = UNSHARED_PAGE_TREES,
): PageSource {
  return markdownPage({
    ...doc,
    pageTrees,
    category: categories.get(doc.docId) ?? DEFAULT_DOCS_CATEGORY,
    fallbackTitle: doc.docId.split('/').pop() ?? doc.docId,
  });
}

function productCategory(permalink: string): string {
  return /\/api-portal(?:\/|$)/.test(permalink) ? API_REFERENCE_CATEGORY : PRODUCT_CATEGORY;
}

/** A Markdown page of src/pages, with what the pages plugin loaded for it. */
export function markdownProductPage(
  page: LoadedMarkdown,
  pageTrees: PageTrees = UNSHARED_PAGE_TREES,
): PageSource {
  return markdownPage({
    ...page,
    pageTrees,
    category: productCategory(page.permalink),
    searchTag: DEFAULT_SEARCH_TAG,
    fallbackTitle: page.permalink,
  });
}

/** A React page of src/pages, read from its source; null when it names no title. */
export function reactProductPage(input: {
  source: string;
  fileName: string;
  permalink: string;
}): PageSource | null {
  const parsed = parseJsxPage(input.source, input.fileName);
  if (parsed.title === null) return null;
  return {
    permalink: input.permalink,
    category: productCategory(input.permalink),
    title: parsed.title,
    searchTag: DEFAULT_SEARCH_TAG,
    keywords: [],
    sections: parsed.sections,
  };
}

export function apiReferencePages(specText: string, spec: ApiSpecRoute): PageSource[] {
  const options = {
    permalink: spec.route,
    category: API_REFERENCE_CATEGORY,
    searchTag: DEFAULT_SEARCH_TAG,
  };
  if (spec.splitByTag) return openApiTagPages(specText, options);
  const page = openApiPage(specText, options);
  return page ? [page] : [];
}
