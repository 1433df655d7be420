/**
 * Which navbar item the reader's page highlights (src/plugins/navbar-sections/activeSection.ts):
 * the first section holding the page's doc or generated category page, or none.
 */
import { describe, expect, it } from 'vitest';

import { activeSectionKey } from '../../../src/plugins/navbar-sections/activeSection';
import type { SectionPages } from '../../../src/plugins/navbar-sections/pluginData';

const SECTIONS: SectionPages[] = [
  { key: 'doc:routing', categoryPermalinks: [], docIds: ['routing'] },
  { key: 'doc:faq/faq', categoryPermalinks: [], docIds: ['faq/faq'] },
  {
    key: 'sidebar:tutorialSidebar',
    categoryPermalinks: ['/docs/category/concepts'],
    restOfSidebar: 'tutorialSidebar',
  },
];

describe('activeSectionKey', () => {
  it('is the doc item that claims the doc, before the sidebar the doc is also in', () => {
    const page = { pathname: '/docs/routing', doc: { id: 'routing', sidebar: 'tutorialSidebar' } };
    expect(activeSectionKey(SECTIONS, page)).toBe('doc:routing');
  });

  it('is the sidebar item for the rest of its sidebar', () => {
    const page = { pathname: '/docs/intro', doc: { id: 'intro', sidebar: 'tutorialSidebar' } };
    expect(activeSectionKey(SECTIONS, page)).toBe('sidebar:tutorialSidebar');
  });

  it('knows generated category pages, with or without a trailing slash', () => {
    expect(activeSectionKey(SECTIONS, { pathname: '/docs/category/concepts/' })).toBe(
      'sidebar:tutorialSidebar',
    );
  });

  it('is null for a doc outside every sidebar and for pages outside the docs', () => {
    expect(activeSectionKey(SECTIONS, { pathname: '/docs/loose', doc: { id: 'loose' } })).toBe(
      null,
    );
    expect(activeSectionKey(SECTIONS, { pathname: '/api-portal' })).toBe(null);
  });
});
