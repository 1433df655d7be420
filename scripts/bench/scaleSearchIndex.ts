/**
 * The search index of the site plus N generated pages (./scaleFixture.ts), built in memory the
 * way the search plugin builds it, without a Docusaurus build: the site's own pages come
 * back from a built index, the generated pages go through the plugin's own Markdown reading
 * (docPage), both are packed by buildSearchIndex. Each generated page gets what Docusaurus would
 * give it in `bench:scale`: its permalink, front matter title and description, and the
 * "Generated guides" sidebar category as hierarchy.lvl0. A 5,000-page index takes about a
 * minute here, against 45 minutes for the build; `bench:search --pages N` measures on it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildSearchIndex } from '../../src/plugins/search/buildSearchIndex';
import { builtShardedIndexes } from '../../src/plugins/search/indexFile';
import type { PageSource } from '../../src/plugins/search/parsedPage';
import { docPage, docsSearchTag } from '../../src/plugins/search/sitePages';
import { splitSearchIndex } from '../../src/plugins/search/splitSearchIndex';
import type { SearchIndexData } from '../../src/search/records';
import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import { generateScaleFixture } from './scaleFixture';

/** The pages an index was built from: buildSearchIndex of them gives the same index again. */
function indexedPageSources(data: SearchIndexData): PageSource[] {
  const pages: PageSource[] = data.pages.map((page) => ({
    permalink: page.u,
    category: page.l0,
    title: page.l1,
    searchTag: data.tags[page.t]!,
    // Stored joined; one keyword joins back to the same string.
    keywords: page.k === undefined ? [] : [page.k],
    sections: [],
  }));
  for (const section of data.sections) {
    pages[section.p]!.sections.push({
      level: section.lv,
      headings: section.h,
      anchor: section.a,
      paragraphs: section.c,
    });
  }
  return pages;
}

/** The front matter fields the fixture writes and the docs plugin reads for search. */
function frontMatterString(source: string, key: string): string | undefined {
  const match = new RegExp(`^${key}: (".*")$`, 'm').exec(source);
  return match ? (JSON.parse(match[1]!) as string) : undefined;
}

/** The generated pages as the search plugin reads them from their Markdown. */
export function generatedPageSources(pageCount: number, tagKeys: readonly string[]): PageSource[] {
  const fixture = generateScaleFixture(pageCount, tagKeys);
  const category = fixture.sidebarCategory?.label ?? '';
  const categories = new Map(fixture.pages.map((page) => [page.id, category]));
  return fixture.pages.map((page) =>
    docPage(
      {
        source: page.contents,
        docId: page.id,
        frontMatter: {},
        permalink: `/docs/${page.id}`,
        title: frontMatterString(page.contents, 'title'),
        description: frontMatterString(page.contents, 'description'),
        searchTag: docsSearchTag('default', 'current'),
      },
      categories,
    ),
  );
}

function scaleSearchIndex(
  site: SearchIndexData,
  options: { pageCount: number; tagKeys: readonly string[] },
): SearchIndexData {
  const generated = generatedPageSources(options.pageCount, options.tagKeys);
  return buildSearchIndex([...indexedPageSources(site), ...generated], {
    language: site.language,
  });
}

type CachedScaleIndex = { site: string; pageCount: number; data: SearchIndexData };

/**
 * A copy of a production build (hard links, so it costs no space) whose search index is that
 * of the site plus `pageCount` generated pages, cut by the current splitter. The bundle names
 * its manifest by a content hash; the copy keeps that name for the new manifest, so the
 * client code the build ships fetches the larger index. Everything else (pages, scripts, the
 * modal) is the build's own, so a browser run on the copy measures the shipped client.
 */
export function buildWithScaleIndex(options: {
  buildDir: string;
  outDir: string;
  pageCount: number;
  tagKeys: readonly string[];
  /**
   * A file holding the generated index of an earlier run on the same build and page count,
   * read instead of parsing the pages again (a minute of CPU at 5,000), or written when absent.
   * Only while the Markdown reading of the pages is unchanged: the splitter and the engine are
   * what such runs compare.
   */
  indexCache?: string;
}): { manifestFile: string; pages: number; sections: number } {
  const [built] = builtShardedIndexes(options.buildDir);
  if (!built) throw new Error(`${options.buildDir} has no search index`);
  const siteContents = built.read(built.manifest.whole);
  const key = createHash('sha256').update(siteContents).digest('hex').slice(0, 16);
  const cached = options.indexCache && existsSync(options.indexCache) ? options.indexCache : null;
  let data: SearchIndexData;
  if (cached) {
    const entry = JSON.parse(readFileSync(cached, 'utf8')) as CachedScaleIndex;
    if (entry.site !== key || entry.pageCount !== options.pageCount) {
      throw new Error(
        `${cached} holds the index of another build or page count: remove it or name another file`,
      );
    }
    data = entry.data;
  } else {
    data = scaleSearchIndex(JSON.parse(siteContents) as SearchIndexData, options);
    if (options.indexCache) {
      const entry: CachedScaleIndex = { site: key, pageCount: options.pageCount, data };
      writeFileSync(options.indexCache, JSON.stringify(entry));
    }
  }
  const split = splitSearchIndex(data, { locale: built.locale });
  rmSync(options.outDir, { recursive: true, force: true });
  execFileSync('cp', ['-al', options.buildDir, options.outDir]);
  rmSync(path.join(options.outDir, SHARDED_INDEX_DIR), { recursive: true, force: true });
  const write = (fileName: string, contents: string) => {
    const full = path.join(options.outDir, fileName);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, contents);
  };
  for (const file of split.files) write(file.fileName, file.contents);
  write(built.file, split.manifest.contents);
  return { manifestFile: built.file, pages: data.pages.length, sections: data.sections.length };
}
