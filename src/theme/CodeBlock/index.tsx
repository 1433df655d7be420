/**
 * Wrapped @docusaurus/theme-classic CodeBlock (through `@theme-init/CodeBlock`), replacing the
 * enhancer of @docusaurus/theme-live-codeblock.
 * Reason: the upstream enhancer imports the live editor statically, so react-live, its editor
 * and the live scope land in the chunk every MDX page shares. Here the live playground is a
 * lazy chunk fetched only by pages that contain a `live` block; every other block renders the
 * unmodified classic CodeBlock. Until the chunk arrives (and without JavaScript) a live block
 * shows its source as a plain highlighted block, so the code is always readable. The
 * `data-live-codeblock` marker lets the security-headers plugin allow code evaluation
 * ('unsafe-eval', which react-live needs) on exactly the pages that carry live blocks.
 */
/// <reference types="@docusaurus/theme-live-codeblock" />
import React, { lazy, Suspense, type ReactNode } from 'react';
import ClassicCodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & { live?: boolean };

/** The upstream rule: `live` in the fence meta and plain-text source. */
function isLiveCodeBlock(
  props: CodeBlockProps,
): props is CodeBlockProps & { children: string | undefined } {
  return (
    Boolean(props.live) && (props.children === undefined || typeof props.children === 'string')
  );
}

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  if (!isLiveCodeBlock(props)) {
    return <ClassicCodeBlock {...props} />;
  }
  return (
    <div data-live-codeblock="">
      <Suspense fallback={<ClassicCodeBlock {...props} />}>
        <LiveCodeBlock {...props} />
      </Suspense>
    </div>
  );
}
