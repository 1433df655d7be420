import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';

import type { PageSource } from './parsedPage';
import { categoriesByDocId } from './sidebarCategories';
import {
  apiReferencePage,
  docPage,
  docsSearchTag,
  productPage,
  type ApiSpecRoute,
} from './sitePages';

/**
 * Searchable pages from what the Docusaurus plugins loaded: docs with their real permalinks,
 * titles and sidebars (every version; drafts and unlisted docs left out), the default pages
 * plugin's pages, and the API specs.
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
}): Promise<PageSource[]> {
  const { siteDir, allContent } = options;
  const pages: PageSource[] = [];

  const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docsInstances)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const categories = categoriesByDocId(version.sidebars as Record<string, unknown>);
      const tag = docsSearchTag(pluginId, version.versionName);
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        const source = await readFile(resolveSitePath(siteDir, doc.source), 'utf8');
        pages.push(
          docPage(
            {
              source,
              docId: doc.id,
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
              searchTag: tag,
            },
            categories,
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
    const page = productPage({
      source: await readFile(filePath, 'utf8'),
      fileName: filePath,
      permalink: metadata.permalink,
    });
    if (page) pages.push(page);
  }

  for (const spec of options.apiSpecs) {
    const specText = await readFile(path.join(siteDir, spec.file), 'utf8').catch(() => null);
    const page = specText === null ? null : apiReferencePage(specText, spec.route);
    if (page) pages.push(page);
  }
  return pages;
}
