import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';

import type { PageTrees } from '../../markdown/pageTrees';
import { blogPageSources, blogTwins, type BlogTwins } from './blogTwins';
import { COMPONENT_PRINTERS } from './componentPrinters';
import { jsxPageTwin } from './jsxPageTwin';
import { createLinkResolver, type SiteLinks } from './linkResolver';
import { markdownDocument, mdxToMarkdown } from './mdxToMarkdown';
import { sitePath } from './sitePath';
import { generatedIndexCategories, type SidebarItem } from '../shared/sidebarItems';

/**
 * Every twin of the site, from what the Docusaurus plugins loaded (permalinks, titles,
 * sidebars, tags) and the pages' source files: each doc, each generated category index and tag
 * page of the docs, the pages of src/pages (MDX, and React pages that have prose), and the
 * posts and list pages of each blog (the changelog, ./blogTwins.ts).
 */

export type TwinPage = {
  permalink: string;
  title: string;
  description: string;
  markdown: string;
  /** The doc's id for a docs page; null for generated indexes and site pages. */
  docId: string | null;
};

export type SiteTwins = {
  pages: TwinPage[];
  /** Sidebars of the docs' last version, which order llms.txt. */
  sidebars: Record<string, SidebarItem[]>;
  /** Each blog's twins (also in `pages`), a section of llms.txt each. */
  blogs: BlogTwins[];
  warnings: string[];
};

type DocsVersion = DocsContent['loadedVersions'][number];
type Doc = DocsVersion['docs'][number];

/** A module a React page imports from the site (`@site/...` or relative), read for its constants. */
function siteModuleReader(siteDir: string, pageFile: string) {
  return (specifier: string): { fileName: string; source: string } | null => {
    const base = specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(pageFile), specifier)
        : null;
    if (base === null) return null;
    const fileName = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((extension) => `${base}${extension}`)
      .find((candidate) => existsSync(candidate));
    return fileName ? { fileName, source: readFileSync(fileName, 'utf8') } : null;
  };
}

function linkLine(text: string, url: string, note: string): ListItem {
  const children: PhrasingContent[] = [
    { type: 'link', url, children: [{ type: 'text', value: text }] },
  ];
  if (note) children.push({ type: 'text', value: `: ${note}` });
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

function linkList(items: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children: items };
}

function paragraph(text: string): RootContent[] {
  return text ? [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] : [];
}

/** The source files of the pages that get a twin, for the caller to read before converting. */
export function twinSourceFiles(siteDir: string, allContent: AllContent): string[] {
  const { docs, listedPages } = loadedPages(allContent);
  return [
    ...[...docs, ...listedPages].map((page) => sitePath(siteDir, page.source)),
    ...blogPageSources(siteDir, allContent).posts.map((post) => post.source),
  ];
}

function loadedPages(allContent: AllContent) {
  const versions = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
    (content) => (content as DocsContent).loadedVersions,
  );
  const docs = versions.flatMap((version) => version.docs.filter((doc) => !doc.unlisted));
  const sitePages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
  const listedPages = sitePages.filter((page) => !(page.type === 'mdx' && page.unlisted));
  return { versions, docs, listedPages };
}

/**
 * Synchronous on purpose: the caller reads the files first, so the time spent here is this
 * plugin's own work, not other plugins' that run while a read is awaited.
 */
export function collectTwins(options: {
  siteDir: string;
  /** The site's origin (siteConfig.url); permalinks carry the base URL. */
  siteUrl: string;
  siteTitle: string;
  allContent: AllContent;
  /** Contents of every file of twinSourceFiles(). */
  sources: ReadonlyMap<string, string>;
  /** The page trees shared with the search index (src/markdown/pageTrees.ts). */
  pageTrees?: PageTrees;
}): SiteTwins {
  const { siteDir, siteUrl, allContent, pageTrees } = options;
  const readSource = (file: string): string => {
    const source = options.sources.get(file);
    if (source === undefined) throw new Error(`markdown-twins: ${file} was not read`);
    return source;
  };
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const absolute = (permalink: string) => new URL(permalink, siteUrl).href;

  const { versions, docs, listedPages } = loadedPages(allContent);

  const permalinkBySource = new Map<string, string>();
  for (const doc of docs) permalinkBySource.set(sitePath(siteDir, doc.source), doc.permalink);
  for (const page of listedPages)
    permalinkBySource.set(sitePath(siteDir, page.source), page.permalink);
  const blogPages = blogPageSources(siteDir, allContent);
  for (const post of blogPages.posts) permalinkBySource.set(post.source, post.permalink);
  const twinned = new Set<string>([
    ...docs.map((doc) => doc.permalink),
    // A React page without prose has no twin, and links to it must go to the page.
    ...listedPages
      .filter(
        (page) =>
          page.type === 'mdx' ||
          jsxPageTwin(readSource(sitePath(siteDir, page.source)), {
            sourceName: page.source,
            readModule: siteModuleReader(siteDir, sitePath(siteDir, page.source)),
            resolveLink: (url) => url,
            siteTitle: options.siteTitle,
            warn: () => undefined,
          }) !== null,
      )
      .map((page) => page.permalink),
    ...versions.flatMap((version) =>
      generatedIndexCategories(sidebarsOf(version)).map((category) => category.link.permalink),
    ),
    ...versions.flatMap((version) => tagPermalinks(version)),
    ...blogPages.posts.map((post) => post.permalink),
    ...blogPages.listPages,
  ]);
  const site: SiteLinks = { siteUrl, siteDir, permalinkBySource, twinned };
  const resolverFor = (sourceFile: string | null, permalink: string) =>
    createLinkResolver(site, { sourceFile, permalink });

  const pages: TwinPage[] = [];
  for (const doc of docs) {
    const sourceFile = sitePath(siteDir, doc.source);
    const markdown = mdxToMarkdown(
      {
        source: readSource(sourceFile),
        title: doc.title,
        canonicalUrl: absolute(doc.permalink),
        sourceName: path.relative(siteDir, sourceFile),
      },
      {
        resolveLink: resolverFor(sourceFile, doc.permalink),
        printers: COMPONENT_PRINTERS,
        warn,
        pageTrees,
      },
    );
    pages.push({
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      markdown,
      docId: doc.id,
    });
  }

  for (const version of versions) {
    const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
    const categories = generatedIndexCategories(sidebarsOf(version));
    const indexDescriptions = new Map(
      categories.map(({ link }) => [link.permalink, link.description ?? '']),
    );
    for (const category of categories) {
      const { permalink, description = '' } = category.link;
      const title = category.link.title ?? category.label;
      const resolve = resolverFor(null, permalink);
      const items = category.items.flatMap((item) =>
        sidebarEntry(item, docsById, resolve, indexDescriptions),
      );
      const body = [...paragraph(description), linkList(items)];
      pages.push({
        permalink,
        title,
        description,
        markdown: markdownDocument(title, absolute(permalink), body),
        docId: null,
      });
    }
    pages.push(...tagTwins(version, absolute, resolverFor));
  }

  for (const page of listedPages) {
    const sourceFile = sitePath(siteDir, page.source);
    const source = readSource(sourceFile);
    const resolveLink = resolverFor(sourceFile, page.permalink);
    const sourceName = path.relative(siteDir, sourceFile);
    if (page.type === 'mdx') {
      const title = page.title ?? (page.frontMatter.title as string | undefined) ?? page.permalink;
      pages.push({
        permalink: page.permalink,
        title,
        description: page.description ?? '',
        markdown: mdxToMarkdown(
          { source, title, canonicalUrl: absolute(page.permalink), sourceName },
          { resolveLink, printers: COMPONENT_PRINTERS, warn, pageTrees },
        ),
        docId: null,
      });
      continue;
    }
    const twin = jsxPageTwin(source, {
      readModule: siteModuleReader(siteDir, sourceFile),
      sourceName,
      resolveLink,
      siteTitle: options.siteTitle,
      warn,
    });
    if (twin === null) continue;
    pages.push({
      permalink: page.permalink,
      title: twin.title,
      description: twin.description,
      markdown: markdownDocument(twin.title, absolute(page.permalink), twin.body),
      docId: null,
    });
  }

  const blogs = blogTwins({
    siteDir,
    allContent,
    readSource,
    absolute,
    resolverFor,
    warn,
    pageTrees,
  });
  pages.push(...blogs.flatMap((blog) => blog.pages));

  const lastVersion = versions.find((version) => version.isLast) ?? versions[0];
  return { pages, sidebars: lastVersion ? sidebarsOf(lastVersion) : {}, blogs, warnings };
}

function sidebarsOf(version: DocsVersion): Record<string, SidebarItem[]> {
  return version.sidebars as unknown as Record<string, SidebarItem[]>;
}

/** One line of a generated index: what the category page's card shows. */
function sidebarEntry(
  item: SidebarItem,
  docsById: ReadonlyMap<string, Doc>,
  resolve: (url: string) => string,
  indexDescriptions: ReadonlyMap<string, string>,
): ListItem[] {
  if (item.type === 'doc' || item.type === 'ref') {
    const doc = docsById.get(item.id);
    if (!doc || doc.unlisted) return [];
    return [linkLine(item.label ?? doc.title, resolve(doc.permalink), doc.description)];
  }
  if (item.type === 'link')
    return [linkLine(item.label, resolve(item.href), item.description ?? '')];
  if (item.type !== 'category') return [];
  const link = item.link;
  if (link?.type === 'doc') {
    const doc = docsById.get(link.id);
    return doc ? [linkLine(item.label, resolve(doc.permalink), doc.description)] : [];
  }
  if (link?.type === 'generated-index') {
    const description = indexDescriptions.get(link.permalink) ?? '';
    return [linkLine(item.label, resolve(link.permalink), description)];
  }
  return [];
}

function tagPermalinks(version: DocsVersion): string[] {
  const tags = new Set(version.docs.flatMap((doc) => doc.tags.map((tag) => tag.permalink)));
  return tags.size === 0 ? [] : [version.tagsPath, ...tags];
}

/** The tags list and one page per tag, as the docs plugin renders them. */
function tagTwins(
  version: DocsVersion,
  absolute: (permalink: string) => string,
  resolverFor: (sourceFile: string | null, permalink: string) => (url: string) => string,
): TwinPage[] {
  const byTag = new Map<string, { label: string; description: string; docs: Doc[] }>();
  for (const doc of version.docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? {
        label: tag.label,
        description: tag.description ?? '',
        docs: [],
      };
      entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const sorted = [...byTag].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en'));
  const listResolve = resolverFor(null, version.tagsPath);
  const pages: TwinPage[] = [
    {
      permalink: version.tagsPath,
      title: 'Tags',
      description: '',
      markdown: markdownDocument('Tags', absolute(version.tagsPath), [
        linkList(
          sorted.map(([permalink, tag]) =>
            linkLine(`${tag.label} (${tag.docs.length})`, listResolve(permalink), ''),
          ),
        ),
      ]),
      docId: null,
    },
  ];
  for (const [permalink, tag] of sorted) {
    const count = tag.docs.length;
    const title = `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${tag.label}"`;
    const resolve = resolverFor(null, permalink);
    const docs = [...tag.docs].sort((a, b) => a.title.localeCompare(b.title, 'en'));
    pages.push({
      permalink,
      title,
      description: tag.description,
      markdown: markdownDocument(title, absolute(permalink), [
        ...paragraph(tag.description),
        linkList(docs.map((doc) => linkLine(doc.title, resolve(doc.permalink), doc.description))),
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: resolve(version.tagsPath),
              children: [{ type: 'text', value: 'View all tags' }],
            },
          ],
        },
      ]),
      docId: null,
    });
  }
  return pages;
}
