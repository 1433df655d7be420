/**
 * Swizzled (wrap) @docusaurus/theme-classic CodeBlock/Content.
 * Reason: hydrating a code block ran Prism over its source again and rebuilt one React element
 * per token, to produce the markup the server had already sent. On a page with a lot of code
 * that was the largest piece of main-thread work after React itself (bench/README.md, "Idle
 * prefetching and code blocks that mount once").
 * So while the page hydrates, a block the server rendered keeps the server's highlighted lines:
 * this renders its <pre> with an empty `dangerouslySetInnerHTML`, which React leaves as the
 * server wrote it (attributes included), and the word-wrap and copy buttons keep working on it
 * (they read the DOM and the code block's metadata). The upstream Content renders, and Prism
 * highlights in the browser, whenever there is no server markup to keep: a block mounted after
 * hydration (a client-side navigation, a tab shown later) or one whose <pre> came back empty,
 * and from the moment the Prism theme differs from the server's (dark mode: token colours are
 * inline styles), for good.
 * Policy: src/theme/README.md.
 */
import React, {
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
// `@theme-original/CodeBlock/Content` would be this wrapper itself (a plugin's theme provides it);
// `@theme-init/CodeBlock/Content` is theme-classic's.
import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

const neverChanges = () => () => {};

/**
 * True while React hydrates this component: React reads the server snapshot then. Unlike
 * `useIsBrowser()`, which turns true once the root has hydrated, this holds for a Suspense
 * boundary that hydrates later (the live block's placeholder sits in one).
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const isHydrating = useIsHydrating();
  const prismTheme = usePrismTheme();
  const { wordWrap } = useCodeBlockContext();
  const [keepsServerMarkup, setKeepsServerMarkup] = useState(
    () => ExecutionEnvironment.canUseDOM && isHydrating,
  );
  const [serverTheme] = useState(prismTheme);
  if (keepsServerMarkup && prismTheme !== serverTheme) setKeepsServerMarkup(false);

  useLayoutEffect(() => {
    // A block the server did not render here (the client's tree differed): highlight it now.
    if (keepsServerMarkup && !wordWrap.codeBlockRef.current?.firstElementChild) {
      setKeepsServerMarkup(false);
    }
  }, [keepsServerMarkup, wordWrap.codeBlockRef]);

  if (!keepsServerMarkup) return <Content {...props} />;
  return (
    <pre
      // theme-common types this ref as React 19's `RefObject<T | null>`; @types/react 18
      // (bench/README.md "React 18") wants `RefObject<T>` for the same object.
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
