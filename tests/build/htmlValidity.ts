/**
 * Every HTML page of the build is valid HTML by html-validate's recommended rules, with the
 * relaxations of .htmlvalidate.mjs: site-wide ones for upstream markup on every page, Redoc's
 * on the API reference pages, the client-redirects template's on the redirect pages. Markup we
 * own gets no relaxation.
 *
 * The pages are split into shards of even size, one test file each (htmlValidity-N.test.ts),
 * so Vitest's workers validate them side by side; the first shard also checks that the shards
 * together hold every page once.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';

import siteConfig, { clientRedirectPages, redocReferencePages } from '../../.htmlvalidate.mjs';
import { apiReferenceRoutes } from '../../src/plugins/api-reference/referenceRoutes';
import { htmlFileParser } from '../quality/builtHtml';
import { BUILD_DIR, builtHtmlFile, requireBuild } from '../quality/builtSite';
import { shardByCost, sitemapPages } from '../quality/sitemap';

requireBuild();
const HTML_FILES = readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
const SITEMAP_FILES = new Set(sitemapPages().map((page) => builtHtmlFile(page.path)));
const REDOC_ROUTES = apiReferenceRoutes(path.join(__dirname, '../..')).filter((route) => route.redoc);
const API_REFERENCE_FILES = new Set(REDOC_ROUTES.map((route) => builtHtmlFile(route.path)));

// The repo's .htmlvalidate.mjs whatever directory the build is in (BUILD_DIR).
const validator = new HtmlValidate(new StaticConfigLoader(siteConfig));

/** The relaxations a page gets beyond the site-wide ones. */
async function relaxationsFor(file: string): Promise<ConfigData | undefined> {
  if (API_REFERENCE_FILES.has(file)) return redocReferencePages;
  if (SITEMAP_FILES.has(file)) return undefined;
  // Not a page of the sitemap: the 404 page, or a redirect page (a meta refresh is all it has).
  const parse = await htmlFileParser();
  const isRedirect = parse(file).querySelector('meta[http-equiv="refresh"]') !== null;
  return isRedirect ? clientRedirectPages : undefined;
}

function describeMessage(message: Message): string {
  return `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`;
}

/** The test files the pages are split over. */
export const HTML_VALIDITY_SHARDS = 3;

/** The pages of one shard, balanced by file size (validation time grows with it). */
function shardFiles(index: number): string[] {
  return shardByCost(HTML_FILES, index, HTML_VALIDITY_SHARDS, (relativeFile) =>
    statSync(path.join(BUILD_DIR, relativeFile)).size,
  ).sort();
}

/** The HTML validity tests of the `index`-th shard of the build's pages. */
export function describeHtmlValidity(index: number): void {
  describe(`HTML validity of the build, shard ${index + 1}/${HTML_VALIDITY_SHARDS}`, () => {
    if (index === 0) {
      it('finds the pages, and the shards hold each of them once', () => {
        expect(HTML_FILES.length).toBeGreaterThan(100);
        expect(API_REFERENCE_FILES.size).toBe(REDOC_ROUTES.length);
        const sharded = Array.from({ length: HTML_VALIDITY_SHARDS }, (_, shard) =>
          shardFiles(shard),
        ).flat();
        expect(sharded.sort()).toEqual(HTML_FILES);
      });
    }

    it.each(shardFiles(index))('%s', async (relativeFile) => {
    const file = path.join(BUILD_DIR, relativeFile);
    const relaxations = await relaxationsFor(file);
    const source = readFileSync(file, 'utf8');
    const report = relaxations
      ? await validator.validateString(source, file, relaxations)
      : await validator.validateString(source, file);
    const errors = report.results.flatMap((result) => result.messages).map(describeMessage);
    expect(errors).toEqual([]);
    });
  });
}
