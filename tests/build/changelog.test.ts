/**
 * The changelog as built (build/, or BUILD_DIR): /changelog lists the entries, the RSS and Atom
 * feeds carry every one of them and are announced in every page's head, the footer or the
 * navbar links the changelog and both feeds, the announcement bar links an entry, and every
 * API reference link of an entry lands on an element of the reference page it names (Docusaurus
 * does not see Redoc's anchors, so its own anchor check cannot tell).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { builtPageReader, type BuiltPage } from '../quality/builtHtml';
import { BUILD_DIR, builtHtmlFile, requireBuild } from '../quality/builtSite';

requireBuild();

const CHANGELOG = '/changelog';
const FEEDS = [
  { file: 'changelog/rss.xml', type: 'application/rss+xml', itemLink: 'item > link' },
  { file: 'changelog/atom.xml', type: 'application/atom+xml', itemLink: 'entry > link' },
] as const;
/** Pages of each kind whose shell (head, navbar, footer, announcement bar) is checked. */
const SHELL_PAGES = ['/', '/docs/intro', '/api-portal', CHANGELOG];

const readPage = await builtPageReader();

/** The path of a same-site URL (absolute with the site's origin, or root-relative), else null. */
function sitePath(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  return url.origin === origin ? url.pathname.replace(/\/$/, '') || '/' : null;
}

function siteOrigin(): string {
  const canonical = readPage('/')
    .querySelector('link[rel="canonical"]')
    ?.getAttributeValue('href');
  if (!canonical) throw new Error('the home page has no canonical link to read the origin from');
  return new URL(canonical).origin;
}

const ORIGIN = siteOrigin();

function hrefs(page: BuiltPage, selector: string): string[] {
  return page
    .querySelectorAll(selector)
    .flatMap((link) => link.getAttributeValue('href') ?? []);
}

/** The entry pages /changelog links from its post titles. */
function listedEntries(): string[] {
  const page = readPage(CHANGELOG);
  return [
    ...new Set(
      hrefs(page, 'main article header h2 a').flatMap((href) => sitePath(href, ORIGIN) ?? []),
    ),
  ].sort();
}

function feedEntries(file: string, itemLink: string): string[] {
  const xml = readFileSync(path.join(BUILD_DIR, file), 'utf8');
  // An XML parse: a malformed feed throws here rather than passing a text search.
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  return [...document.querySelectorAll(itemLink)]
    .map((link) => link.getAttribute('href') ?? link.textContent ?? '')
    .flatMap((href) => sitePath(href.trim(), ORIGIN) ?? [])
    .sort();
}

const ENTRIES = listedEntries();

/** Element ids of a built page, per path; the reference pages are large and shared by entries. */
const idsByPage = new Map<string, Set<string>>();
function idsOf(urlPath: string): Set<string> {
  let ids = idsByPage.get(urlPath);
  if (!ids) {
    ids = new Set(readPage(urlPath).querySelectorAll('[id]').flatMap((element) => element.id ?? []));
    idsByPage.set(urlPath, ids);
  }
  return ids;
}

describe('the built changelog', () => {
  it('lists its entries at /changelog', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(3);
    for (const entry of ENTRIES) {
      expect(entry.startsWith(`${CHANGELOG}/`), entry).toBe(true);
      expect(existsSync(builtHtmlFile(entry))).toBe(true);
    }
  });

  it.each(FEEDS)('$file is a well-formed feed of every entry', ({ file, itemLink }) => {
    expect(existsSync(path.join(BUILD_DIR, file)), `${file} is missing`).toBe(true);
    expect(feedEntries(file, itemLink)).toEqual(ENTRIES);
  });

  it.each(SHELL_PAGES)('%s announces both feeds in its head', (urlPath) => {
    const page = readPage(urlPath);
    for (const { file, type } of FEEDS) {
      const announced = hrefs(page, `head link[rel="alternate"][type="${type}"]`).map((href) =>
        sitePath(href, ORIGIN),
      );
      expect(announced, type).toContain(`/${file}`);
    }
  });

  it.each(SHELL_PAGES)('%s links the changelog and both feeds from its navbar or footer', (urlPath) => {
    const page = readPage(urlPath);
    const linked = hrefs(page, 'nav.navbar a[href], footer a[href]').map((href) =>
      sitePath(href, ORIGIN),
    );
    expect(linked).toContain(CHANGELOG);
    for (const { file } of FEEDS) expect(linked).toContain(`/${file}`);
  });

  it('the announcement bar links a changelog entry', () => {
    const bar = hrefs(readPage('/'), '.theme-announcement-bar a[href]').map((href) =>
      sitePath(href, ORIGIN),
    );
    expect(bar.length).toBeGreaterThan(0);
    expect(ENTRIES).toEqual(expect.arrayContaining(bar));
  });

  it.each(ENTRIES)("%s: every API reference link lands on an element of its page", (entry) => {
    const article = readPage(entry).querySelector('main article');
    expect(article, 'no article on the entry page').not.toBeNull();
    const references = hrefs(article!, 'a[href]').filter(
      (href) => href.includes('#') && sitePath(href, ORIGIN)?.startsWith('/api-portal'),
    );
    expect(references.length, 'links no operation of the reference').toBeGreaterThan(0);
    const broken = references.filter((href) => {
      const url = new URL(href, ORIGIN);
      const target = sitePath(href, ORIGIN);
      return target === null || !idsOf(target).has(decodeURIComponent(url.hash.slice(1)));
    });
    expect(broken).toEqual([]);
  });
});
