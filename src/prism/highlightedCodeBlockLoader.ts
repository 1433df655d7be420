/**
 * The fallback way to the highlighted CodeBlock, for a page that renders a code block without
 * having imported ./provideHighlighter: a lazy chunk (see src/theme/CodeBlock).
 */
import { lazy } from 'react';

const LazyHighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

export default LazyHighlightedCodeBlock;
