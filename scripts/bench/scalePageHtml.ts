/**
 * A generated page of `bench:scale` (./scaleFixture.ts) as the HTML a build would give it, for
 * engines that index HTML: its Markdown (front matter left out) rendered as GitHub-flavoured
 * Markdown, with the front matter title as the h1 and the ids Docusaurus gives the headings, in
 * the content block of one of the build's own doc pages. Docusaurus renders these pages the same way
 * (they use no MDX components), so the text is the one the site's build would show.
 */
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';

import { headingAnchors } from '../../src/markdown/headingAnchors';
import { parseMdx } from '../../src/markdown/parseMdx';

/** The block of a built doc page that holds its Markdown, up to the doc footer. */
const CONTENT_START = '<div class="theme-doc-markdown markdown">';
const CONTENT_END = '<footer class="theme-doc-footer';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Checks that `shell` (a built doc page) has the content block this module replaces. */
export function assertDocShell(shell: string, file: string): void {
  if (!shell.includes(CONTENT_START) || !shell.includes(CONTENT_END)) {
    throw new Error(`${file} is not a built doc page (no "${CONTENT_START}" block)`);
  }
}

/** The content block of a doc page, marked as the part an HTML indexer reads. */
export function markDocContent(html: string, marker: string): string {
  return html.replace(CONTENT_START, CONTENT_START.replace('>', ` ${marker}>`));
}

export function scalePageHtml(shell: string, page: { title: string; contents: string }): string {
  const tree = parseMdx(page.contents);
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  for (const [heading, anchor] of headingAnchors(tree)) {
    heading.data = { hProperties: { id: anchor.id } };
  }
  const body = toHtml(toHast(tree));
  const content = `${CONTENT_START}<header><h1>${escapeHtml(page.title)}</h1></header>${body}</div>`;
  const start = shell.indexOf(CONTENT_START);
  const end = shell.indexOf(CONTENT_END, start);
  return `${shell.slice(0, start)}${content}${shell.slice(end)}`.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
  );
}
