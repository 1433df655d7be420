/**
 * Wraps @docusaurus/theme-classic's DocItem/Footer (through `@theme-init`, as `@theme-original`
 * is this copy); served by the page-feedback plugin (../../../index.ts, `getThemePath`).
 * Policy: src/theme/README.md.
 * Reason: ends every docs page with "Was this page helpful?" (../../../PageFeedback), after the
 * tags and the edit link. The upstream footer renders nothing on a page without them; the
 * question is asked on every page all the same.
 */
import React, { type ReactNode } from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '../../../PageFeedback';

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
