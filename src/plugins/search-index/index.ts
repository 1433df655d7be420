import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PageTrees } from '../../markdown/pageTrees';
import { localSearchLiteClientAlias } from '../shared/bundlePatches';
import { SEARCH_INDEX_PLUGIN_NAME, type SearchIndexGlobalData } from '../../search/pluginData';
import { defaultApiSpecRoutes } from './apiSpecRoutes';
import { buildSearchIndex } from './buildSearchIndex';
import { collectLoadedPages } from './collectLoadedPages';
import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import type { ApiSpecRoute } from './sitePages';
import { splitSearchIndex } from './splitSearchIndex';

/**
 * Local search: builds the DocSearch-shaped index of docs, product pages and API operations
 * from the loaded content (in `docusaurus start` and `build` alike), serves it as static,
 * content-hashed JSON files (a manifest and the shards the browser fetches per query, see
 * src/search/shards/format.ts) and points the theme's search page at the local client.
 */

const LITE_CLIENT_SHIM = path.resolve(__dirname, '../../search/client/algoliaLiteShim.ts');

export type SearchIndexPluginOptions = {
  /** API specs and the Redoc pages that render them; defaults to those of src/apiSpecs.ts. */
  apiSpecs?: ApiSpecRoute[];
  /** The page trees shared with the Markdown twins; without it every page is parsed here. */
  pageTrees?: PageTrees;
};

function readOptions(options: unknown): SearchIndexPluginOptions {
  if (options === undefined || options === null) return {};
  const { apiSpecs, pageTrees } = options as { apiSpecs?: unknown; pageTrees?: PageTrees };
  if (apiSpecs === undefined) return { pageTrees };
  const valid =
    Array.isArray(apiSpecs) &&
    apiSpecs.every(
      (spec: unknown) =>
        typeof (spec as ApiSpecRoute | null)?.file === 'string' &&
        typeof (spec as ApiSpecRoute).route === 'string',
    );
  if (!valid) throw new Error(`${SEARCH_INDEX_PLUGIN_NAME}: apiSpecs must be [{file, route}]`);
  return { apiSpecs: apiSpecs as ApiSpecRoute[], pageTrees };
}

export default function searchIndexPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin<unknown> {
  const { siteDir, baseUrl } = context;
  const locale = context.i18n.currentLocale;
  const options = readOptions(rawOptions);
  const apiSpecs = options.apiSpecs ?? defaultApiSpecRoutes(baseUrl);
  let assets: ReadonlyMap<string, string> = new Map();

  return {
    name: SEARCH_INDEX_PLUGIN_NAME,

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
          // The theme's search page imports the hosted lite client; give it the local one.
          alias: localSearchLiteClientAlias(LITE_CLIENT_SHIM),
        },
        plugins: isServer ? [] : [new EmitFilesPlugin(() => assets)],
      };
    },
  };
}
