/**
 * The one MDX reader of the repository: the micromark + mdast stack Docusaurus' mdx-loader uses
 * (MDX, GFM, directives, YAML front matter), with the same pre-parse rewrites. The search index
 * plugin and the content tests both read pages through it, so they see headings, code blocks,
 * links and JSX exactly as the build does, with file line numbers.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

/** The admonition keywords Docusaurus enables by default (for `:::note Title`). */
const ADMONITION_KEYWORDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];

/**
 * The two rewrites Docusaurus' mdx-loader applies before parsing (mdx1Compat): `{#id}` at the
 * end of a heading is escaped so MDX does not read it as an expression, and `:::note Title`
 * becomes `:::note[Title]`. Both keep line numbers unchanged.
 */
export function preprocess(source: string): string {
  const escaped = source.replace(/(^|\n)#{1,6}(?!#).*/g, (line) =>
    line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'),
  );
  const keywords = ADMONITION_KEYWORDS.join('|');
  const titled = new RegExp(`^((?:> ?)*)((?: +|\\t+)?)(:{3,}(?:${keywords})) +(.*)$`, 'gm');
  return escaped.replace(
    titled,
    (_m, quote: string, indent: string, open: string, title: string) =>
      /^\[.*\]/.test(title) || title.startsWith('{')
        ? `${quote}${indent}${open} ${title}`
        : `${quote}${indent}${open}[${title}]`,
  );
}

/** Parses a whole MDX file (front matter included); throws the parser's message on error. */
export function parseMdx(source: string): Root {
  return fromMarkdown(preprocess(source), {
    extensions: [mdxjs(), gfm(), directive(), frontmatter(['yaml'])],
    mdastExtensions: [
      mdxFromMarkdown(),
      gfmFromMarkdown(),
      directiveFromMarkdown(),
      frontmatterFromMarkdown(['yaml']),
    ],
  });
}
