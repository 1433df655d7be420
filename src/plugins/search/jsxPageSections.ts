import { decodeHTMLStrict } from 'entities';
import ts from 'typescript';

import { splitIntoSections, type TextBlock } from './pageSections';
import type { ParsedSection } from './parsedPage';

/**
 * Reads the prose of a React page (src/pages/*.tsx) from its source, without rendering it:
 * headings (h1-h3, `<Heading as=...>`, or `heading:` fields of section lists), paragraphs and
 * list items, and the page's `title`/`description` props. Good enough for product pages,
 * whose text is written inline; text a page pulls from other modules is not seen.
 */

export type ParsedJsxPage = {
  title: string | null;
  description: string | null;
  sections: ParsedSection[];
};

/** Elements whose text is one paragraph; their inline children are flattened into it. */
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'blockquote',
  'summary',
  'caption',
]);
/** Props and fields whose string values are prose worth indexing. */
const PROSE_FIELDS = new Set([
  'description',
  'lead',
  'body',
  'text',
  'summary',
  'title',
  'label',
  'eyebrow',
]);

/**
 * JSX text and quoted JSX attributes may spell characters as HTML entities (`vehicle&apos;s`),
 * which the compiler decodes and the reader never sees; strings in braces are plain JavaScript.
 */
function jsxTextOf(node: ts.JsxText | ts.StringLiteral): string {
  return decodeHTMLStrict(node.text);
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function tagNameOf(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const tag = ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName;
  return tag.getText();
}

function attributesOf(node: ts.JsxElement | ts.JsxSelfClosingElement): ts.JsxAttributes {
  return ts.isJsxElement(node) ? node.openingElement.attributes : node.attributes;
}

function stringAttribute(
  node: ts.JsxElement | ts.JsxSelfClosingElement,
  name: string,
): string | null {
  for (const attribute of attributesOf(node).properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== name) continue;
    const value = attribute.initializer;
    if (!value) return null;
    if (ts.isStringLiteral(value)) return jsxTextOf(value);
    if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)) {
      return value.expression.text;
    }
  }
  return null;
}

function headingLevel(node: ts.JsxElement | ts.JsxSelfClosingElement): number | null {
  const tag = tagNameOf(node);
  const htmlHeading = /^h([1-6])$/.exec(tag);
  if (htmlHeading) return Number(htmlHeading[1]);
  if (tag === 'Heading') {
    const level = /^h([1-6])$/.exec(stringAttribute(node, 'as') ?? '');
    return level ? Number(level[1]) : null;
  }
  return null;
}

/** All text under a node, as a reader sees it inline. */
function inlineText(node: ts.Node): string {
  if (ts.isJsxText(node)) return jsxTextOf(node);
  if (ts.isJsxExpression(node)) {
    return node.expression && ts.isStringLiteralLike(node.expression) ? node.expression.text : '';
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
    return node.children.map(inlineText).join('');
  }
  return '';
}

function collectEvents(sourceFile: ts.SourceFile): {
  events: TextBlock[];
  props: Map<string, string>;
} {
  const events: TextBlock[] = [];
  // First string value seen for page-level props such as title and description.
  const props = new Map<string, string>();
  const remember = (name: string, value: string) => {
    if (!props.has(name)) props.set(name, value);
  };

  function visit(node: ts.Node): void {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const level = headingLevel(node);
      if (level !== null) {
        const text = normalizeSpace(inlineText(node));
        if (text)
          events.push({ kind: 'heading', level, text, id: stringAttribute(node, 'id') ?? '' });
        return;
      }
      if (BLOCK_TAGS.has(tagNameOf(node))) {
        const text = normalizeSpace(inlineText(node));
        if (text) events.push({ kind: 'text', text });
        return;
      }
      for (const attribute of attributesOf(node).properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const name = attribute.name.getText();
        const value = stringAttribute(node, name);
        if (value === null || !PROSE_FIELDS.has(name)) continue;
        remember(name, value);
        if (name !== 'title' && name !== 'description')
          events.push({ kind: 'text', text: normalizeSpace(value) });
      }
    } else if (ts.isJsxText(node)) {
      const text = normalizeSpace(jsxTextOf(node));
      if (text) events.push({ kind: 'text', text });
      return;
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const value = node.initializer;
      if (ts.isStringLiteralLike(value)) {
        if (name === 'heading')
          events.push({ kind: 'heading', level: 2, text: normalizeSpace(value.text), id: '' });
        else if (PROSE_FIELDS.has(name))
          events.push({ kind: 'text', text: normalizeSpace(value.text) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(sourceFile);
  return { events, props };
}

export function parseJsxPage(source: string, fileName: string): ParsedJsxPage {
  const sourceFile = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const { events, props } = collectEvents(sourceFile);
  const { h1, sections } = splitIntoSections(events);
  const description = props.get('description') ?? null;
  const intro = sections[0]!;
  if (description && !intro.paragraphs.includes(description)) intro.paragraphs.unshift(description);
  return { title: props.get('title') ?? h1, description, sections };
}
