import { useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';

import { activeSectionKey } from './activeSection';
import { NAVBAR_SECTIONS_PLUGIN_NAME, type NavbarSectionsGlobalData } from './pluginData';

/**
 * The key (navbarItemKey) of the navbar item whose section holds the reader's page, or null
 * outside every section. Read by the `doc` and `docSidebar` navbar items (src/theme/NavbarItem).
 */
export function useActiveNavbarSection(docsPluginId: string | undefined): string | null {
  const data = usePluginData(NAVBAR_SECTIONS_PLUGIN_NAME) as NavbarSectionsGlobalData;
  const { activeVersion, activeDoc } = useActiveDocContext(docsPluginId);
  const { pathname } = useLocation();
  const sections = activeVersion ? data[docsPluginId ?? 'default']?.[activeVersion.name] : [];
  return activeSectionKey(sections ?? [], {
    pathname,
    doc: activeDoc ? { id: activeDoc.id, sidebar: activeDoc.sidebar } : undefined,
  });
}
