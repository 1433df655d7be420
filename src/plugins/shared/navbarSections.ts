import { docIdsIn, generatedIndexCategories, type SidebarItem } from './sidebarItems';

/**
 * The sections of the docs that the navbar's docs entries stand for: the one rule behind the
 * sections of llms.txt (src/plugins/markdown-twins) and the navbar item the reader's page
 * highlights (src/plugins/navbar-sections). A `doc` item ("Routing API") claims the top-level
 * sidebar item that holds its doc, a category or the doc itself; a `docSidebar` item ("Learn")
 * gets the rest of its sidebar. Items claim in navbar order, so a page belongs to one section.
 */

export type NavbarItem = {
  type?: string;
  label?: string;
  sidebarId?: string;
  docId?: string;
  docsPluginId?: string;
};

export type NavbarSection = {
  item: NavbarItem;
  /** The section's docs, in sidebar order. */
  docIds: string[];
  /** The generated index pages of the section's categories. */
  categoryPermalinks: string[];
};

function categoryPermalinks(entries: readonly SidebarItem[]): string[] {
  return generatedIndexCategories({ entries: [...entries] }).map(
    (category) => category.link.permalink,
  );
}

/** The sections of the `doc` and `docSidebar` items, in navbar order. */
export function navbarSections(
  navbarItems: readonly NavbarItem[],
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): NavbarSection[] {
  const topLevel = Object.values(sidebars).flat();
  const claimedDocIds = new Set<string>();
  const claimedEntries = new Set<SidebarItem>();
  const sections: NavbarSection[] = [];
  const restOfSidebar: NavbarSection[] = [];
  for (const item of navbarItems) {
    if (item.type === 'doc' && item.docId) {
      const docId = item.docId;
      const holder = topLevel.find((entry) => docIdsIn(entry).includes(docId));
      const docIds = (holder ? docIdsIn(holder) : [docId]).filter((id) => !claimedDocIds.has(id));
      docIds.forEach((id) => claimedDocIds.add(id));
      const entries = holder && !claimedEntries.has(holder) ? [holder] : [];
      entries.forEach((entry) => claimedEntries.add(entry));
      sections.push({ item, docIds, categoryPermalinks: categoryPermalinks(entries) });
    } else if (item.type === 'docSidebar' && item.sidebarId) {
      const section: NavbarSection = { item, docIds: [], categoryPermalinks: [] };
      sections.push(section);
      restOfSidebar.push(section);
    }
  }
  // After every doc item has claimed its part, wherever it stands in the navbar.
  for (const section of restOfSidebar) {
    const entries = sidebars[section.item.sidebarId!] ?? [];
    const docIds = [...new Set(entries.flatMap(docIdsIn))];
    section.docIds = docIds.filter((id) => !claimedDocIds.has(id));
    section.categoryPermalinks = categoryPermalinks(
      entries.filter((entry) => !claimedEntries.has(entry)),
    );
  }
  return sections;
}
