/** Request tabs are synced site-wide, so every <Tabs> shares one groupId and one value set. */
import { jsxAttribute, jsxElements, type Page } from '../../support/mdx';
import type { Offence } from './offence';

export const TABS_GROUP_ID = 'api-language';
export const TAB_VALUES = new Set(['curl', 'javascript', 'python']);

export function checkTabs(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  for (const tabs of jsxElements(page.tree, 'Tabs')) {
    const line = tabs.position?.start.line;
    const groupId = jsxAttribute(tabs, 'groupId');
    if (groupId !== TABS_GROUP_ID)
      offences.push({ file: page.file, line, message: `<Tabs> needs groupId="${TABS_GROUP_ID}"` });
    for (const item of jsxElements({ type: 'root', children: [tabs] }, 'TabItem')) {
      const value = jsxAttribute(item, 'value');
      if (typeof value !== 'string' || !TAB_VALUES.has(value))
        offences.push({
          file: page.file,
          line: item.position?.start.line,
          message: `<TabItem value=${JSON.stringify(value ?? null)}>: use one of ${[...TAB_VALUES].join(', ')}`,
        });
    }
  }
  return offences;
}
