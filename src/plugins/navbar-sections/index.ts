import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { navbarSections, type NavbarItem } from '../shared/navbarSections';
import type { SidebarItem } from '../shared/sidebarItems';
import {
  NAVBAR_SECTIONS_PLUGIN_NAME,
  navbarItemKey,
  type NavbarSectionsGlobalData,
  type SectionPages,
} from './pluginData';

/**
 * Navbar sections: hands the browser, per docs version, which pages each `doc` and `docSidebar`
 * item of the navbar stands for (src/plugins/shared/navbarSections.ts), so that the navbar
 * highlights the one item whose section holds the reader's page. The docs plugin's own rule
 * highlights every item whose doc shares the reader's sidebar, which with one sidebar is all of
 * them, and the navbar cannot read the sidebar's categories: it renders outside the docs routes.
 * Serves the two navbar items that read them (./theme/NavbarItem, through `getThemePath`).
 */

type NavbarEntry = NavbarItem & { items?: NavbarEntry[] };

/** The navbar's items, those of its dropdowns in their place. */
function flatItems(items: readonly NavbarEntry[]): NavbarItem[] {
  return items.flatMap((item) => (item.type === 'dropdown' ? flatItems(item.items ?? []) : [item]));
}

function sectionPages(
  navbarItems: readonly NavbarItem[],
  sidebars: Record<string, SidebarItem[]>,
): SectionPages[] {
  const sections = navbarSections(navbarItems, sidebars).map(
    ({ item, docIds, categoryPermalinks }): SectionPages =>
      item.type === 'doc'
        ? { key: navbarItemKey(item), categoryPermalinks, docIds }
        : { key: navbarItemKey(item), categoryPermalinks, restOfSidebar: item.sidebarId! },
  );
  // A sidebar item's section is what the doc items left, so the browser must ask them first.
  return [
    ...sections.filter((section) => 'docIds' in section),
    ...sections.filter((section) => !('docIds' in section)),
  ];
}

export default function navbarSectionsPlugin(context: LoadContext): Plugin {
  return {
    name: NAVBAR_SECTIONS_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    allContentLoaded({ allContent, actions }) {
      const navbar = (context.siteConfig.themeConfig.navbar ?? {}) as { items?: NavbarEntry[] };
      const navbarItems = flatItems(navbar.items ?? []);
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        DocsContent
      >;
      const data: NavbarSectionsGlobalData = {};
      for (const [pluginId, content] of Object.entries(docsInstances)) {
        const items = navbarItems.filter((item) => (item.docsPluginId ?? 'default') === pluginId);
        data[pluginId] = Object.fromEntries(
          content.loadedVersions.map((version) => [
            version.versionName,
            sectionPages(items, version.sidebars as unknown as Record<string, SidebarItem[]>),
          ]),
        );
      }
      actions.setGlobalData(data);
    },
  };
}
