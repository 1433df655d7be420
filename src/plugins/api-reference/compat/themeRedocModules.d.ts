/** docusaurus-theme-redoc ships the JSX build its theme components use without types; these are its dist/ build's. */
declare module 'docusaurus-theme-redoc/dist-jsx/utils/useSpec' {
  export { useSpec } from 'docusaurus-theme-redoc/dist/utils/useSpec';
}
