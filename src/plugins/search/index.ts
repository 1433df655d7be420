import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PageTrees } from '../../markdown/pageTrees';
import { SEARCH_PLUGIN_NAME, type SearchIndexGlobalData } from '../../search/pluginData';
import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { defaultApiSpecRoutes } from './apiSpecRoutes';
import { buildSearchIndex } from './buildSearchIndex';
import { localSearchLiteClientAlias } from './bundlePatches';
import { collectLoadedPages } from './collectLoadedPages';
import { docSearchAliases } from './docSearchAliases';
import type { ApiSpecRoute } from './sitePages';
import { splitSearchIndex } from './splitSearchIndex';

/**
 * Site search, hosted or local: serves the navbar's SearchBar (./theme) in both modes, with one
 * ESM copy of DocSearch (./docSearchAliases.ts). With `localIndex`, also builds the
 * DocSearch-shaped index of docs, product pages and API operations from the loaded content (in
 * `docusaurus start` and `build` alike), serves it as static, content-hashed JSON files (a
 * manifest and the shards the browser fetches per query, see src/search/shards/format.ts) and
 * points the theme's search page at the local client.
 */

const LITE_CLIENT_SHIM = path.resolve(__dirname, '../../search/client/algoliaLiteShim.ts');

export type SearchPluginOptions = {
  /** Build and serve the local index; false when hosted DocSearch answers (default true). */
  localIndex?: boolean;
  /** API specs and the Redoc pages that render them; defaults to those of src/apiSpecs.ts. */
  apiSpecs?: ApiSpecRoute[];
  /** The page trees shared with the Markdown twins; without it every page is parsed here. */
  pageTrees?: PageTrees;
};

function readOptions(options: unknown): SearchPluginOptions {
  if (options === undefined || options === null) return {};
  const { localIndex, apiSpecs, pageTrees } = options as {
    localIndex?: unknown;
    apiSpecs?: unknown;
    pageTrees?: PageTrees;
  };
  if (localIndex !== undefined && typeof localIndex !== 'boolean') {
    throw new Error(`${SEARCH_PLUGIN_NAME}: localIndex must be true or false`);
  }
  if (apiSpecs === undefined) return { localIndex, pageTrees };
  const valid =
    Array.isArray(apiSpecs) &&
    apiSpecs.every(
      (spec: unknown) =>
        typeof (spec as ApiSpecRoute | null)?.file === 'string' &&
        typeof (spec as ApiSpecRoute).route === 'string',
    );
  if (!valid) throw new Error(`${SEARCH_PLUGIN_NAME}: apiSpecs must be [{file, route}]`);
  return { localIndex, apiSpecs: apiSpecs as ApiSpecRoute[], pageTrees };
}

/** The local index's part of the plugin: its sources, its build and its files. */
function localIndexLifecycle(
  context: LoadContext,
  options: SearchPluginOptions,
): Pick<Plugin<unknown>, 'getPathsToWatch' | 'allContentLoaded' | 'configureWebpack'> {
  const { siteDir, baseUrl } = context;
  const locale = context.i18n.currentLocale;
  const apiSpecs = options.apiSpecs ?? defaultApiSpecRoutes(baseUrl);
  let assets: ReadonlyMap<string, string> = new Map();
  return {
    getPathsToWatch() {
      return [
        ...apiSpecs.map((spec) => path.join(siteDir, spec.file)),
        path.join(siteDir, 'src/pages/**/*'),
      ];
    },

    async allContentLoaded({ allContent, actions }) {
      const pages = await collectLoadedPages({
        siteDir,
        allContent,
        apiSpecs,
        pageTrees: options.pageTrees,
      });
      const split = splitSearchIndex(buildSearchIndex(pages, { language: locale }), { locale });
      assets = new Map(
        [split.manifest, ...split.files].map((asset) => [asset.fileName, asset.contents]),
      );
      const globalData: SearchIndexGlobalData = {
        indexUrl: `${baseUrl}${split.manifest.fileName}`,
      };
      actions.setGlobalData(globalData);
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            ...docSearchAliases(),
            // The theme's search page imports the hosted lite client; give it the local one.
            ...localSearchLiteClientAlias(LITE_CLIENT_SHIM),
          },
        },
        plugins: isServer ? [] : [new EmitFilesPlugin(() => assets)],
      };
    },
  };
}

export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin<unknown> {
  const options = readOptions(rawOptions);
  const base: Plugin<unknown> = {
    name: SEARCH_PLUGIN_NAME,
    // SearchBar shadows the search theme's, which it renders (the `algoliaSearchBar` alias).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return { resolve: { alias: docSearchAliases() } };
    },
  };
  return options.localIndex === false
    ? base
    : { ...base, ...localIndexLifecycle(context, options) };
}
