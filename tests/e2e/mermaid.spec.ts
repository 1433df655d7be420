/**
 * Prerendered diagrams in the browser (src/plugins/mermaid-prerender, src/theme/Mermaid): with
 * JavaScript off a diagram page shows the SVG of the colour mode the page is in, and with
 * JavaScript on no diagram page loads the Mermaid runtime. That every diagram is in the HTML
 * is read without a browser in tests/build/mermaidDiagrams.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

import { BUILD_DIR } from '../quality/builtSite';
import { measureFirstLoadJs } from '../quality/firstLoadJs';
import { DOCS_DIR, loadDocsMetadata } from '../support/docs';
import { codeBlocks, docFiles, parseMdx } from '../support/mdx';

/**
 * A message of Mermaid's diagram detector: in the runtime's code, never in a diagram it drew
 * (unlike `flowchart-v2`, which every prerendered flowchart's marker ids contain).
 */
const MERMAID_RUNTIME_MARKER = 'No diagram type detected';

const DIAGRAM_PAGE = '/docs/howto/webhooks';

/** Docs pages whose source has a ```mermaid fence, by URL (read when the tests are listed). */
function diagramPagePaths(): string[] {
  const permalinks = new Map(loadDocsMetadata().map((doc) => [doc.file, doc.permalink]));
  return docFiles()
    .filter((file) =>
      codeBlocks(parseMdx(readFileSync(path.join(DOCS_DIR, file), 'utf8'))).some(
        (block) => block.lang === 'mermaid',
      ),
    )
    .map((file) => permalinks.get(file))
    .filter((permalink): permalink is string => permalink !== undefined);
}

/** With JavaScript off nothing sets the colour mode, so the test sets it in the served HTML. */
async function serveInMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.route(`**${DIAGRAM_PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<html\b/, `<html data-theme="${mode}"`);
    await route.fulfill({ response, body: html });
  });
}

test.describe('a diagram page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const mode of ['light', 'dark'] as const) {
    test(`shows the ${mode} diagram, a named image, and hides the other`, async ({ page }) => {
      await serveInMode(page, mode);
      await page.goto(DIAGRAM_PAGE);
      const other = mode === 'light' ? 'dark' : 'light';
      const shown = page.locator(`main figure svg[id*="-${mode}-"]`).first();
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('role', 'img');
      await expect(
        page.getByRole('img', { name: 'Sequence diagram: Retries and back-off' }),
      ).toBeVisible();
      const box = await shown.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(100);
      await expect(shown.getByText('Your endpoint').first()).toBeVisible();
      await expect(page.locator(`main figure svg[id*="-${other}-"]`).first()).toBeHidden();
    });
  }
});

async function loadsMermaid(request: APIRequestContext, scriptUrls: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const url of scriptUrls) {
    if ((await (await request.get(url)).text()).includes(MERMAID_RUNTIME_MARKER)) hits.push(url);
  }
  return hits;
}

test('the runtime marker is in a built chunk, so it cannot go stale', () => {
  // The upstream component, the client fallback, still ships Mermaid as a lazy chunk.
  const chunkDir = path.join(BUILD_DIR, 'assets/js');
  const withMarker = readdirSync(chunkDir).filter((name) =>
    readFileSync(path.join(chunkDir, name), 'utf8').includes(MERMAID_RUNTIME_MARKER),
  );
  expect(withMarker.length).toBeGreaterThan(0);
});

test.describe('first-load JavaScript of diagram pages', () => {
  const paths = diagramPagePaths();

  test('the docs have diagram pages to check', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const urlPath of paths) {
    test(`${urlPath} does not load the Mermaid runtime`, async ({ page, request }) => {
      const { scripts } = await measureFirstLoadJs(page, urlPath);
      const hits = await loadsMermaid(
        request,
        scripts.map((script) => script.url),
      );
      expect(hits).toEqual([]);
    });
  }
});
