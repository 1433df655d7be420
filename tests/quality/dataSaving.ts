/**
 * The page walker reads as a reader who asked to save data (Chrome's Save-Data, which pages see
 * as `navigator.connection.saveData`). Such a reader's pages prefetch no route
 * (src/clientModules/sitePrefetcher.ts, upstream's rule) and warm no search index
 * (src/plugins/search/theme/SearchBar/useWarmSearchWhenIdle.ts), and the walker checks that on
 * every page. The default reader's prefetching and warming are tests/e2e/prefetch.spec.ts's and
 * tests/e2e/search.spec.ts's; each route's own files still load when the walker loads its page.
 */
import type { Page } from '@playwright/test';

import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import type { ForbiddenRequest } from './pageProblems';

/** Where the site serves the search index's files. */
const SEARCH_INDEX_PATH = `/${SHARDED_INDEX_DIR}/`;

/** Turns data saving on in every document the page loads from now on. */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Chromium's own NetworkInformation, with only its saveData answer changed.
    const networkInformation = (window as unknown as { NetworkInformation?: { prototype: object } })
      .NetworkInformation;
    if (networkInformation) {
      Object.defineProperty(networkInformation.prototype, 'saveData', {
        configurable: true,
        get: () => true,
      });
    }
  });
}

/**
 * The rule for ./pageProblems.ts: what a reader saving data must not download from a page they
 * only read, files fetched for later (`Sec-Purpose: prefetch`) and the search index.
 */
export const downloadedDespiteDataSaving: ForbiddenRequest = (url, request) => {
  if (request.headers()['sec-purpose']?.includes('prefetch')) {
    return `with data saving on, prefetched ${url.pathname}`;
  }
  if (url.pathname.startsWith(SEARCH_INDEX_PATH)) {
    return `with data saving on, loaded the search index unasked: ${url.pathname}`;
  }
  return undefined;
};
