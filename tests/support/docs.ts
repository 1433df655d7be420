/**
 * The docs as Docusaurus loaded them in the last build: the docs plugin writes each doc's
 * metadata (id, title, permalink, front matter, sidebar) and each version's sidebars to the
 * generated-files directory. Tests take doc ids, URLs and sidebar placement from there, never
 * from rules of their own. Reading the sources needs no build: see loadPages in ./mdx.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'docs');

/** Where `docusaurus build` writes the docs plugin's loaded content (default plugin id). */
function docsContentDir(): string {
  const generated = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
  return path.resolve(ROOT, generated, 'docusaurus-plugin-content-docs', 'default');
}

const SOURCE_PREFIX = '@site/docs/';

export interface DocMetadata {
  id: string;
  title: string;
  /** The source file relative to docs/, e.g. "concepts/depot.mdx". */
  file: string;
  /** The URL path, e.g. "/docs/concepts/depot". */
  permalink: string;
  /** The sidebar that shows the doc; undefined when no sidebar does. */
  sidebar: string | undefined;
}

export interface SidebarLink {
  type: 'link';
  docId?: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory | { type: 'html' };

function readJsonFiles(dir: string): unknown[] {
  if (!existsSync(dir))
    throw new Error(
      `No docs content in ${path.relative(ROOT, dir)}: run \`E2E_FIXTURES=true npx docusaurus build\` first`,
    );
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

let cachedDocs: DocMetadata[] | undefined;

/** Every doc of the last build, sorted by permalink. */
export function loadDocsMetadata(): DocMetadata[] {
  cachedDocs ??= readJsonFiles(docsContentDir())
    .filter(
      (data): data is Record<string, string> =>
        isRecord(data) &&
        typeof data.source === 'string' &&
        data.source.startsWith(SOURCE_PREFIX) &&
        typeof data.permalink === 'string',
    )
    .map((data) => ({
      id: data.id,
      title: data.title,
      file: data.source.slice(SOURCE_PREFIX.length),
      permalink: data.permalink,
      sidebar: data.sidebar,
    }))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  return cachedDocs;
}

/** The sidebars of the last build, by name, as the docs plugin resolved them. */
export function loadSidebars(): Record<string, SidebarItem[]> {
  const versions = readJsonFiles(path.join(docsContentDir(), 'p'))
    .map((data) => (isRecord(data) && isRecord(data.version) ? data.version : undefined))
    .filter((version) => isRecord(version?.docsSidebars));
  if (versions.length !== 1)
    throw new Error(`Expected the sidebars of one docs version, found ${versions.length}`);
  return versions[0]?.docsSidebars as Record<string, SidebarItem[]>;
}
