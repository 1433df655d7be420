import type { ThemeConfig } from '@docusaurus/theme-search-algolia';

/**
 * The search theme's config for docusaurus.config.ts. Hosted DocSearch when all three env values
 * are set; otherwise the same modal and search page answer from the local index (this plugin's
 * `localIndex`), and the theme gets placeholder credentials that never reach the network.
 */

export type HostedSearchEnv = { appId: string; apiKey: string; indexName: string } | null;

const LOCAL_PLACEHOLDER_CREDENTIALS = {
  appId: 'LOCAL',
  apiKey: 'local-search-no-key',
  indexName: 'local',
} as const;

export function algoliaThemeConfig(hosted: HostedSearchEnv): ThemeConfig['algolia'] {
  return {
    ...(hosted ?? LOCAL_PLACEHOLDER_CREDENTIALS),
    // Results are limited to the current language and docs version.
    contextualSearch: true,
    searchPagePath: 'search',
    // Click and conversion events go to the hosted service only.
    insights: hosted !== null,
    searchParameters: {},
  };
}
