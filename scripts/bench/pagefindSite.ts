/**
 * Pagefind's side of `bench:pagefind`: the pages our index holds, as HTML, in a staging folder
 * (the build's own HTML for the site's pages, ./scalePageHtml.ts for the generated ones), each
 * with `data-pagefind-body` on the block our index reads (a doc page's Markdown, else <main>
 * or the layout's main wrapper);
 * then the Pagefind CLI indexes that folder into the served copy of the build. Code blocks and
 * diagrams are excluded, as our index leaves code out.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { measuredRun, type MeasuredRun } from './measuredRun';
import type { PagefindPackage } from './pagefindPackage';
import { generateScaleFixture } from './scaleFixture';
import { assertDocShell, markDocContent, scalePageHtml } from './scalePageHtml';

const BODY_MARKER = 'data-pagefind-body';
export const PAGEFIND_EXCLUDED = 'pre, svg';
/** The built doc page whose layout the generated pages take. */
const SHELL_PAGE = 'docs/intro.html';
const MAIN_WRAPPER = '<div id=__docusaurus_skipToContent_fallback';

function builtHtml(buildDir: string, url: string): string {
  const candidates =
    url === '/' ? ['index.html'] : [`${url.slice(1)}.html`, `${url.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`no built HTML for ${url} in ${buildDir}`);
}

function markIndexedBlock(html: string, url: string): string {
  const marked = markDocContent(html, BODY_MARKER);
  if (marked !== html) return marked;
  if (html.includes('<main')) return html.replace('<main', `<main ${BODY_MARKER}`);
  // Redoc's pages have no <main>: the layout's main wrapper, between navbar and footer.
  if (!html.includes(MAIN_WRAPPER)) throw new Error(`${url} has no doc content, <main> or wrapper`);
  return html.replace(MAIN_WRAPPER, `${MAIN_WRAPPER} ${BODY_MARKER}`);
}

function write(stagingDir: string, url: string, html: string): void {
  const file = path.join(stagingDir, url === '/' ? '' : url.slice(1), 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/**
 * Writes one HTML file per page of our index into `stagingDir`: `pageUrls` are the URLs our
 * index holds; those of the `pageCount` generated pages are rendered, the rest are read from
 * `buildDir`.
 */
export function stagePagefindSite(options: {
  buildDir: string;
  stagingDir: string;
  pageUrls: readonly string[];
  pageCount: number;
  tagKeys: readonly string[];
}): { sitePages: number; generatedPages: number } {
  const { buildDir, stagingDir } = options;
  rmSync(stagingDir, { recursive: true, force: true });
  const generated = generateScaleFixture(options.pageCount, options.tagKeys).pages;
  const generatedUrls = new Set(generated.map((page) => `/docs/${page.id}`));
  const sitePages = options.pageUrls.filter((url) => !generatedUrls.has(url));
  for (const url of sitePages)
    write(stagingDir, url, markIndexedBlock(builtHtml(buildDir, url), url));
  const shell = readFileSync(path.join(buildDir, SHELL_PAGE), 'utf8');
  assertDocShell(shell, SHELL_PAGE);
  for (const page of generated) {
    write(stagingDir, `/docs/${page.id}`, markDocContent(scalePageHtml(shell, page), BODY_MARKER));
  }
  return { sitePages: sitePages.length, generatedPages: generated.length };
}

export interface PagefindBuild extends MeasuredRun {
  pages: number;
  words: number;
}

function countAfter(stdout: string, label: string): number {
  const match = new RegExp(`Indexed (\\d+) ${label}`).exec(stdout);
  if (!match) throw new Error(`Pagefind's output has no "Indexed N ${label}":\n${stdout}`);
  return Number(match[1]);
}

/** `npx pagefind` on the staged pages, writing the bundle to `outputPath`. */
export function runPagefind(
  pagefind: PagefindPackage,
  stagingDir: string,
  outputPath: string,
): PagefindBuild {
  rmSync(outputPath, { recursive: true, force: true });
  const run = measuredRun(
    process.execPath,
    [
      pagefind.cli,
      '--site',
      stagingDir,
      '--output-path',
      outputPath,
      '--exclude-selectors',
      PAGEFIND_EXCLUDED,
      '--force-language',
      'en',
    ],
    stagingDir,
  );
  return {
    ...run,
    pages: countAfter(run.stdout, 'pages?'),
    words: countAfter(run.stdout, 'words?'),
  };
}

/**
 * Pagefind runs WebAssembly, which the site's Content-Security-Policy does not allow: the copy's
 * _headers adds 'wasm-unsafe-eval' to script-src (a copy made of hard links gets a new file).
 */
export function allowWebAssembly(buildDir: string): void {
  const file = path.join(buildDir, '_headers');
  const headers = readFileSync(file, 'utf8');
  if (headers.includes("'wasm-unsafe-eval'")) return;
  rmSync(file);
  writeFileSync(
    file,
    headers.replaceAll("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"),
  );
}
