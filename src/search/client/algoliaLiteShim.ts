import { getBrowserSearchClient } from './browserSearchClient';

/**
 * Stands in for `algoliasearch/lite` in local mode (webpack alias set by the search index
 * plugin), so the theme's unmodified search page queries the local index. The credentials the
 * page passes are placeholders and are ignored.
 */
export function liteClient(_appId: string, _apiKey: string) {
  return getBrowserSearchClient();
}
