/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/DocItem/Footer.
 * Reason: ends every docs page with "Was this page helpful?" (src/components/PageFeedback),
 * after the tags and the edit link. The upstream footer renders nothing on a page without
 * them; the question is asked on every page all the same.
 * Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function DocItemFooterWrapper(props: Props): ReactNode {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <Footer {...props} />
      <PageFeedback pagePath={permalink} />
    </>
  );
}
