/** `@theme/RunCurlButton`, served by this plugin's theme (./RunCurlButton). */
declare module '@theme/RunCurlButton' {
  export { default, isRunnableCurlBlock } from '@site/src/plugins/sandbox-console/RunCurlButton';
}
