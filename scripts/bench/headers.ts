/**
 * The response headers each page type gets from the served build (scripts/serve-build.mjs applies
 * build/_headers as a CDN would), so a reviewer sees the security header set at a glance. The
 * CSP is shown by directive names and its size: its hashes change with every build.
 */
import { FIRST_LOAD_PAGES } from '../../tests/quality/firstLoadJs';

/** Headers a CDN or the server adds whatever the site says; not part of the site's policy. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-disposition',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
  'accept-ranges',
  'cache-control',
]);

export interface PageHeaders {
  page: string;
  path: string;
  headers: Record<string, string>;
}

function summariseCsp(policy: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((name): name is string => Boolean(name));
  const evalNote = policy.includes("'unsafe-eval'") ? "; 'unsafe-eval'" : '';
  return `${directives.length} directives (${directives.join(', ')})${evalNote}; ${policy.length} chars`;
}

export async function benchHeaders(baseUrl: string): Promise<PageHeaders[]> {
  const rows: PageHeaders[] = [];
  for (const { name, path } of FIRST_LOAD_PAGES) {
    const response = await fetch(new URL(path, baseUrl));
    if (!response.ok) throw new Error(`headers: ${path} answered ${response.status}`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!TRANSPORT_HEADERS.has(key)) headers[key] = value;
    });
    rows.push({ page: name, path, headers });
  }
  return rows;
}

/** One line per header and page type, the CSP summarised; identical values are not repeated. */
export function describeHeaders(rows: readonly PageHeaders[]): string[] {
  const names = [...new Set(rows.flatMap((row) => Object.keys(row.headers)))].sort();
  const lines: string[] = [];
  for (const name of names) {
    const values = new Map<string, string[]>();
    for (const row of rows) {
      const raw = row.headers[name] ?? '(absent)';
      const value = name === 'content-security-policy' ? summariseCsp(raw) : raw;
      values.set(value, [...(values.get(value) ?? []), row.page]);
    }
    for (const [value, pages] of values) {
      const where = values.size === 1 ? 'every page type' : pages.join(', ');
      lines.push(`${name}: ${value}  [${where}]`);
    }
  }
  return lines;
}
