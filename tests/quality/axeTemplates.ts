/**
 * Pages the page walker runs axe on once per template instead of once per page.
 *
 * A doc tag page (`/docs/tags/<tag>`, the theme's DocTagDocListPage, `<html
 * class="docs-tags-doc-list-page">`) is generated from data, with nothing authored in it: a
 * heading, the tag's description from docs/tags.yml, a "View all tags" link and one article per
 * tagged doc (its title as a link, its front-matter description), in the same layout and styles
 * on every tag page. Pages of one template differ only in their text and in how many articles
 * they list, and axe's rules read markup and styles, so axe on one of them in each colour mode
 * proves what axe on every one would, and so does its switch to dark mode, which the same code
 * makes on the same markup. The representative is the tag page with the largest built
 * HTML (the longest list).
 *
 * That they share their markup is checked, not assumed: the walker compares each tag page's
 * server HTML with the representative's (structureSignature) and runs axe on any page whose
 * structure differs, as on every other page.
 */
import { openSync, readSync, closeSync, statSync } from 'node:fs';

import { builtHtmlFile } from './builtSite';
import type { SitemapPage } from './sitemap';

/** The `<html>` class of the templates above, as the build writes it. */
const TEMPLATE_CLASSES = ['docs-tags-doc-list-page'];

/** The first bytes of a built page, which hold its `<html>` tag. */
function htmlTagOf(file: string): string {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2048);
    const read = readSync(descriptor, head, 0, head.length, 0);
    return /<html[^>]*>/i.exec(head.subarray(0, read).toString('utf8'))?.[0] ?? '';
  } finally {
    closeSync(descriptor);
  }
}

/**
 * For each page of a template above except its representative, the representative's path; the
 * walker runs axe on every page without an entry.
 */
export function axeRepresentatives(pages: readonly SitemapPage[]): Map<string, string> {
  const groups = new Map<string, { path: string; bytes: number }[]>();
  for (const page of pages) {
    const file = builtHtmlFile(page.path);
    const template = TEMPLATE_CLASSES.find((name) =>
      new RegExp(`class="[^"]*\\b${name}\\b`).test(htmlTagOf(file)),
    );
    if (!template) continue;
    const group = groups.get(template) ?? [];
    group.push({ path: page.path, bytes: statSync(file).size });
    groups.set(template, group);
  }
  const representatives = new Map<string, string>();
  for (const group of groups.values()) {
    const [representative] = [...group].sort(
      (a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path),
    );
    for (const member of group) {
      if (member !== representative) representatives.set(member.path, representative!.path);
    }
  }
  return representatives;
}

/**
 * The structure of an HTML document's body, in the browser (pass it to `page.evaluate` with
 * the HTML): each element's tag, class, attribute names and whether it holds text of its own,
 * nested, with runs of identical siblings (the articles of a list) counted once. Text and
 * attribute values other than the class (hrefs, ids) are left out: they differ from page to
 * page of a template.
 */
export function structureSignature(source: string): string {
  const parsed = new DOMParser().parseFromString(source, 'text/html');
  const signatureOf = (element: Element): string => {
    const names = [...element.attributes]
      .map((attribute) => attribute.name)
      .sort()
      .join(',');
    const hasText = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
    );
    const children: string[] = [];
    for (const child of element.children) {
      const signature = signatureOf(child);
      if (children[children.length - 1] !== signature) children.push(signature);
    }
    return `${element.tagName}.${element.getAttribute('class') ?? ''}[${names}]${hasText ? 'T' : ''}(${children.join('')})`;
  };
  return signatureOf(parsed.body);
}
