/**
 * Part of the CodeBlock wrapper (./index.tsx): imported for its effect by every Markdown page
 * that renders a code block (see ./highlighterRegistry.ts); a React page that renders
 * `@theme/CodeBlock` imports it too.
 */
import HighlightedCodeBlock from './HighlightedCodeBlock';
import { provideHighlightedCodeBlock } from './highlighterRegistry';

provideHighlightedCodeBlock(HighlightedCodeBlock);
