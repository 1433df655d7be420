/**
 * Patches that take out of main.js, the bundle every page loads, what no page's browser code
 * needs there. Each is an entry of `BUNDLE_PATCHES` (src/plugins/shared/bundlePatches.ts) with
 * its upstream files and the bytes it saves:
 * - `clientRegistryModuleNames`: the chunk registry's module paths, read only on the server;
 * - `clientSiteConfig`: the site config's build-only keys;
 * - `utilsCommonTslib`: all of tslib, for one helper;
 * - `lazyProgressBar`: nprogress, now loaded by src/clientModules/progressBar.ts with the first
 *   navigation to another path.
 * The first three touch only the browser bundle: the server's render must keep what it reads.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { escapeRegexp } from '@docusaurus/utils';

import { BUNDLE_PATCHES } from '../shared/bundlePatches';
import { upstreamFilePath } from '../shared/upstreamFiles';

/** Site config keys that only the build reads (Docusaurus 3.10's `DocusaurusConfig`). */
const BUILD_ONLY_SITE_CONFIG_KEYS = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'markdown',
  'staticDirectories',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const local = (file: string) => path.join(__dirname, file);

function exactly(file: string): RegExp {
  return new RegExp(`^${escapeRegexp(file)}$`);
}

export default function bundlePatchesPlugin(context: LoadContext): Plugin {
  const { generatedFilesDir } = context;
  // theme-classic lists its client module without the extension; match either spelling.
  const progressBarModule = upstreamFilePath(
    BUNDLE_PATCHES.lazyProgressBar.upstream.clientModule.file,
  ).replace(/\.js$/, '');
  const emptyClientModule = local('emptyClientModule.js');
  const utilsCommonEntry = upstreamFilePath(BUNDLE_PATCHES.utilsCommonTslib.upstream.entry.file);
  return {
    name: 'bundle-patches',
    configureWebpack(_config, isServer) {
      const alias = {
        [`${progressBarModule}$`]: emptyClientModule,
        [`${progressBarModule}.js$`]: emptyClientModule,
      };
      if (isServer) return { resolve: { alias } };
      return {
        resolve: { alias },
        module: {
          rules: [
            {
              test: exactly(path.join(generatedFilesDir, 'registry.js')),
              use: [{ loader: local('registryModuleNamesLoader.js') }],
            },
            {
              test: exactly(path.join(generatedFilesDir, 'docusaurus.config.mjs')),
              use: [
                {
                  loader: local('clientSiteConfigLoader.js'),
                  options: { buildOnlyKeys: BUILD_ONLY_SITE_CONFIG_KEYS },
                },
              ],
            },
            {
              test: exactly(utilsCommonEntry),
              resolve: { alias: { tslib$: local('utilsCommonTslib.js') } },
            },
          ],
        },
      };
    },
  };
}
