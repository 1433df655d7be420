/**
 * The docs plugin's processed sidebars, read as far as the Markdown twins and the navbar's
 * sections need them: the docs in sidebar order and the items of a generated-index category.
 */

export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'link'; href: string; label: string; description?: string }
  | { type: 'html' }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: { type: 'doc'; id: string } | GeneratedIndexLink;
    };

export type GeneratedIndexLink = {
  type: 'generated-index';
  permalink: string;
  title?: string;
  description?: string;
};

type Category = Extract<SidebarItem, { type: 'category' }>;

/** Every category with a generated index page, in sidebar order. */
export function generatedIndexCategories(
  sidebars: Readonly<Record<string, SidebarItem[]>>,
): (Category & { link: GeneratedIndexLink })[] {
  const found: (Category & { link: GeneratedIndexLink })[] = [];
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') found.push({ ...item, link: item.link });
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar);
  return found;
}

/** Doc ids under an item, in sidebar order: a category's linked doc first, then its items. */
export function docIdsIn(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type !== 'category') return [];
  const own = item.link?.type === 'doc' ? [item.link.id] : [];
  return [...own, ...item.items.flatMap(docIdsIn)];
}
