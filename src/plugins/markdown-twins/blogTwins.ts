import path from 'node:path';
import type { ListItem, PhrasingContent, RootContent } from 'mdast';
import type { AllContent } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

import type { PageTrees } from '../../markdown/pageTrees';
import type { TwinPage } from './collectTwins';
import { COMPONENT_PRINTERS } from './componentPrinters';
import { markdownDocument, mdxToMarkdown } from './mdxToMarkdown';
import { sitePath } from './sitePath';

/**
 * The twins of every blog instance (the changelog is one): each listed post, converted from its
 * MDX like a doc with its publication date under the URL, and the list page, which lists every
 * post (one twin even where the blog pages its list) newest first, with dates and descriptions.
 * Tag pages get none: every post is on the list page already.
 */

/** A blog instance's twins: its list page first, then its posts in the list's order. */
export type BlogTwins = { title: string; pages: TwinPage[] };

export type BlogPageSources = {
  /** Absolute source file -> permalink of each listed post. */
  posts: { source: string; permalink: string }[];
  /** Permalink of each blog's list page. */
  listPages: string[];
};

function blogInstances(allContent: AllContent): BlogContent[] {
  return Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[];
}

/** Newest first, as the plugin sorts them and the list page shows them. */
function listedPosts(blog: BlogContent) {
  return blog.blogPosts.filter((post) => !post.metadata.unlisted);
}

/**
 * The loaded content does not name the blog's base URL; the tags list sits one segment under
 * it (`tagsBasePath`, by default `tags`). The build test that resolves every link of llms.txt
 * fails if that ever stops holding.
 */
function listPagePermalink(blog: BlogContent): string {
  return path.posix.dirname(blog.blogTagsListPath);
}

/** What the twins link and read: each listed post's file and permalink, and the list pages. */
export function blogPageSources(siteDir: string, allContent: AllContent): BlogPageSources {
  const blogs = blogInstances(allContent);
  return {
    posts: blogs.flatMap((blog) =>
      listedPosts(blog).map((post) => ({
        source: sitePath(siteDir, post.metadata.source),
        permalink: post.metadata.permalink,
      })),
    ),
    listPages: blogs.filter((blog) => listedPosts(blog).length > 0).map(listPagePermalink),
  };
}

/** `2026-11-10`: the date a tool reads without guessing a locale. */
function isoDate(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

export function blogTwins(options: {
  siteDir: string;
  allContent: AllContent;
  readSource: (file: string) => string;
  absolute: (permalink: string) => string;
  resolverFor: (sourceFile: string | null, permalink: string) => (url: string) => string;
  warn: (message: string) => void;
  pageTrees?: PageTrees;
}): BlogTwins[] {
  const { siteDir, absolute, resolverFor, warn, pageTrees } = options;
  return blogInstances(options.allContent).flatMap((blog) => {
    const posts = listedPosts(blog);
    if (posts.length === 0) return [];
    const listPermalink = listPagePermalink(blog);
    const resolveInList = resolverFor(null, listPermalink);
    const entries = posts.map(({ metadata }): ListItem => {
      const { title, permalink, date, description } = metadata;
      const children: PhrasingContent[] = [
        { type: 'link', url: resolveInList(permalink), children: [{ type: 'text', value: title }] },
        { type: 'text', value: `: ${isoDate(date)}. ${description}`.trimEnd() },
      ];
      return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
    });
    const listPage: TwinPage = {
      permalink: listPermalink,
      title: blog.blogTitle,
      description: blog.blogDescription,
      markdown: markdownDocument(blog.blogTitle, absolute(listPermalink), [
        ...paragraphOf(blog.blogDescription),
        { type: 'list', ordered: false, spread: false, children: entries },
      ]),
      docId: null,
    };

    const postPages = posts.map(({ metadata }): TwinPage => {
      const { title, permalink, date, description, source } = metadata;
      const sourceFile = sitePath(siteDir, source);
      return {
        permalink,
        title,
        description,
        markdown: mdxToMarkdown(
          {
            source: options.readSource(sourceFile),
            title,
            canonicalUrl: absolute(permalink),
            sourceName: path.relative(siteDir, sourceFile),
            lead: `Published ${isoDate(date)}.`,
          },
          {
            resolveLink: resolverFor(sourceFile, permalink),
            printers: COMPONENT_PRINTERS,
            warn,
            pageTrees,
          },
        ),
        docId: null,
      };
    });
    return [{ title: blog.blogTitle, pages: [listPage, ...postPages] }];
  });
}

function paragraphOf(text: string): RootContent[] {
  return text ? [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] : [];
}
