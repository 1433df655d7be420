/**
 * The console's Try it buttons as a theme component, `@theme/TryIt`: how the API reference's
 * Redoc wrapper (another plugin) reaches them, through Docusaurus' theme aliases rather than this
 * folder's files.
 */
export { insertTryItButtons, useTryIt } from '../../TryItLauncher';
export { TRY_IT_ATTRIBUTE } from '../../tryItAttribute';
