/**
 * The rule that gives each docs entry of the navbar its pages (src/plugins/shared/navbarSections.ts):
 * a `doc` item claims the top-level sidebar entry holding its doc, a `docSidebar` item the rest,
 * whatever the items' order; generated category pages go with the entry that holds them.
 */
import { describe, expect, it } from 'vitest';

import { navbarSections } from '../../../src/plugins/shared/navbarSections';
import type { SidebarItem } from '../../../src/plugins/shared/sidebarItems';

const doc = (id: string): SidebarItem => ({ type: 'doc', id });
const indexLink = (permalink: string) => ({ type: 'generated-index' as const, permalink });

const SIDEBARS: Record<string, SidebarItem[]> = {
  tutorialSidebar: [
    doc('intro'),
    {
      type: 'category',
      label: 'Concepts',
      link: indexLink('/docs/category/concepts'),
      items: [doc('concepts/depot')],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: indexLink('/docs/category/integrations'),
      items: [doc('integration/orders'), doc('integration/pod')],
    },
    doc('faq/faq'),
  ],
};

const summary = (items: Parameters<typeof navbarSections>[0]) =>
  navbarSections(items, SIDEBARS).map(({ item, docIds, categoryPermalinks }) => ({
    label: item.label,
    docIds,
    categoryPermalinks,
  }));

describe('navbarSections', () => {
  it('gives a doc item its whole top-level entry and the sidebar item the rest', () => {
    expect(
      summary([
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Learn' },
        { type: 'doc', docId: 'integration/pod', label: 'Integration' },
        { type: 'doc', docId: 'faq/faq', label: 'FAQ' },
        { type: 'doc', docId: 'unlisted', label: 'Unlisted' },
      ]),
    ).toEqual([
      {
        label: 'Learn',
        docIds: ['intro', 'concepts/depot'],
        categoryPermalinks: ['/docs/category/concepts'],
      },
      {
        label: 'Integration',
        docIds: ['integration/orders', 'integration/pod'],
        categoryPermalinks: ['/docs/category/integrations'],
      },
      { label: 'FAQ', docIds: ['faq/faq'], categoryPermalinks: [] },
      { label: 'Unlisted', docIds: ['unlisted'], categoryPermalinks: [] },
    ]);
  });

  it('lets the first of two doc items into one entry claim it', () => {
    expect(
      summary([
        { type: 'doc', docId: 'integration/orders', label: 'Orders' },
        { type: 'doc', docId: 'integration/pod', label: 'Proof' },
      ]),
    ).toEqual([
      {
        label: 'Orders',
        docIds: ['integration/orders', 'integration/pod'],
        categoryPermalinks: ['/docs/category/integrations'],
      },
      { label: 'Proof', docIds: [], categoryPermalinks: [] },
    ]);
  });
});
