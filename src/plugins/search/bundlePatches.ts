/**
 * The search feature's entries of the bundle-patch list (the shape and the rules:
 * src/plugins/shared/bundlePatches.ts): the places where search reaches into DocSearch's and
 * the search theme's files.
 */
import type { BundlePatch } from '../shared/bundlePatches';

export const SEARCH_BUNDLE_PATCHES = {
  docSearchSingleCopy: {
    does:
      "Points the search theme's DocSearch v4-style aliases (`@docsearch/react/version`, " +
      '`/useDocSearchKeyboardEvents`, `/useTheme`), which upstream sends to the UMD build, at ' +
      'the ESM build that `@docsearch/react/button` and `/modal` import, so one copy ships.',
    appliedBy: ['src/plugins/search/docSearchAliases.ts'],
    upstream: {
      // The entry points upstream aliases; ./docSearchAliases.ts aliases the same ones.
      themeAliases: {
        file: '@docusaurus/theme-search-algolia/lib/index.js',
        contains: [
          '@docsearch/react/version',
          '@docsearch/react/useDocSearchKeyboardEvents',
          '@docsearch/react/useTheme',
        ],
      },
      esmEntry: { file: '@docsearch/react/dist/esm/index.js' },
    },
    // Measured with the modal split (next entry) taken out too: it needs these aliases.
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 197_705, withAllPatches: 171_536 },
    },
  },
  docSearchLazyModal: {
    does:
      'Gives `import("@docsearch/react/modal")` its own instance of the ESM build (a resource ' +
      'query), so the bundler keeps only the button and keyboard hook in main.js and the modal ' +
      'in the lazy chunk; as one module the whole library sat in main.js.',
    appliedBy: ['src/plugins/search/docSearchAliases.ts', 'src/plugins/search/docSearchModal.ts'],
    upstream: {
      searchBar: {
        file: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
        requests: ['@docsearch/react/modal'],
      },
      esmEntry: { file: '@docsearch/react/dist/esm/index.js' },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 171_536, withAllPatches: 150_718 },
    },
  },
  algoliaSearchBar: {
    does:
      "Aliases the search theme's SearchBar file, which its package does not export, so the " +
      "search plugin's SearchBar wrapper can render it: from a plugin's theme, " +
      "`@theme-init/SearchBar` is theme-classic's empty placeholder and " +
      '`@theme-original/SearchBar` the wrapper itself.',
    appliedBy: [
      'src/plugins/search/docSearchAliases.ts',
      'src/plugins/search/theme/SearchBar/DocSearchBar.tsx',
    ],
    upstream: {
      searchBar: { file: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js' },
    },
    reason: {
      bug: "Without it the navbar's search is theme-classic's placeholder: no button, no modal (tests/e2e/search.spec.ts).",
    },
  },
  localSearchLiteClient: {
    does:
      "Aliases `algoliasearch/lite`, which the theme's search page imports, to the local search " +
      'client (src/search/client/algoliaLiteShim.ts) when no hosted search is configured.',
    appliedBy: ['src/plugins/search/index.ts'],
    upstream: {
      searchPage: {
        file: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
        requests: ['algoliasearch/lite'],
      },
    },
    reason: {
      bug: 'Without it /search?q=vehicle asks the hosted service (local-dsn.algolia.net) with the placeholder credentials: requests our CSP blocks, and no results instead of 15.',
    },
  },
} as const satisfies Record<string, BundlePatch>;

/** The webpack alias that gives the theme's search page the local client (`localSearchLiteClient`). */
export function localSearchLiteClientAlias(localClient: string): Record<string, string> {
  const [request] = SEARCH_BUNDLE_PATCHES.localSearchLiteClient.upstream.searchPage.requests;
  return { [`${request}$`]: localClient };
}
