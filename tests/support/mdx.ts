/**
 * Reads docs pages from disk with the site's own MDX parser (src/markdown/parseMdx.ts: micromark
 * + mdast with MDX, GFM, directives and front matter) and its front-matter parser
 * (@docusaurus/utils), so the content tests see code blocks, headings, links and JSX the way the
 * build does, with file line numbers for every finding. Needs no build; doc ids and URLs come
 * from ./docs.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER, GlobExcludeDefault, Globby } from '@docusaurus/utils';
import type { Code, Link, Nodes, Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { headingAnchors } from '../../src/markdown/headingAnchors';
import { parseMdx } from '../../src/markdown/parseMdx';
import { DOCS_DIR } from './docs';
import { runCacheEntry } from './runCache';

export { parseMdx } from '../../src/markdown/parseMdx';

export interface Page {
  /** Path relative to docs/, e.g. "concepts/depot.mdx"; its folder decides the section rules. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** The whole file, front matter included, so that line numbers are file lines. */
  source: string;
  /** The syntax tree, or undefined when the page is not valid MDX (see parseError). */
  tree?: Root;
  parseError?: { line?: number; message: string };
}

function lineOfError(error: unknown): number | undefined {
  const place = (error as { place?: unknown; line?: unknown }).place;
  if (place && typeof place === 'object') {
    const start = (place as { start?: { line?: number }; line?: number }).start ?? place;
    const line = (start as { line?: unknown }).line;
    if (typeof line === 'number') return line;
  }
  // A YAML error in the front matter (js-yaml, through gray-matter) counts lines from 0 at the
  // opening `---`.
  const mark = (error as { mark?: { line?: unknown } }).mark;
  if (typeof mark?.line === 'number') return mark.line + 1;
  const line = (error as { line?: unknown }).line;
  return typeof line === 'number' ? line : undefined;
}

/** A page from its source, read as the docs plugin reads it. */
export async function pageFromSource(file: string, source: string): Promise<Page> {
  const page: Page = { file, frontMatter: {}, source };
  try {
    const filePath = path.join(DOCS_DIR, file);
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: source });
    page.frontMatter = frontMatter;
    page.tree = parseMdx(source);
  } catch (error) {
    page.parseError = { line: lineOfError(error), message: (error as Error).message };
  }
  return page;
}

/** The doc files under docs/, with the docs plugin's default include and exclude patterns. */
export function docFiles(): string[] {
  return Globby.sync(['**/*.{md,mdx}'], { cwd: DOCS_DIR, ignore: GlobExcludeDefault }).sort();
}

let cachedPages: Promise<Page[]> | undefined;

/**
 * Every page under docs/, parsed once per test run: each test file has a module registry of its
 * own, so the first to ask parses the pages and leaves them in the run's folder
 * (tests/support/runCache.ts), and the others read them back instead of parsing every page again.
 */
export function loadPages(): Promise<Page[]> {
  cachedPages ??= readOrParsePages();
  return cachedPages;
}

async function readOrParsePages(): Promise<Page[]> {
  const files = docFiles();
  const sources = files.map((file) => readFileSync(path.join(DOCS_DIR, file), 'utf8'));
  const stored = runCacheEntry<Page[]>(
    'mdx-pages',
    files.flatMap((file, index) => [file, sources[index]!]),
  );
  if (stored.value) return stored.value;
  const pages = await Promise.all(
    files.map((file, index) => pageFromSource(file, sources[index]!)),
  );
  stored.store(pages);
  return pages;
}

export function lineOf(node: Nodes): number | undefined {
  return node.position?.start.line;
}

// ---------------------------------------------------------------------------------------------
// Code blocks

export interface CodeBlock {
  lang: string | undefined;
  /** The raw meta string after the language, e.g. `schema="stateless#/..." title="x"`. */
  meta: string | undefined;
  attributes: Record<string, string | true>;
  body: string;
  /** Line of the opening fence. */
  line: number | undefined;
}

/** `schema="a#/b" title='c d' showLineNumbers` -> `{ schema: 'a#/b', title: 'c d', showLineNumbers: true }`. */
export function parseMeta(meta: string | null | undefined): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  const pattern = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
  for (const match of (meta ?? '').matchAll(pattern)) {
    const [, name, double, single, bare] = match;
    if (name) attributes[name] = double ?? single ?? bare ?? true;
  }
  return attributes;
}

export function codeBlocks(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: node.lang ?? undefined,
      meta: node.meta ?? undefined,
      attributes: parseMeta(node.meta),
      body: node.value,
      line: lineOf(node),
    });
  });
  return blocks;
}

/** The parsed value of every JSON block that parses, with its line; the JSON block check reports the rest. */
export function jsonBlockValues(tree: Root): { value: unknown; line: number | undefined }[] {
  return codeBlocks(tree).flatMap((block) => {
    if (block.lang !== 'json') return [];
    try {
      return [{ value: JSON.parse(block.body) as unknown, line: block.line }];
    } catch {
      return [];
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Prose

/** Nodes whose content is not prose: code, front matter, ESM, expressions, raw HTML. */
const NON_PROSE = new Set([
  'code',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
]);

function countWords(text: string): number {
  return text
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token) && !/^\\?\{#.*\}$/.test(token)).length;
}

/**
 * Words a reader reads as text: paragraphs, headings, lists, tables, admonitions and the text
 * inside JSX elements (such as `<Term>`), but not code blocks, front matter, import/export
 * lines, `{expressions}` or JSX tags and attributes. Inline code counts: it names fields in a
 * sentence.
 */
export function proseWordCount(tree: Root): number {
  let words = 0;
  const walk = (node: Nodes): void => {
    if (NON_PROSE.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += countWords(node.value);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return words;
}

/** The text of the first paragraph at the top level of the page (after front matter/imports). */
export function firstParagraph(tree: Root): { text: string; line: number | undefined } | undefined {
  const node = tree.children.find((child): child is Paragraph => child.type === 'paragraph');
  return node
    ? { text: toString(node).replace(/\s+/g, ' ').trim(), line: lineOf(node) }
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Headings

export interface HeadingInfo {
  depth: number;
  text: string;
  /** The anchor id Docusaurus gives the heading. */
  id: string;
  line: number | undefined;
}

/** Headings in document order, with Docusaurus' ids (src/markdown/headingAnchors.ts). */
export function headings(tree: Root): HeadingInfo[] {
  return [...headingAnchors(tree)].map(([node, anchor]) => ({
    depth: node.depth,
    text: anchor.text,
    id: anchor.id,
    line: lineOf(node),
  }));
}

// ---------------------------------------------------------------------------------------------
// Links and JSX

export interface LinkInfo {
  url: string;
  line: number | undefined;
}

const LINK_ATTRIBUTES: Record<string, string> = { Link: 'to', a: 'href' };

/** Markdown links, link reference definitions and `<Link to>` / `<a href>` with string values. */
export function links(tree: Root): LinkInfo[] {
  const found: LinkInfo[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') {
      found.push({ url: (node as Link).url, line: lineOf(node) });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attribute = node.name ? LINK_ATTRIBUTES[node.name] : undefined;
      const value = attribute ? jsxAttribute(node, attribute) : undefined;
      if (typeof value === 'string') found.push({ url: value, line: lineOf(node) });
    }
  });
  return found;
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function jsxElements(tree: Root, name?: string): JsxElement[] {
  const found: JsxElement[] = [];
  visit(tree, (node: Nodes) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (name === undefined || node.name === name)
    )
      found.push(node);
  });
  return found;
}

/**
 * An attribute's value: a string for `a="b"`, true for a bare `a`, `{ expression }` for
 * `a={...}`, undefined when absent.
 */
export function jsxAttribute(
  element: JsxElement,
  name: string,
): string | true | { expression: string } | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (attribute.value === null || attribute.value === undefined) return true;
    if (typeof attribute.value === 'string') return attribute.value;
    return { expression: attribute.value.value };
  }
  return undefined;
}
