import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { parse as parseYaml } from 'yaml';

import type { ParsedSection } from './parsedPage';

/**
 * Splits an MD/MDX file into searchable sections: the intro, then one section per h2 and h3,
 * each holding its paragraphs as plain text. Code blocks, imports, JSX tags and comments are
 * left out; the text inside JSX elements (tabs, admonitions, details) is kept. Anchors are
 * computed like Docusaurus does (github-slugger over all headings, `{#custom-id}` honoured), so
 * a result links to the heading it names.
 */

export type ParsedMarkdown = {
  frontMatter: Record<string, unknown>;
  /** Text of the first h1, if the file has one. */
  h1: string | null;
  sections: ParsedSection[];
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const ESM_LINE = /^(?:import|export)\s/;
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return HTML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Inline Markdown/MDX to the plain text a reader sees. */
export function inlineToText(markdown: string): string {
  let text = markdown;
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, ''); // MDX comments
  text = text.replace(/<!--[\s\S]*?-->/g, '');
  text = text.replace(/`+([^`]+?)`+/g, (_match, code: string) => `\uE000${code}\uE001`);
  text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1'); // images keep their alt text
  text = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'); // links keep their text
  text = text.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  text = text.replace(/<(https?:\/\/[^>\s]+)>/g, '$1');
  text = text.replace(/<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\s*\/?>/g, ''); // inline JSX/HTML tags
  text = text.replace(/\{\s*(['"`])(.*?)\1\s*\}/g, '$2'); // {' '} and {"text"} expressions
  text = text.replace(/\{[^{}]*\}/g, ''); // other expressions carry no prose
  text = text.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  text = text.replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2');
  text = text.replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2');
  text = text.replace(/~~(.+?)~~/g, '$1');
  text = text.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
  text = text.replace(/\uE000([^\uE001]*)\uE001/g, '$1');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

type Block = { kind: 'heading'; depth: number; raw: string } | { kind: 'text'; text: string };

/** True when a line only opens or closes JSX/HTML tags (it carries no prose of its own). */
function isTagOnlyLine(line: string): boolean {
  return /^\s*(?:<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>\s*)+$/.test(line);
}

/** Lines of a JSX tag that opens on one line and closes its `>` on a later one. */
function opensMultilineTag(line: string): boolean {
  const trimmed = line.trim();
  if (!/^<[A-Za-z]/.test(trimmed)) return false;
  let depth = 0;
  let quote: string | null = null;
  for (const character of trimmed) {
    if (quote) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
    } else if (character === '>' && depth === 0) {
      return false;
    }
  }
  return true;
}

function splitBlocks(body: string): Block[] {
  const lines = body.split(/\r?\n/);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = inlineToText(paragraph.join(' '));
    if (text.length > 0) blocks.push({ kind: 'text', text });
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      flush();
      const marker = fence[1]!;
      const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      while (index + 1 < lines.length && !closing.test(lines[index + 1]!)) index += 1;
      index += 1;
      continue;
    }
    if (ESM_LINE.test(line) && paragraph.length === 0) {
      // An import/export statement runs until a blank line.
      while (index + 1 < lines.length && lines[index + 1]!.trim() !== '') index += 1;
      continue;
    }
    if (/^\s*\{\/\*/.test(line) || /^\s*<!--/.test(line)) {
      const end = /^\s*\{\/\*/.test(line) ? '*/}' : '-->';
      while (!lines[index]!.includes(end) && index + 1 < lines.length) index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', depth: heading[1]!.length, raw: heading[2]! });
      continue;
    }
    if (opensMultilineTag(line)) {
      flush();
      while (index + 1 < lines.length && !/>\s*$/.test(lines[index]!)) index += 1;
      continue;
    }
    if (line.trim() === '' || isTagOnlyLine(line) || /^\s*:::/.test(line)) {
      flush();
      // An admonition title (`:::tip Title`) reads as its own line of text.
      const admonitionTitle = /^\s*:::\w+\s+(.+)$/.exec(line)?.[1];
      if (admonitionTitle) blocks.push({ kind: 'text', text: inlineToText(admonitionTitle) });
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (!TABLE_DELIMITER_ROW.test(line)) {
        const cells = line
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((cell) => inlineToText(cell))
          .filter((cell) => cell.length > 0);
        if (cells.length > 0) blocks.push({ kind: 'text', text: cells.join(' · ') });
      }
      continue;
    }
    const listItem = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (listItem) {
      flush();
      paragraph.push(listItem[1]!);
      continue;
    }
    paragraph.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return blocks;
}

/** Heading text and anchor as Docusaurus renders them. */
function headingTextAndId(
  raw: string,
  slugger: ReturnType<typeof createSlugger>,
): { text: string; id: string } {
  const commentId = /\s*\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/.exec(raw);
  if (commentId) {
    const text = inlineToText(raw.slice(0, commentId.index));
    return { text, id: commentId[1]! };
  }
  const unescaped = raw.replace(/\\\{#/g, '{#');
  const classic = parseMarkdownHeadingId(unescaped);
  const text = inlineToText(classic.text);
  return { text, id: classic.id ?? slugger.slug(text) };
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const frontMatterMatch = FRONT_MATTER.exec(source);
  const parsedFrontMatter: unknown = frontMatterMatch ? parseYaml(frontMatterMatch[1]!) : {};
  const frontMatter =
    parsedFrontMatter !== null && typeof parsedFrontMatter === 'object'
      ? (parsedFrontMatter as Record<string, unknown>)
      : {};
  const body = frontMatterMatch ? source.slice(frontMatterMatch[0].length) : source;

  const slugger = createSlugger();
  const sections: ParsedSection[] = [{ level: 1, headings: [], anchor: '', paragraphs: [] }];
  let h1: string | null = null;
  let currentH2: string | null = null;

  for (const block of splitBlocks(body)) {
    const current = sections[sections.length - 1]!;
    if (block.kind === 'text') {
      current.paragraphs.push(block.text);
      continue;
    }
    // Every heading takes part in anchor numbering, even those that open no section.
    const { text, id } = headingTextAndId(block.raw, slugger);
    if (block.depth === 1) {
      if (h1 === null) h1 = text;
      continue;
    }
    if (block.depth === 2) {
      currentH2 = text;
      sections.push({ level: 2, headings: [text], anchor: id, paragraphs: [] });
    } else if (block.depth === 3) {
      const headings = currentH2 === null ? [text] : [currentH2, text];
      sections.push({ level: headings.length + 1, headings, anchor: id, paragraphs: [] });
    } else {
      // h4-h6 stay inside their h3/h2 section as a line of text.
      current.paragraphs.push(text);
    }
  }
  return { frontMatter, h1, sections };
}
