/**
 * Heading anchors as Docusaurus 3.10 renders them (mdx-loader's `headings` remark plugin): an
 * id written in a trailing comment (`{/* #id *\/}`) or in the classic `{#id}` form wins,
 * otherwise the heading's text goes through one github-slugger (@docusaurus/utils'
 * createSlugger) shared by every heading of the page, in document order, so repeated titles get
 * `-1`, `-2`. A heading's text is what the page shows: the explicit id and comments left out.
 */
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import type { Heading, Root } from 'mdast';
import 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { plainText } from './plainText';

export type HeadingAnchor = { id: string; text: string };

/** `#id` from the first word of a comment (`#id` or `#id note`), as Docusaurus reads it. */
function idInComment(comment: string): string | undefined {
  const firstWord = comment.trim().split(' ')[0];
  return firstWord?.startsWith('#') ? firstWord.slice(1) || undefined : undefined;
}

/** The id of a heading that ends in `{/* #id *\/}` (a lone comment) or `<!-- #id -->`. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const program = last.data?.estree;
    const comments = program?.comments ?? [];
    if (program && program.body.length === 0 && comments.length === 1) {
      return idInComment(comments[0]!.value);
    }
  }
  if (last?.type === 'html') {
    const comment = /^<!--([\s\S]*)-->$/.exec(last.value)?.[1];
    if (comment) return idInComment(comment);
  }
  return undefined;
}

export function headingAnchors(
  tree: Root,
  options: { maintainCase?: boolean } = {},
): Map<Heading, HeadingAnchor> {
  const slugger = createSlugger();
  const anchors = new Map<Heading, HeadingAnchor>();
  visit(tree, 'heading', (heading) => {
    const shown = parseMarkdownHeadingId(plainText(heading.children), 'classic').text;
    const fromComment = commentId(heading);
    if (fromComment) {
      anchors.set(heading, { id: fromComment, text: shown });
      return;
    }
    // Docusaurus slugs the mdast text of the heading (expressions' source included), not the
    // rendered text; only raw HTML is left out.
    const textNodes = heading.children.filter((child) => child.type !== 'html');
    const sourceText = toString(textNodes.length > 0 ? textNodes : heading);
    const classic = parseMarkdownHeadingId(sourceText, 'classic').id;
    const id = classic ?? slugger.slug(sourceText, { maintainCase: options.maintainCase ?? false });
    anchors.set(heading, { id, text: shown });
  });
  return anchors;
}
