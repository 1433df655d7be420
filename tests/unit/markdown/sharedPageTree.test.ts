/**
 * The search index and the Markdown twins share each page's parse (src/markdown/sharedPageTree):
 * the second reader of a source gets the first reader's tree. That is only sound while neither
 * changes it, so both run here on deeply frozen trees of every doc: a write to a frozen object
 * throws in these strict-mode modules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

import { sharedPageTree } from '../../../src/markdown/sharedPageTree';
import { COMPONENT_PRINTERS } from '../../../src/plugins/markdown-twins/componentPrinters';
import { mdxToMarkdown } from '../../../src/plugins/markdown-twins/mdxToMarkdown';
import { markdownPage } from '../../../src/plugins/search-index/docPage';
import { DOCS_DIR } from '../../support/docs';
import { docFiles } from '../../support/mdx';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Runs `read` while a frozen tree of `source` waits in the shared store, for `read` to take. */
function readFrozen<T>(source: string, read: () => T): T {
  deepFreeze(sharedPageTree(source));
  return read();
}

function searchPage(source: string) {
  return markdownPage({
    source,
    frontMatter: {},
    permalink: '/docs/page',
    category: 'Docs',
    searchTag: 'docs',
    fallbackTitle: 'Page',
  });
}

function twin(source: string, file: string) {
  return mdxToMarkdown(
    { source, title: 'Page', canonicalUrl: 'https://example.com/docs/page', sourceName: file },
    { resolveLink: (url) => url, printers: COMPONENT_PRINTERS, warn: () => {} },
  );
}

describe('sharedPageTree', () => {
  it('hands the first reader’s tree to the second, then parses afresh', () => {
    const source = '# Shared\n\nOne paragraph.\n';
    const first = sharedPageTree(source);
    const second = sharedPageTree(source);
    const third = sharedPageTree(source);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
    expect(sharedPageTree(source)).toBe(third);
  });

  it('shares the tree between two instances of the module, as two Docusaurus plugins get', async () => {
    // Docusaurus loads each plugin with a module cache of its own (jiti, no require cache).
    vi.resetModules();
    const other = await import('../../../src/markdown/sharedPageTree');
    expect(other.sharedPageTree).not.toBe(sharedPageTree);
    const source = '# Two plugins\n\nRead by both.\n';
    expect(other.sharedPageTree(source)).toBe(sharedPageTree(source));
  });

  it('lets the search index and the twins read every doc from a frozen tree', () => {
    const files = docFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const source = readFileSync(path.join(DOCS_DIR, file), 'utf8');
      const name = `docs/${file}`;
      const page = readFrozen(source, () => searchPage(source));
      expect(page.sections.length, name).toBeGreaterThan(0);
      const markdown = readFrozen(source, () => twin(source, name));
      expect(markdown, name).toMatch(/^# Page\n/);
    }
  });
});
