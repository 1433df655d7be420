/**
 * The search index and the Markdown twins share each page's parse (src/markdown/pageTrees.ts),
 * through the one `PageTrees` the site config gives both: the second reader of a source gets
 * the first reader's tree. That is only sound while neither changes it, so both run here on
 * deeply frozen trees of every doc: a write to a frozen object throws in these strict-mode
 * modules.
 */
import { describe, expect, it } from 'vitest';

import { sharedPageTrees, type PageTrees } from '../../../src/markdown/pageTrees';
import { COMPONENT_PRINTERS } from '../../../src/plugins/markdown-twins/componentPrinters';
import { mdxToMarkdown } from '../../../src/plugins/markdown-twins/mdxToMarkdown';
import { markdownPage } from '../../../src/plugins/search/docPage';
import { loadPages, parseMdx } from '../../support/mdx';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function searchPage(pageTrees: PageTrees, source: string) {
  return markdownPage({
    pageTrees,
    source,
    frontMatter: {},
    permalink: '/docs/page',
    category: 'Docs',
    searchTag: 'docs',
    fallbackTitle: 'Page',
  });
}

function twin(pageTrees: PageTrees, source: string, file: string) {
  return mdxToMarkdown(
    { source, title: 'Page', canonicalUrl: 'https://example.com/docs/page', sourceName: file },
    { resolveLink: (url) => url, printers: COMPONENT_PRINTERS, warn: () => {}, pageTrees },
  );
}

describe('sharedPageTrees', () => {
  it('hands the first reader’s tree to the second, then parses afresh', () => {
    const pageTrees = sharedPageTrees();
    const source = '# Shared\n\nOne paragraph.\n';
    const first = pageTrees.tree(source);
    const second = pageTrees.tree(source);
    const third = pageTrees.tree(source);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
    expect(pageTrees.tree(source)).toBe(third);
  });

  it('shares nothing between two of them, and keeps no tree over its size bound', () => {
    const source = '# Apart\n\nRead twice.\n';
    expect(sharedPageTrees().tree(source)).not.toBe(sharedPageTrees().tree(source));
    const tiny = sharedPageTrees(source.length - 1);
    expect(tiny.tree(source)).not.toBe(tiny.tree(source));
  });

  it('is the one object the site config gives the search index and the twins', async () => {
    const { default: config } = (await import('../../../docusaurus.config')) as {
      default: { plugins: unknown[] };
    };
    const optionsOf = (matches: (plugin: unknown) => boolean) => {
      const entry = config.plugins.find((plugin) => Array.isArray(plugin) && matches(plugin[0])) as
        [unknown, { pageTrees?: PageTrees }] | undefined;
      return entry?.[1].pageTrees;
    };
    const forTwins = optionsOf((plugin) => plugin === './src/plugins/markdown-twins/index.ts');
    const forSearch = optionsOf((plugin) => plugin === './src/plugins/search/index.ts');
    expect(forTwins).toBeDefined();
    expect(forSearch).toBe(forTwins);
  });

  it('lets the search index and the twins read every doc from a frozen tree', async () => {
    // The run's parse of every doc (tests/support/mdx.ts: parseMdx, read back when another file
    // parsed first), cloned before freezing, so the shared copy stays writable for other files.
    const pages = await loadPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const { file, source, tree } of pages) {
      const name = `docs/${file}`;
      expect(tree, name).toBeDefined();
      const frozen = deepFreeze(structuredClone(tree!));
      // As the shared store hands it over: the same tree to both readers.
      const pageTrees: PageTrees = {
        tree: (read) => (read === source ? frozen : parseMdx(read)),
      };
      const page = searchPage(pageTrees, source);
      expect(page.sections.length, name).toBeGreaterThan(0);
      const markdown = twin(pageTrees, source, name);
      expect(markdown, name).toMatch(/^# Page\n/);
    }
  });
});
