/**
 * The error catalogue as built (BUILD_DIR): every problem type the specs name has its page at
 * /problems/<slug>, with its title, status, `type` URI, its MDX body, the example and every
 * operation that returns it, and the index at /problems links them all. The sitemap lists
 * them, so the site's other page checks (html-validate, security headers) cover them too.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { API_SPECS } from '../../src/apiSpecs';
import {
  collectProblemTypes,
  problemPagePath,
  readSpecFiles,
} from '../../src/plugins/problem-catalogue/problemTypes';
import { OPENAPI_DIR } from '../support/openapiSchemas';
import { builtPageReader, normalisedText, type BuiltPage } from '../quality/builtHtml';
import { requireBuild } from '../quality/builtSite';
import { sitemapPages } from '../quality/sitemap';

const APIS = API_SPECS.map((spec) => spec.id);
const types = collectProblemTypes(readSpecFiles(OPENAPI_DIR, [...APIS, 'shared']), APIS);

let readPage: (urlPath: string) => BuiltPage;
beforeAll(async () => {
  requireBuild();
  readPage = await builtPageReader();
});

/** What a type's built page lacks, one line per missing fact. */
function missingFacts(type: (typeof types)[number]): string[] {
  const urlPath = problemPagePath(type.slug);
  let main;
  try {
    main = readPage(urlPath).querySelector('main');
  } catch (error) {
    return [(error as Error).message];
  }
  const text = normalisedText(main);
  const headingIds = (main?.querySelectorAll('h2') ?? []).map((heading) => heading.id);
  const expected: [string, boolean][] = [
    [`h1 "${type.title}"`, normalisedText(main?.querySelector('h1') ?? null) === type.title],
    [`status ${String(type.status)}`, new RegExp(`HTTP status ?${String(type.status)}(?!\\d)`).test(text)],
    [`type URI ${type.uri}`, text.includes(type.uri)],
    ['the body (#when-it-happens, #how-to-fix-it)', ['when-it-happens', 'how-to-fix-it'].every((id) => headingIds.includes(id))],
    ['the example body', text.includes(`"type": "${type.uri}"`) || text.includes(`"type" : "${type.uri}"`)],
    ...type.fieldErrors.map((entry): [string, boolean] => [`errors[] code ${entry.code}`, text.includes(entry.code)]),
    ...type.operations.map((operation): [string, boolean] => {
      const label = operation.section === 'webhooks' ? `Webhook ${operation.path}` : `${operation.method.toUpperCase()} ${operation.path}`;
      return [`operation ${label}`, text.includes(label)];
    }),
  ];
  return expected.filter(([, present]) => !present).map(([fact]) => `${urlPath}: no ${fact}`);
}

describe('error catalogue (built)', () => {
  it('every problem type of the specs has a page with its facts', () => {
    expect(types.flatMap(missingFacts)).toEqual([]);
  });

  it('the index links every problem type page, and the sitemap lists them', () => {
    const hrefs = (readPage('/problems').querySelector('main')?.querySelectorAll('a') ?? []).map(
      (link) => link.getAttribute('href')?.value,
    );
    const sitemap = new Set(sitemapPages().map((page) => page.path.replace(/\/$/, '')));
    const missing = types
      .map((type) => problemPagePath(type.slug))
      .flatMap((urlPath) => [
        ...(hrefs.includes(urlPath) ? [] : [`index has no link to ${urlPath}`]),
        ...(sitemap.has(urlPath) ? [] : [`sitemap has no ${urlPath}`]),
      ]);
    expect(missing).toEqual([]);
  });

  it('a type the specs name without a built page is reported', () => {
    const [first] = types;
    if (!first) throw new Error('no problem types in the specs');
    expect(missingFacts({ ...first, slug: 'planted-missing' })).toEqual([
      expect.stringMatching(/^no built page for \/problems\/planted-missing/),
    ]);
    expect(missingFacts({ ...first, title: 'Planted title' })).toContain(
      `${problemPagePath(first.slug)}: no h1 "Planted title"`,
    );
  });
});
