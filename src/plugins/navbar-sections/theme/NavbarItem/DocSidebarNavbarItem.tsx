/**
 * Ejected from @docusaurus/theme-classic 3.10.2, lib/theme/NavbarItem/DocSidebarNavbarItem.js;
 * served by the navbar-sections plugin (../../index.ts, `getThemePath`). Policy:
 * src/theme/README.md.
 * Reason: upstream marks a `docSidebar` item active on every doc of its sidebar, including the
 * docs whose own `doc` items ("Routing API", "FAQ") stand in the same navbar. The item is active
 * while the reader is in its section, the rest of its sidebar (../../activeSection.ts), on
 * the desktop navbar and in the mobile menu alike.
 */
import React, { type ReactNode } from 'react';
import { useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';

// CUSTOM CODE
import { navbarItemKey } from '../../pluginData';
import { useActiveNavbarSection } from '../../useActiveNavbarSection';
// CUSTOM CODE END

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  // CUSTOM CODE
  const sectionActive = useActiveNavbarSection(docsPluginId) === navbarItemKey({ sidebarId });
  // CUSTOM CODE END
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      // CUSTOM CODE
      isActive={() => sectionActive}
      // CUSTOM CODE END
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
