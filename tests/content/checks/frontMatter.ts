/**
 * Front matter and heading rules the build does not enforce: Docusaurus validates the types of
 * the keys it knows, but accepts unknown keys, missing titles and descriptions, and any length.
 */
import { DocFrontMatterSchema } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';

import { headings, type Page } from '../../support/mdx';
import { EXECUTABLE_KEY } from '../executable/pageConfig';
import type { Offence } from './offence';
import { VARIES_KEY } from './sampleWorld';

/**
 * The docs plugin's front matter keys, plus the site's own (the plugin passes unknown keys
 * through); anything else is a typo the plugin ignores silently.
 */
export const KNOWN_FRONT_MATTER_KEYS = new Set([
  ...Object.keys(DocFrontMatterSchema.describe().keys ?? {}),
  VARIES_KEY,
  EXECUTABLE_KEY,
]);

/** Search engines cut descriptions at about this length. */
const DESCRIPTION_MAX_LENGTH = 160;

/** Markdown in a description is shown literally in search results and link previews. */
const MARKDOWN_IN_TEXT = /`|\*\*|__|\]\(|<[A-Za-z/]/;

export function checkFrontMatter(page: Page): Offence[] {
  const offences: Offence[] = [];
  const add = (message: string, line?: number): void => {
    offences.push({ file: page.file, line, message });
  };
  const fm = page.frontMatter;
  const lines = page.source.split(/\r?\n/);
  const lineOfKey = (key: string): number | undefined => {
    const index = lines.findIndex((text) => text.startsWith(`${key}:`));
    return index === -1 ? undefined : index + 1;
  };

  for (const key of Object.keys(fm)) {
    // The explicit sidebars in sidebars.ts ignore sidebar_position; it would be a second order.
    if (key === 'sidebar_position')
      add('sidebar_position is ignored: page order lives in sidebars.ts', lineOfKey(key));
    else if (!KNOWN_FRONT_MATTER_KEYS.has(key))
      add(`unknown front matter key "${key}"`, lineOfKey(key));
  }

  if (typeof fm.title !== 'string' || !fm.title.trim()) add('no title');
  else if (MARKDOWN_IN_TEXT.test(fm.title))
    add('title must be plain text (no Markdown or HTML)', lineOfKey('title'));

  if (typeof fm.description !== 'string' || !fm.description.trim()) add('no description');
  else {
    if (fm.description.length > DESCRIPTION_MAX_LENGTH)
      add(
        `description has ${fm.description.length} characters, more than ${DESCRIPTION_MAX_LENGTH}`,
        lineOfKey('description'),
      );
    if (MARKDOWN_IN_TEXT.test(fm.description))
      add('description must be plain text (no Markdown or HTML)', lineOfKey('description'));
  }

  if (!Array.isArray(fm.tags) || fm.tags.length === 0) add('no tags');
  else {
    const tags = fm.tags.map(String);
    const repeated = tags.filter((tag, index) => tags.indexOf(tag) !== index);
    if (repeated.length > 0) add(`tag listed twice: ${repeated.join(', ')}`, lineOfKey('tags'));
  }

  if (page.tree) {
    let previous = 1;
    const seen = new Set<string>();
    for (const heading of headings(page.tree)) {
      // An explicit {#id} does not reserve its slug, so a later heading can take the same id.
      if (seen.has(heading.id))
        add(
          `"${heading.text}" has the anchor id "${heading.id}" of an earlier heading`,
          heading.line,
        );
      seen.add(heading.id);
      if (heading.depth === 1)
        add(`"# ${heading.text}": the title comes from front matter; start at ##`, heading.line);
      else if (heading.depth > previous + 1)
        add(`"${heading.text}" skips from h${previous} to h${heading.depth}`, heading.line);
      previous = heading.depth;
    }
  }
  return offences;
}

/** Titles must tell pages apart in search results, tabs and the sidebar. */
export function checkUniqueTitles(pages: readonly Page[]): Offence[] {
  const byTitle = new Map<string, Page[]>();
  for (const page of pages) {
    const title = page.frontMatter.title;
    if (typeof title !== 'string') continue;
    const key = title.trim().toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), page]);
  }
  return [...byTitle.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((page) => ({
        file: page.file,
        message: `title "${String(page.frontMatter.title)}" is also used by ${group
          .filter((other) => other !== page)
          .map((other) => other.file)
          .join(', ')}`,
      })),
    );
}
