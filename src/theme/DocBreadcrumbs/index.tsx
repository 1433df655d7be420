/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/DocBreadcrumbs.
 * Reason: puts the "Copy page" menu (src/components/CopyPageMenu) in the breadcrumb row of every
 * docs page, right-aligned beside the breadcrumbs, so it takes no line of its own. The row is
 * in the server HTML with the button at its fixed height, so nothing moves when the page
 * hydrates or the menu opens. Docs without a sidebar have no breadcrumbs; the button stays.
 * Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';

import CopyPageMenu from '@site/src/components/CopyPageMenu';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.breadcrumbRow}>
      <DocBreadcrumbs {...props} />
      <CopyPageMenu />
    </div>
  );
}
