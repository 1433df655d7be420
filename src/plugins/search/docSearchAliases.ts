/**
 * The `docSearchSingleCopy` and `docSearchLazyModal` bundle patches (their upstream files and
 * their bytes: ./bundlePatches.ts). The search theme aliases the v4-style entry points
 * (`@docsearch/react/useDocSearchKeyboardEvents`, `/version`, `/useTheme`) to
 * `require.resolve('@docsearch/react')`, which is the UMD build, while `@docsearch/react/button`
 * and `/modal` import the ESM build: every page shipped both. Pointing the aliases at the ESM
 * build leaves one copy, and `/modal` gets its own instance of that file (./docSearchModal.ts)
 * so the modal stays in a lazy chunk. Plugins run after the preset's themes, so these aliases
 * win. And the search theme's SearchBar gets an import path (`algoliaSearchBar`).
 */
import path from 'node:path';

import { upstreamFilePath } from '../shared/upstreamFiles';
import { SEARCH_BUNDLE_PATCHES } from './bundlePatches';

export function docSearchAliases(): Record<string, string> {
  const { themeAliases, esmEntry } = SEARCH_BUNDLE_PATCHES.docSearchSingleCopy.upstream;
  const esmEntryPath = upstreamFilePath(esmEntry.file);
  const [modalRequest] = SEARCH_BUNDLE_PATCHES.docSearchLazyModal.upstream.searchBar.requests;
  return {
    ...Object.fromEntries(themeAliases.contains.map((entry) => [entry, esmEntryPath])),
    [`${modalRequest}$`]: path.join(__dirname, 'docSearchModal.ts'),
    ...algoliaSearchBarAlias(),
  };
}

/** The import path of the search theme's SearchBar (`algoliaSearchBar`), see ./algoliaSearchBar.d.ts. */
const ALGOLIA_SEARCH_BAR = '@docusaurus/theme-search-algolia/lib/theme/SearchBar';

/**
 * The `algoliaSearchBar` bundle patch: the wrapper in ./theme/SearchBar imports the search
 * theme's SearchBar by its file, which the package's `exports` hide from the bundler.
 */
function algoliaSearchBarAlias(): Record<string, string> {
  const { file } = SEARCH_BUNDLE_PATCHES.algoliaSearchBar.upstream.searchBar;
  return { [`${ALGOLIA_SEARCH_BAR}$`]: upstreamFilePath(file) };
}
