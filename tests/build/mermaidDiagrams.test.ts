/**
 * Diagrams are in the static HTML (src/plugins/mermaid-prerender): every built docs page whose
 * source has ```mermaid fences holds, for each fence, an inline SVG per colour mode, each an
 * image with a name. That no diagram page loads the Mermaid runtime needs a browser:
 * tests/e2e/mermaid.spec.ts.
 */
import { readFileSync } from 'node:fs';

import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { builtHtmlFile } from '../quality/builtSite';
import { loadDocsMetadata } from '../support/docs';
import { codeBlocks, loadPages } from '../support/mdx';

interface DiagramPage {
  permalink: string;
  file: string;
  fences: number;
}

let diagramPages: DiagramPage[];

/**
 * Each diagram page parsed once for both checks, by cheerio's parse5 (the HTML parser jsdom
 * uses): unlike html-validate's DOM, which stops at <svg>, its tree holds the SVG content.
 */
const parsedPages = new Map<string, CheerioAPI>();
function readPage(permalink: string): CheerioAPI {
  let page = parsedPages.get(permalink);
  if (!page) {
    page = load(readFileSync(builtHtmlFile(permalink), 'utf8'));
    parsedPages.set(permalink, page);
  }
  return page;
}

beforeAll(async () => {
  const permalinks = new Map(loadDocsMetadata().map((doc) => [doc.file, doc.permalink]));
  diagramPages = (await loadPages()).flatMap((page) => {
    const fences = page.tree
      ? codeBlocks(page.tree).filter((block) => block.lang === 'mermaid').length
      : 0;
    const permalink = permalinks.get(page.file);
    return fences > 0 && permalink ? [{ permalink, file: page.file, fences }] : [];
  });
});
// The test files share a process (--no-isolate): the trees go when this file is done.
afterAll(() => parsedPages.clear());

describe('Mermaid diagrams in the static HTML', () => {
  it('the docs have diagram pages to check', () => {
    expect(diagramPages.length).toBeGreaterThan(10);
  });

  it('every diagram page has, per fence, a light and a dark SVG that is a named image', () => {
    const problems = diagramPages.flatMap(({ permalink, file, fences }) => {
      const svgs = readPage(permalink)('main').first().find('figure > div > svg').toArray();
      const found = [];
      if (svgs.length !== fences * 2) {
        found.push(`${file}: ${fences} fences but ${svgs.length} prerendered SVGs`);
      }
      for (const svg of svgs) {
        const label = svg.attribs['aria-label']?.trim() ?? '';
        if (svg.attribs.role !== 'img' || label === '') {
          found.push(`${file}: <svg id="${svg.attribs.id ?? ''}"> is not an image with a name`);
        }
      }
      const modes = svgs.map((svg) => /-(light|dark)-\d+$/.exec(svg.attribs.id ?? '')?.[1]);
      if (modes.filter((mode) => mode === 'light').length !== fences) {
        found.push(`${file}: not one light SVG per fence (${modes.join(', ')})`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('the two renders of a diagram share no id (Mermaid numbers some ids per render)', () => {
    const duplicates = diagramPages.flatMap(({ permalink, file }) => {
      const $ = readPage(permalink);
      const ids = $('main figure [id]')
        .toArray()
        .map((element) => element.attribs.id!);
      return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map(
        (id) => `${file}: id "${id}" repeats`,
      );
    });
    expect(duplicates).toEqual([]);
  });
});
