import { useEffect } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';

import { MAX_QUERY_LENGTH, limitQuery } from '@site/src/search/queryLimits';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Keeps the search page's `q` within the modal's 64 characters, whether it arrives in a link or
 * is typed into the page's input (which has no maxLength upstream). Replaces the history entry,
 * so the page reads the shortened query and Back does not return to the long one.
 */
export function useSearchPageQueryGuard(): void {
  const location = useLocation();
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  const {
    algolia: { searchPagePath },
  } = useAlgoliaThemeConfig();
  const searchPage = searchPagePath ? withoutTrailingSlash(withBaseUrl(searchPagePath)) : null;

  useEffect(() => {
    if (searchPage === null || withoutTrailingSlash(location.pathname) !== searchPage) return;
    const params = new URLSearchParams(location.search);
    const query = params.get('q');
    if (query === null || query.length <= MAX_QUERY_LENGTH) return;
    params.set('q', limitQuery(query));
    history.replace({ ...location, search: `?${params.toString()}` });
  }, [history, location, searchPage]);
}
