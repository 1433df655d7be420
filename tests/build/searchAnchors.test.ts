import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, StaticConfigLoader, type ResolvedConfig } from 'html-validate';
import { describe, expect, it } from 'vitest';

import { builtIndexFiles } from '../../src/plugins/search/indexFile';
import type { SearchIndexData } from '../../src/search/records';

/**
 * Every search result lands where it says: each page of the built index (build/, or BUILD_DIR)
 * is a page of the build, and each section's anchor is an element id on that page as it was
 * rendered, whether Docusaurus gave it (docs), Redoc (API reference) or the page's own markup.
 */

const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

/** The HTML file a clean URL is served from (trailing slash or not, as serve-handler does). */
function htmlFileOf(urlPath: string): string | null {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = [path.join(relative, 'index.html'), `${relative}.html`];
  const found = candidates.map((file) => path.join(buildDir, file)).find(existsSync);
  return found ?? null;
}

/** Ids of the page's HTML elements, read with html-validate's parser (jsdom is 5-20x slower here). */
function elementIds(file: string, config: ResolvedConfig): Set<string> {
  const root = new Parser(config).parseHtml(readFileSync(file, 'utf8'));
  return new Set(
    root.querySelectorAll('[id]').flatMap((element) => (element.id === null ? [] : [element.id])),
  );
}

describe('built search index against the built pages', () => {
  const data = JSON.parse(builtIndexFiles(buildDir)[0]!.contents) as SearchIndexData;

  it('indexes only pages the build has', () => {
    expect(data.pages.length).toBeGreaterThan(0);
    expect(data.pages.filter((page) => htmlFileOf(page.u) === null).map((page) => page.u)).toEqual(
      [],
    );
  });

  it("links every section to an id on its page's HTML", async () => {
    const config = await new StaticConfigLoader().getConfigFor('page.html');
    const anchored = data.sections.filter((section) => section.a !== '');
    expect(anchored.length).toBeGreaterThan(0);
    const idsByPage = new Map<number, Set<string>>();
    const missing = anchored
      .filter((section) => {
        let ids = idsByPage.get(section.p);
        if (!ids) {
          const file = htmlFileOf(data.pages[section.p]!.u);
          ids = file ? elementIds(file, config) : new Set();
          idsByPage.set(section.p, ids);
        }
        return !ids.has(section.a);
      })
      .map((section) => `${data.pages[section.p]!.u}#${section.a}`);
    expect(missing).toEqual([]);
  });
});
