/**
 * The security headers as served: scripts/serve-build.mjs answers with the rules of the
 * build's own _headers file (written by src/plugins/security-headers), as the CDN does. Every
 * page, the 404 page, an unknown URL and every kind of asset carry the CSP and the hardening
 * headers; only pages with a live code block may evaluate code; each page's meta policy is the
 * header's, less what a meta element cannot carry. That the policy lets the site run is the browser's
 * part: tests/e2e/robustness.spec.ts and the page walker, which fails on any CSP violation.
 * With SERVED_BUILD_URL the same checks run on another host serving this build
 * (tests/support/servedBuild.ts), Cloudflare's own runtime in scripts/test-pages-runtime.sh.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServedBuild } from '../../scripts/bench/serveBuild';
import {
  findInlineScripts,
  scriptHashSource,
} from '../../src/plugins/security-headers/inlineScripts';
import { IMMUTABLE_PATHS } from '../../src/plugins/security-headers';
import { readMetaPolicy } from '../../src/plugins/security-headers/metaPolicy';
import { pageUrlPatterns } from '../../src/plugins/security-headers/pageUrls';
import { permissionsPolicy } from '../../src/plugins/security-headers/responseHeaders';
import { builtPageReader } from '../quality/builtHtml';
import { BUILD_DIR, builtHtmlFile } from '../quality/builtSite';
import { sitemapPages } from '../quality/sitemap';
import { mapConcurrently } from '../support/mapConcurrently';
import { SERVER_REQUESTS_IN_FLIGHT, SITEMAP_THROUGH_RUNTIME_MS, fetchServed, startServedBuild } from '../support/servedBuild';

const LIVE_PAGE = '/docs/vrp_problem_intro/first_solution_heuristic';
const PLAIN_PAGE = '/docs/concepts/capacity_demand';

let served: ServedBuild;
/** The response headers of each path, asked for once: several checks read the same pages. */
const headersByPath = new Map<string, Promise<Headers>>();

function headersOf(urlPath: string): Promise<Headers> {
  let headers = headersByPath.get(urlPath);
  if (!headers) {
    headers = fetchServed(`${served.baseUrl}${urlPath}`).then(async (response) => {
      await response.arrayBuffer();
      return response.headers;
    });
    headersByPath.set(urlPath, headers);
  }
  return headers;
}

beforeAll(async () => {
  served = await startServedBuild();
  // Every page the checks below read, a few requests at a time.
  await mapConcurrently(
    sitemapPages().map((page) => page.path),
    SERVER_REQUESTS_IN_FLIGHT,
    headersOf,
  );
}, SITEMAP_THROUGH_RUNTIME_MS);
afterAll(() => served?.stop());

/** One file of each kind the build serves besides pages: script, style, data, spec, image. */
function assetPaths(): string[] {
  const files = readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' });
  const firstOf = (pattern: RegExp) => {
    const found = files.find((file) => pattern.test(file.split(path.sep).join('/')));
    if (!found) throw new Error(`no built file matches ${pattern}`);
    return `/${found.split(path.sep).join('/')}`;
  };
  return [
    firstOf(/^assets\/js\/.+\.js$/),
    firstOf(/^assets\/css\/.+\.css$/),
    firstOf(/\.json$/),
    firstOf(/\.yaml$/),
    firstOf(/^img\/.+\.(svg|png)$/),
  ];
}

/** Every HTML file of the build with the URL path the server answers it under. */
function builtHtmlPages(): Array<{ file: string; urlPath: string }> {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(BUILD_DIR, file))
    .map((file) => ({ file, urlPath: pageUrlPatterns(BUILD_DIR, file)[0]! }));
}

/**
 * Whether a page holds an element with a data-redoc-state attribute
 * (src/plugins/api-reference/theme/Redoc's root): the attribute inside a start tag, not the words
 * in text or code. The raw HTML suffices; parsing every page into a DOM only to ask this cost most
 * of this file's time.
 */
const hasRedocRoot = (html: string) => /<[a-z][^<>]*\sdata-redoc-state(?=[\s=/>])/i.test(html);

/** plugin-client-redirects' pages, which the plugin leaves without a meta policy. */
const isRedirectPage = (html: string) => /<meta\s+http-equiv\s*=\s*["']?refresh/i.test(html);

describe('security headers of the served build', () => {
  it('every page and asset carries the CSP and the hardening headers', async () => {
    const paths = sitemapPages().map((page) => page.path);
    expect(paths.length).toBeGreaterThan(100);
    for (const urlPath of [...paths, '/404.html', '/no-such-page', ...assetPaths()]) {
      const headers = await headersOf(urlPath);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, `${urlPath} has no CSP`).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // The fixture build has no identity configured, so nothing needs the opener.
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toBe(permissionsPolicy());
    }
  });

  it("each page's meta policy is its header policy without frame-ancestors, ahead of any script", async () => {
    const pages = builtHtmlPages();
    expect(pages.length).toBeGreaterThan(100);
    const mismatched: string[] = [];
    for (const { file, urlPath } of pages) {
      const html = readFileSync(file, 'utf8');
      const meta = readMetaPolicy(html);
      if (meta === null) {
        expect(isRedirectPage(html), `${urlPath} has no meta policy`).toBe(true);
        continue;
      }
      const header = (await headersOf(urlPath)).get('content-security-policy') ?? '';
      const headerForMeta = header
        .split('; ')
        .filter((directive) => !directive.startsWith('frame-ancestors '))
        .join('; ');
      if (meta !== headerForMeta) mismatched.push(urlPath);
      const metaAt = html.search(/<meta\s+http-equiv\s*=\s*"?content-security-policy/i);
      const firstGoverned = html.search(/<(script|style|link)\b/i);
      expect(metaAt, `${urlPath}: meta policy after a script, style or link`).toBeLessThan(
        firstGoverned === -1 ? Infinity : firstGoverned,
      );
      for (const body of findInlineScripts(html)) {
        expect(meta, `${urlPath}: an inline script's hash`).toContain(scriptHashSource(body));
      }
    }
    expect(mismatched, 'pages whose meta policy differs from the header').toEqual([]);
  });

  it("'unsafe-eval' is allowed only on pages with live code blocks", async () => {
    expect((await headersOf(LIVE_PAGE)).get('content-security-policy')).toContain("'unsafe-eval'");
    expect((await headersOf(PLAIN_PAGE)).get('content-security-policy')).not.toContain(
      "'unsafe-eval'",
    );
    const readPage = await builtPageReader();
    const evalWithoutLiveBlock: string[] = [];
    for (const { path: urlPath } of sitemapPages()) {
      const csp = (await headersOf(urlPath)).get('content-security-policy') ?? '';
      if (csp.includes("'unsafe-eval'") && !readPage(urlPath).querySelector('[data-live-codeblock]')) {
        evalWithoutLiveBlock.push(urlPath);
      }
    }
    expect(evalWithoutLiveBlock, "pages allowed 'unsafe-eval' without a live block").toEqual([]);
  });
});

describe('blob workers', () => {
  it('are allowed only on API reference pages (Redoc runs its search in one)', async () => {
    const wrong: string[] = [];
    let references = 0;
    for (const { path: urlPath } of sitemapPages()) {
      const csp = (await headersOf(urlPath)).get('content-security-policy') ?? '';
      const workerSources = /(?:^|; )worker-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const isReference = hasRedocRoot(readFileSync(builtHtmlFile(urlPath), 'utf8'));
      if (isReference) references += 1;
      if (workerSources.split(' ').includes('blob:') !== isReference) wrong.push(urlPath);
    }
    expect(references).toBeGreaterThan(3);
    expect(wrong, 'pages whose worker-src blob: does not match whether Redoc is on them').toEqual(
      [],
    );
  });
});

describe('caching of content-hashed files', () => {
  /** The build's files under one of IMMUTABLE_PATHS, as URL paths. */
  function filesUnder(pattern: string): string[] {
    const folder = pattern.replace(/^\/|\/\*$/g, '');
    return readdirSync(path.join(BUILD_DIR, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`);
  }

  it('only folders whose every file name carries a content hash are cached for a year', async () => {
    for (const pattern of IMMUTABLE_PATHS) {
      const files = filesUnder(pattern);
      expect(files.length, `${pattern} is empty`).toBeGreaterThan(0);
      // A hash in the name is what makes "immutable" safe: a changed file gets a new URL.
      const unhashed = files.filter((file) => !/[0-9a-f]{8,}/.test(path.basename(file)));
      expect(unhashed, `${pattern}: files without a content hash in the name`).toEqual([]);
      for (const file of [files[0]!, files.at(-1)!]) {
        expect((await headersOf(file)).get('cache-control'), file).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('a missing file in those folders is not cached: a 404 is no-store, as on Cloudflare Pages', async () => {
    for (const pattern of IMMUTABLE_PATHS) {
      const folder = pattern.replace(/\/\*$/, '');
      // Named like a real one, as a file of the next or the previous deploy is.
      for (const urlPath of [`${folder}/js/main.0123456789ab.js`, `${folder}/missing.json`]) {
        const response = await fetchServed(`${served.baseUrl}${urlPath}`);
        await response.arrayBuffer();
        expect(response.status, urlPath).toBe(404);
        expect(response.headers.get('cache-control'), urlPath).toBe('no-store');
        // The not-found page is still a page of the site, under its policy.
        expect(response.headers.get('content-security-policy') ?? '').toContain(
          "frame-ancestors 'none'",
        );
      }
    }
  });

  it('pages, specs and the Markdown twins are not marked immutable', async () => {
    for (const urlPath of [PLAIN_PAGE, '/openapi/routing.yaml', '/llms.txt', `${PLAIN_PAGE}.md`]) {
      expect((await headersOf(urlPath)).get('cache-control') ?? '', urlPath).not.toContain(
        'immutable',
      );
    }
  });
});
