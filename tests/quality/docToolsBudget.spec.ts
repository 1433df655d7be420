/**
 * Issue #20's budget for the docs-page tools: the "Copy page" menu and "Was this page helpful?" add
 * at most 3 KB gzip to a docs page's first-load JavaScript; their code beyond the button and the
 * question loads only when the reader opens the menu or answers "No".
 *
 * What a docs page always carries of them is the static import graph of their two swizzles
 * (src/plugins/markdown-twins/theme/DocBreadcrumbs, src/plugins/page-feedback/theme/DocItem/Footer)
 * down to the dynamic imports. That graph is measured here as an upper bound: each module
 * transpiled by TypeScript without minification, gzipped together with its CSS module's class map.
 * The site's bundler minifies the same code, so the real figure is smaller. The built site then
 * shows the split holds: the first load carries the button and the question but neither lazy part,
 * and each lazy part arrives on its interaction.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import ts from 'typescript';
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { measureFirstLoadJs } from './firstLoadJs';

const KB = 1024;
const BUDGET_BYTES = 3 * KB;
const SITE_DIR = path.resolve(__dirname, '../..');
const SWIZZLES = [
  'src/plugins/markdown-twins/theme/DocBreadcrumbs/index.tsx',
  'src/plugins/page-feedback/theme/DocItem/Footer/index.tsx',
];
const COPY_MENU = 'src/plugins/markdown-twins/theme/DocBreadcrumbs/CopyPageMenu';
const PAGE_FEEDBACK = 'src/plugins/page-feedback/PageFeedback';
const DOC = '/docs/terms/erp';

/** Strings that only the named part's code contains (checked against the build below). */
const MARKERS = {
  copyButton: 'aria-haspopup',
  question: 'Was this page helpful?',
  copyMenu: 'Open in Claude',
  reasonForm: 'What was wrong?',
} as const;

function resolveModule(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(SITE_DIR, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => `${base}${suffix}`)
    .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${importer}: cannot resolve ${specifier}`);
  return found;
}

/** A CSS module as the bundle carries it in JavaScript: its class names, mapped to hashes. */
function cssModuleAsJs(file: string): string {
  const names = new Set(readFileSync(file, 'utf8').match(/(?<=\.)[A-Za-z][\w-]*/g) ?? []);
  return `export default ${JSON.stringify(Object.fromEntries([...names].map((n) => [n, `${n}_a1b2c3`])))};`;
}

/**
 * The site's own modules a page loads with the swizzles, each as transpiled JavaScript. Type-only
 * imports vanish in the transpile; `import()` targets are not followed (they are other chunks).
 */
function staticGraph(entries: string[]): Map<string, string> {
  const modules = new Map<string, string>();
  const pending = entries.map((entry) => path.join(SITE_DIR, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    if (file.endsWith('.css')) {
      modules.set(file, cssModuleAsJs(file));
      continue;
    }
    const output = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.ESNext,
        removeComments: true,
      },
    }).outputText;
    modules.set(file, output);
    for (const [, specifier] of output.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
      const resolved = resolveModule(specifier, file);
      if (resolved) pending.push(resolved);
    }
  }
  return modules;
}

test('the always-loaded part of the copy menu and the feedback widget is at most 3 KB gzip', () => {
  const modules = staticGraph(SWIZZLES);
  const relative = [...modules.keys()].map((file) => path.relative(SITE_DIR, file)).sort();
  // The lazy parts must not be reachable without an interaction.
  expect(relative).not.toContain(`${COPY_MENU}/Menu.tsx`);
  expect(relative).not.toContain(`${COPY_MENU}/copyTwin.ts`);
  expect(relative).not.toContain(`${PAGE_FEEDBACK}/ReasonForm.tsx`);
  expect(relative).toContain(`${COPY_MENU}/index.tsx`);
  expect(relative).toContain(`${PAGE_FEEDBACK}/index.tsx`);

  const bytes = gzipSync([...modules.values()].join('\n')).length;
  console.info(
    `doc tools, always loaded: ${bytes} B gzip (upper bound) from ${relative.join(', ')}`,
  );
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

async function scriptBodies(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

function holding(bodies: string[], marker: string): number {
  return bodies.filter((body) => body.includes(marker)).length;
}

test('a docs page loads the button and the question first, each lazy part on its interaction', async ({
  page,
}) => {
  const firstLoad = await measureFirstLoadJs(page, DOC);
  const firstBodies = await scriptBodies(
    page,
    firstLoad.scripts.map((script) => script.url),
  );
  expect(holding(firstBodies, MARKERS.copyButton)).toBeGreaterThan(0);
  expect(holding(firstBodies, MARKERS.question)).toBeGreaterThan(0);
  expect(holding(firstBodies, MARKERS.copyMenu)).toBe(0);
  expect(holding(firstBodies, MARKERS.reasonForm)).toBe(0);

  const later: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') later.push(request.url());
  });

  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Open in Claude' })).toBeVisible();
  expect(holding(await scriptBodies(page, later), MARKERS.copyMenu)).toBe(1);

  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Anything else? (optional)' })).toBeVisible();
  expect(holding(await scriptBodies(page, later), MARKERS.reasonForm)).toBe(1);
});
