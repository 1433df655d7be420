import type { PageTrees } from '../../markdown/pageTrees';
import { markdownSections } from './markdownSections';
import type { PageSource } from './parsedPage';

/** A Markdown page as a content plugin loaded it, with its file's contents. */
export type LoadedMarkdown = {
  /** File contents (MD/MDX; front matter, if any, is skipped). */
  source: string;
  /** Front matter as the content plugin parsed it. */
  frontMatter: Readonly<Record<string, unknown>>;
  permalink: string;
  /** Title from the content plugin; when absent, the page's h1, then `fallbackTitle`. */
  title?: string;
  /** Description from the content plugin. */
  description?: string;
};

type MarkdownPageInput = LoadedMarkdown & {
  /** Where the page's tree comes from: the one the twins share (src/markdown/pageTrees.ts). */
  pageTrees: PageTrees;
  category: string;
  searchTag: string;
  fallbackTitle: string;
};

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((entry) => entry.trim());
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/** A Markdown page (doc or MDX product page) as a searchable page. */
export function markdownPage(input: MarkdownPageInput): PageSource {
  const parsed = markdownSections(input.pageTrees.tree(input.source));
  const { frontMatter } = input;
  const title = input.title ?? parsed.h1 ?? input.fallbackTitle;
  const description = input.description ?? '';
  const intro = parsed.sections[0]!;
  // The description is the page's summary; search finds it even when the body words it differently.
  if (description && !intro.paragraphs.some((paragraph) => paragraph.startsWith(description))) {
    intro.paragraphs.unshift(description);
  }
  return {
    permalink: input.permalink,
    category: input.category,
    title,
    searchTag: input.searchTag,
    // The sidebar label is how navigation names the page ("FAQ"); readers search for it too.
    keywords: [
      ...stringList(frontMatter.keywords),
      ...stringList(frontMatter.sidebar_label).filter((label) => label !== title),
    ],
    sections: parsed.sections,
  };
}
