/**
 * The one MDX reader of the repository: the micromark + mdast stack Docusaurus' mdx-loader uses
 * (MDX, GFM, directives, YAML front matter), with the same pre-parse rewrites. The search index
 * plugin and the content tests both read pages through it, so they see headings, code blocks,
 * links and JSX exactly as the build does, with file line numbers.
 */
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
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

/**
 * The rewrites Docusaurus' mdx-loader applies before parsing with this site's config, with its
 * own functions: `mdx-code-block` fences unwrapped and (mdx1Compat.headingIds) `{#id}` at the end
 * of a heading escaped so MDX does not read it as an expression. mdx1Compat.admonitions is off,
 * so `:::note Title` is NOT rewritten: the build renders it as a paragraph, and so does this
 * reader (tests/content/checks/admonitions.ts flags it); titles are written `:::note[Title]`.
 * Both rewrites keep line numbers unchanged.
 */
export function preprocess(source: string): string {
  return escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
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

/**
 * Parses plain Markdown (CommonMark and GFM, no JSX or expressions), such as the descriptions
 * in the OpenAPI specs, which Redoc renders as GitHub-flavoured Markdown: a `<` or `{` there is
 * text, not MDX syntax.
 */
export function parseGfm(source: string): Root {
  return fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}
