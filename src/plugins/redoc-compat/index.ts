/**
 * Makes redocusaurus (docusaurus-theme-redoc 2.5) safe on this site (React 19, Rspack).
 *
 * 1. Prism scope. The theme registers `ProvidePlugin({ Prism: ['prismjs'] })` for the whole
 *    bundle, so every Prism language component, including the ones Docusaurus loads for
 *    `prism.additionalLanguages`, registers into the `prismjs` instance instead of the one
 *    prism-react-renderer highlights with. Server and client then highlight differently and
 *    React reports hydration error #418. We remove that global rule and give only Redoc's own
 *    imports of `prismjs/components/*` their Prism: Redoc's requests get a resource query, so
 *    they are separate module instances, and a tiny loader defines `Prism` in just those.
 * 3. Offline logo. Redoc's sidebar credit loads its logo from cdn.redoc.ly; a loader points it
 *    at a copy in static/img, so the reference makes no third-party request.
 * 2. Hydration of the server styles. On the server the theme renders Redoc's light and dark
 *    CSS into `<div class="redocusaurus-styles">`; on the client it renders that div empty,
 *    relying on React 17's tolerance of extra server nodes. React 19 treats the difference as
 *    a hydration error, so on the client we render the div with an empty
 *    `dangerouslySetInnerHTML`, which React does not hydrate into, keeping the server CSS.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const REDOC_PRISM_QUERY = '?redoc-prism';

interface ProvideLike {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
  _args?: [Record<string, unknown>];
}

function providesPrism(plugin: unknown): boolean {
  if (!plugin || typeof plugin !== 'object') return false;
  const candidate = plugin as ProvideLike;
  if (candidate.constructor.name !== 'ProvidePlugin') return false;
  const definitions = candidate.definitions ?? candidate._args?.[0] ?? {};
  return 'Prism' in definitions;
}

export default function redocCompatPlugin(_context: LoadContext): Plugin {
  return {
    name: 'redoc-compat',
    configureWebpack(config, isServer, { currentBundler }) {
      const bundler = currentBundler.instance;
      // Listed in `themes` right after docusaurus-theme-redoc, so the theme's ProvidePlugin is
      // already in the list when this runs.
      config.plugins = (config.plugins ?? []).filter((plugin) => !providesPrism(plugin));

      const plugins = [
        new bundler.NormalModuleReplacementPlugin(
          /^prismjs\/components\//,
          (resource: { request: string; context?: string }) => {
            const fromRedoc = resource.context?.split(path.sep).includes('redoc') ?? false;
            if (fromRedoc && !resource.request.includes(REDOC_PRISM_QUERY)) {
              resource.request += REDOC_PRISM_QUERY;
            }
          },
        ),
      ];
      if (!isServer) {
        plugins.push(
          new bundler.NormalModuleReplacementPlugin(
            /docusaurus-theme-redoc[\\/].*theme[\\/]Redoc[\\/]Styles/,
            path.join(__dirname, 'ClientStyles.tsx'),
          ),
        );
      }
      return {
        plugins,
        module: {
          rules: [
            {
              resourceQuery: /redoc-prism/,
              use: [{ loader: path.join(__dirname, 'definePrismLoader.js') }],
            },
            {
              test: /[\\/]redoc[\\/]bundles[\\/]redoc\.(browser\.)?lib\.js$/,
              use: [{ loader: path.join(__dirname, 'localRedocLogoLoader.js') }],
            },
          ],
        },
      };
    },
  };
}
