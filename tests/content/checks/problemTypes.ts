/**
 * Problem types in the docs: every `type` URI a page shows and every link into the error
 * catalogue names a type the specs have, a page that shows a type links its catalogue page, and
 * a problem+json example gives the type's own title and status. The build only fails on a
 * link to a catalogue page that does not exist; the URIs inside JSON examples it never sees.
 */
import type { Root } from 'mdast';

import {
  PROBLEM_PAGE_LINK,
  PROBLEM_TYPE_BASE,
  problemPagePath,
  problemSlug,
} from '../../../src/plugins/problem-catalogue/problemTypes';
import { codeBlocks, links, type Page } from '../../support/mdx';
import type { Offence } from './offence';

export interface KnownProblemType {
  title: string;
  status: number | undefined;
}

const TYPE_URI_IN_TEXT = new RegExp(
  `${PROBLEM_TYPE_BASE.replace(/[.\\/]/g, '\\$&')}[A-Za-z0-9_-]*`,
  'g',
);

/** The catalogue slug a link points at, for site links and type URIs alike. */
function linkedSlug(url: string): string | undefined {
  return PROBLEM_PAGE_LINK.exec(url)?.[1] ?? problemSlug(url.replace(/[#?].*$/, ''));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** problem+json objects inside a parsed JSON value. */
function problemObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(problemObjects);
  if (!isObject(value)) return [];
  if (typeof value.type === 'string' && value.type.startsWith(PROBLEM_TYPE_BASE)) return [value];
  return Object.values(value).flatMap(problemObjects);
}

function exampleOffences(
  file: string,
  tree: Root,
  known: ReadonlyMap<string, KnownProblemType>,
): Offence[] {
  return codeBlocks(tree)
    .filter((block) => block.lang === 'json')
    .flatMap((block) => {
      let value: unknown;
      try {
        value = JSON.parse(block.body);
      } catch {
        return []; // Invalid JSON is the JSON block check's to report.
      }
      return problemObjects(value).flatMap((problem): Offence[] => {
        const slug = problemSlug(String(problem.type));
        const expected = slug === undefined ? undefined : known.get(slug);
        if (!slug || !expected) return [];
        if (problem.title === expected.title && problem.status === expected.status) return [];
        return [
          {
            file,
            line: block.line,
            message: `${slug} is "${String(problem.title)}" ${String(problem.status)} here; the specs say "${expected.title}" ${String(expected.status)}`,
          },
        ];
      });
    });
}

/** The offences of one page (a doc, or a catalogue body when `file` is `problems/...`). */
export function checkProblemTypes(
  page: Pick<Page, 'file' | 'source' | 'tree'>,
  known: ReadonlyMap<string, KnownProblemType>,
): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  const shown = new Map<string, number>();
  page.source.split('\n').forEach((text, index) => {
    for (const [uri] of text.matchAll(TYPE_URI_IN_TEXT)) {
      const slug = problemSlug(uri);
      if (slug === undefined || !known.has(slug))
        offences.push({
          file: page.file,
          line: index + 1,
          message: `problem type "${uri}" is not in the specs`,
        });
      else if (!shown.has(slug)) shown.set(slug, index + 1);
    }
  });
  const linked = new Set<string>();
  for (const link of links(page.tree)) {
    const slug = linkedSlug(link.url);
    if (slug === undefined) continue;
    if (!known.has(slug))
      offences.push({
        file: page.file,
        line: link.line,
        message: `link "${link.url}": the specs have no problem type ${slug}`,
      });
    if (PROBLEM_PAGE_LINK.test(link.url)) linked.add(slug);
  }
  for (const [slug, line] of shown)
    if (!linked.has(slug) && !page.file.startsWith('problems/'))
      offences.push({
        file: page.file,
        line,
        message: `shows the problem type ${slug} but does not link its page [${slug}](${problemPagePath(slug)})`,
      });
  offences.push(...exampleOffences(page.file, page.tree, known));
  return offences;
}
