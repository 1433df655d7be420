import type { Heading, Nodes, Root, TableRow } from 'mdast';
import 'mdast-util-directive';
import 'mdast-util-mdx';

import { headingAnchors, type HeadingAnchor } from '../../markdown/headingAnchors';
import { plainText } from '../../markdown/plainText';
import { splitIntoSections, type TextBlock } from './pageSections';
import type { ParsedSection } from './parsedPage';

/**
 * Splits a parsed Markdown/MDX page (src/markdown/parseMdx.ts) into searchable sections: the
 * intro, then one section per h2 and h3, each holding its prose as plain text, one entry per
 * paragraph, list item, table row and admonition title. Code blocks, imports/exports, front
 * matter and comments are left out; the text inside JSX elements (tabs, admonitions, details)
 * is kept. Anchors are the ones Docusaurus renders (src/markdown/headingAnchors.ts), so a
 * result links to the heading it names.
 */

/** Nodes that hold no prose a reader sees. */
const SKIPPED = new Set([
  'code',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'html',
  'thematicBreak',
  'definition',
]);

/** A JSX element whose children are inline (`<summary>Title</summary>`) reads as one line. */
function hasOnlyInlineChildren(node: Nodes): boolean {
  return (
    'children' in node &&
    node.children.length > 0 &&
    node.children.every((child) =>
      [
        'text',
        'inlineCode',
        'emphasis',
        'strong',
        'delete',
        'link',
        'mdxJsxTextElement',
        'mdxTextExpression',
        'break',
      ].includes(child.type),
    )
  );
}

function rowText(row: TableRow): string {
  return row.children
    .map((cell) => plainText(cell))
    .filter((cell) => cell.length > 0)
    .join(' · ');
}

function collectBlocks(
  node: Nodes,
  anchors: ReadonlyMap<Heading, HeadingAnchor>,
  blocks: TextBlock[],
): void {
  if (SKIPPED.has(node.type)) return;
  const pushText = (text: string) => {
    if (text.length > 0) blocks.push({ kind: 'text', text });
  };
  if (node.type === 'heading') {
    blocks.push({ kind: 'heading', level: node.depth, ...anchors.get(node)! });
  } else if (node.type === 'paragraph') {
    pushText(plainText(node));
  } else if (node.type === 'table') {
    for (const row of node.children) pushText(rowText(row));
  } else if (node.type === 'mdxJsxFlowElement' && hasOnlyInlineChildren(node)) {
    pushText(plainText(node));
  } else if ('children' in node) {
    for (const child of node.children) collectBlocks(child as Nodes, anchors, blocks);
  }
}

export function markdownSections(
  tree: Root,
  options: { maintainCase?: boolean } = {},
): { h1: string | null; sections: ParsedSection[] } {
  const blocks: TextBlock[] = [];
  collectBlocks(tree, headingAnchors(tree, options), blocks);
  return splitIntoSections(blocks);
}
