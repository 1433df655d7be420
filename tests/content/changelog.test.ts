/**
 * The changelog (changelog/, the blog plugin instance `changelog`) against the API specs. Each
 * entry is one released version of one API, named in its front matter (`api`: an id of
 * src/apiSpecs.ts, `api_version`: semver). The checks:
 * - every spec's `info.version` has its entry, and no entry is newer than its spec;
 * - an entry links an operation where the reference renders it (`/api-portal/<api>#operation/<id>`,
 *   or the tag page of a spec split by tag), and only operations the spec has;
 * - a code span that reads as a name (`booking_id`, `ProjectInsertion`, `POST /insertions`,
 *   `route.updated`, `routing:write`, a problem type such as `insertion-stale`) is a name the
 *   spec defines, so no entry announces a field the spec lacks;
 * - every operation the spec marks deprecated is linked under a Deprecated heading of an entry.
 * Needs no build: sources and specs are read from disk, with the site's own MDX reader.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { InlineCode, Link, Root } from 'mdast';
import type { MdxFlowExpression } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { API_SPECS, type ApiSpec } from '../../src/apiSpecs';
import { parseMdx } from '../../src/markdown/parseMdx';
import {
  HTTP_METHODS,
  referenceTagPages,
  type OpenApiDocument,
} from '../../src/plugins/shared/referenceTagPages';

const ROOT = path.resolve(__dirname, '../..');
const CHANGELOG_DIR = path.join(ROOT, 'changelog');
const SPEC_DIR = path.join(ROOT, 'openapi');
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

type ApiId = ApiSpec['id'];

interface Entry {
  file: string;
  api: string;
  version: string;
  title: string;
  /** The release time, from the front matter's `date` (the order of the list and the feeds). */
  date: Date | null;
  tree: Root;
}

interface SpecFacts {
  spec: ApiSpec;
  version: string;
  /** operationId -> the URL path (no hash) of the reference page that renders it. */
  operationPages: Map<string, string>;
  deprecatedOperations: string[];
  /** `POST /projects/{project_id}/insertions`, and webhooks as their event name. */
  endpoints: Set<string>;
  /** Property, parameter, schema, enum and const names, scopes, tags and webhook names. */
  names: Set<string>;
}

function readSpec(name: string): OpenApiDocument {
  return parseYaml(readFileSync(path.join(SPEC_DIR, `${name}.yaml`), 'utf8')) as OpenApiDocument;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every name a document defines, wherever it sits (components, inline schemas, parameters). */
function definedNames(document: unknown, names: Set<string>): void {
  if (Array.isArray(document)) {
    for (const item of document) definedNames(item, names);
    return;
  }
  if (!isRecord(document)) return;
  for (const [key, value] of Object.entries(document)) {
    if ((key === 'properties' || key === 'schemas' || key === 'scopes') && isRecord(value)) {
      for (const name of Object.keys(value)) names.add(name);
    }
    if (key === 'enum' && Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') names.add(item);
    }
    if (key === 'const' && typeof value === 'string') names.add(value);
    // A problem type is part of the contract: its slug, where an example's `type` names it.
    if (key === 'type' && typeof value === 'string') {
      const problemType = /^https:\/\/docs\.example\.com\/problems\/([a-z-]+)$/.exec(value);
      if (problemType) names.add(problemType[1]);
    }
    if (key === 'name' && typeof value === 'string' && typeof document.in === 'string') {
      names.add(value);
    }
    definedNames(value, names);
  }
}

const SHARED_NAMES = new Set<string>();
definedNames(readSpec('shared'), SHARED_NAMES);

function specFacts(spec: ApiSpec): SpecFacts {
  const document = readSpec(path.basename(spec.file, '.yaml'));
  const route = `/api-portal/${spec.id}`;
  const operationPages = new Map<string, string>();
  const deprecatedOperations: string[] = [];
  const endpoints = new Set<string>();
  const names = new Set(SHARED_NAMES);
  definedNames(document, names);
  for (const tag of document.tags ?? []) names.add(tag.name);
  for (const webhook of Object.keys(document.webhooks ?? {})) names.add(webhook);

  for (const page of referenceTagPages(document, route)) {
    for (const operation of page.operations) {
      operationPages.set(operation.operationId, spec.splitByTag ? page.route : route);
      if (operation.deprecated) deprecatedOperations.push(operation.operationId);
      endpoints.add(
        operation.method === 'WEBHOOK' ? operation.path : `${operation.method} ${operation.path}`,
      );
    }
  }
  return {
    spec,
    version: String(document.info?.version ?? ''),
    operationPages,
    deprecatedOperations,
    endpoints,
    names,
  };
}

const SPECS = new Map<string, SpecFacts>(API_SPECS.map((spec) => [spec.id, specFacts(spec)]));

/** Entries with their front matter read as the blog plugin reads it (timestamps as dates). */
async function readEntries(): Promise<Entry[]> {
  const files = readdirSync(CHANGELOG_DIR)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const filePath = path.join(CHANGELOG_DIR, file);
      const source = readFileSync(filePath, 'utf8');
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: source });
      return {
        file,
        api: String(frontMatter.api ?? ''),
        version: String(frontMatter.api_version ?? ''),
        title: String(frontMatter.title ?? ''),
        date: frontMatter.date instanceof Date ? frontMatter.date : null,
        tree: parseMdx(source),
      };
    }),
  );
}

const ENTRIES = await readEntries();

function compareVersions(a: string, b: string): number {
  const [, ...left] = SEMVER.exec(a) ?? [];
  const [, ...right] = SEMVER.exec(b) ?? [];
  for (let index = 0; index < 3; index += 1) {
    const difference = Number(left[index]) - Number(right[index]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** `/api-portal/integration/bookings#operation/createBooking` -> its parts, or null. */
function referenceLink(url: string): { api: string; page: string; hash: string } | null {
  const match = /^\/api-portal\/([a-z]+)(\/[a-z0-9-]+)?\/?(?:#(.*))?$/.exec(url);
  if (!match) return null;
  const [, api = '', tagPage = '', hash = ''] = match;
  return { api, page: `/api-portal/${api}${tagPage}`, hash };
}

function links(tree: Root): string[] {
  const urls: string[] = [];
  visit(tree, 'link', (node: Link) => {
    urls.push(node.url);
  });
  return urls;
}

/** The sections of an entry under a `##` heading that speaks of deprecation. */
function deprecationSections(tree: Root): Root[] {
  const sections: Root[] = [];
  let current: Root | null = null;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = /deprecat/i.test(toString(node)) ? { type: 'root', children: [] } : null;
      if (current) sections.push(current);
    } else {
      current?.children.push(node);
    }
  }
  return sections;
}

/** The APIs an entry speaks of: its own and every API whose reference it links. */
function apisOf(entry: Entry): SpecFacts[] {
  const ids = new Set([entry.api]);
  for (const url of links(entry.tree)) {
    const reference = referenceLink(url);
    if (reference) ids.add(reference.api);
  }
  return [...ids].flatMap((id) => SPECS.get(id) ?? []);
}

/** What is wrong with one reference link of an entry, or null. */
function referenceLinkProblem(url: string): string | null {
  const reference = referenceLink(url);
  if (!reference) return `${url}: not a reference URL (/api-portal/<api>[/<tag>][#operation/<id>])`;
  const facts = SPECS.get(reference.api);
  if (!facts) return `${url}: no API "${reference.api}" in src/apiSpecs.ts`;
  if (reference.hash === '') return null;
  if (reference.hash.startsWith('tag/') && !reference.hash.includes('/operation/')) {
    return reference.page === `/api-portal/${reference.api}` && !facts.spec.splitByTag
      ? null
      : `${url}: link a tag of a split spec by its page, without a hash`;
  }
  const operationId = /^operation\/([A-Za-z0-9]+)$/.exec(reference.hash)?.[1];
  if (!operationId) return `${url}: the anchor is not #operation/<operationId>`;
  const page = facts.operationPages.get(operationId);
  if (!page) return `${url}: the ${facts.spec.title} spec has no operation ${operationId}`;
  if (page !== reference.page) return `${url}: ${operationId} is rendered on ${page}`;
  return null;
}

const NAME = /^[A-Za-z][A-Za-z0-9_.:-]*$/;
const ENDPOINT = new RegExp(`^(${HTTP_METHODS.join('|').toUpperCase()}) /\\S*$`);

/** What is wrong with one code span of an entry, or null when it is prose, not a name. */
function codeSpanProblem(value: string, specs: SpecFacts[]): string | null {
  if (ENDPOINT.test(value)) {
    return specs.some((facts) => facts.endpoints.has(value))
      ? null
      : `\`${value}\`: no such operation in ${specs.map((facts) => facts.spec.title).join(', ')}`;
  }
  if (!NAME.test(value) || value.includes('//')) return null;
  return specs.some((facts) => facts.names.has(value) || facts.endpoints.has(value))
    ? null
    : `\`${value}\`: not a field, parameter, schema, value, scope or event of ${specs.map((facts) => facts.spec.title).join(', ')}`;
}

describe('changelog entries', () => {
  it('finds the entries', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(API_SPECS.length);
  });

  it.each(ENTRIES)(
    '$file names its API, version and release date, and has a truncation marker',
    (entry) => {
      const facts = SPECS.get(entry.api);
      expect(facts, `api: ${entry.api} is not an id of src/apiSpecs.ts`).toBeDefined();
      const [, major, minor] = SEMVER.exec(entry.version) ?? [];
      expect(major, `api_version: ${entry.version} is not semver`).toBeDefined();
      expect(entry.title.startsWith(`${facts!.spec.title} v${major}.${minor}`)).toBe(true);
      expect(entry.date, 'date: the release time, as an RFC 3339 timestamp').toBeInstanceOf(Date);
      expect(entry.date!.getTime(), 'a release in the future').toBeLessThanOrEqual(Date.now());

      let truncated = false;
      visit(entry.tree, 'mdxFlowExpression', (node: MdxFlowExpression) => {
        if (/^\/\*\s*truncate\s*\*\/$/.test(node.value.trim())) truncated = true;
      });
      expect(truncated, 'a {/* truncate */} marker after the summary').toBe(true);
    },
  );

  it('has one entry per API version', () => {
    const keys = ENTRIES.map((entry) => `${entry.api} ${entry.version}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(API_SPECS.map((spec) => spec.id))(
    "%s: the spec's info.version is its newest entry",
    (id: ApiId) => {
      const facts = SPECS.get(id)!;
      const versions = ENTRIES.filter((entry) => entry.api === id)
        .map((entry) => entry.version)
        .sort(compareVersions);
      expect(versions, `no changelog entry for ${facts.spec.title} ${facts.version}`).toContain(
        facts.version,
      );
      expect(versions.at(-1), `an entry newer than ${facts.spec.file}'s info.version`).toBe(
        facts.version,
      );
    },
  );

  it.each(ENTRIES)('$file links only operations the spec has, where they are rendered', (entry) => {
    const urls = links(entry.tree).filter((url) => url.startsWith('/api-portal'));
    const ownOperations = urls.filter((url) => {
      const reference = referenceLink(url);
      return reference?.api === entry.api && reference.hash.startsWith('operation/');
    });
    expect(ownOperations.length, 'links no operation of its API').toBeGreaterThan(0);
    expect(urls.map(referenceLinkProblem).filter(Boolean)).toEqual([]);
  });

  it.each(ENTRIES)('$file names only fields, schemas and operations the spec has', (entry) => {
    const specs = apisOf(entry);
    const problems: string[] = [];
    visit(entry.tree, 'inlineCode', (node: InlineCode) => {
      const problem = codeSpanProblem(node.value, specs);
      if (problem) problems.push(`line ${node.position?.start.line}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it.each(API_SPECS.map((spec) => spec.id))(
    '%s: every deprecated operation is announced under a Deprecated heading',
    (id: ApiId) => {
      const linked = new Set(
        ENTRIES.filter((entry) => entry.api === id).flatMap((entry) =>
          deprecationSections(entry.tree).flatMap((section) =>
            links(section).flatMap((url) => {
              const operationId = /#operation\/(\w+)$/.exec(url)?.[1];
              return operationId ? [operationId] : [];
            }),
          ),
        ),
      );
      const unannounced = SPECS.get(id)!.deprecatedOperations.filter((op) => !linked.has(op));
      expect(unannounced).toEqual([]);
    },
  );
});
