/**
 * Wrapper around @docusaurus/theme-mermaid/lib/theme/Mermaid, served by the mermaid-prerender
 * plugin (listed after theme-mermaid, so it shadows that theme's).
 * Reason: diagrams are rendered to SVG while the site builds (../../index.ts), so
 * a diagram page needs no Mermaid runtime and reads the same without JavaScript. The plugin
 * hands this component one SVG per colour mode; CSS shows the one that matches
 * `html[data-theme]`, which Docusaurus sets before the first paint, so switching modes neither
 * flashes nor re-renders. The SVGs are in the static HTML but not in the page's JavaScript: in
 * the browser the props are the URLs of the SVG files, fetched only after a client-side
 * navigation (./usePrerenderedSvg.ts). A diagram without SVGs (the dev server, or a build on a
 * machine without Chromium), or whose file cannot be fetched, goes to the upstream component,
 * which loads Mermaid and renders it in the browser.
 * Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
// theme-mermaid's component by its file (the package exports it): from a plugin's theme
// `@theme-original/Mermaid` is this wrapper itself, and `@theme-init/Mermaid` is theme-classic's
// empty placeholder, so diagrams without SVGs would render nothing.
import Mermaid from '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';

import { usePrerenderedSvg } from './usePrerenderedSvg';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /**
   * The diagram for light mode, an accessible image (role="img", named): its SVG markup in the
   * server bundle, the URL of its SVG file in the browser's.
   */
  svgLight?: string;
  svgDark?: string;
  /** `title="…"` on the fence, shown under the diagram. */
  caption?: string;
};

function PrerenderedDiagram({
  svgLight,
  svgDark,
  caption,
  value,
}: Required<Pick<Props, 'svgLight' | 'svgDark' | 'value'>> & Pick<Props, 'caption'>): ReactNode {
  const light = usePrerenderedSvg(svgLight);
  const dark = usePrerenderedSvg(svgDark);
  if (light.failed || dark.failed) return <Mermaid value={value} />;
  return (
    <figure className={styles.figure}>
      {[
        { svg: light, mode: styles.light },
        { svg: dark, mode: styles.dark },
      ].map(({ svg, mode }) => (
        <div
          key={mode}
          ref={svg.ref}
          className={clsx(MermaidContainerClassName, styles.diagram, mode)}
          dangerouslySetInnerHTML={{ __html: svg.markup }}
          // The browser renders no markup where the server's SVG is already in the page.
          suppressHydrationWarning
        />
      ))}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

export default function MermaidWrapper({ svgLight, svgDark, caption, ...props }: Props): ReactNode {
  if (!svgLight || !svgDark) return <Mermaid {...props} />;
  return (
    <PrerenderedDiagram
      svgLight={svgLight}
      svgDark={svgDark}
      caption={caption}
      value={props.value}
    />
  );
}
