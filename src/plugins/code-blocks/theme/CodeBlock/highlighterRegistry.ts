/**
 * Part of the CodeBlock wrapper (./index.tsx): where the highlighted CodeBlock is handed to it.
 * Markdown pages that contain code import ./provideHighlighter (added by
 * ../../remarkProvideHighlighter.ts), so Prism travels in those pages' route
 * chunks and is in place before they render or hydrate; pages without code never download it.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

let highlightedCodeBlock: ComponentType<Props> | undefined;

export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlightedCodeBlock = component;
}

export function getHighlightedCodeBlock(): ComponentType<Props> | undefined {
  return highlightedCodeBlock;
}
