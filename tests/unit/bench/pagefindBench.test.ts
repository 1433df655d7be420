/**
 * The parts of `bench:pagefind` that decide what is compared: the generated pages' HTML holds
 * the text and headings our index reads from their Markdown, hit@3 counts pages (not sections)
 * for both engines, and the text comparison reads Pagefind's fragments.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import {
  GOLDEN_QUERIES,
  hitAt3,
  hitAt3FirstHits,
  pagePath,
} from '../../../scripts/bench/goldenHitAt3';
import { compareIndexedText } from '../../../scripts/bench/indexedText';
import { generateScaleFixture } from '../../../scripts/bench/scaleFixture';
import { generatedPageSources } from '../../../scripts/bench/scaleSearchIndex';
import { markDocContent, scalePageHtml } from '../../../scripts/bench/scalePageHtml';
import type { SearchIndexData } from '../../../src/search/records';

const TAGS = ['depot', 'bookings', 'capacity'];
const SHELL = [
  '<html lang=en><head><title>Intro | Docs</title></head><body><nav>Menu</nav><main><article>',
  '<div class="theme-doc-markdown markdown"><header><h1>Intro</h1></header><p>Old text</p></div>',
  '<footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>',
].join('');

describe('a generated page as HTML', () => {
  const [page] = generateScaleFixture(1, TAGS).pages;
  const [source] = generatedPageSources(1, TAGS);
  const html = scalePageHtml(SHELL, page!);

  it('replaces the doc content and title of the layout, and keeps the rest', () => {
    expect(html).not.toContain('Old text');
    expect(html).toContain(`<title>${page!.title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain('<nav>Menu</nav>');
    expect(html).toContain('<footer class="theme-doc-footer">Edit this page</footer>');
    expect(html).not.toMatch(/^title: /m);
  });

  it('gives each heading the anchor our index links to', () => {
    const anchors = source!.sections.map((section) => section.anchor).filter(Boolean);
    expect(anchors.length).toBeGreaterThan(2);
    for (const anchor of anchors) expect(html).toContain(` id="${anchor}"`);
  });

  // The front matter description is ours alone: a page shows it only in its <meta> tags.
  it('holds every paragraph of the page our index reads, and its code in <pre>', () => {
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x26;|&amp;/g, '&');
    const description = JSON.parse(/^description: (".*")$/m.exec(page!.contents)![1]!) as string;
    const paragraphs = source!.sections
      .flatMap((section) => section.paragraphs)
      .filter((paragraph) => paragraph !== description && !paragraph.includes(' · '));
    expect(paragraphs.length).toBeGreaterThan(10);
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
    expect(html).toMatch(/<pre><code class="language-bash">curl /);
  });

  it('marks only the doc content for the indexer', () => {
    const marked = markDocContent(html, 'data-pagefind-body');
    expect(marked.match(/data-pagefind-body/g)).toHaveLength(1);
    expect(marked).toContain('<div class="theme-doc-markdown markdown" data-pagefind-body>');
  });
});

describe('hit@3 by page', () => {
  it('reads result URLs as site paths', () => {
    expect(pagePath('/docs/howto/webhooks/')).toBe('/docs/howto/webhooks');
    expect(pagePath('https://docs.example.com/docs/howto/webhooks#verify')).toBe(
      '/docs/howto/webhooks',
    );
    expect(pagePath('/')).toBe('/');
  });

  it('merges the sections of one page, so three hits of one page leave room for more', () => {
    const rankings = GOLDEN_QUERIES.map(({ expected }) => [
      '/elsewhere#one',
      '/elsewhere#two',
      '/elsewhere#three',
      `${expected}/#section`,
    ]);
    expect(hitAt3(rankings).rate).toBe(1);
    expect(hitAt3FirstHits(rankings)).toBe(0);
  });

  it('misses a page ranked fourth among pages, and names the miss', () => {
    const rankings = GOLDEN_QUERIES.map(({ expected }, index) =>
      index === 0 ? ['/a', '/b', '/c', expected] : [expected],
    );
    const result = hitAt3(rankings);
    expect(result.rate).toBeCloseTo(1 - 1 / GOLDEN_QUERIES.length);
    expect(result.misses).toEqual([{ ...GOLDEN_QUERIES[0]!, got: ['/a', '/b', '/c'] }]);
  });
});

describe('the text comparison', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagefind-text-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("compares our records with the text of Pagefind's fragments, page by page", () => {
    mkdirSync(path.join(dir, 'fragment'));
    const fragment = {
      url: '/docs/a/',
      content: 'Depots open at six. Extra words here.',
      meta: { title: 'Depots' },
    };
    writeFileSync(
      path.join(dir, 'fragment', 'en_1.pf_fragment'),
      gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`),
    );
    const data = {
      pages: [{ u: '/docs/a', l0: 'Docs', l1: 'Depots', t: 0 }],
      sections: [{ p: 0, a: '', lv: 1, h: [], c: ['Depots open at six.'] }],
    } as unknown as SearchIndexData;
    const compared = compareIndexedText(data, dir);
    expect(compared.words).toEqual({ ours: 5, pagefind: 8 });
    expect(compared.oursInPagefind).toBe(1);
    expect(compared.pagefindInOurs).toBeCloseTo(4 / 7);
  });
});
