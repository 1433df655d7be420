/**
 * Links between docs resolve the way the build resolves them: relative file links to an
 * existing doc and, with an anchor, to a heading id on it; absolute /docs/... URLs to a doc,
 * tag or category page; /api-portal links to one of the API reference pages; other absolute
 * paths to a page under src/pages or a file under static/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

import sidebars from '../../../sidebars';
import { DOCS_DIR, ROOT } from '../../support/docs';
import { headings, jsxAttribute, jsxElements, links, type Page } from '../../support/mdx';
import type { Offence } from './offence';

export const API_PORTAL_PAGES = new Set([
  '/api-portal',
  '/api-portal/routing',
  '/api-portal/integration',
  '/api-portal/stateless',
]);

export interface LinkIndex {
  /** Doc file (relative to docs/) -> anchor ids on that page. */
  anchorsByFile: Map<string, Set<string>>;
  /** Doc URL without trailing slash -> doc file. */
  fileByUrl: Map<string, string>;
  /** Other site URLs that exist: tag pages, category pages, src/pages routes. */
  otherUrls: Set<string>;
}

export function anchorsOf(page: Page): Set<string> {
  if (!page.tree) return new Set();
  const ids = headings(page.tree).map((heading) => heading.id);
  for (const element of jsxElements(page.tree)) {
    const id = jsxAttribute(element, 'id');
    if (typeof id === 'string') ids.push(id);
  }
  return new Set(ids);
}

function trimSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

function categorySlugs(items: unknown): string[] {
  if (Array.isArray(items)) return items.flatMap(categorySlugs);
  if (!items || typeof items !== 'object') return [];
  const item = items as Record<string, unknown>;
  const link = item.link as Record<string, unknown> | undefined;
  const own =
    item.type === 'category' && link?.type === 'generated-index' && typeof link.slug === 'string'
      ? [`/docs${link.slug.startsWith('/') ? link.slug : `/${link.slug}`}`]
      : [];
  return [...own, ...categorySlugs(item.items), ...Object.values(item).flatMap(categorySlugs)];
}

function tagUrls(): string[] {
  const tags = parseYaml(readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<
    string,
    { permalink?: string } | null
  >;
  return [
    '/docs/tags',
    ...Object.entries(tags).map(([key, tag]) => `/docs/tags${tag?.permalink ?? `/${key}`}`),
  ];
}

function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walkFiles(full) : [full];
  });
}

function sitePageUrls(): string[] {
  const pagesDir = path.join(ROOT, 'src/pages');
  const routes = walkFiles(pagesDir)
    .map((full) => path.relative(pagesDir, full).split(path.sep).join('/'))
    .filter((file) => /\.(tsx?|jsx?|mdx?)$/.test(file) && !/(^|\/)_/.test(file))
    .filter((file) => !/\.module\.css$/.test(file))
    .map((file) => `/${file.replace(/\.(tsx?|jsx?|mdx?)$/, '').replace(/(^|\/)index$/, '')}`);
  const staticDir = path.join(ROOT, 'static');
  const assets = walkFiles(staticDir).map(
    (full) => `/${path.relative(staticDir, full).split(path.sep).join('/')}`,
  );
  return [...routes, ...assets].map(trimSlash);
}

export function buildLinkIndex(pages: readonly Page[]): LinkIndex {
  return {
    anchorsByFile: new Map(pages.map((page) => [page.file, anchorsOf(page)])),
    fileByUrl: new Map(pages.map((page) => [trimSlash(page.url), page.file])),
    otherUrls: new Set(
      [...tagUrls(), ...categorySlugs(sidebars), ...sitePageUrls()].map(trimSlash),
    ),
  };
}

function checkAnchor(
  index: LinkIndex,
  file: string,
  anchor: string,
  url: string,
): string | undefined {
  if (!anchor) return undefined;
  const anchors = index.anchorsByFile.get(file);
  return anchors?.has(decodeURIComponent(anchor))
    ? undefined
    : `link "${url}": no heading with id "${anchor}" on docs/${file}`;
}

/** Why a link does not resolve, or undefined when it does. */
export function checkLink(page: Page, url: string, index: LinkIndex): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const hash = url.indexOf('#');
  const target = hash === -1 ? url : url.slice(0, hash);
  const anchor = hash === -1 ? '' : url.slice(hash + 1);

  if (target === '') return checkAnchor(index, page.file, anchor, url);

  if (target.startsWith('/')) {
    const clean = trimSlash(target.replace(/\?.*$/, ''));
    if (clean === '/api-portal' || clean.startsWith('/api-portal/')) {
      if (!API_PORTAL_PAGES.has(clean))
        return `link "${url}": API reference links are ${[...API_PORTAL_PAGES].join(', ')}`;
      return anchor ? `link "${url}": no anchors into the API reference` : undefined;
    }
    const docFile = index.fileByUrl.get(clean);
    if (docFile) return checkAnchor(index, docFile, anchor, url);
    if (index.otherUrls.has(clean)) return undefined;
    return `link "${url}": no doc or page at ${clean}`;
  }

  if (!/\.mdx?$/.test(target))
    return `link "${url}": link to docs with a relative file path ending in .mdx`;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), target));
  if (!index.anchorsByFile.has(resolved)) return `link "${url}": no doc file docs/${resolved}`;
  return checkAnchor(index, resolved, anchor, url);
}

export function checkLinks(page: Page, index: LinkIndex): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const link of links(page.tree)) {
    const problem = checkLink(page, link.url, index);
    if (problem) offences.push({ file: page.file, line: link.line, message: problem });
  }
  return offences;
}
