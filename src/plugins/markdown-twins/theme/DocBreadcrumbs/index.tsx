/**
 * Wraps @docusaurus/theme-classic's DocBreadcrumbs (through `@theme-init`, as `@theme-original`
 * is this copy); served by the Markdown twins plugin (../../index.ts, `getThemePath`).
 * Policy: src/theme/README.md.
 * Reason: puts the "Copy page" menu (./CopyPageMenu) in the breadcrumb row of every docs page,
 * right-aligned beside the breadcrumbs, so it takes no line of its own. The row is in the server
 * HTML with the button at its fixed height, so nothing moves when the page hydrates or the menu
 * opens. Docs without a sidebar have no breadcrumbs; the button stays.
 */
import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';

import CopyPageMenu from './CopyPageMenu';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  // The last breadcrumb is this page, at its permalink: the client router also shows a page at
  // `/docs/x/` whose permalink (and twin's base) is `/docs/x`. A doc outside any sidebar has no
  // breadcrumbs.
  const breadcrumbs = useSidebarBreadcrumbs();
  const current = breadcrumbs?.[breadcrumbs.length - 1]?.href;
  const { pathname } = useLocation();
  return (
    <div className={styles.breadcrumbRow}>
      <DocBreadcrumbs {...props} />
      <CopyPageMenu pagePath={current ?? pathname} />
    </div>
  );
}
