/**
 * What the docs show without JavaScript, read from the HTML the server sends: every docs page
 * (doc, category index, tag page) has its heading and its content in <main>, and the category
 * and tag indexes list their documents as links. That this static content is also visible
 * once the CSS applies needs a browser: tests/e2e/robustness.spec.ts checks it on one page of
 * each layout.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { builtPageReader, normalisedText, type BuiltPage } from '../quality/builtHtml';
import { sitemapPages } from '../quality/sitemap';

const DOCS_PATHS = sitemapPages()
  .map((page) => page.path)
  .filter((urlPath) => urlPath.startsWith('/docs/'));
const INDEX_PATHS = DOCS_PATHS.filter((urlPath) => /^\/docs\/(category|tags)(\/|$)/.test(urlPath));

let readPage: (urlPath: string) => BuiltPage;
beforeAll(async () => {
  readPage = await builtPageReader();
});

describe('docs pages without JavaScript', () => {
  it('the sitemap lists the docs, their category indexes and tag pages', () => {
    expect(DOCS_PATHS.length).toBeGreaterThan(10);
    expect(INDEX_PATHS.some((urlPath) => urlPath.startsWith('/docs/category/'))).toBe(true);
    expect(INDEX_PATHS.some((urlPath) => urlPath.startsWith('/docs/tags/'))).toBe(true);
  });

  it('every docs page has its heading and content in the static HTML of <main>', () => {
    const unreadable = DOCS_PATHS.filter((urlPath) => {
      const main = readPage(urlPath).querySelector('main');
      return !normalisedText(main?.querySelector('h1') ?? null) || normalisedText(main).length <= 80;
    });
    expect(unreadable, 'docs pages without readable static content').toEqual([]);
  });

  it('every category and tag index lists documents as links into /docs', () => {
    const empty = INDEX_PATHS.filter(
      (urlPath) =>
        !readPage(urlPath)
          .querySelectorAll('main a[href]')
          .some((link) => link.getAttributeValue('href')?.startsWith('/docs/')),
    );
    expect(empty, 'indexes that list no document').toEqual([]);
  });
});
