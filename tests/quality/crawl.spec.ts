/**
 * Loads every URL of sitemap.xml and fails on anything the app reports or breaks: console
 * errors and warnings (hydration errors and CSP violations included), uncaught exceptions,
 * failed same-origin requests, and `#anchor` links on the page whose target does not exist.
 * The build only warns about broken anchors; this suite fails on them. One page per shard
 * walks its URLs in a loop, so the whole sitemap costs a few browser pages, not one per URL.
 */
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';

import { trackActivity } from '../e2e/support';
import { loadCost, shardByCost, sitemapPaths } from './sitemap';

const SHARDS = 4;

interface PageProblems {
  messages: string[];
}

/** Records what the page reports while `problems.messages` is the current page's list. */
function watch(page: Page, origin: string, problems: PageProblems): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.messages.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.messages.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the next navigation cancels (a prefetch) is not a failure of the site.
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.messages.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.messages.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
}

/** Links on the page that point at an anchor: same page (checked in the DOM) or another page. */
async function anchorLinks(page: Page): Promise<{ missingHere: string[]; elsewhere: string[] }> {
  return page.evaluate(() => {
    const missingHere: string[] = [];
    const elsewhere: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
      const target = new URL(link.href, location.href);
      if (target.origin !== location.origin || target.hash.length <= 1) continue;
      if (target.pathname.replace(/\/$/, '') === location.pathname.replace(/\/$/, '')) {
        const id = decodeURIComponent(target.hash.slice(1));
        if (!document.getElementById(id) && document.getElementsByName(id).length === 0) {
          missingHere.push(link.getAttribute('href') ?? target.hash);
        }
      } else {
        elsewhere.push(target.pathname + target.hash);
      }
    }
    return { missingHere, elsewhere: [...new Set(elsewhere)] };
  });
}

/** Whether the server-rendered HTML of another page has an element with the anchor's id. */
async function anchorExistsInHtml(
  request: APIRequestContext,
  cache: Map<string, string>,
  pathAndHash: string,
): Promise<boolean> {
  const [pathname = '', hash = ''] = pathAndHash.split('#');
  if (!cache.has(pathname)) {
    const response = await request.get(pathname);
    cache.set(pathname, response.ok() ? await response.text() : '');
  }
  const id = decodeURIComponent(hash).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The minified HTML drops the quotes around attribute values that do not need them.
  return new RegExp(`\\s(?:id|name)=(?:"${id}"|'${id}'|${id}(?=[\\s/>]))`).test(
    cache.get(pathname) ?? '',
  );
}

for (let index = 0; index < SHARDS; index += 1) {
  test(`sitemap shard ${index + 1}/${SHARDS} loads cleanly with working anchors`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const paths = shardByCost(await sitemapPaths(request), index, SHARDS, loadCost);
    expect(paths.length, 'the sitemap shard is empty').toBeGreaterThan(0);
    const problems: PageProblems = { messages: [] };
    watch(page, origin, problems);
    const activity = await trackActivity(page);
    const htmlCache = new Map<string, string>();
    const report: string[] = [];

    for (const urlPath of paths) {
      problems.messages = [];
      const response = await page.goto(urlPath, { waitUntil: 'load' });
      if (!response?.ok()) problems.messages.push(`document answered ${response?.status()}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      // Late effects (lazy chunks, hydration warnings) surface once requests and rendering stop.
      await activity.waitForSettled();
      const { missingHere, elsewhere } = await anchorLinks(page);
      for (const href of missingHere) problems.messages.push(`broken anchor: ${href}`);
      for (const target of elsewhere) {
        if (!(await anchorExistsInHtml(request, htmlCache, target))) {
          problems.messages.push(`broken anchor to another page: ${target}`);
        }
      }
      if (problems.messages.length > 0)
        report.push(`${urlPath}\n  ${problems.messages.join('\n  ')}`);
    }
    expect(report, `pages with problems:\n${report.join('\n')}`).toEqual([]);
  });
}
