/**
 * The built pages as a DOM, for checks that read what the server sends and need no browser
 * (tests/build). html-validate's parser: already the validity checker's, and several times
 * faster than jsdom on the large API reference pages.
 */
import { readFileSync } from 'node:fs';

import { Parser, StaticConfigLoader, type HtmlElement } from 'html-validate';

import { builtHtmlFile } from './builtSite';

export type BuiltPage = HtmlElement;

/** A parser of HTML files into a DOM. */
export async function htmlFileParser(): Promise<(file: string) => BuiltPage> {
  const config = await new StaticConfigLoader().getConfigFor('page.html');
  return (file) => new Parser(config).parseHtml(readFileSync(file, 'utf8'));
}

/** A reader of built pages by URL path; each call parses the file afresh. */
export async function builtPageReader(): Promise<(urlPath: string) => BuiltPage> {
  const parse = await htmlFileParser();
  return (urlPath) => parse(builtHtmlFile(urlPath));
}

/** The text of an element with whitespace runs collapsed and the ends trimmed. */
export function normalisedText(element: HtmlElement | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
