/**
 * Product pages (src/pages/*.tsx) promise only what the specs offer. Their text is read as the
 * Markdown twin reads it (src/plugins/markdown-twins/jsxPageTwin.ts), then, sentence by sentence:
 * - every code-formatted name is in the specs: `METHOD /path` an operation (./apiCalls.ts),
 *   `202 Accepted` a response status, any other name a schema property, an enum value, a
 *   webhook event or an example value (or a value of the sample world, such as a label);
 * - a sentence that names one or more APIs ("the Routing API") credits them only with features
 *   they have: a feature is a tag of a spec (Preassignments, Proof of delivery, ...), and an API
 *   has it when its spec has the tag, a property of that name (`routes`), or says so in an
 *   operation summary or the first paragraph of its intro.
 *   Code-formatted names in such a sentence must be in those APIs' specs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { jsxPageTwin } from '../../../src/plugins/markdown-twins/jsxPageTwin';
import type { JsonObject } from '../../support/openapiSchemas';
import { checkApiCalls, type KnownOperation } from './apiCalls';

const SITE_DIR = path.resolve(__dirname, '../../..');

/** What one API's spec (with the shared components it uses) offers, for the claims to match. */
export interface ApiVocabulary {
  /** The name pages use: "Routing" for "the Routing API". */
  name: string;
  /** Property names, enum values, webhook names and example strings. */
  names: Set<string>;
  /** Response status codes. */
  statuses: Set<string>;
  /** Tags, lower case and singular: "preassignment", "proof of delivery". */
  features: Set<string>;
  /** What the spec says it does: its operation summaries and the first paragraph of its intro. */
  summaries: string;
}

export interface ProductClaim {
  file: string;
  /** Where the sentence is: the description, or the heading of its section. */
  where: string;
  sentence: string;
  code: string[];
}

/** A tag as a feature: lower case, singular. `ETAs` -> `eta`, `Order progress` stays. */
export function featureKey(tag: string): string {
  const phrase = tag
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
  if (/ss$/.test(phrase)) return phrase;
  if (/(?:ch|sh|x)es$/.test(phrase)) return phrase.slice(0, -2);
  return phrase.replace(/(?<=\w{2})s$/, '');
}

function collectNames(node: unknown, names: Set<string>, statuses: Set<string>, key = ''): void {
  if (Array.isArray(node)) {
    for (const item of node) {
      if (typeof item === 'string' && (key === 'enum' || key === 'examples')) names.add(item);
      collectNames(item, names, statuses);
    }
    return;
  }
  if (node === null || typeof node !== 'object') {
    if (typeof node === 'string' && (key === 'example' || key === 'const')) names.add(node);
    return;
  }
  for (const [child, value] of Object.entries(node as JsonObject)) {
    if (key === 'properties' || key === 'webhooks') names.add(child);
    if (key === 'responses' && /^\d{3}$/.test(child)) statuses.add(child);
    collectNames(value, names, statuses, child);
  }
}

export function apiVocabulary(name: string, documents: readonly JsonObject[]): ApiVocabulary {
  const names = new Set<string>();
  const statuses = new Set<string>();
  const features = new Set<string>();
  const summaries: string[] = [];
  for (const document of documents) {
    collectNames(document, names, statuses);
    for (const tag of (document.tags as { name: string }[] | undefined) ?? []) {
      features.add(featureKey(tag.name));
    }
    const intro = (document.info as { description?: string } | undefined)?.description;
    if (intro) summaries.push(intro.split(/\n\s*\n/)[0]!);
    for (const item of Object.values((document.paths as JsonObject | undefined) ?? {})) {
      for (const operation of Object.values(item as JsonObject)) {
        const summary = (operation as { summary?: unknown } | null)?.summary;
        if (typeof summary === 'string') summaries.push(summary);
      }
    }
  }
  return { name, names, statuses, features, summaries: words(summaries.join(' ')) };
}

function readSiteModule(specifier: string): { fileName: string; source: string } | null {
  if (!specifier.startsWith('@site/')) return null;
  const base = path.join(SITE_DIR, specifier.slice('@site/'.length));
  const fileName = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => `${base}${extension}`)
    .find((candidate) => existsSync(candidate));
  return fileName ? { fileName, source: readFileSync(fileName, 'utf8') } : null;
}

/** Sentences end at a full stop, question or exclamation mark followed by a space. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function codeIn(sentence: string, code: readonly string[]): string[] {
  return code.filter((value) => sentence.includes(value));
}

/** The sentences of a product page's source, each with the code-formatted names it holds. */
export function productClaims(file: string, source: string): ProductClaim[] {
  const twin = jsxPageTwin(source, {
    sourceName: file,
    readModule: readSiteModule,
    resolveLink: (url) => url,
    siteTitle: 'Site',
    warn: () => undefined,
  });
  if (twin === null) return [];
  const claims: ProductClaim[] = sentences(twin.description).map((sentence) => ({
    file,
    where: 'description',
    sentence,
    code: [],
  }));
  let heading = 'lead';
  const blocks = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        heading = toString(node);
        continue;
      }
      visit(node as Nodes, (child: Nodes) => {
        if (child.type !== 'paragraph' && child.type !== 'tableCell') return undefined;
        const code: string[] = [];
        visit(child, 'inlineCode', (inline) => {
          code.push(inline.value);
        });
        for (const sentence of sentences(toString(child))) {
          claims.push({ file, where: heading, sentence, code: codeIn(sentence, code) });
        }
        return 'skip';
      });
    }
  };
  blocks(twin.body);
  return claims;
}

const METHOD_PATH = /^(?:GET|POST|PUT|PATCH|DELETE) \//;
const STATUS = /^(\d{3})(?: [A-Z][A-Za-z ]*)?$/;

/** The APIs a sentence credits: "the Routing API", "the Integration and Routing APIs". */
export function namedApis(sentence: string, apis: readonly ApiVocabulary[]): ApiVocabulary[] {
  const names = apis.map((api) => api.name).join('|');
  const mention = new RegExp(`\\b((?:(?:${names}),? (?:and |or )?)*(?:${names})) APIs?\\b`, 'g');
  const named = new Set<string>();
  for (const match of sentence.matchAll(mention)) {
    for (const api of apis)
      if (new RegExp(`\\b${api.name}\\b`).test(match[1]!)) named.add(api.name);
  }
  return apis.filter((api) => named.has(api.name));
}

/** Lower case words separated by single spaces. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\s]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The singular feature, or its plural, as whole words: "insertion" and "insertions". */
function mentionOf(feature: string): string {
  return `\\b${feature}(?:e?s)?\\b`;
}

/** The claims that name something the specs lack or credit an API with another API's feature. */
export function checkProductClaims(
  claims: readonly ProductClaim[],
  apis: readonly ApiVocabulary[],
  operations: readonly KnownOperation[],
  /** Values of the sample world (labels such as `tail_lift`), which pages may quote as data. */
  sampleValues: ReadonlySet<string> = new Set(),
): string[] {
  const offences: string[] = [];
  const allFeatures = new Set(apis.flatMap((api) => [...api.features]));
  for (const claim of claims) {
    const say = (message: string) =>
      offences.push(`src/pages/${claim.file} (${claim.where}): ${message}: "${claim.sentence}"`);
    const named = namedApis(claim.sentence, apis);
    const scope = named.length > 0 ? named : apis;
    for (const value of claim.code) {
      if (METHOD_PATH.test(value)) {
        const wrong = checkApiCalls(
          { file: claim.file, frontMatter: {}, source: value },
          named.length > 0
            ? operations.filter((operation) =>
                named.some((api) => api.name.toLowerCase() === operation.api),
              )
            : operations,
        );
        if (wrong.length > 0)
          say(`\`${value}\` is no operation of ${scope.map((api) => api.name).join(' or ')}`);
        continue;
      }
      const status = STATUS.exec(value);
      const known = status
        ? scope.some((api) => api.statuses.has(status[1]!))
        : sampleValues.has(value) || scope.some((api) => api.names.has(value));
      if (!known)
        say(`\`${value}\` is not in the ${scope.map((api) => api.name).join(' or ')} spec`);
    }
    if (named.length === 0) continue;
    const sentence = words(claim.sentence);
    for (const feature of allFeatures) {
      // "with no project" claims no project.
      if (!new RegExp(`(?<!\\b(?:no|without) )${mentionOf(feature)}`).test(sentence)) continue;
      const offered = named.some(
        (api) =>
          api.features.has(feature) ||
          api.names.has(feature.replace(/ /g, '_')) ||
          new RegExp(mentionOf(feature)).test(api.summaries),
      );
      if (!offered) {
        say(
          `${named.map((api) => `the ${api.name} API`).join(' and ')} has no "${feature}" (a tag of another spec)`,
        );
      }
    }
  }
  return offences;
}
