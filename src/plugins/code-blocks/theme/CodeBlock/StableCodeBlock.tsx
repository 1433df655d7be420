/**
 * Part of the CodeBlock wrapper (./index.tsx; policy: src/theme/README.md).
 * Ejected from @docusaurus/theme-classic 3.10.2, lib/theme/CodeBlock/index.js (the classic
 * CodeBlock that `@theme-init/CodeBlock` resolves to).
 * Reason: upstream keys its content with `String(useIsBrowser())`, so every code block mounts
 * a second time right after hydration: the hydrated DOM is thrown away and Prism highlights
 * every block again, which undid ./Content's reuse of the server's markup. The key was there so the Prism theme of a reader in
 * dark mode replaces the server's light one; `useColorMode()` now reports the stored mode only
 * after hydration (theme-common's colorMode.js), so the change arrives as an ordinary update,
 * and ./Content highlights again in the dark theme when it does.
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/**
 * Upstream's best attempt at plain-string children, so the block can be copied: React elements
 * stay as they are, strings are joined.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function StableCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // CUSTOM CODE: no `key={String(isBrowser)}`, so the block is not mounted twice.
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
  // CUSTOM CODE END
}
