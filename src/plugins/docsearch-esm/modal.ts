/**
 * The DocSearch modal for `import('@docsearch/react/modal')` (aliased here by ./index.ts).
 * DocSearch 3.9 ships one ESM file; importing it for the button and lazily for the modal made it
 * a single module, so the whole library (about 27 KB gzip) sat in main.js and the lazy import
 * saved nothing. The resource query makes this a second instance of that file: the bundler keeps
 * only the button and keyboard hook in main.js and only the modal in this lazy chunk.
 */
// @ts-expect-error -- a resource query is not a path TypeScript can resolve; same file as the types
export { DocSearchModal } from '@docsearch/react/dist/esm/index.js?docsearch-modal';
