import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

import {
  SHARDED_INDEX_DIR,
  isShardManifest,
  type ShardManifest,
} from '../../src/search/shards/format';
import { gotoHydrated } from '../e2e/support';
import { DEV_GENERATED_DIR, SITE_DIR } from './devServer';

/**
 * Local search in `npm start`: the plugin emits the index (its manifest and shards) into the
 * dev server's in-memory bundle (not onto disk), so a production build passing says nothing
 * about this.
 */

/** The index URL the plugin handed to the browser, from the dev server's generated global data. */
function devIndexUrl(): string {
  const file = path.join(SITE_DIR, DEV_GENERATED_DIR, 'globalData.json');
  const globalData = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { default?: { indexUrl?: unknown } } | undefined
  >;
  const indexUrl = globalData.search?.default?.indexUrl;
  expect(typeof indexUrl, `search plugin's global data in ${file}`).toBe('string');
  return indexUrl as string;
}

test('the dev server serves the index and the modal finds pages with it', async ({
  page,
  request,
}) => {
  const indexUrl = devIndexUrl();
  expect(indexUrl).toMatch(/^\/search-index\/en\.[0-9a-f]+\.json$/);
  const response = await request.get(indexUrl);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as ShardManifest;
  expect(isShardManifest(manifest)).toBe(true);
  expect(manifest.termShards.length).toBeGreaterThan(1);
  // The pieces are served beside it (the whole index too, for tools).
  const pieceUrl = (file: string) => new URL(file, `http://dev${indexUrl}`).pathname;
  const whole = (await (await request.get(pieceUrl(manifest.whole))).json()) as {
    pages?: unknown[];
    sections?: unknown[];
  };
  expect(whole.pages?.length).toBeGreaterThan(10);
  expect(whole.sections?.length).toBeGreaterThan(whole.pages!.length);

  const indexRequests: string[] = [];
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname.startsWith(`/${SHARDED_INDEX_DIR}/`)) {
      indexRequests.push(new URL(finished.url()).pathname);
    }
  });
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').pressSequentially('time window');
  await expect(
    page.locator('.DocSearch-Hit a[href="/docs/concepts/timewindow_model"]').first(),
  ).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  expect(indexRequests[0]).toBe(indexUrl);
  expect(indexRequests.filter((url) => url === indexUrl)).toHaveLength(1);
  expect(indexRequests).toContain(pieceUrl(manifest.pages));
  expect(indexRequests).not.toContain(pieceUrl(manifest.whole));
});
