import { parse as parseYaml } from 'yaml';

import { parseGfm } from '../../markdown/parseMdx';
import { markdownSections } from './markdownSections';
import type { PageSource, ParsedSection } from './parsedPage';
import { redocOperationAnchor, redocTagId } from './redocAnchor';

/**
 * One searchable page per API reference: the API's description as intro, a section per tag and
 * one per operation (summary as heading; description, method and path as text), each linking
 * to its Redoc deep link.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
};
type OpenApiDocument = {
  info?: { title?: string; summary?: string; description?: string };
  tags?: Array<{ name: string; description?: string; 'x-displayName'?: string }>;
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
};

function markdownParagraphs(markdown: string | undefined): string[] {
  if (!markdown) return [];
  return markdownSections(parseGfm(markdown)).sections.flatMap((section) => [
    ...section.headings.slice(-1),
    ...section.paragraphs,
  ]);
}

export type OpenApiPageOptions = {
  /** URL path (with baseUrl) of the Redoc page that renders this spec. */
  permalink: string;
  category: string;
  searchTag: string;
};

export function openApiPage(specText: string, options: OpenApiPageOptions): PageSource | null {
  const spec = parseYaml(specText) as OpenApiDocument | null;
  if (!spec || (!spec.paths && !spec.webhooks)) return null;
  const title = spec.info?.title ?? 'API reference';
  const intro: ParsedSection = {
    level: 1,
    headings: [],
    anchor: '',
    paragraphs: [spec.info?.summary ?? '', ...markdownParagraphs(spec.info?.description)].filter(
      (paragraph) => paragraph.length > 0,
    ),
  };
  const tagSections = new Map<string, ParsedSection>();
  const tagTitle = (name: string) =>
    spec.tags?.find((tag) => tag.name === name)?.['x-displayName'] ?? name;
  for (const tag of spec.tags ?? []) {
    tagSections.set(tag.name, {
      level: 2,
      headings: [tagTitle(tag.name)],
      anchor: redocTagId(tag.name),
      paragraphs: markdownParagraphs(tag.description),
    });
  }

  const operationSections: ParsedSection[] = [];
  const addOperations = (entries: Record<string, Record<string, unknown>>, isWebhook: boolean) => {
    for (const [path, item] of Object.entries(entries)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method] as OpenApiOperation | undefined;
        if (!operation?.operationId) continue;
        const tag = operation.tags?.[0];
        if (tag && !tagSections.has(tag)) {
          tagSections.set(tag, {
            level: 2,
            headings: [tag],
            anchor: redocTagId(tag),
            paragraphs: [],
          });
        }
        const heading = operation.summary ?? operation.operationId;
        const endpoint = isWebhook ? `Webhook ${path}` : `${method.toUpperCase()} ${path}`;
        operationSections.push({
          level: tag ? 3 : 2,
          headings: tag ? [tagTitle(tag), heading] : [heading],
          anchor: redocOperationAnchor(operation.operationId, tag),
          paragraphs: [
            endpoint,
            operation.operationId,
            ...markdownParagraphs(operation.description),
          ],
        });
      }
    }
  };
  addOperations(spec.paths ?? {}, false);
  addOperations(spec.webhooks ?? {}, true);

  return {
    permalink: options.permalink,
    category: options.category,
    title,
    searchTag: options.searchTag,
    keywords: [],
    sections: [intro, ...tagSections.values(), ...operationSections],
  };
}
