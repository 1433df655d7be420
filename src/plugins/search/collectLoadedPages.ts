import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';

import type { PageTrees } from '../../markdown/pageTrees';
import type { PageSource } from './parsedPage';
import { categoriesByDocId } from './sidebarCategories';
import {
  apiReferencePages,
  docPage,
  docsSearchTag,
  markdownProductPage,
  reactProductPage,
  type ApiSpecRoute,
} from './sitePages';

/**
 * Searchable pages from what the Docusaurus plugins loaded: docs with their real permalinks,
 * titles, front matter and sidebars (every version; drafts and unlisted docs left out), the
 * default pages plugin's pages, and the API specs. Only the text of each page is read from its
 * file; everything Docusaurus already knows about a page is taken from it.
 */

function resolveSitePath(siteDir: string, aliasedPath: string): string {
  return aliasedPath.startsWith('@site/')
    ? path.join(siteDir, aliasedPath.slice('@site/'.length))
    : aliasedPath;
}

export async function collectLoadedPages(options: {
  siteDir: string;
  allContent: AllContent;
  apiSpecs: readonly ApiSpecRoute[];
  /** The page trees shared with the Markdown twins (src/markdown/pageTrees.ts). */
  pageTrees?: PageTrees;
}): Promise<PageSource[]> {
  const { siteDir, allContent, pageTrees } = options;
  const pages: PageSource[] = [];

  const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docsInstances)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const categories = categoriesByDocId(version.sidebars as Record<string, unknown>);
      const searchTag = docsSearchTag(pluginId, version.versionName);
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        const source = await readFile(resolveSitePath(siteDir, doc.source), 'utf8');
        const { id: docId, frontMatter, permalink, title, description } = doc;
        pages.push(
          docPage(
            { source, docId, frontMatter, permalink, title, description, searchTag },
            categories,
            pageTrees,
          ),
        );
      }
    }
  }

  // Only the site's own pages; other instances (such as test fixtures) are not content.
  const sitePages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
  for (const metadata of sitePages) {
    if (metadata.type === 'mdx' && metadata.unlisted) continue;
    const filePath = resolveSitePath(siteDir, metadata.source);
    const source = await readFile(filePath, 'utf8');
    if (metadata.type === 'mdx') {
      const { frontMatter, permalink, title, description } = metadata;
      pages.push(
        markdownProductPage({ source, frontMatter, permalink, title, description }, pageTrees),
      );
    } else {
      const page = reactProductPage({ source, fileName: filePath, permalink: metadata.permalink });
      if (page) pages.push(page);
    }
  }

  for (const spec of options.apiSpecs) {
    pages.push(...apiReferencePages(await readFile(path.join(siteDir, spec.file), 'utf8'), spec));
  }
  return pages;
}
