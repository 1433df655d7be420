/**
 * The parts of a link the build does not check. A link to a page that does not exist fails the
 * build (onBrokenLinks and onBrokenMarkdownLinks are 'throw'); a broken anchor only warns
 * (onBrokenAnchors), and Redoc's anchors exist only in the browser. So: every anchor into a doc
 * names a heading (or JSX id) on it, no link has an anchor into the API reference, and links
 * between docs are file paths ending in .mdx, which the build resolves and checks.
 */
import path from 'node:path';

import type { DocMetadata } from '../../support/docs';
import { headings, jsxAttribute, jsxElements, links, type Page } from '../../support/mdx';
import type { Offence } from './offence';

/** The API reference pages (the portal and Redoc's pages) live under this path. */
const API_REFERENCE = /^\/api-portal(\/|$)/;

export interface LinkIndex {
  /** Doc file (relative to docs/) -> anchor ids on that page. */
  anchorsByFile: Map<string, Set<string>>;
  /** Doc permalink without trailing slash -> doc file. */
  fileByUrl: Map<string, string>;
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

/** `docs` gives each doc file its URL, as the build loaded it (tests/support/docs.ts). */
export function buildLinkIndex(
  pages: readonly Page[],
  docs: readonly Pick<DocMetadata, 'file' | 'permalink'>[],
): LinkIndex {
  return {
    anchorsByFile: new Map(pages.map((page) => [page.file, anchorsOf(page)])),
    fileByUrl: new Map(docs.map((doc) => [trimSlash(doc.permalink), doc.file])),
  };
}

function checkAnchor(
  index: LinkIndex,
  file: string | undefined,
  anchor: string,
  url: string,
): string | undefined {
  // A missing page is the build's to report.
  const anchors = file === undefined ? undefined : index.anchorsByFile.get(file);
  if (!anchor || !anchors) return undefined;
  return anchors.has(decodeURIComponent(anchor))
    ? undefined
    : `link "${url}": no heading with id "${anchor}" on docs/${file}`;
}

/** Why a link is wrong in a way the build does not report, or undefined. */
export function checkLink(page: Page, url: string, index: LinkIndex): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const hash = url.indexOf('#');
  const target = hash === -1 ? url : url.slice(0, hash);
  const anchor = hash === -1 ? '' : url.slice(hash + 1);

  if (target === '') return checkAnchor(index, page.file, anchor, url);

  if (target.startsWith('/')) {
    const clean = trimSlash(target.replace(/\?.*$/, ''));
    if (API_REFERENCE.test(clean))
      return anchor
        ? `link "${url}": no anchors into the API reference (Redoc makes them in the browser, where the build cannot check them)`
        : undefined;
    return checkAnchor(index, index.fileByUrl.get(clean), anchor, url);
  }

  if (!/\.mdx?$/.test(target))
    return `link "${url}": link to docs with a relative file path ending in .mdx`;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), target));
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
