/**
 * The page walker: every URL of sitemap.xml, loaded once, with `localStorage` and
 * `sessionStorage` throwing on access (privacy modes, blocked cookies), as a reader who asked to
 * save data (tests/quality/dataSaving.ts: the pages then download nothing for later, about 30
 * requests a page that prove nothing the walk's own loads do not). Each page must
 *   - answer, hydrate and settle without console errors or warnings, uncaught exceptions,
 *     same-origin requests that fail or answer HTTP >= 400, or loading the Mermaid runtime,
 *     before or after the colour toggle (tests/quality/pageProblems.ts);
 *   - prefetch no route and load no search index, as data saving asks, also after the colour
 *     toggle's click, which would warm search for other readers;
 *   - keep its `#anchor` links working (tests/quality/anchors.ts);
 *   - show the navbar and a visible <h1> with the text the build rendered, have a <title>
 *     (a doc's starts with its heading), and one canonical link, to its sitemap URL, with
 *     `en` and `x-default` hreflang alternates, in the server's HTML and once hydrated;
 *   - on the pages axe runs on (below), switch to dark mode with the navbar toggle (with
 *     storage denied, which is part of the check) and settle again without new problems;
 *   - on the pages that together hold every kind of element of the site (tests/quality/
 *     axeCover.ts), pass axe (serious and critical) in light mode, where it arrives, and axe's
 *     colour rules in dark mode (an API reference stays the server's markup in both modes); the
 *     colour rules read only text whose colour combination this worker has not checked yet
 *     (tests/quality/axe.ts).
 *
 * The sitemap is split into shards of even cost (see walkCost), several per worker so both
 * stay busy to the end; a shard walks its pages in one browser page, each a full load, so
 * each page runs under the CSP the server sends for it (pages with live code blocks get a
 * different one) and hydrates as a reader's would. That page is the worker's kept tab
 * (tests/support/workerContext.ts), as in the other quality specs: a spec on Playwright's own
 * `test` needs workers of its own, and each worker start launches another browser.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { denyWebStorage, trackActivity, type ActivityTracker } from '../e2e/support';
import { brokenAnchors } from './anchors';
import {
  ALL_RULES,
  COLOUR_RULES,
  REDOC_LATER_OPERATIONS,
  blockingViolations,
  injectAxe,
} from './axe';
import { coveringBuiltPages } from './axeCover';
import { downloadedDespiteDataSaving, saveData } from './dataSaving';
import { loadsMermaidRuntime, mermaidRuntimeChunks } from './mermaidRuntime';
import { recordPageProblems } from './pageProblems';
import { sitemapPages, shardByCost, walkCost, type SitemapPage } from './sitemap';

const SHARDS = 8;

interface WalkPlan {
  pages: SitemapPage[];
  /** The URL paths of the pages axe runs on. */
  axePages: ReadonlySet<string>;
  /** URL paths of the chunks that hold the Mermaid runtime. */
  mermaidRuntime: ReadonlySet<string>;
}

let plan: WalkPlan | undefined;
/**
 * What the walk reads from the build, once per worker when it first walks: the runner, which
 * only lists the tests, never reads it (a few seconds before any test could start).
 */
function walkPlan(): WalkPlan {
  if (!plan) {
    const pages = sitemapPages();
    plan = {
      pages,
      // axe's runs set an API reference's later operations aside, so they cover nothing.
      axePages: coveringBuiltPages(
        pages.map((sitemapPage) => sitemapPage.path),
        REDOC_LATER_OPERATIONS,
      ),
      mermaidRuntime: mermaidRuntimeChunks(),
    };
  }
  return plan;
}

/** Text colour combinations the colour rules have checked in this worker (see blockingViolations). */
const checkedColours = new Set<string>();

interface HeadLinks {
  canonical: string[];
  hreflang: string[];
}

/** Problems of a document's canonical and hreflang links: crawlers read the server's, readers' browsers the hydrated ones. */
function headLinkProblems(where: string, links: HeadLinks, sitemapUrl: string): string[] {
  const problems: string[] = [];
  if (links.canonical.length !== 1 || links.canonical[0] !== sitemapUrl) {
    problems.push(
      `${where}: canonical ${JSON.stringify(links.canonical)}, expected ["${sitemapUrl}"]`,
    );
  }
  for (const language of ['en', 'x-default']) {
    const count = links.hreflang.filter((hreflang) => hreflang === language).length;
    if (count !== 1)
      problems.push(`${where}: ${count} hreflang="${language}" alternates, expected 1`);
  }
  return problems;
}

/** The heading, title and head-link problems of the loaded page and of the HTML the server sent. */
async function shapeProblems(page: Page, sitemapPage: SitemapPage, serverHtml: string) {
  const problems: string[] = [];
  // Redoc and the search page have no <main>; every page has a visible h1 and the navbar.
  if (!(await page.locator('nav.navbar').isVisible())) problems.push('no visible navbar');
  if (!(await page.locator('h1').first().isVisible())) problems.push('no visible h1');
  const seen = await page.evaluate((source) => {
    const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const headLinks = (root: Document) => ({
      canonical: [...root.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      hreflang: [...root.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => link.getAttribute('hreflang') ?? '',
      ),
    });
    const built = new DOMParser().parseFromString(source, 'text/html');
    const isDoc = built.documentElement.classList.contains('docs-doc-page');
    return {
      builtH1: normalise(built.querySelector('h1')?.textContent),
      renderedH1: normalise(document.querySelector('h1')?.textContent),
      // A doc's title is its article's heading; generated category indexes have none.
      docHeading: isDoc ? normalise(built.querySelector('article h1')?.textContent) : '',
      title: document.title,
      builtLinks: headLinks(built),
      renderedLinks: headLinks(document),
    };
  }, serverHtml);
  if (seen.renderedH1 !== seen.builtH1) {
    problems.push(`h1 "${seen.renderedH1}", but the build rendered "${seen.builtH1}"`);
  }
  if (!seen.title.trim()) problems.push('empty <title>');
  if (seen.docHeading && !seen.title.startsWith(seen.docHeading)) {
    problems.push(
      `<title> "${seen.title}" does not start with the doc's heading "${seen.docHeading}"`,
    );
  }
  problems.push(...headLinkProblems('server HTML', seen.builtLinks, sitemapPage.url));
  problems.push(...headLinkProblems('hydrated page', seen.renderedLinks, sitemapPage.url));
  return problems;
}

/** Loads one page and returns what is wrong with it, apart from what the page itself reports. */
async function walkPage(
  page: Page,
  request: APIRequestContext,
  activity: ActivityTracker,
  sitemapPage: SitemapPage,
): Promise<string[]> {
  const html = page.locator('html');
  const response = await page.goto(sitemapPage.path, { waitUntil: 'load' });
  if (!response?.ok()) return [`document answered ${response?.status()}`];
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // Late effects (lazy chunks, hydration warnings) surface once requests and rendering stop.
  await activity.waitForSettled();
  const serverHtml = await response.text();
  const problems = [
    ...(await shapeProblems(page, sitemapPage, serverHtml)),
    ...(await brokenAnchors(page, request)),
  ];
  const arrivedIn = await html.getAttribute('data-theme');
  if (arrivedIn !== 'light') return [...problems, `arrived in ${arrivedIn} mode, not light`];
  // Pages of the cover switch modes for it, with the same kinds of markup and the same code.
  if (!walkPlan().axePages.has(sitemapPage.path)) return problems;
  await injectAxe(page);
  const light = await blockingViolations(page, ALL_RULES, checkedColours);
  if (light.length > 0) problems.push(`axe, light mode:\n    ${light.join('\n    ')}`);
  await page
    .locator('.navbar')
    .getByRole('button', { name: /switch to dark mode/i })
    .click();
  try {
    await expect(html).toHaveAttribute('data-theme', 'dark', { timeout: 5_000 });
  } catch {
    return [...problems, 'the colour toggle did not switch to dark mode'];
  }
  // An API reference keeps its server markup, styled for dark mode by its own CSS
  // (src/plugins/api-reference/compat/bothModesCss.ts); tests/quality/redocColourModes.spec.ts
  // checks Redoc's live rendering, once per API, in both modes.
  await activity.waitForSettled();
  const redocStates = await page
    .locator('[data-redoc-state]')
    .evaluateAll((roots) => roots.map((root) => root.getAttribute('data-redoc-state')));
  if (redocStates.some((state) => state !== 'static')) {
    return [
      ...problems,
      `the API reference went ${redocStates.join(', ')} in dark mode, not static`,
    ];
  }
  const dark = await blockingViolations(page, COLOUR_RULES, checkedColours);
  if (dark.length > 0) problems.push(`axe, dark mode:\n    ${dark.join('\n    ')}`);
  return problems;
}

for (let index = 0; index < SHARDS; index += 1) {
  test(`sitemap shard ${index + 1}/${SHARDS}, web storage denied, data saving on: every page loads cleanly, downloads nothing for later and has working anchors, heading, title and canonical links; the pages holding every kind of element switch to dark mode and pass axe in both colour modes`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const { pages, axePages, mermaidRuntime } = walkPlan();
    const shard = shardByCost(pages, index, SHARDS, (sitemapPage) =>
      walkCost(sitemapPage.path, axePages.has(sitemapPage.path)),
    );
    expect(shard.length, 'the sitemap shard is empty').toBeGreaterThan(0);
    const recorder = recordPageProblems(page, new URL(baseURL!).origin, [
      loadsMermaidRuntime(mermaidRuntime),
      downloadedDespiteDataSaving,
    ]);
    await denyWebStorage(page);
    await saveData(page);
    const activity = await trackActivity(page);
    const report = new Map<string, string[]>();
    let previous: string | undefined;
    for (const sitemapPage of shard) {
      // What the previous page reported after its checks still belongs to it.
      if (previous) report.get(previous)!.push(...recorder.take());
      const problems = await walkPage(page, request, activity, sitemapPage);
      report.set(sitemapPage.path, [...problems, ...recorder.take()]);
      previous = sitemapPage.path;
    }
    const failed = [...report].filter(([, problems]) => problems.length > 0);
    expect(
      failed.map(([urlPath]) => urlPath),
      `pages with problems:\n${failed.map(([urlPath, problems]) => `${urlPath}\n  ${problems.join('\n  ')}`).join('\n')}`,
    ).toEqual([]);
  });
}
