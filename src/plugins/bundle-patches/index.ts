/**
 * The bundle patches: their list (./catalogue.ts, which the local plugins applying them read)
 * and, as this folder's Docusaurus plugin, the patches that take bytes out of main.js
 * (./mainBundlePlugin.ts).
 */
export { BUNDLE_PATCHES, localSearchLiteClientAlias, type BundlePatch } from './catalogue';
export { default } from './mainBundlePlugin';
