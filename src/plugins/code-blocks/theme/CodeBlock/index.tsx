/**
 * Served by the code-blocks plugin (listed after theme-live-codeblock, so it shadows that
 * theme's CodeBlock). Wrapped @docusaurus/theme-classic CodeBlock (through `@theme-init/CodeBlock`), replacing the
 * enhancer of @docusaurus/theme-live-codeblock.
 * Reasons:
 * - The upstream enhancer imports the live editor statically, so react-live, its editor and the
 *   live scope land in the chunk every MDX page shares. Here the live playground is a lazy chunk
 *   fetched only by pages that contain a `live` block. Until it arrives (and without JavaScript)
 *   a live block shows its source as a plain highlighted block, so the code is always readable.
 *   The `data-live-codeblock` marker lets the security-headers plugin allow code evaluation
 *   ('unsafe-eval', which react-live needs) on exactly the pages that carry live blocks; a
 *   live page reached by a client-side link reloads once to get that policy
 *   (./useLiveCodeAllowed.ts).
 * - A live block asks for react-live (and, through its scope, the solver) only once it comes
 *   within LIVE_CODE_ROOT_MARGIN of the viewport, so a page whose live block is further down
 *   hydrates and paints without that work. Until then it shows ./LiveCodePlaceholder, which
 *   has the live editor's box, so the swap does not shift the page.
 * - Prism with its grammars is needed only where a code block renders (the `lazyPrism` bundle
 *   patch, ../../bundlePatches.ts, has the bytes). Pages with code provide the highlighted
 *   classic block through ./highlighterRegistry.ts, loaded with their route chunks, so it
 *   renders synchronously, on the server and in the browser alike. A page that did not provide
 *   it gets a lazy chunk behind a Suspense boundary (a safety net: it shows plain code until
 *   the chunk arrives).
 * - A shell block with a curl command to the documented hosts gets a "Run" button under it
 *   (`@theme/RunCurlButton`, served by src/plugins/sandbox-console) that runs it in the in-page sandbox; the sandbox
 *   loads only when the reader reaches for the button. `norun` in the fence meta opts out.
 * Policy: src/theme/README.md.
 */
/// <reference types="@docusaurus/theme-live-codeblock" />
import React, {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import RunCurlButton, { isRunnableCurlBlock } from '@theme/RunCurlButton';

import { useNearViewport } from '@site/src/clientModules/loadOnIntent';

import { getHighlightedCodeBlock } from './highlighterRegistry';
import LiveCodePlaceholder from './LiveCodePlaceholder';
import { useLiveCodeAllowed } from './useLiveCodeAllowed';

/**
 * How far below (or above) the viewport a live block starts loading: about a phone screen, so
 * a reader scrolling at reading speed finds it running, and a block further down costs nothing.
 */
const LIVE_CODE_ROOT_MARGIN = '800px 0px';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
/** The fallback way to the highlighted block, for a page that did not provide it. */
const LazyHighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

type CodeBlockProps = Props & { live?: boolean };

/** The upstream rule: `live` in the fence meta and plain-text source. */
function isLiveCodeBlock(
  props: CodeBlockProps,
): props is CodeBlockProps & { children: string | undefined } {
  return (
    Boolean(props.live) && (props.children === undefined || typeof props.children === 'string')
  );
}

/** The code as unstyled text, for the moment before the highlighter's chunk has loaded. */
function PlainCodeBlock({ children, className }: CodeBlockProps): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, 'theme-code-block', className)}>
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

function ClassicCodeBlock(props: CodeBlockProps): ReactNode {
  const HighlightedCodeBlock = getHighlightedCodeBlock();
  if (HighlightedCodeBlock) return <HighlightedCodeBlock {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <LazyHighlightedCodeBlock {...props} />
    </Suspense>
  );
}

/** Calls `callback` when it mounts, before the browser paints that commit. */
function OnMount({ callback }: { callback: () => void }): null {
  useLayoutEffect(callback, [callback]);
  return null;
}

/** A live block, or its source with a note where the page's policy forbids running it. */
function LiveCodeBlockUnderPolicy(
  props: CodeBlockProps & { children: string | undefined },
): ReactNode {
  const allowance = useLiveCodeAllowed();
  const [nearRef, isNear] = useNearViewport<HTMLDivElement>(LIVE_CODE_ROOT_MARGIN);
  const [isLiveShown, setLiveShown] = useState(false);
  const showLive = useCallback(() => setLiveShown(true), []);
  if (allowance !== 'allowed') {
    return (
      <>
        <ClassicCodeBlock {...props} />
        {allowance === 'blocked' && (
          <p role="note">
            This example cannot run here: the page&apos;s Content Security Policy does not allow
            evaluating code. The source above is what it would run.
          </p>
        )}
      </>
    );
  }
  const placeholder = <LiveCodePlaceholder codeBlock={<ClassicCodeBlock {...props} />} />;
  // The placeholder keeps its place in the tree while react-live loads beside it, and leaves in
  // the frame the live block appears: mounted again as a fallback it would highlight its code
  // once more. No Suspense boundary around it on the server either: React writes a large
  // boundary out of order, with an inline script the page's CSP blocks.
  return (
    <div ref={nearRef}>
      {isNear && (
        <Suspense fallback={null}>
          <LiveCodeBlock {...props} />
          <OnMount callback={showLive} />
        </Suspense>
      )}
      {!isLiveShown && placeholder}
    </div>
  );
}

/** The fence's language: the `language` prop, or MDX's `language-…` class. */
function languageOf(props: CodeBlockProps): string | undefined {
  return props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1];
}

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  if (!isLiveCodeBlock(props)) {
    const { children } = props;
    if (
      isRunnableCurlBlock(children, languageOf(props)) &&
      !/\bnorun\b/.test(props.metastring ?? '')
    )
      return (
        <>
          <ClassicCodeBlock {...props} />
          <RunCurlButton code={children} />
        </>
      );
    return <ClassicCodeBlock {...props} />;
  }
  return (
    <div data-live-codeblock="">
      <LiveCodeBlockUnderPolicy {...props} />
    </div>
  );
}
