/**
 * An admonition the build would print as text. With `markdown.mdx1Compat.admonitions` off, the
 * MDX 1 form `:::warning Title` is not a directive: Docusaurus renders the line, and the block's
 * closing `:::`, as plain paragraphs. The title goes in brackets: `:::warning[Title]`.
 */
import type { Paragraph } from 'mdast';
import { visit } from 'unist-util-visit';

import { lineOf, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const DIRECTIVE_FENCE = /^:{3,}([a-z]*)(.*)$/;

export function checkAdmonitions(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  visit(page.tree, 'paragraph', (paragraph: Paragraph) => {
    const first = paragraph.children[0];
    if (first?.type !== 'text') return;
    const match = DIRECTIVE_FENCE.exec(first.value.split('\n')[0] ?? '');
    if (!match) return;
    const [, keyword, rest] = match;
    const message = keyword
      ? `":::${keyword}${rest}" renders as text: write the title in brackets, :::${keyword}[${rest?.trim()}]`
      : '":::" renders as text: it closes no admonition';
    offences.push({ file: page.file, line: lineOf(paragraph), message });
  });
  return offences;
}
