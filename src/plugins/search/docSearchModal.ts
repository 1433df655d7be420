/**
 * The DocSearch modal for `import('@docsearch/react/modal')` (aliased by ./docSearchAliases.ts; the
 * `docSearchLazyModal` bundle patch). DocSearch 3.9 ships one ESM file; importing it for the
 * button and lazily for the modal made it a single module, so the whole library sat in main.js
 * and the lazy import saved nothing. The resource query makes this a second instance of that
 * file: the bundler keeps only the button and keyboard hook in main.js and only the modal in
 * this lazy chunk. The path is the registry's `esmEntry` (an import cannot read it from there;
 * should it move, this import fails the build).
 */
// @ts-expect-error -- a resource query is not a path TypeScript can resolve; same file as the types
export { DocSearchModal } from '@docsearch/react/dist/esm/index.js?docsearch-modal';
