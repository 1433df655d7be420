/**
 * theme-classic's CodeBlock with Prism's additional languages registered. Only pages that render
 * a code block load this module (see ./highlighterRegistry.ts), so prism-react-renderer and its
 * grammars stay out of the other pages; before, theme-classic registered the languages from a
 * client module and Prism sat in main.js (see src/plugins/lazy-prism).
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ClassicCodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default ClassicCodeBlock as ComponentType<Props>;
