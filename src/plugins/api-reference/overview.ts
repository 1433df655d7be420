/**
 * The data of a split spec's overview page (src/plugins/api-reference/OverviewPage): the API's
 * description and each tag with its operations, linked to their new pages, plus the map that
 * sends an anchor of the old single page on to its operation. Markdown (the spec's descriptions)
 * becomes HTML here, at build time, so the page ships no Markdown renderer.
 */
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';

import { parseGfm } from '../../markdown/parseMdx';
import { keepAllowedUrlsOnly } from './safeUrls';
import {
  legacyAnchorRoutes,
  type OpenApiDocument,
  type ReferenceOperation,
  type ReferenceTagPage,
} from '../shared/referenceTagPages';

export type OverviewTag = {
  title: string;
  route: string;
  /** Redoc's anchor of the tag on the old single page; the tag's heading carries it as id. */
  anchor: string;
  descriptionHtml: string;
  operations: ReferenceOperation[];
};

export type ApiReferenceOverviewData = {
  title: string;
  version: string;
  summary: string;
  descriptionHtml: string;
  /** The full spec as one file. */
  downloadUrl: string;
  tags: OverviewTag[];
  /** Old anchor (without '#') -> URL path of the page that has it now. */
  legacyAnchors: Record<string, string>;
};

/**
 * GitHub-flavoured Markdown, as Redoc renders the spec's descriptions, to HTML, with links and
 * images only to http, https, mailto and relative URLs.
 */
export function markdownToHtml(markdown: string | undefined): string {
  if (!markdown) return '';
  const tree = toHast(parseGfm(markdown));
  keepAllowedUrlsOnly(tree as Root);
  return toHtml(tree);
}

export function overviewData(
  spec: OpenApiDocument,
  pages: readonly ReferenceTagPage[],
  downloadUrl: string,
): ApiReferenceOverviewData {
  return {
    title: spec.info?.title ?? 'API reference',
    version: String(spec.info?.version ?? ''),
    summary: spec.info?.summary ?? '',
    descriptionHtml: markdownToHtml(spec.info?.description),
    downloadUrl,
    tags: pages.map((page) => ({
      title: page.title,
      route: page.route,
      anchor: page.anchor,
      descriptionHtml: markdownToHtml(page.tag.description),
      operations: page.operations,
    })),
    legacyAnchors: legacyAnchorRoutes(pages),
  };
}
