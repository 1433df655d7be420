/**
 * The pages the page walker runs axe on, in both colour modes: a set of pages whose markup
 * holds every kind of element the site's pages hold (issue 33: axe once per page template, the
 * cheap checks on every page).
 *
 * axe's rules read markup and computed styles, and a docs site builds every page from a few
 * dozen components; authored pages differ in their text and in how often each component
 * appears. An element's kind here is what those rules can see of it without its text: its tag,
 * classes, attribute names, the inline declarations that change colours, whether it holds text
 * and elements of its own, and the same of its parent. The set is chosen greedily from the
 * built HTML (the page adding the most kinds not yet covered first), so it is the same on every
 * run, and a page with one new kind (a new component, a new token colour, an image without
 * `alt`) joins it. The checks that read values rather than kinds (duplicate ids, an image's
 * `alt`, a link's text) run on every page's HTML in tests/build/htmlValidity-*.test.ts.
 */
import { readFileSync } from 'node:fs';

import { load, type AnyNode, type Element } from 'cheerio';

import { builtHtmlFile } from './builtSite';

/** Classes that name the page rather than its markup (a doc's id on `<html>`, a chart's width). */
const PAGE_SPECIFIC_CLASS = /^(docs-doc-id-|width-\d)/;

/**
 * Inline declarations that change what the colour rules compute; layout ones (a diagram's
 * width) do not.
 */
const COLOUR_DECLARATION =
  /^(color|background|opacity|filter|font-size|font-weight|mix-blend-mode|text-shadow|visibility|display)\b/;

function elementKey(element: Element): string {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !PAGE_SPECIFIC_CLASS.test(name))
    .sort()
    .join('.');
  const attributes = Object.keys(element.attribs)
    .filter((name) => name !== 'class' && name !== 'style')
    .sort()
    .join(',');
  const style = (element.attribs.style ?? '')
    .split(';')
    .map((declaration) => declaration.trim().toLowerCase().replace(/\s+/g, ''))
    .filter((declaration) => COLOUR_DECLARATION.test(declaration))
    .sort()
    .join(';');
  const hasText = element.children.some(
    (child) => child.type === 'text' && child.data.trim() !== '',
  );
  const hasElements = element.children.some((child) => isElement(child));
  return `${element.name}.${classes}[${attributes}]{${style}}${hasText ? 'T' : ''}${hasElements ? 'E' : ''}`;
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/**
 * The kinds of element of an HTML document: each element's key under its parent's. Elements
 * that match `setAside` are left out with what they hold, as a check that sets them aside reads
 * nothing of them.
 */
export function elementKinds(html: string, setAside?: string): Set<string> {
  const kinds = new Set<string>();
  const visit = (element: Element, parentKey: string) => {
    const key = elementKey(element);
    kinds.add(`${parentKey} > ${key}`);
    for (const child of element.children) if (isElement(child)) visit(child, key);
  };
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: false } });
  if (setAside) $(setAside).remove();
  for (const child of $.root()[0]!.children) if (isElement(child)) visit(child, '');
  return kinds;
}

/**
 * The paths of a set of pages that together hold every kind any page holds: greedy, the page
 * adding the most uncovered kinds first, ties to the earlier page.
 */
export function coveringPages(pages: readonly { path: string; kinds: Set<string> }[]): Set<string> {
  const covered = new Set<string>();
  const chosen = new Set<string>();
  for (;;) {
    let best: (typeof pages)[number] | undefined;
    let bestGain = 0;
    for (const page of pages) {
      if (chosen.has(page.path)) continue;
      let gain = 0;
      for (const kind of page.kinds) if (!covered.has(kind)) gain += 1;
      if (gain > bestGain) {
        best = page;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.add(best.path);
    for (const kind of best.kinds) covered.add(kind);
  }
}

/**
 * Of the given built pages (their URL paths), those that together hold every kind any of them
 * holds, leaving out what matches `setAside`.
 */
export function coveringBuiltPages(paths: readonly string[], setAside?: string): Set<string> {
  return coveringPages(
    paths.map((urlPath) => ({
      path: urlPath,
      kinds: elementKinds(readFileSync(builtHtmlFile(urlPath), 'utf8'), setAside),
    })),
  );
}
