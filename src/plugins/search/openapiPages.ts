import { parse as parseYaml } from 'yaml';

import { parseGfm } from '../../markdown/parseMdx';
import {
  HTTP_METHODS,
  referenceTagPages,
  tagPageTitle,
  tagTitle,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../shared/referenceTagPages';
import { markdownSections } from './markdownSections';
import type { PageSource, ParsedSection } from './parsedPage';
import { redocOperationAnchor, redocTagId } from '../shared/redocAnchor';

/**
 * The searchable pages of an API reference: the API's description as intro, a section per tag
 * and one per operation (summary as heading; description, method and path as text), each
 * linking to its Redoc deep link. One page per spec, or, for a spec split by tag
 * (src/plugins/api-reference), the overview with the intro and one page per tag.
 */

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

function parseSpec(specText: string): OpenApiDocument | null {
  const spec = parseYaml(specText) as OpenApiDocument | null;
  return spec && (spec.paths || spec.webhooks) ? spec : null;
}

function introSection(spec: OpenApiDocument): ParsedSection {
  return {
    level: 1,
    headings: [],
    anchor: '',
    paragraphs: [spec.info?.summary ?? '', ...markdownParagraphs(spec.info?.description)].filter(
      (paragraph) => paragraph.length > 0,
    ),
  };
}

/** The tag sections and operation sections of `spec`, by tag (undefined: untagged). */
function referenceSections(spec: OpenApiDocument): {
  tagSections: Map<string, ParsedSection>;
  operationSections: Array<{ tag: string | undefined; section: ParsedSection }>;
} {
  const tagSections = new Map<string, ParsedSection>();
  const titleOf = (name: string) =>
    tagTitle(spec.tags?.find((tag) => tag.name === name) ?? { name });
  for (const tag of spec.tags ?? []) {
    tagSections.set(tag.name, {
      level: 2,
      headings: [titleOf(tag.name)],
      anchor: redocTagId(tag.name),
      paragraphs: markdownParagraphs(tag.description),
    });
  }

  const operationSections: Array<{ tag: string | undefined; section: ParsedSection }> = [];
  const addOperations = (
    entries: Record<string, Record<string, unknown>>,
    isWebhook: boolean,
  ): void => {
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
          tag,
          section: {
            level: tag ? 3 : 2,
            headings: tag ? [titleOf(tag), heading] : [heading],
            anchor: redocOperationAnchor(operation.operationId, tag),
            paragraphs: [
              endpoint,
              operation.operationId,
              ...markdownParagraphs(operation.description),
            ],
          },
        });
      }
    }
  };
  addOperations(spec.paths ?? {}, false);
  addOperations(spec.webhooks ?? {}, true);
  return { tagSections, operationSections };
}

/** The whole spec as one page, as Redoc renders it on one route. */
export function openApiPage(specText: string, options: OpenApiPageOptions): PageSource | null {
  const spec = parseSpec(specText);
  if (!spec) return null;
  const { tagSections, operationSections } = referenceSections(spec);
  return {
    permalink: options.permalink,
    category: options.category,
    title: spec.info?.title ?? 'API reference',
    searchTag: options.searchTag,
    keywords: [],
    sections: [
      introSection(spec),
      ...tagSections.values(),
      ...operationSections.map(({ section }) => section),
    ],
  };
}

/**
 * The pages of a spec split by tag: the overview at `permalink` with the API's description, and
 * each tag's page with its tag section and operations, at the URLs src/plugins/api-reference gives
 * them.
 */
export function openApiTagPages(specText: string, options: OpenApiPageOptions): PageSource[] {
  const spec = parseSpec(specText);
  if (!spec) return [];
  const title = spec.info?.title ?? 'API reference';
  const page = (permalink: string, pageTitle: string, sections: ParsedSection[]): PageSource => ({
    permalink,
    category: options.category,
    title: pageTitle,
    searchTag: options.searchTag,
    keywords: [],
    sections,
  });
  const { tagSections, operationSections } = referenceSections(spec);
  return [
    page(options.permalink, title, [introSection(spec)]),
    ...referenceTagPages(spec, options.permalink).map((tagPage) =>
      page(tagPage.route, tagPageTitle(title, tagPage), [
        ...[tagSections.get(tagPage.tag.name)].filter((section) => section !== undefined),
        ...operationSections
          .filter(({ tag }) => tag === tagPage.tag.name)
          .map(({ section }) => section),
      ]),
    ),
  ];
}
