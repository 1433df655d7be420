/** `@theme/TryIt`, served by this plugin's theme (./TryIt). */
declare module '@theme/TryIt' {
  export { insertTryItButtons, useTryIt } from '@site/src/plugins/sandbox-console/TryItLauncher';
  export { TRY_IT_ATTRIBUTE } from '@site/src/plugins/sandbox-console/tryItAttribute';
}
