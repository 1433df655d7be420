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
  /** The operation as the spec writes it, for what a check needs beyond its path. */
  entry: OperationEntry;
}

export function knownOperations(entries: readonly OperationEntry[]): KnownOperation[] {
  return entries
    .filter((entry) => entry.section === 'paths')
    .map((entry) => ({
      api: entry.spec,
      method: entry.method.toUpperCase(),
      segments: entry.path.split('/').filter(Boolean),
      entry,
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

/** One call a page makes: the method and path as written, and the operations it can be. */
export interface ApiCall {
  line: number;
  /** `GET /bookings`, or the method and the full URL as the code sample writes it. */
  call: string;
  /** More than one only when a path without an API prefix exists in several APIs. */
  operations: KnownOperation[];
}

const CALL_METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;

/** The matching `)` of the `(` at `open`, or the end of the text. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')' && --depth === 0) return index;
  }
  return text.length;
}

/** The curl command around `index`: its first line and every `\`-continued line. */
function curlCommand(source: string, index: number): string | undefined {
  const lines = source.split('\n');
  let at = lineAt(source, index) - 1;
  while (at > 0 && !/\bcurl\b/.test(lines[at]!) && /\\\s*$/.test(lines[at - 1]!)) at -= 1;
  if (!/\bcurl\b/.test(lines[at]!)) return undefined;
  let end = at;
  while (end + 1 < lines.length && /\\\s*$/.test(lines[end]!)) end += 1;
  return lines.slice(at, end + 1).join('\n');
}

/**
 * The HTTP method of the full URL at `index`, read the way the samples write calls: `POST
 * https://...` in prose, a curl command (`-X`, `-G`, a data flag, else GET), `fetch(url, {
 * method })` (GET by default) and Python's `requests.get(` / `session.post(`. Undefined where the
 * URL is not called there (a base-URL constant, a `Location` header).
 */
function methodOfUrl(source: string, index: number): string | undefined {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const previousStart = source.lastIndexOf('\n', Math.max(lineStart - 2, 0)) + 1;
  const before = source.slice(lineStart, index);
  const prose = /\b(GET|POST|PUT|PATCH|DELETE)\s+`?$/.exec(before)?.[1];
  if (prose) return prose;
  const curl = curlCommand(source, index);
  if (curl) {
    const explicit = /(?:\s-X\s*|\s--request[\s=])['"]?([A-Z]+)/.exec(curl)?.[1];
    if (explicit && CALL_METHOD.test(explicit)) return explicit;
    if (/\s(?:-[A-Za-z]*G[A-Za-z]*|--get)\b/.test(curl)) return 'GET';
    return /\s(?:-d|-F|--data[\w-]*|--json|--form)\b/.test(curl) ? 'POST' : 'GET';
  }
  const lead = source.slice(previousStart, index);
  const fetchAt = /\bfetch\(\s*[`'"]?$/.exec(lead);
  if (fetchAt) {
    const open = previousStart + fetchAt.index + 'fetch'.length;
    const call = source.slice(open, closingParen(source, open));
    return (/\bmethod:\s*['"`]([A-Za-z]+)['"`]/.exec(call)?.[1] ?? 'GET').toUpperCase();
  }
  const python = /\.(get|post|put|patch|delete)\(\s*[fr]?["']$/.exec(lead)?.[1];
  return python?.toUpperCase();
}

/**
 * Every call a page makes that resolves to one operation: `METHOD /path` anywhere, and full URLs
 * whose method the surrounding code or prose gives. Calls that name no operation are
 * `checkApiCalls`' business and left out here.
 */
export function findCalls(page: Page, operations: readonly KnownOperation[]): ApiCall[] {
  const calls: ApiCall[] = [];
  const { source } = page;
  const add = (index: number, call: string, found: KnownOperation[]): void => {
    if (found.length > 0) calls.push({ line: lineAt(source, index), call, operations: found });
  };
  for (const match of source.matchAll(API_URL)) {
    const [url, base = '', urlPath = ''] = match;
    const method = methodOfUrl(source, match.index);
    const segments = segmentsOf(urlPath);
    if (!method || segments.length === 0) continue;
    const api = BASE_URLS.get(base);
    const found = operations.filter(
      (operation) =>
        operation.api === api && operation.method === method && matches(segments, operation, false),
    );
    add(match.index, `${method} ${url.replace(/[.:]+$/, '')}`, found);
  }
  for (const match of source.matchAll(METHOD_AND_PATH)) {
    const [call, method, rawPath = ''] = match;
    const prefix = API_PREFIX.exec(rawPath)?.[1];
    const api = prefix === undefined ? undefined : BASE_PATHS.get(prefix);
    const segments = segmentsOf(rawPath.replace(API_PREFIX, ''));
    const found = operations.filter(
      (operation) =>
        operation.method === method &&
        (api === undefined || operation.api === api) &&
        matches(segments, operation, false),
    );
    add(match.index, call.replace(/[.:]+$/, ''), found);
  }
  return calls.sort((a, b) => a.line - b.line);
}
