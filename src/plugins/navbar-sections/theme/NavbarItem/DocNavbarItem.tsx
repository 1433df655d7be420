/**
 * Ejected from @docusaurus/theme-classic 3.10.2, lib/theme/NavbarItem/DocNavbarItem.js; served
 * by the navbar-sections plugin (../../index.ts, `getThemePath`). Policy: src/theme/README.md.
 * Reason: upstream marks a `doc` item active on every doc of the item's sidebar, and its
 * `isActive` overrides `activeBaseRegex`; with the one sidebar all doc items of the navbar were
 * active at once. The item is active while the reader is in its section
 * (../../activeSection.ts), on the desktop navbar and in the mobile menu alike.
 */
import React, { type ReactNode } from 'react';
import { useActiveDocContext, useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocNavbarItem';

// CUSTOM CODE
import { navbarItemKey } from '../../pluginData';
import { useActiveNavbarSection } from '../../useActiveNavbarSection';
// CUSTOM CODE END

export default function DocNavbarItem({
  docId,
  label: staticLabel,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  // CUSTOM CODE
  const sectionActive = useActiveNavbarSection(docsPluginId) === navbarItemKey({ docId });
  // CUSTOM CODE END

  // Draft and unlisted items are not displayed in the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) {
    return null;
  }

  return (
    <DefaultNavbarItem
      exact
      {...props}
      // CUSTOM CODE
      isActive={() => sectionActive}
      // CUSTOM CODE END
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
