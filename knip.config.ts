import type { KnipConfig } from 'knip';

/**
 * `npx knip` in `npm test`: every imported package is declared in package.json, and no file,
 * export or dependency is left unused. Knip's Docusaurus plugin reads docusaurus.config.ts for
 * the pages, docs, sidebars, themes and plugins; the entries below are what it cannot see
 * because Docusaurus or webpack reach them by path at run time.
 */
const config: KnipConfig = {
  entry: [
    // The redirect and CSP specs on Cloudflare's runtime, run by `playwright test --config`,
    // and the script that starts that runtime (by path, from the config and scripts/test.sh).
    'playwright.pages.config.ts',
    'scripts/pages-dev.mjs',
    // The host's speed figure scripts/test.sh prints beside its step times (run by path).
    'scripts/host-speed.mjs',
    // Swizzled components, and the theme components a local plugin serves (its getThemePath):
    // Docusaurus resolves @theme/* to these by file name.
    'src/theme/**/*.{ts,tsx}',
    'src/plugins/*/theme/**/*.{ts,tsx}',
    // clientModules in docusaurus.config.ts, and the ones analytics and identity register
    // (paths, not imports).
    'src/clientModules/*.ts',
    'src/plugins/analytics/clientModule.ts',
    'src/plugins/identity/clientModule.ts',
    // Loaders, stubs and client modules the local plugins hand to webpack by absolute path.
    'src/plugins/**/*.js',
    // The Mermaid prerenderer's worker thread, started by path (src/plugins/mermaid-prerender).
    'src/plugins/mermaid-prerender/renderWorker.mjs',
    'src/plugins/code-blocks/emptyClientModule.ts',
    'src/plugins/code-blocks/serverHighlighter.ts',
    'src/plugins/search/docSearchModal.ts',
    'src/plugins/api-reference/compat/ClientStyles.tsx',
    'src/plugins/api-reference/compat/SinglePassServerRedoc.tsx',
    // The alias target of @apidevtools/json-schema-ref-parser (src/plugins/sandbox-console/index.ts).
    'src/plugins/sandbox-console/refParserStub.ts',
    // Test-only pages added with E2E_FIXTURES=true.
    'tests/fixtures/pages/*.tsx',
    // Run by path in a child process: the snippet verifier and the synchronous Redocly bundle.
    'tests/content/snippets/verify.mjs',
    'tests/support/dereferenceOpenapi.mjs',
    // The error catalogue's route components and MDX bodies (src/plugins/problem-catalogue).
    'src/plugins/problem-catalogue/components/ProblemTypePage/index.tsx',
    'src/plugins/problem-catalogue/components/ProblemCatalogue/index.tsx',
    'problems/*.mdx',
    // Reached by path only: the playground route's component (src/plugins/playground),
    // the alias target of algoliasearch/lite (src/plugins/search/bundlePatches.ts) and the
    // bench's site config.
    'src/plugins/playground/components/PlaygroundPage.tsx',
    // The overview of an API reference split by tag: a route component of
    // src/plugins/api-reference.
    'src/plugins/api-reference/OverviewPage/index.tsx',
    // The changelog (a blog plugin instance, which knip's Docusaurus plugin sees only in the
    // preset): its entries and its list page, the plugin's `blogListComponent`.
    'changelog/*.mdx',
    'src/components/ChangelogListPage/index.tsx',
    'src/search/client/algoliaLiteShim.ts',
    'scripts/bench/benchSiteConfig.ts',
    // Run by path in a child process by scripts/bench/pagefind.ts, so its memory is its own.
    'scripts/bench/ourIndexBuildChild.ts',
    // Generators run by hand (their header says when); the output is committed.
    'scripts/build-playground-*.ts',
    'scripts/build-sandbox-specs.ts',
    // The Algolia Crawler configuration: read by path (docsearch/crawlerConfig.ts) and pasted
    // into the crawler's editor.
    'docsearch/crawler.config.js',
  ],
  ignore: [
    // The bench's bare Docusaurus site: a separate site, built only by `npm run bench`.
    'bench/bare-site/**',
    // Fixture pages of the Markdown twins' tests, read as text, never imported.
    'tests/unit/markdownTwins/fixtures/**',
  ],
  ignoreDependencies: [
    // The chosen Redoc integration (DEVELOPERS.md); the site uses its theme and plugin packages.
    'redocusaurus',
    // Run as binaries from shell and Node scripts, which knip does not read: `redocly lint` and
    // `spectral lint` in scripts/lint-api.ts, `firebase emulators:exec` in
    // scripts/test-configured.sh.
    '@redocly/cli',
    '@stoplight/spectral-cli',
    // `wrangler pages dev`, started by path from scripts/pages-dev.mjs.
    'wrangler',
    // Found by folder and run by path from scripts/bench/pagefindPackage.ts (its exports hide
    // package.json from require.resolve).
    'pagefind',
    // Named in .spectral.yaml (`extends`), which Spectral resolves and knip does not read.
    '@stoplight/spectral-owasp-ruleset',
    'firebase-tools',
  ],
  // An export also used in its own file is part of that module's surface, not dead code.
  ignoreExportsUsedInFile: true,
};

export default config;
