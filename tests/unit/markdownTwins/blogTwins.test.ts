/**
 * The twins of a blog (the changelog, src/plugins/markdown-twins/blogTwins.ts), through
 * collectTwins as the plugin calls it: the list page lists the listed posts newest first, each
 * post is converted like a doc with its date under the URL, and links between them go to twins.
 */
import type { AllContent } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import { collectTwins } from '../../../src/plugins/markdown-twins/collectTwins';

const SITE_DIR = '/site';

function post(slug: string, title: string, date: string, body: string, unlisted = false) {
  return {
    id: slug,
    content: body,
    metadata: {
      source: `@site/changelog/${slug}.mdx`,
      permalink: `/changelog/${slug}`,
      title,
      description: `About ${title}.`,
      date: new Date(date),
      unlisted,
      tags: [],
    },
  };
}

const POSTS = [
  post(
    'routing-api-v1-4',
    'Routing API v1.4',
    '2026-11-10T09:30:00Z',
    'Live insertion.\n\n{/* truncate */}\n\n## Added\n\nSee [Stateless API v1.0](./stateless-api-v1-0.mdx) and [all releases](/changelog).\n',
  ),
  post('stateless-api-v1-0', 'Stateless API v1.0', '2026-10-01T08:00:00Z', 'First version.\n'),
  post('draft', 'A draft', '2026-09-01T08:00:00Z', 'Not yet.\n', true),
];

const ALL_CONTENT = {
  'docusaurus-plugin-content-blog': {
    changelog: {
      blogTitle: 'Changelog',
      blogDescription: 'Every API release.',
      blogSidebarTitle: 'Releases',
      blogPosts: POSTS,
      blogTags: {},
      blogTagsListPath: '/changelog/tags',
    },
  },
} as unknown as AllContent;

const twins = collectTwins({
  siteDir: SITE_DIR,
  siteUrl: 'https://docs.example.com',
  siteTitle: 'RouteKit',
  allContent: ALL_CONTENT,
  sources: new Map(POSTS.map((entry) => [`${SITE_DIR}/changelog/${entry.id}.mdx`, entry.content])),
});

describe('blog twins', () => {
  it('give the changelog a section: its list page, then its listed posts newest first', () => {
    expect(twins.blogs.map((blog) => blog.title)).toEqual(['Changelog']);
    expect(twins.blogs[0]!.pages.map((page) => page.permalink)).toEqual([
      '/changelog',
      '/changelog/routing-api-v1-4',
      '/changelog/stateless-api-v1-0',
    ]);
    expect(twins.pages.map((page) => page.permalink)).toContain('/changelog/routing-api-v1-4');
  });

  it('list every listed post on the list page with its date and description', () => {
    expect(twins.blogs[0]!.pages[0]!.markdown).toBe(
      [
        '# Changelog',
        '',
        'URL: <https://docs.example.com/changelog>',
        '',
        'Every API release.',
        '',
        '- [Routing API v1.4](https://docs.example.com/changelog/routing-api-v1-4.md): 2026-11-10. About Routing API v1.4.',
        '- [Stateless API v1.0](https://docs.example.com/changelog/stateless-api-v1-0.md): 2026-10-01. About Stateless API v1.0.',
        '',
      ].join('\n'),
    );
  });

  it('convert a post like a doc, with its date, and link other posts and the list as twins', () => {
    expect(twins.blogs[0]!.pages[1]!.markdown).toBe(
      [
        '# Routing API v1.4',
        '',
        'URL: <https://docs.example.com/changelog/routing-api-v1-4>',
        '',
        'Published 2026-11-10.',
        '',
        'Live insertion.',
        '',
        '## Added',
        '',
        'See [Stateless API v1.0](https://docs.example.com/changelog/stateless-api-v1-0.md) and [all releases](https://docs.example.com/changelog.md).',
        '',
      ].join('\n'),
    );
  });
});
