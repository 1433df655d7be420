/**
 * Parses ```mermaid blocks with mermaid itself. Mermaid runs in Node once a DOM is present:
 * DOMPurify (used by state diagrams and timelines, among others) binds to `window` when
 * mermaid is imported, so jsdom globals are installed first and mermaid is imported after.
 */
import { JSDOM } from 'jsdom';

import { codeBlocks, type Page } from '../../support/mdx';
import type { Offence } from './offence';

/** Resolves to undefined when the diagram parses, otherwise to mermaid's message. */
export type MermaidParse = (diagram: string) => Promise<string | undefined>;

let parser: Promise<MermaidParse> | undefined;

async function createParser(): Promise<MermaidParse> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    pretendToBeVisual: true,
  });
  const globals = globalThis as Record<string, unknown>;
  globals.window ??= window;
  globals.document ??= window.document;
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false });
  return async (diagram) => {
    try {
      await mermaid.parse(diagram);
      return undefined;
    } catch (error) {
      return ((error as Error).message || String(error)).replace(/\s+/g, ' ').trim();
    }
  };
}

export function mermaidParser(): Promise<MermaidParse> {
  parser ??= createParser();
  return parser;
}

/** Rules from the content guide that mermaid itself accepts. */
function styleProblems(diagram: string): string[] {
  const problems: string[] = [];
  if (/%%\s*\{\s*init/i.test(diagram))
    problems.push('no %%{init}%% overrides: themes come from the site');
  if (/<\/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?\/?>/.test(diagram))
    problems.push('no HTML in diagram labels');
  return problems;
}

export async function checkMermaidBlocks(page: Page, parse: MermaidParse): Promise<Offence[]> {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const block of codeBlocks(page.tree)) {
    if (block.lang !== 'mermaid') continue;
    const error = await parse(block.body);
    if (error) offences.push({ file: page.file, line: block.line, message: `mermaid: ${error}` });
    for (const problem of styleProblems(block.body))
      offences.push({ file: page.file, line: block.line, message: problem });
  }
  return offences;
}
