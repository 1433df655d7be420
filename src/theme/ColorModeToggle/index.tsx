/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/ColorModeToggle.
 * Reason: the upstream label only names the current mode ("currently light mode"); a screen
 * reader user should also hear what pressing the button does. The site cycles light <-> dark
 * only (respectPrefersColorScheme is false), so the next mode is always the other one.
 * Policy: src/theme/README.md.
 */
import React, { useLayoutEffect, useRef, type ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';

import { colorModeToggleLabel } from './label';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const label = colorModeToggleLabel(props.value);

  // The upstream button renders its own aria-label and title, and React may write them
  // again when the button re-renders (for instance when it becomes enabled after
  // hydration). We apply ours after every commit and re-apply it if the attributes change.
  useLayoutEffect(() => {
    const button = container.current?.querySelector('button');
    if (!button) return undefined;
    const apply = () => {
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      if (button.getAttribute('title') !== label) button.setAttribute('title', label);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(button, { attributes: true, attributeFilter: ['aria-label', 'title'] });
    return () => observer.disconnect();
  }, [label]);

  return (
    // A <div>, not a <span>: the upstream toggle is a <div>, which a <span> may not contain.
    <div ref={container} className={styles.contents}>
      <ColorModeToggle {...props} />
    </div>
  );
}
