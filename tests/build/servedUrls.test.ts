/**
 * The site's URLs and the host agree: every page of the sitemap (its canonical URL) is
 * answered with 200 at that URL, not with a redirect, and the other spellings of a page URL
 * (trailing slash, `.html`) are answered with a 308 to it. Cloudflare Pages serves `docs/x.html`
 * at `/docs/x` and `docs/x/index.html` only at `/docs/x/`, so this holds because the build
 * writes `x.html` files (trailingSlash: false). Runs on scripts/serve-build.mjs, or with
 * SERVED_BUILD_URL on Cloudflare's own runtime (tests/support/servedBuild.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServedBuild } from '../../scripts/bench/serveBuild';
import { BUILD_DIR } from '../quality/builtSite';
import { sitemapPages } from '../quality/sitemap';
import { mapConcurrently } from '../support/mapConcurrently';
import { SERVER_REQUESTS_IN_FLIGHT, SITEMAP_THROUGH_RUNTIME_MS, fetchServed, startServedBuild } from '../support/servedBuild';

let served: ServedBuild;
beforeAll(async () => {
  served = await startServedBuild();
});
afterAll(() => served?.stop());

/** Status and Location of one request, redirects not followed. */
async function answerTo(urlPath: string): Promise<{ status: number; location: string | null }> {
  const response = await fetchServed(`${served.baseUrl}${urlPath}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

describe('page URLs as the host serves them', () => {
  it('every sitemap URL but the home page has no trailing slash and is a file of its own', () => {
    const wrong = sitemapPages()
      .map((page) => page.path)
      .filter((urlPath) => urlPath !== '/')
      .filter(
        (urlPath) =>
          urlPath.endsWith('/') ||
          !existsSync(path.join(BUILD_DIR, `${decodeURIComponent(urlPath)}.html`)),
      );
    expect(wrong).toEqual([]);
  });

  it('every sitemap URL is answered with 200, not a redirect', async () => {
    const pages = sitemapPages();
    expect(pages.length).toBeGreaterThan(100);
    const answers = await mapConcurrently(pages, SERVER_REQUESTS_IN_FLIGHT, ({ path: urlPath }) =>
      answerTo(urlPath),
    );
    const notServed = answers.flatMap(({ status, location }, index) =>
      status === 200 ? [] : [`${pages[index]!.path}: ${status} ${location ?? ''}`.trim()],
    );
    expect(notServed).toEqual([]);
  }, SITEMAP_THROUGH_RUNTIME_MS);

  it('the other spellings of a page URL redirect to it with 308, keeping the query', async () => {
    expect(await answerTo('/docs/intro/')).toEqual({ status: 308, location: '/docs/intro' });
    expect(await answerTo('/docs/intro.html')).toEqual({ status: 308, location: '/docs/intro' });
    expect(await answerTo('/docs/faq/?q=seed')).toEqual({
      status: 308,
      location: '/docs/faq?q=seed',
    });
    expect(await answerTo('/api-portal/')).toEqual({ status: 308, location: '/api-portal' });
    expect(await answerTo('/index.html')).toEqual({ status: 308, location: '/' });
  });

  it('serves the home page at /, and answers unknown URLs with 404, slash or not', async () => {
    expect((await answerTo('/')).status).toBe(200);
    expect((await answerTo('/docs/no-such-page')).status).toBe(404);
    expect((await answerTo('/docs/no-such-page/')).status).toBe(404);
  });
});
