/**
 * hierarchy.lvl0 of a doc: the label of the top-level sidebar category that holds it, the way
 * the DocSearch crawler reads the active top-level sidebar item. Docs outside any category get
 * the default label. Accepts both sidebars.ts items and the docs plugin's processed sidebars.
 */

export const DEFAULT_DOCS_CATEGORY = 'Documentation';

type SidebarNode = string | Record<string, unknown>;

function docIdsIn(item: SidebarNode): string[] {
  if (typeof item === 'string') return [item];
  const ids: string[] = [];
  if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string')
    ids.push(item.id);
  const link = item.link as Record<string, unknown> | undefined;
  if (link?.type === 'doc' && typeof link.id === 'string') ids.push(link.id);
  if (Array.isArray(item.items)) ids.push(...(item.items as SidebarNode[]).flatMap(docIdsIn));
  return ids;
}

function topLevelItems(sidebar: unknown): SidebarNode[] {
  if (Array.isArray(sidebar)) return sidebar as SidebarNode[];
  // Shorthand form: { "Category label": [items] }
  if (sidebar !== null && typeof sidebar === 'object') {
    return Object.entries(sidebar as Record<string, unknown>).map(([label, items]) => ({
      type: 'category',
      label,
      items,
    }));
  }
  return [];
}

export function categoriesByDocId(sidebars: Record<string, unknown>): Map<string, string> {
  const categories = new Map<string, string>();
  for (const sidebar of Object.values(sidebars)) {
    for (const item of topLevelItems(sidebar)) {
      if (typeof item === 'string' || item.type !== 'category' || typeof item.label !== 'string') {
        continue;
      }
      for (const id of docIdsIn(item)) if (!categories.has(id)) categories.set(id, item.label);
    }
  }
  return categories;
}
