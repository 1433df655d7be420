/**
 * The console's Run button for curl blocks as a theme component, `@theme/RunCurlButton`: how the
 * code blocks' CodeBlock wrapper (another plugin) reaches it, through Docusaurus' theme aliases
 * rather than this folder's files.
 */
export { default, isRunnableCurlBlock } from '../../RunCurlButton';
