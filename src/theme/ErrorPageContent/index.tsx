/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/ErrorPageContent.
 * Reason: the fallback that the layout's error boundary shows when a page crashes keeps the
 * navbar and footer, but upstream leaves the tab title unchanged; we set `Page Error` like
 * the top-level fallback does. Title, "Try again" and the error with its causes ("Cause:")
 * come from upstream. Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
