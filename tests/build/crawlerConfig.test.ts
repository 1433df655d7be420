import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import micromatch from 'micromatch';
import { beforeAll, describe, expect, it } from 'vitest';

import golden from '../search/golden.json';
import {
  CRAWLER_CONFIG_FILE,
  evaluateCrawlerConfig,
  renderCrawlerConfig,
  type CrawlerConfig,
} from '../../docsearch/crawlerConfig';
import {
  docsearchHelperStandIn,
  type CrawledPage,
  type CrawledSection,
} from '../../docsearch/docsearchHelperStandIn';
import { buildSearchIndex } from '../../src/plugins/search/buildSearchIndex';
import { builtIndexFiles } from '../../src/plugins/search/indexFile';
import type { PageSource } from '../../src/plugins/search/parsedPage';
import { createLocalBackend } from '../../src/search/client/localBackend';
import { createLocalSearchClient } from '../../src/search/client/createLocalSearchClient';
import type { SearchIndexData } from '../../src/search/records';
import { BUILD_DIR, builtHtmlFile } from '../quality/builtSite';
import { sitemapPages } from '../quality/sitemap';

/**
 * The hosted path gives the same answers as the local one: docsearch/crawler.config.js is run
 * on the built HTML (build/, or BUILD_DIR) as the Algolia Crawler would run it, with no
 * network: its URL patterns on the sitemap's URLs (micromatch, as the crawler matches them),
 * its extractors on each page with cheerio (the crawler's `$`) and a stand-in for
 * helpers.docsearch (docsearch/docsearchHelperStandIn.ts, which documents what it does). The
 * records must name the same pages, with the same lvl0/lvl1 and facets, the same sections and
 * anchors, and the text of the local index, as src/plugins/search builds it for the
 * same build; and the golden queries must find their pages in records built from them.
 */

type LocalPage = {
  lvl0: string;
  lvl1: string;
  tag: string;
  sections: Array<{ key: string; words: Set<string> }>;
  introWords: Set<string>;
};

type CrawledResult = {
  action: number;
  page: CrawledPage;
  /** Element ids of the page as served, before the extractor changed its DOM. */
  ids: Set<string>;
};

const WORD = /[\p{L}\p{N}_]+/gu;
const words = (texts: readonly string[]): Set<string> =>
  new Set(texts.flatMap((text) => text.toLowerCase().match(WORD) ?? []));

/** A section's identity in both modes: its headings below the page title, and its anchor. */
const sectionKey = (headings: readonly string[], anchor: string): string =>
  `${headings.join(' > ')} #${anchor}`;

/** The local index of this build, as the browser receives it. */
function localIndex(): SearchIndexData {
  const english = builtIndexFiles(BUILD_DIR).find((file) => file.locale === 'en');
  if (!english) throw new Error(`${BUILD_DIR} has no English search index`);
  return JSON.parse(english.contents) as SearchIndexData;
}

function localPages(data: SearchIndexData): Map<string, LocalPage> {
  const pages = new Map<string, LocalPage>();
  data.pages.forEach((page) => {
    pages.set(page.u, {
      lvl0: page.l0,
      lvl1: page.l1,
      tag: data.tags[page.t]!,
      sections: [],
      introWords: new Set(),
    });
  });
  for (const section of data.sections) {
    const page = pages.get(data.pages[section.p]!.u)!;
    if (section.lv <= 1) page.introWords = words(section.c);
    else page.sections.push({ key: sectionKey(section.h, section.a), words: words(section.c) });
  }
  return pages;
}

/** Sections below the page title, keyed as the local ones are (lvl0 and lvl1 left out). */
function crawledSections(page: CrawledPage): Map<string, CrawledSection> {
  return new Map(
    page.sections
      .filter((section) => section.level >= 2)
      .map((section) => [sectionKey(section.hierarchy.slice(2), section.anchor), section]),
  );
}

/** Share of `expected` found in `actual`; 1 when nothing is expected. */
function coverage(expected: Set<string>, actual: Set<string>): number {
  if (expected.size === 0) return 1;
  return [...expected].filter((word) => actual.has(word)).length / expected.size;
}

/** The origin the build was made for: every sitemap URL carries it. */
function siteOrigin(): string {
  return new URL(sitemapPages()[0]!.url).origin;
}

function loadConfig(origin: string): CrawlerConfig {
  return evaluateCrawlerConfig(
    renderCrawlerConfig({
      ALGOLIA_APP_ID: 'TEST_APP',
      ALGOLIA_CRAWLER_API_KEY: 'test-key',
      ALGOLIA_INDEX_NAME: 'test_index',
      SITE_URL: origin,
    }),
  );
}

/** Runs the configuration on every sitemap page it accepts, keyed by URL path. */
function crawl(config: CrawlerConfig): {
  results: Map<string, CrawledResult>;
  claimedTwice: string[];
} {
  const results = new Map<string, CrawledResult>();
  const claimedTwice: string[] = [];
  for (const { url, path } of sitemapPages()) {
    if (micromatch.isMatch(url, config.exclusionPatterns)) continue;
    const actions = config.actions
      .map((action, index) => ({ action, index }))
      .filter(({ action }) => micromatch.isMatch(url, action.pathsToMatch));
    if (actions.length > 1) claimedTwice.push(path);
    const [match] = actions;
    if (!match) continue;
    const $ = load(readFileSync(builtHtmlFile(path), 'utf8'));
    const ids = new Set($('[id]').map((_, element) => $(element).attr('id')).get());
    const page = match.action.recordExtractor({
      url: new URL(url),
      $,
      helpers: docsearchHelperStandIn($),
    }) as CrawledPage;
    if (page.sections.length > 0) results.set(path, { action: match.index, page, ids });
  }
  return { results, claimedTwice };
}

describe('docsearch/crawler.config.js on the built site', () => {
  let config: CrawlerConfig;
  let data: SearchIndexData;
  let local: Map<string, LocalPage>;
  let crawled: Map<string, CrawledResult>;
  let claimedTwice: string[];

  beforeAll(() => {
    config = loadConfig(siteOrigin());
    data = localIndex();
    local = localPages(data);
    ({ results: crawled, claimedTwice } = crawl(config));
  });

  it('keeps ids out of the file and fails loudly on a missing value', () => {
    const template = readFileSync(CRAWLER_CONFIG_FILE, 'utf8');
    expect(template).toMatch(/appId: '\{\{ALGOLIA_APP_ID\}\}'/);
    expect(template).toMatch(/apiKey: '\{\{ALGOLIA_CRAWLER_API_KEY\}\}'/);
    expect(() =>
      renderCrawlerConfig({
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_CRAWLER_API_KEY: undefined,
        ALGOLIA_INDEX_NAME: 'i',
        SITE_URL: 'https://docs.example.com',
      }),
    ).toThrow(/ALGOLIA_CRAWLER_API_KEY/);
    expect(() =>
      renderCrawlerConfig({
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_CRAWLER_API_KEY: 'k',
        ALGOLIA_INDEX_NAME: 'i',
        SITE_URL: 'docs.example.com/docs',
      }),
    ).toThrow(/SITE_URL/);
  });

  it('crawls without a browser and facets on what contextual search filters', () => {
    expect(config.renderJavaScript).toBe(false);
    const settings = config.initialIndexSettings.test_index;
    expect(settings?.attributesForFaceting).toEqual(
      expect.arrayContaining(['language', 'version', 'docusaurus_tag']),
    );
    expect(config.actions.every((action) => action.indexName === 'test_index')).toBe(true);
  });

  it('gives every page to at most one action', () => {
    expect(claimedTwice).toEqual([]);
  });

  it('indexes the pages the local index has, and no others', () => {
    expect(crawled.size).toBeGreaterThan(0);
    expect([...crawled.keys()].sort()).toEqual([...local.keys()].sort());
  });

  it('names each page as the local index does: lvl0, lvl1, language, docusaurus_tag, version', () => {
    const differences = [...local].flatMap(([path, expected]) => {
      const page = crawled.get(path)?.page;
      if (!page) return [];
      const title = page.sections.find((section) => section.level === 1);
      const got = {
        lvl0: title?.hierarchy[0],
        lvl1: title?.hierarchy[1],
        language: page.variables.language,
        docusaurus_tag: page.variables.docusaurus_tag,
        version: page.variables.version,
      };
      const want = {
        lvl0: expected.lvl0,
        lvl1: expected.lvl1,
        language: data.language,
        docusaurus_tag: expected.tag,
        // A docs page's tag is docs-<plugin id>-<version>; other pages have no version.
        version: /^docs-[^-]+-(.+)$/.exec(expected.tag)?.[1],
      };
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ path, got, want }];
    });
    expect(differences).toEqual([]);
  });

  it('splits each page into the same sections with the same anchors', () => {
    const differences = [...local].flatMap(([path, expected]) => {
      const result = crawled.get(path);
      if (!result) return [];
      const want = expected.sections.map((section) => section.key).sort();
      const got = [...crawledSections(result.page).keys()].sort();
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ path, got, want }];
    });
    expect(differences).toEqual([]);
  });

  it('links every section to an element id of the page as served', () => {
    const broken = [...crawled].flatMap(([path, { page, ids }]) =>
      page.sections
        .filter((section) => section.anchor !== '' && !ids.has(section.anchor))
        .map((section) => `${path}#${section.anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it("puts each section's text under it (a product page's text on the page)", () => {
    const MIN_COVERAGE = 0.9;
    // React product pages are read from their source by the local builder, which sees data
    // declared above the JSX before the markup that renders it: their words are compared per
    // page. Docs and API reference pages render their sources in order: compared per section.
    const productAction = config.actions.findIndex((action) =>
      action.pathsToMatch.includes(`${siteOrigin()}/`),
    );
    const gaps = [...local].flatMap(([path, expected]) => {
      const result = crawled.get(path);
      if (!result) return [];
      const sections = crawledSections(result.page);
      const intro = result.page.sections.find((section) => section.level === 1);
      const pagePair = {
        key: '(page)',
        want: new Set([
          ...expected.introWords,
          ...expected.sections.flatMap((section) => [...section.words]),
        ]),
        got: words(result.page.sections.flatMap((section) => [...section.content, ...section.hierarchy])),
      };
      const pairs = result.action === productAction ? [pagePair] : [
        { key: '(intro)', want: expected.introWords, got: words(intro?.content ?? []) },
        ...expected.sections.map((section) => {
          const crawledSection = sections.get(section.key);
          return {
            key: section.key,
            want: section.words,
            got: words([...(crawledSection?.content ?? []), ...(crawledSection?.hierarchy ?? [])]),
          };
        }),
          ];
      return pairs
        .map(({ key, want, got }) => ({
          path,
          key,
          coverage: coverage(want, got),
          missing: [...want].filter((word) => !got.has(word)).slice(0, 12),
        }))
        .filter((gap) => gap.coverage < MIN_COVERAGE);
    });
    expect(gaps).toEqual([]);
  });

  it('finds the golden queries’ pages in records built from the crawl', async () => {
    // The crawled records, packed by the local builder and searched by the local engine: the
    // same ranking on the other mode's records shows they carry what the queries need.
    const pages: PageSource[] = [...crawled].map(([path, { page }]) => {
      const title = page.sections.find((section) => section.level === 1);
      return {
        permalink: path,
        category: title?.hierarchy[0] ?? '',
        title: title?.hierarchy[1] ?? '',
        searchTag: String(page.variables.docusaurus_tag ?? ''),
        // Front matter keywords are in the local records only: the crawler reads the page.
        keywords: [],
        sections: page.sections.map((section) => ({
          level: section.level,
          headings: section.hierarchy.slice(2),
          anchor: section.anchor,
          paragraphs: section.content,
        })),
      };
    });
    const origin = 'https://docs.example.com';
    const crawledIndex = buildSearchIndex(pages, { language: data.language });
    const search = (index: SearchIndexData) => {
      const client = createLocalSearchClient({
        loadBackend: () => Promise.resolve(createLocalBackend(index, { origin })),
      });
      return async (query: string): Promise<string[]> => {
        const response = await client.search({
          requests: [
            {
              indexName: 'local',
              query,
              hitsPerPage: 3,
              facetFilters: [
                `language:${data.language}`,
                ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
              ],
            },
          ],
        });
        return response.results[0]!.hits.map((hit) =>
          String(hit.url_without_anchor).replace(origin, ''),
        );
      };
    };
    const [searchLocal, searchCrawled] = [search(data), search(crawledIndex)];
    const results = await Promise.all(
      golden.queries.map(async ({ query, expected }) => ({
        query,
        expected,
        local: (await searchLocal(query)).includes(expected),
        crawled: await searchCrawled(query),
      })),
    );
    const lost = results.filter((entry) => entry.local && !entry.crawled.includes(entry.expected));
    expect(lost).toEqual([]);
  });
});
