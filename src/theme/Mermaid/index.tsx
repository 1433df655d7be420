/**
 * Wrapper around @docusaurus/theme-mermaid/lib/theme/Mermaid.
 * Reason: diagrams are rendered to SVG while the site builds (src/plugins/mermaid-prerender), so
 * a diagram page needs no Mermaid runtime and reads the same without JavaScript. The plugin
 * hands this component one SVG per colour mode; CSS shows the one that matches
 * `html[data-theme]`, which Docusaurus sets before the first paint, so switching modes neither
 * flashes nor re-renders. A diagram without SVGs (the dev server, or a build on a machine
 * without Chromium) goes to the upstream component, which loads Mermaid and renders it in the
 * browser.
 * Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /** The diagram for light mode, from the build; an accessible image (role="img", named). */
  svgLight?: string;
  svgDark?: string;
  /** `title="…"` on the fence, shown under the diagram. */
  caption?: string;
};

export default function MermaidWrapper({ svgLight, svgDark, caption, ...props }: Props): ReactNode {
  if (!svgLight || !svgDark) return <Mermaid {...props} />;
  return (
    <figure className={styles.figure}>
      <div
        className={clsx(MermaidContainerClassName, styles.diagram, styles.light)}
        dangerouslySetInnerHTML={{ __html: svgLight }}
      />
      <div
        className={clsx(MermaidContainerClassName, styles.diagram, styles.dark)}
        dangerouslySetInnerHTML={{ __html: svgDark }}
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
