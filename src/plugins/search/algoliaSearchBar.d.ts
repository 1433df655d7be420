/**
 * The search theme's SearchBar by its file (aliased by ./docSearchAliases.ts); untyped, as
 * `@theme-original/*` is.
 */
declare module '@docusaurus/theme-search-algolia/lib/theme/SearchBar';
