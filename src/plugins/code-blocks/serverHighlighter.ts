/**
 * A client module that is empty in the browser and, in the server build only, aliased to
 * ./theme/CodeBlock/provideHighlighter (see ./index.ts). Docusaurus builds the server bundle
 * without splitChunks, so each page chunk that imports the provider (every page with code)
 * carried its own copy of Prism and the highlighted CodeBlock, which grows the server bundle with
 * every page (bench/README.md, "Scale"). In the server entry it is there
 * once, and the page chunks, whose parent holds it, leave it out.
 */
export {};
