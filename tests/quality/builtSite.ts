/**
 * Where the production build under test lives, for the Playwright server that serves it and
 * for the checks that read its files (the page walker's list of URLs, the Vitest build checks).
 * One place, so a run against another build (BUILD_DIR) cannot serve one build and read
 * the pages of another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');

export const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');

/**
 * The built file of a page's URL: `a/b.html` for `/a/b` (pages are written so, with
 * trailingSlash: false), `a/b/index.html` for a folder such as a redirect page's.
 */
export function builtHtmlFile(urlPath: string): string {
  const relative = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  const candidates = [
    path.join(BUILD_DIR, relative, 'index.html'),
    `${path.join(BUILD_DIR, relative)}.html`,
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`no built page for ${urlPath} in ${BUILD_DIR}`);
  return found;
}

/** Fails with what to do when the build the checks read is missing. */
export function requireBuild(): void {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(
      `No build in ${BUILD_DIR}: run \`E2E_FIXTURES=true npx docusaurus build\` first.`,
    );
  }
}
