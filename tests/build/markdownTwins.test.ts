/**
 * The Markdown twins in the build under test (src/plugins/markdown-twins): every docs page of
 * the sitemap, and the home and product pages, has its twin at its URL + `.md`; a twin is
 * Markdown a reader or a tool can use as is (no JSX, imports or HTML comments outside code);
 * so has every changelog page but its tag pages; llms.txt lists the docs in navbar order, then
 * the changelog, and every link in it resolves in the build; the footer and robots.txt point to
 * it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';

import { parseGfm } from '../../src/markdown/parseMdx';
import { twinFileName } from '../../src/plugins/markdown-twins/twinPath';
import { BUILD_DIR, builtHtmlFile } from '../quality/builtSite';
import { sitemapPages } from '../quality/sitemap';

const PAGES = sitemapPages();
const DOCS_PATHS = PAGES.map((page) => page.path).filter((urlPath) =>
  urlPath.startsWith('/docs/'),
);
const PRODUCT_PATHS = ['/', '/optimization', '/routing'];
/** The list page and the posts; the tag pages list nothing the list page lacks. */
const CHANGELOG_PATHS = PAGES.map((page) => page.path).filter((urlPath) =>
  /^\/changelog(?:\/(?!tags(?:\/|$))[^/]+)?$/.test(urlPath),
);
/** Every page the tests below hold to the twin rules. */
const TWINNED_PATHS = [...DOCS_PATHS, ...PRODUCT_PATHS, ...CHANGELOG_PATHS];
const SITE_ORIGIN = new URL(PAGES[0]!.url).origin;

function builtText(file: string): string {
  return readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

/** What a twin says outside code blocks and code spans, where JSX or `import` would be a leak. */
function problemsOf(markdown: string): string[] {
  const problems: string[] = [];
  visit(parseGfm(markdown), (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'html') problems.push(`line ${line}: HTML or JSX ${node.value.slice(0, 60)}`);
    if (node.type === 'text' && /^\s*(?:import|export)\s/.test(node.value)) {
      problems.push(`line ${line}: ${node.value.slice(0, 60)}`);
    }
    if (node.type === 'text' && /<!--|<\/?[A-Z][\w.]*[\s/>]|\{\/\*/.test(node.value)) {
      problems.push(`line ${line}: ${node.value.slice(0, 60)}`);
    }
  });
  return problems;
}

/** The build file a URL of the site is answered with, or null for another site's URL. */
function builtFileFor(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== SITE_ORIGIN) return null;
  const urlPath = decodeURIComponent(parsed.pathname);
  if (/\.(?:md|txt|yaml|json)$/.test(urlPath)) return path.join(BUILD_DIR, urlPath);
  return builtHtmlFile(urlPath);
}

describe('Markdown twins in the build', () => {
  it('every docs and changelog page of the sitemap, and the home and product pages, has a twin', () => {
    expect(DOCS_PATHS.length).toBeGreaterThan(50);
    // The list page and at least the three first releases.
    expect(CHANGELOG_PATHS.length).toBeGreaterThanOrEqual(4);
    const missing = TWINNED_PATHS.filter(
      (urlPath) => !existsSync(path.join(BUILD_DIR, twinFileName(urlPath))),
    );
    expect(missing, 'pages without a twin').toEqual([]);
  });

  it('each twin starts with its title and canonical URL', () => {
    const checked = [...DOCS_PATHS, ...CHANGELOG_PATHS];
    const wrong = PAGES.filter((page) => checked.includes(page.path)).filter((page) => {
      const lines = builtText(twinFileName(page.path)).split('\n');
      return !/^# \S/.test(lines[0] ?? '') || lines[2] !== `URL: <${page.url}>`;
    });
    expect(wrong.map((page) => page.path)).toEqual([]);
  });

  it('twins have no JSX, imports, exports or comments outside code', () => {
    const leaks = TWINNED_PATHS.flatMap((urlPath) =>
      problemsOf(builtText(twinFileName(urlPath))).map((problem) => `${urlPath}: ${problem}`),
    );
    expect(leaks).toEqual([]);
  });

  it('every link of a twin into the site resolves in the build (twin, page or file)', () => {
    const broken = TWINNED_PATHS.flatMap((urlPath) => {
      const twin = builtText(twinFileName(urlPath));
      const urls = [...twin.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]!);
      return urls
        .filter((url) => {
          try {
            const file = builtFileFor(url);
            return file !== null && !existsSync(file);
          } catch {
            return true;
          }
        })
        .map((url) => `${urlPath}: ${url}`);
    });
    expect(broken).toEqual([]);
  });

  it('a page with tabs, terms and a Mermaid diagram keeps each as Markdown', () => {
    const twin = builtText(twinFileName('/docs/howto/paginated_data'));
    expect(twin).toMatch(/^### curl$/m);
    expect(twin).toMatch(/^### Python$/m);
    expect(twin).toContain('```mermaid\nflowchart');
  });
});

describe('llms.txt and llms-full.txt', () => {
  let llmsTxt = '';
  let llmsFullTxt = '';
  beforeAll(() => {
    llmsTxt = builtText('llms.txt');
    llmsFullTxt = builtText('llms-full.txt');
  });

  it('has the title, the summary and the sections in navbar order', () => {
    expect(llmsTxt).toMatch(/^# RouteKit\n\n> \S.+\n\n## /);
    expect([...llmsTxt.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Learn',
      'Routing API',
      'Integration API',
      'Stateless API',
      'FAQ',
      'Changelog',
      'API specifications',
    ]);
  });

  it('every link resolves in the build', () => {
    const urls = [...llmsTxt.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(50);
    const broken = urls.filter((url) => {
      try {
        const file = builtFileFor(url);
        return file === null || !existsSync(file);
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('links every docs page the navbar sections hold, every changelog page, and the specs', () => {
    for (const spec of ['routing', 'integration', 'stateless']) {
      expect(llmsTxt).toContain(`${SITE_ORIGIN}/openapi/${spec}.yaml`);
    }
    const docPages = DOCS_PATHS.filter((urlPath) => !/^\/docs\/(category|tags)(\/|$)/.test(urlPath));
    const unlisted = docPages.filter(
      (urlPath) => !llmsTxt.includes(`(${SITE_ORIGIN}/${twinFileName(urlPath)})`),
    );
    expect(unlisted).toEqual([]);
    const changelogSection = llmsTxt.split('\n## Changelog\n')[1]?.split('\n## ')[0] ?? '';
    const unlistedReleases = CHANGELOG_PATHS.filter(
      (urlPath) => !changelogSection.includes(`(${SITE_ORIGIN}/${twinFileName(urlPath)})`),
    );
    expect(unlistedReleases).toEqual([]);
  });

  it('llms-full.txt holds every listed twin, in the order llms.txt lists them', () => {
    const twinUrls = [...llmsTxt.matchAll(/\]\((https?:[^)\s]+\.md)\)/g)].map((match) => match[1]!);
    const canonical = twinUrls.map((url) => {
      const twin = readFileSync(builtFileFor(url)!, 'utf8');
      expect(llmsFullTxt).toContain(twin);
      return llmsFullTxt.indexOf(twin);
    });
    expect(canonical).toEqual([...canonical].sort((a, b) => a - b));
  });

  it('the footer and robots.txt point to llms.txt', () => {
    const { document } = new JSDOM(readFileSync(builtHtmlFile('/docs/intro'), 'utf8')).window;
    expect(document.querySelector('footer.footer a[href="/llms.txt"]')).not.toBeNull();
    expect(builtText('robots.txt')).toContain(`${SITE_ORIGIN}/llms.txt`);
  });
});
