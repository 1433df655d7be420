/**
 * `#anchor` links whose target does not exist. The build only warns about broken anchors; the
 * page walker fails on them. A link to the same page is checked in the rendered DOM; a link to
 * another page against that page's server-rendered HTML, which is what a reader arriving from
 * the link gets first.
 */
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Ids and names in the server HTML of each page linked to, per worker: many pages link into
 * the same few (the API references above all), which are fetched and parsed once.
 */
const targetsByPath = new Map<string, Set<string>>();

async function targetsInServerHtml(
  page: Page,
  request: APIRequestContext,
  pathname: string,
): Promise<Set<string>> {
  const response = await request.get(pathname);
  if (!response.ok()) return new Set();
  const html = await response.text();
  // The browser's own HTML parser, on a detached document: nothing of it runs or renders.
  const targets = await page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return [...parsed.querySelectorAll('[id], [name]')].flatMap((element) =>
      [element.id, element.getAttribute('name') ?? ''].filter(Boolean),
    );
  }, html);
  return new Set(targets);
}

/** The anchor links of the loaded page that lead nowhere, as `href` or `/path#anchor`. */
export async function brokenAnchors(page: Page, request: APIRequestContext): Promise<string[]> {
  const { missingHere, elsewhere } = await page.evaluate(() => {
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
  const broken = missingHere.map((href) => `broken anchor: ${href}`);
  for (const pathAndHash of elsewhere) {
    const [pathname = '', hash = ''] = pathAndHash.split('#');
    let targets = targetsByPath.get(pathname);
    if (!targets) {
      targets = await targetsInServerHtml(page, request, pathname);
      targetsByPath.set(pathname, targets);
    }
    if (!targets.has(decodeURIComponent(hash))) {
      broken.push(`broken anchor to another page: ${pathAndHash}`);
    }
  }
  return broken;
}
