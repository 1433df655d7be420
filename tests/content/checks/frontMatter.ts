/**
 * Front matter and heading rules beyond the basics in tests/unit/structure.test.ts (title,
 * description length, known tags, numeric sidebar_position are checked there).
 */
import { headings, type Page } from '../../support/mdx';
import type { Offence } from './offence';

/** The docs plugin's front matter keys; anything else is a typo the plugin ignores silently. */
export const KNOWN_FRONT_MATTER_KEYS = new Set([
  'id',
  'title',
  'title_meta',
  'description',
  'keywords',
  'image',
  'slug',
  'tags',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_key',
  'sidebar_custom_props',
  'displayed_sidebar',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'parse_number_prefixes',
  'custom_edit_url',
  'draft',
  'unlisted',
  'last_update',
]);

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

  for (const key of Object.keys(fm))
    if (!KNOWN_FRONT_MATTER_KEYS.has(key)) add(`unknown front matter key "${key}"`, lineOfKey(key));

  if ('sidebar_label' in fm && (typeof fm.sidebar_label !== 'string' || !fm.sidebar_label.trim()))
    add('sidebar_label must be a non-empty string', lineOfKey('sidebar_label'));

  if (typeof fm.description === 'string' && MARKDOWN_IN_TEXT.test(fm.description))
    add('description must be plain text (no Markdown or HTML)', lineOfKey('description'));

  if (typeof fm.title === 'string' && MARKDOWN_IN_TEXT.test(fm.title))
    add('title must be plain text (no Markdown or HTML)', lineOfKey('title'));

  if (Array.isArray(fm.tags)) {
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

/** Two pages with one sidebar_position in a folder have no defined order. */
export function checkUniqueSidebarPositions(pages: readonly Page[]): Offence[] {
  const byFolder = new Map<string, Page>();
  const offences: Offence[] = [];
  for (const page of pages) {
    const position = page.frontMatter.sidebar_position;
    if (typeof position !== 'number') continue;
    const folder = page.file.includes('/') ? page.file.slice(0, page.file.lastIndexOf('/')) : '.';
    const key = `${folder}#${position}`;
    const other = byFolder.get(key);
    if (other)
      offences.push({
        file: page.file,
        message: `sidebar_position ${position} is also used by ${other.file}`,
      });
    else byFolder.set(key, page);
  }
  return offences;
}
