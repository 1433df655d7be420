// Interim wiring so the site builds before the local search engine lands: the theme gets
// placeholder credentials and no local plugins are registered yet.
import type { PluginConfig } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';

export type HostedSearchEnv = { appId: string; apiKey: string; indexName: string } | null;

export function algoliaThemeConfig(hosted: HostedSearchEnv): ThemeConfig['algolia'] {
  return {
    appId: hosted?.appId ?? 'LOCAL',
    apiKey: hosted?.apiKey ?? 'local',
    indexName: hosted?.indexName ?? 'local',
    contextualSearch: true,
    searchPagePath: 'search',
    insights: hosted !== null,
  };
}

export function searchPlugins(_hosted: HostedSearchEnv): PluginConfig[] {
  return [];
}
