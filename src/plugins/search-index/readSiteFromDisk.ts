import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

import { docLocation } from './docPermalink';
import type { PageSource } from './parsedPage';
import { categoriesByDocId } from './sidebarCategories';
import {
  apiReferencePage,
  docPage,
  docsSearchTag,
  productPage,
  type ApiSpecRoute,
} from './sitePages';
import { defaultApiSpecRoutes } from './apiSpecRoutes';

/**
 * Reads the site's searchable pages straight from disk, without Docusaurus: for the relevance
 * test and the benchmark, which must not need a build. The plugin reads the same files through
 * Docusaurus' loaded content instead.
 */

export type DiskSiteOptions = {
  siteDir: string;
  /** The object sidebars.ts exports; gives docs their lvl0 category. */
  sidebars?: Record<string, unknown>;
  apiSpecs?: readonly ApiSpecRoute[];
};

/** Files under `dir` (posix-relative), skipping `_`-prefixed files and folders like Docusaurus. */
function listFiles(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const parsed: unknown = match ? parseYaml(match[1]!) : {};
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export function readSitePagesFromDisk(options: DiskSiteOptions): PageSource[] {
  const { siteDir } = options;
  const categories = categoriesByDocId(options.sidebars ?? {});
  const pages: PageSource[] = [];

  const docsDir = path.join(siteDir, 'docs');
  for (const file of listFiles(docsDir, /\.mdx?$/)) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const frontMatter = frontMatterOf(source);
    if (frontMatter.draft === true || frontMatter.unlisted === true) continue;
    const { docId, permalink } = docLocation(file, frontMatter);
    pages.push(
      docPage(
        { source, docId, permalink, searchTag: docsSearchTag('default', 'current') },
        categories,
      ),
    );
  }

  const pagesDir = path.join(siteDir, 'src', 'pages');
  for (const file of listFiles(pagesDir, /\.(?:tsx|jsx|mdx?)$/)) {
    if (/\.test\./.test(file)) continue;
    const withoutExtension = file.replace(/\.(?:tsx|jsx|mdx?)$/, '');
    // Like the pages plugin: `a/index.tsx` is served at `/a/`, `a.tsx` at `/a`.
    const route = `/${withoutExtension.replace(/(?:^|(?<=\/))index$/, '')}`;
    const page = productPage({
      source: readFileSync(path.join(pagesDir, file), 'utf8'),
      fileName: file,
      permalink: route,
    });
    if (page) pages.push(page);
  }

  for (const spec of options.apiSpecs ?? defaultApiSpecRoutes(siteDir, '/')) {
    const specPath = path.join(siteDir, spec.file);
    if (!existsSync(specPath)) continue;
    const page = apiReferencePage(readFileSync(specPath, 'utf8'), spec.route);
    if (page) pages.push(page);
  }
  return pages;
}
