/**
 * Swizzled (wrap) docusaurus-theme-redoc Redoc.
 * Reason: names Redoc's example pickers and makes its scrolling samples keyboard-reachable
 * (see ./accessibleSamples.ts), re-applied whenever Redoc re-renders (a tab switch, an
 * expanded operation) or the layout changes, at most once per frame.
 */
import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import Redoc from '@theme-original/Redoc';

import { fixRedocSamples } from './accessibleSamples';
import styles from './styles.module.css';

export default function RedocWrapper(props: ComponentProps<typeof Redoc>): ReactNode {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          fixRedocSamples(element);
        });
      }
    };
    fixRedocSamples(element);
    const mutations = new MutationObserver(schedule);
    mutations.observe(element, { subtree: true, childList: true });
    // The wrapper has no box of its own (display: contents) for a ResizeObserver to watch.
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div ref={root} className={styles.root}>
      <Redoc {...props} />
    </div>
  );
}
