/**
 * Stands in for theme-classic's `prism-include-languages` client module (see ./index.ts): the
 * languages are registered by ./theme/CodeBlock/HighlightedCodeBlock.tsx, where code is rendered.
 */
export {};
