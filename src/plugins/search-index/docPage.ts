import { parseMarkdown } from './markdownSections';
import type { PageSource } from './parsedPage';

export type DocPageInput = {
  /** File contents (MD/MDX with front matter). */
  source: string;
  permalink: string;
  /** Title from the docs plugin; when absent, front matter title, then h1. */
  title?: string;
  /** Description from the docs plugin; when absent, front matter description. */
  description?: string;
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
export function markdownPage(input: DocPageInput): PageSource {
  const parsed = parseMarkdown(input.source);
  const { frontMatter } = parsed;
  const frontMatterTitle = typeof frontMatter.title === 'string' ? frontMatter.title : undefined;
  const title = input.title ?? frontMatterTitle ?? parsed.h1 ?? input.fallbackTitle;
  const description =
    input.description ??
    (typeof frontMatter.description === 'string' ? frontMatter.description : '');
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
