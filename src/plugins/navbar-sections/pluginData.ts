/**
 * What the navbar sections plugin hands to the browser through Docusaurus global data. Shared
 * by the plugin (node) and the navbar items (browser) so the two cannot drift apart.
 */
export const NAVBAR_SECTIONS_PLUGIN_NAME = 'navbar-sections';

/**
 * One navbar item's section in one docs version. A `doc` item's section lists its docs; a
 * `docSidebar` item's is the rest of its sidebar, which only the reader's doc can tell (the
 * docs plugin's global data names each doc's sidebar), so its docs are not shipped.
 */
export type SectionPages = {
  /** The navbar item's key (navbarItemKey). */
  key: string;
  /** Generated index pages of its categories, with the base URL. */
  categoryPermalinks: string[];
} & ({ docIds: string[] } | { restOfSidebar: string });

/** Sections by docs plugin id, then by version name; earlier sections claim first. */
export type NavbarSectionsGlobalData = Record<string, Record<string, SectionPages[]>>;

/** Names a navbar item by what it opens, the same on the server and in the browser. */
export function navbarItemKey(item: { docId?: string; sidebarId?: string }): string {
  return item.docId !== undefined ? `doc:${item.docId}` : `sidebar:${item.sidebarId ?? ''}`;
}
