/**
 * Part of the CodeBlock wrapper (./index.tsx; policy: src/theme/README.md): theme-classic's
 * CodeBlock (./StableCodeBlock.tsx: `@theme-init/CodeBlock` without its remount after hydration)
 * with Prism's additional languages registered.
 * Only pages that render a code block load this module (see ./highlighterRegistry.ts), so
 * prism-react-renderer and its grammars stay out of the other pages; upstream registers the
 * languages from a client module, which puts Prism in main.js (the `lazyPrism` bundle patch,
 * ../../index.ts, removes that client module).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

import StableCodeBlock from './StableCodeBlock';

prismIncludeLanguages(Prism);

export default StableCodeBlock;
