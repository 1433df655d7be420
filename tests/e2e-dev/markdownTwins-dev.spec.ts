import { test, expect } from '@playwright/test';

/**
 * Markdown twins in `npm start`: the plugin emits them into the dev server's in-memory bundle
 * (src/plugins/shared/emitGeneratedFiles.ts), not onto disk, so a production build passing says
 * nothing about this. The "Copy page" menu fetches these URLs in development too.
 */

test('the dev server serves the twins, llms.txt and llms-full.txt', async ({ request }) => {
  const depot = await request.get('/docs/concepts/depot.md');
  expect(depot.status()).toBe(200);
  expect(depot.headers()['content-type']).toMatch(/^text\/markdown/);
  const twin = await depot.text();
  expect(twin).toMatch(/^# Depots\n\nURL: <https?:\/\/[^>]+\/docs\/concepts\/depot>\n/);
  expect(twin).not.toMatch(/^import /m);

  const home = await request.get('/index.md');
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(/^# \S/);

  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  const llmsTxt = await llms.text();
  expect(llmsTxt).toMatch(/^# RouteKit\n\n> /);
  expect(llmsTxt).toContain('/docs/concepts/depot.md)');

  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain(twin);
});
