/**
 * The page walker reads as a reader who asked to save data (Chrome's Save-Data, which pages see
 * as `navigator.connection.saveData`). Such a reader's pages prefetch no route
 * (src/clientModules/sitePrefetcher.ts, upstream's rule) and warm no search index
 * (src/plugins/search/theme/SearchBar/useWarmSearchWhenIdle.ts), and the walker checks that on
 * every page. The default reader's prefetching and warming are tests/e2e/prefetch.spec.ts's and
 * tests/e2e/search.spec.ts's; each route's own files still load when the walker loads its page.
 */
import type { Page } from '@playwright/test';

/** Where the build keeps the search index (src/plugins/search/indexFile.ts). */
const SEARCH_INDEX_PATH = '/search-index/';

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

export interface DataSavingRecorder {
  /** What was downloaded against the reader's wish since the last call. */
  take(): string[];
}

/**
 * Records same-origin downloads a reader saving data must not get from a page they only read:
 * files fetched for later (`Sec-Purpose: prefetch`) and the search index.
 */
export function recordDataSavingBreaches(page: Page, origin: string): DataSavingRecorder {
  let breaches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.headers()['sec-purpose']?.includes('prefetch')) {
      breaches.push(`with data saving on, prefetched ${url.pathname}`);
    } else if (url.pathname.startsWith(SEARCH_INDEX_PATH)) {
      breaches.push(`with data saving on, loaded the search index unasked: ${url.pathname}`);
    }
  });
  return {
    take() {
      const taken = breaches;
      breaches = [];
      return taken;
    },
  };
}
