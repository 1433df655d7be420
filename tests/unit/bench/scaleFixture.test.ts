/**
 * The scale bench's generated pages (scripts/bench/scaleFixture.ts) are pages the build takes:
 * each compiles with Docusaurus' own MDX processor and the site's Markdown settings, its
 * diagrams render with the build's Mermaid prerenderer in Chromium, its tags are in
 * docs/tags.yml, its links reach real docs or other generated pages, and the site copy's
 * wrapped sidebars name only docs that exist. No Docusaurus build is run here: the bench
 * itself builds N = 0, 1,000 and 5,000.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createProcessors } from '@docusaurus/mdx-loader/lib/processor';
import type { MarkdownConfig } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import siteConfig from '../../../docusaurus.config';
import {
  DIAGRAM_EVERY,
  generateScaleFixture,
  MAX_WORDS,
  MIN_WORDS,
  type ScaleFixture,
} from '../../../scripts/bench/scaleFixture';
import { allowedTags, prepareScaleSite } from '../../../scripts/bench/scaleSite';
import { parseMdx, preprocess } from '../../../src/markdown/parseMdx';
import {
  createMermaidRenderer,
  renderDiagrams,
} from '../../../src/plugins/mermaid-prerender/renderDiagrams';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = 12;
const tags = allowedTags(ROOT);
const fixture = generateScaleFixture(PAGES, tags);

/** The site's Markdown settings on Docusaurus' defaults, as the build resolves them. */
const MARKDOWN_CONFIG: MarkdownConfig = {
  format: 'mdx',
  parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  mermaid: siteConfig.markdown.mermaid,
  emoji: true,
  mdx1Compat: siteConfig.markdown.mdx1Compat,
  remarkRehypeOptions: undefined,
  anchors: { maintainCase: false },
  hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
};

function docExists(docsDir: string, id: string): boolean {
  return ['.mdx', '.md'].some((extension) => existsSync(path.join(docsDir, `${id}${extension}`)));
}

async function parsed(page: ScaleFixture['pages'][number]) {
  return DEFAULT_PARSE_FRONT_MATTER({
    filePath: path.join(ROOT, 'docs', page.file),
    fileContent: page.contents,
  });
}

function sidebarDocIds(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as { type?: string; id?: string; items?: unknown[] };
    if (entry.type === 'doc' && entry.id) return [entry.id];
    return entry.items ? sidebarDocIds(entry.items) : [];
  });
}

describe('the scale bench fixture', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = generateScaleFixture(PAGES, tags);
    expect(again.pages.map((page) => page.contents)).toEqual(
      fixture.pages.map((page) => page.contents),
    );
    expect(generateScaleFixture(PAGES, tags, 1).pages[0]!.contents).not.toBe(
      fixture.pages[0]!.contents,
    );
  });

  it('writes 600 to 1,500 words a page, a Mermaid diagram on one page in ten', async () => {
    for (const page of fixture.pages) {
      const { content } = await parsed(page);
      const words = content.split(/\s+/).filter(Boolean).length;
      expect(words, page.file).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words, page.file).toBeLessThanOrEqual(MAX_WORDS);
      expect(content).toMatch(/^\| --- \|/m);
      expect(content).toMatch(/^```json\n\{/m);
    }
    const withDiagram = fixture.pages.filter((page) => /^```mermaid/m.test(page.contents));
    expect(withDiagram.map((page) => page.id)).toEqual(
      fixture.pages.filter((_, index) => index % DIAGRAM_EVERY === 0).map((page) => page.id),
    );
  });

  it('tags every page only with tags of docs/tags.yml', async () => {
    for (const page of fixture.pages) {
      const { frontMatter } = await parsed(page);
      expect(frontMatter.tags, page.file).toEqual(page.tags);
      expect(page.tags.length).toBeGreaterThan(1);
      for (const tag of page.tags) expect(tags, `${page.file}: ${tag}`).toContain(tag);
    }
  });

  it('compiles every page with Docusaurus MDX processor, its links resolved', async () => {
    const docsDir = path.join(ROOT, 'docs');
    const generatedFiles = new Set(fixture.pages.map((page) => path.join(docsDir, page.file)));
    const { mdxProcessor } = await createProcessors({
      options: {
        markdownConfig: MARKDOWN_CONFIG,
        siteDir: ROOT,
        staticDirs: [path.join(ROOT, 'static')],
        admonitions: true,
        // As the docs plugin does: a file link must name a doc, or the build stops.
        resolveMarkdownLink: ({ linkPathname, sourceFilePath }) => {
          const target = path.resolve(path.dirname(sourceFilePath), linkPathname);
          return generatedFiles.has(target)
            ? `/docs/${path.relative(docsDir, target).replace(/\.mdx$/, '')}`
            : null;
        },
      },
    });
    for (const page of fixture.pages) {
      const filePath = path.join(docsDir, page.file);
      const { frontMatter, content } = await parsed(page);
      const compiled = await mdxProcessor.process({
        content: preprocess(content),
        filePath,
        frontMatter,
        compilerName: 'server',
      });
      expect(compiled.content, page.file).toContain('_createMdxContent');
      // Plain Markdown only: an expression or a tag would compile and then fail to render.
      const mdxNodes: string[] = [];
      visit(parseMdx(page.contents), (node) => {
        if (node.type.startsWith('mdx')) mdxNodes.push(node.type);
      });
      expect(mdxNodes, page.file).toEqual([]);
      for (const [, url] of page.contents.matchAll(/\]\((\/docs\/[^)#]+)\)/g)) {
        expect(docExists(docsDir, url!.replace(/^\/docs\//, '')), `${page.file} -> ${url}`).toBe(
          true,
        );
      }
    }
  });

  it('has diagrams the build prerenders in Chromium', async () => {
    const sources = fixture.pages.flatMap((page) =>
      [...page.contents.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!),
    );
    expect(sources.length).toBe(Math.ceil(PAGES / DIAGRAM_EVERY));
    const rendered = await renderDiagrams(sources, {
      renderer: createMermaidRenderer(),
      chromium: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      themes: { light: 'neutral', dark: 'dark' },
      idPrefix: 'scale-test',
    });
    for (const diagram of rendered) expect(diagram.light).toMatch(/^<svg[\s\S]*Kestrel DC Spandau/);
  });
});

describe('the scale bench site copy', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'scale-test-')), 'site');
    prepareScaleSite({ root: ROOT, siteDir, pages: PAGES });
  });
  afterAll(() => {
    rmSync(path.dirname(siteDir), { recursive: true, force: true });
  });

  it('appends the generated pages to the site sidebar, naming only docs that exist', async () => {
    const { default: sidebars } = (await import(path.join(siteDir, 'sidebars.ts'))) as {
      default: { tutorialSidebar: unknown[] };
    };
    const ids = sidebarDocIds(sidebars.tutorialSidebar);
    const docsDir = path.join(siteDir, 'docs');
    for (const id of ids) expect(docExists(docsDir, id), id).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(fixture.pages.map((page) => page.id)));
    expect(ids).toContain('intro');
    for (const page of fixture.pages) {
      expect(existsSync(path.join(docsDir, page.file)), page.file).toBe(true);
    }
  });

  it('refuses to write into the checkout', () => {
    expect(() =>
      prepareScaleSite({ root: ROOT, siteDir: path.join(ROOT, 'scale-copy'), pages: 1 }),
    ).toThrow(/outside the checkout/);
  });
});
