/** Glossary terms: valid `<Term>` ids, concept pages that use them, term pages that match. */
import { GLOSSARY, isTermId } from '../../../src/data/glossary';
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

import { firstParagraph, jsxAttribute, jsxElements, links, type Page } from '../../support/mdx';
import type { Offence } from './offence';

export const GLOSSARY_PAGE_FILE = 'terms/glossary.mdx';

export function checkTermElements(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const element of jsxElements(page.tree, 'Term')) {
    const line = element.position?.start.line;
    const id = jsxAttribute(element, 'id');
    if (typeof id !== 'string')
      offences.push({ file: page.file, line, message: '<Term> needs a literal id="..."' });
    else if (!isTermId(id))
      offences.push({ file: page.file, line, message: `<Term id="${id}">: not a GLOSSARY id` });
  }
  // A heading is already a link target; a term link with a tooltip inside it breaks both.
  visit(page.tree, 'heading', (heading: Heading) => {
    const inside: Root = { type: 'root', children: heading.children };
    for (const element of jsxElements(inside, 'Term'))
      offences.push({
        file: page.file,
        line: element.position?.start.line,
        message: '<Term> inside a heading: link the term in the text below it',
      });
  });
  return offences;
}

export function checkConceptUsesTerm(page: Page): Offence[] {
  if (!page.file.startsWith('concepts/') || !page.tree) return [];
  return jsxElements(page.tree, 'Term').length > 0
    ? []
    : [{ file: page.file, message: 'concept page links no glossary term with <Term>' }];
}

/** A page in docs/terms/ other than the glossary is about the term named by its file. */
function termIdOfPage(page: Page): string | undefined {
  if (!page.file.startsWith('terms/') || page.file === GLOSSARY_PAGE_FILE) return undefined;
  return page.file.slice('terms/'.length).replace(/\.mdx?$/, '');
}

/** A term page opens with exactly the GLOSSARY sentence (what the tooltips show). */
export function checkTermPageDefinition(page: Page): Offence[] {
  const id = termIdOfPage(page);
  if (id === undefined || !page.tree) return [];
  if (!isTermId(id)) return [{ file: page.file, message: `no GLOSSARY entry "${id}"` }];
  const first = firstParagraph(page.tree);
  const expected = GLOSSARY[id].definition;
  return first?.text === expected
    ? []
    : [
        {
          file: page.file,
          line: first?.line,
          message: `first paragraph must be GLOSSARY.${id}.definition: "${expected}"`,
        },
      ];
}

/**
 * GLOSSARY and docs/terms/ describe the same terms, and the glossary page shows them all,
 * through <GlossaryList /> (which renders GLOSSARY) or a link to every term page. `docUrls` are
 * the permalinks of the built docs (tests/support/docs.ts).
 */
export function checkGlossaryCoverage(
  pages: readonly Page[],
  docUrls: ReadonlySet<string>,
): Offence[] {
  const offences: Offence[] = [];
  const termPages = pages.filter((page) => termIdOfPage(page) !== undefined);
  for (const page of termPages) {
    const id = termIdOfPage(page) ?? '';
    if (!isTermId(id)) offences.push({ file: page.file, message: `no GLOSSARY entry "${id}"` });
  }
  for (const [id, entry] of Object.entries(GLOSSARY))
    if (!docUrls.has(entry.page))
      offences.push({
        file: 'terms/',
        message: `GLOSSARY.${id}.page ${entry.page} is not a doc page`,
      });

  const glossary = pages.find((page) => page.file === GLOSSARY_PAGE_FILE);
  if (!glossary?.tree) {
    offences.push({ file: GLOSSARY_PAGE_FILE, message: 'glossary page missing or invalid' });
    return offences;
  }
  if (jsxElements(glossary.tree, 'GlossaryList').length > 0) return offences;
  const linked = new Set(
    links(glossary.tree).map((link) => link.url.replace(/^\.\//, '').replace(/#.*$/, '')),
  );
  for (const page of termPages) {
    const name = page.file.slice('terms/'.length);
    if (!linked.has(name))
      offences.push({ file: glossary.file, message: `glossary does not list ${page.file}` });
  }
  return offences;
}
