/**
 * Every API call a page shows names an operation that exists in openapi/: a full URL
 * (`https://api.example.com/<api>/v1/...`, in code or prose) must be an operation path of that
 * API, or the base of one (a `BASE = ...` constant); `METHOD /path` (e.g. `POST /solve`,
 * `GET /integration/v1/routes/{route_id}`) must be that method on that path in some API.
 * Placeholders (`{id}`, `${id}`, `<id>`) and concrete ids both match a `{parameter}` segment.
 */
import { escapeRegexp } from '@docusaurus/utils';

import { API_SPECS } from '../../../src/apiSpecs';
import type { OperationEntry } from '../../support/openapiSchemas';
import type { Page } from '../../support/mdx';
import type { Offence } from './offence';

/** `https://api.example.com/routing/v1` and the path of each API's base URL, by API id. */
const BASE_URLS = new Map<string, string>(API_SPECS.map((spec) => [spec.baseUrl, spec.id]));
const BASE_PATHS = new Map<string, string>(
  API_SPECS.map((spec) => [new URL(spec.baseUrl).pathname, spec.id]),
);
const alternatives = (texts: Iterable<string>): string => [...texts].map(escapeRegexp).join('|');

const API_URL = new RegExp(`(${alternatives(BASE_URLS.keys())})((?:/[^\\s'"\`?#)\\\\,]*)?)`, 'g');
const METHOD_AND_PATH = /\b(GET|POST|PUT|PATCH|DELETE) (\/[A-Za-z0-9_\-{}/.:$<>]*)/g;
const API_PREFIX = new RegExp(`^(${alternatives(BASE_PATHS.keys())})(?=/)`);

export interface KnownOperation {
  api: string;
  method: string;
  segments: string[];
}

export function knownOperations(entries: readonly OperationEntry[]): KnownOperation[] {
  return entries
    .filter((entry) => entry.section === 'paths')
    .map((entry) => ({
      api: entry.spec,
      method: entry.method.toUpperCase(),
      segments: entry.path.split('/').filter(Boolean),
    }));
}

/** `/routes/{route_id}/` -> ['routes', '{route_id}']; trailing sentence punctuation dropped. */
function segmentsOf(urlPath: string): string[] {
  return urlPath
    .replace(/[.:]+$/, '')
    .split('/')
    .filter(Boolean);
}

function isPlaceholder(segment: string): boolean {
  return /^(\{[^}]*\}|\$\{[^}]*\}|<[^>]*>)$/.test(segment);
}

function segmentMatches(documented: string, specified: string): boolean {
  if (specified.startsWith('{')) return true; // a parameter takes any value
  return !isPlaceholder(documented) && documented === specified;
}

function matches(documented: string[], operation: KnownOperation, asPrefix: boolean): boolean {
  if (
    asPrefix
      ? documented.length > operation.segments.length
      : documented.length !== operation.segments.length
  ) {
    return false;
  }
  return documented.every((segment, index) => segmentMatches(segment, operation.segments[index]!));
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

export function checkApiCalls(page: Page, operations: readonly KnownOperation[]): Offence[] {
  const offences: Offence[] = [];
  const { source } = page;
  for (const match of source.matchAll(API_URL)) {
    const [url, base = '', urlPath = ''] = match;
    const api = BASE_URLS.get(base);
    const segments = segmentsOf(urlPath);
    if (segments.length === 0) continue; // the API root, as a base URL
    const inApi = operations.filter((operation) => operation.api === api);
    if (!inApi.some((operation) => matches(segments, operation, true))) {
      offences.push({
        file: page.file,
        line: lineAt(source, match.index),
        message: `${url}: no ${api} operation has this path (openapi/${api}.yaml)`,
      });
    }
  }
  for (const match of source.matchAll(METHOD_AND_PATH)) {
    const [call, method, rawPath = ''] = match;
    const prefix = API_PREFIX.exec(rawPath)?.[1];
    const api = prefix === undefined ? undefined : BASE_PATHS.get(prefix);
    const segments = segmentsOf(rawPath.replace(API_PREFIX, ''));
    const candidates = operations.filter(
      (operation) => operation.method === method && (api === undefined || operation.api === api),
    );
    if (!candidates.some((operation) => matches(segments, operation, false))) {
      offences.push({
        file: page.file,
        line: lineAt(source, match.index),
        message: `${call.replace(/[.:]+$/, '')}: no operation ${method} ${rawPath.replace(/[.:]+$/, '')} in ${api ? `openapi/${api}.yaml` : 'the three specs'}`,
      });
    }
  }
  return offences;
}
