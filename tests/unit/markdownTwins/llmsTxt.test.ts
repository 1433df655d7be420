/**
 * llms.txt and llms-full.txt (src/plugins/markdown-twins/llmsTxt.ts): llmstxt.org's layout,
 * sections in navbar order holding the docs in sidebar order, a section per blog, and the API
 * specifications.
 */
import { describe, expect, it } from 'vitest';

import type { TwinPage } from '../../../src/plugins/markdown-twins/collectTwins';
import { llmsFiles, llmsSections } from '../../../src/plugins/markdown-twins/llmsTxt';
import type { SidebarItem } from '../../../src/plugins/shared/sidebarItems';

const SIDEBARS: Record<string, SidebarItem[]> = {
  tutorialSidebar: [
    { type: 'doc', id: 'intro' },
    {
      type: 'category',
      label: 'Getting started',
      items: [
        { type: 'doc', id: 'quickstart/auth' },
        { type: 'doc', id: 'quickstart/datamodel' },
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      link: { type: 'generated-index', permalink: '/docs/category/concepts' },
      items: [{ type: 'doc', id: 'concepts/depot' }],
    },
    { type: 'category', label: 'Routing API', items: [{ type: 'doc', id: 'routing' }] },
    { type: 'doc', id: 'faq/faq' },
  ],
};

const NAVBAR = [
  { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Learn' },
  { type: 'doc', docId: 'routing', label: 'Routing API' },
  { type: 'doc', docId: 'quickstart/datamodel', label: 'Integration API' },
  { to: '/api-portal', label: 'Reference' },
  { type: 'doc', docId: 'faq/faq', label: 'FAQ' },
];

function twin(docId: string, permalink: string, description = ''): TwinPage {
  const title = docId.split('/').pop()!;
  return { docId, permalink, title, description, markdown: `# ${title}\n\nBody of ${docId}.\n` };
}

/** A page of a blog: no doc id, so only a blog section can list it. */
function blogPage(permalink: string, title: string, description: string): TwinPage {
  return {
    docId: null,
    permalink,
    title,
    description,
    markdown: `# ${title}\n\nBody of ${permalink}.\n`,
  };
}

const CHANGELOG = {
  title: 'Changelog',
  pages: [
    blogPage('/changelog', 'Changelog', 'Every API release.'),
    blogPage('/changelog/routing-api-v1-4', 'Routing API v1.4', 'Live insertion.'),
  ],
};

const TWINS = [
  twin('intro', '/docs/intro', 'What the service does.'),
  twin('quickstart/auth', '/docs/quickstart/auth', 'Tokens,\n  scopes.'),
  twin('quickstart/datamodel', '/docs/quickstart/datamodel'),
  twin('concepts/depot', '/docs/concepts/depot', 'Where vehicles start.'),
  twin('routing', '/docs/routing'),
  twin('faq/faq', '/docs/faq/'),
];

describe('llms.txt sections', () => {
  it('follow the navbar; a doc item claims the top-level sidebar item that holds its doc', () => {
    expect(llmsSections(NAVBAR, SIDEBARS)).toEqual([
      { label: 'Learn', docIds: ['intro', 'concepts/depot'] },
      { label: 'Routing API', docIds: ['routing'] },
      { label: 'Integration API', docIds: ['quickstart/auth', 'quickstart/datamodel'] },
      { label: 'FAQ', docIds: ['faq/faq'] },
    ]);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const { llmsTxt, llmsFullTxt } = llmsFiles({
    siteTitle: 'RouteKit',
    summary: 'RouteKit plans\ndelivery routes.',
    siteUrl: 'https://docs.example.com',
    baseUrl: '/',
    sections: llmsSections(NAVBAR, SIDEBARS),
    twins: [...TWINS, ...CHANGELOG.pages],
    blogs: [CHANGELOG],
    specs: [{ id: 'routing', title: 'Routing API', summary: 'Optimize projects.' }],
  });

  it('has the llmstxt.org layout: title, summary quote, sections of twin links', () => {
    expect(llmsTxt).toBe(
      [
        '# RouteKit',
        '',
        '> RouteKit plans delivery routes.',
        '',
        '## Learn',
        '',
        '- [intro](https://docs.example.com/docs/intro.md): What the service does.',
        '- [depot](https://docs.example.com/docs/concepts/depot.md): Where vehicles start.',
        '',
        '## Routing API',
        '',
        '- [routing](https://docs.example.com/docs/routing.md)',
        '',
        '## Integration API',
        '',
        '- [auth](https://docs.example.com/docs/quickstart/auth.md): Tokens, scopes.',
        '- [datamodel](https://docs.example.com/docs/quickstart/datamodel.md)',
        '',
        '## FAQ',
        '',
        '- [faq](https://docs.example.com/docs/faq/index.md)',
        '',
        '## Changelog',
        '',
        '- [Changelog](https://docs.example.com/changelog.md): Every API release.',
        '- [Routing API v1.4](https://docs.example.com/changelog/routing-api-v1-4.md): Live insertion.',
        '',
        '## API specifications',
        '',
        '- [Routing API (OpenAPI 3.1, YAML)](https://docs.example.com/openapi/routing.yaml): Optimize projects. Also as [JSON](https://docs.example.com/openapi/routing.json).',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt is the header, then every listed twin in the same order', () => {
    const order = [...llmsFullTxt.matchAll(/^Body of (.+)\.$/gm)].map((match) => match[1]);
    expect(order).toEqual([
      'intro',
      'concepts/depot',
      'routing',
      'quickstart/auth',
      'quickstart/datamodel',
      'faq/faq',
      '/changelog',
      '/changelog/routing-api-v1-4',
    ]);
    expect(llmsFullTxt.startsWith('# RouteKit\n\n> RouteKit plans delivery routes.\n')).toBe(true);
  });
});
