/**
 * Reads the docs folder the way the site does (front matter + slug rules we use), so tests
 * can derive URLs and titles from the source instead of hard-coding them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'docs');

export interface DocFile {
  /** Path relative to docs/, e.g. "concepts/depot.mdx". */
  file: string;
  /** Doc id as Docusaurus computes it, e.g. "concepts/depot". */
  id: string;
  /** Public URL path, e.g. "/docs/concepts/depot". */
  url: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

export function splitFrontMatter(source: string): {
  frontMatter: Record<string, unknown>;
  body: string;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const data: unknown = parseYaml(match[1] ?? '');
  return {
    frontMatter: (data && typeof data === 'object' ? data : {}) as Record<string, unknown>,
    body: source.slice(match[0].length),
  };
}

export function loadDocs(): DocFile[] {
  return walk(DOCS_DIR)
    .map((full) => {
      const file = path.relative(DOCS_DIR, full).split(path.sep).join('/');
      const { frontMatter, body } = splitFrontMatter(readFileSync(full, 'utf8'));
      const dir = path.posix.dirname(file);
      const base = path.posix.basename(file).replace(/\.mdx?$/, '');
      const idBase = typeof frontMatter.id === 'string' ? frontMatter.id : base;
      const id = dir === '.' ? idBase : `${dir}/${idBase}`;
      const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
      const url = slug ? `/docs${slug.startsWith('/') ? slug : `/${dir}/${slug}`}` : `/docs/${id}`;
      return { file, id, url, frontMatter, body };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

export function loadTagKeys(): string[] {
  const data = parseYaml(readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.keys(data);
}
