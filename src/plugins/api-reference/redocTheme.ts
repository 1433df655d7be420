/**
 * The API reference's theme side, listed in the site config's `themes` right after
 * docusaurus-theme-redoc: serves the Redoc wrapper (./theme, through `getThemePath`, so it
 * shadows the theme's `Redoc`) and makes redocusaurus (docusaurus-theme-redoc 2.5) safe and
 * small on this site (React 18, Rspack). Six bundle patches, each listed with its upstream files
 * and the bug or the bytes it exists for in ./bundlePatches.ts, applied from ./compat:
 *
 * - `redocPrismScope`. The theme registers `ProvidePlugin({ Prism: ['prismjs'] })` for the whole
 *   bundle, so every Prism language component, including the ones Docusaurus loads for
 *   `prism.additionalLanguages`, registers into the `prismjs` instance instead of the one
 *   prism-react-renderer highlights with; server and client then highlight differently. We
 *   remove that global rule and give only Redoc's own imports of `prismjs/components/*` their
 *   Prism: Redoc's requests get a resource query, so they are separate module instances, and a
 *   tiny loader defines `Prism` in just those.
 * - `redocPrismGrammars`. Of those imports, the grammars no spec sample uses become an empty
 *   module.
 * - `redocSpecLoaderStub`. What Redoc needs only to load a spec by URL leaves the browser bundle
 *   (see ./compat/specLoaderStub.js).
 * - `redocLocalLogo`. Redoc's sidebar credit loads its logo from cdn.redoc.ly; a loader points it
 *   at a copy in static/img, so the reference makes no third-party request.
 * - `redocStylesHydration`. On the server the theme renders Redoc's light and dark CSS into
 *   `<div class="redocusaurus-styles">`; on the client it renders that div empty, relying on
 *   React 17's tolerance of extra server nodes. React 18 and 19 treat the difference as a hydration
 *   error, so on the client we render the div with an empty `dangerouslySetInnerHTML`, which
 *   React does not hydrate into, keeping the server CSS.
 * - `redocSinglePassServerRender`. On the server, each reference page renders Redoc once for its
 *   markup and light-mode CSS, and once with the dark theme for CSS fitted to that markup
 *   (./compat/SinglePassServerRedoc.tsx); the theme rendered it twice more for CSS, the dark half
 *   under a selector browsers reject.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { escapeRegexp } from '@docusaurus/utils';

import { upstreamFilePath } from '../shared/upstreamFiles';
import { API_REFERENCE_BUNDLE_PATCHES } from './bundlePatches';

const REDOC_PRISM_QUERY = '?redoc-prism';

/**
 * The Prism grammars Redoc keeps. Redoc imports 23 (C, Go, Lua, PHP, Scala, ...); our specs'
 * `x-codeSamples` use curl (Redoc highlights it as clike), JavaScript and Python, and
 * tests/unit/api-reference/redocPrismLanguages.test.ts fails when a spec adds a sample language
 * this set does not cover. `markup` and `clike` are Prism's base grammars that others extend.
 */
export const REDOC_PRISM_LANGUAGES: ReadonlySet<string> = new Set([
  'markup',
  'clike',
  'bash',
  'python',
  'http',
  'yaml',
]);

/** The loaders, stubs and replacements the patches hand to the bundler. */
const COMPAT_DIR = path.join(__dirname, 'compat');

const EMPTY_PRISM_COMPONENT = path.join(COMPAT_DIR, 'emptyPrismComponent.js');

const SPEC_LOADER_STUB = path.join(COMPAT_DIR, 'specLoaderStub.js');
/** Served from static/img. */
const LOCAL_REDOC_LOGO = '/img/redoc-logo-mini.svg';

/** Matches exactly one of `values`. */
function exactly(values: readonly string[]): RegExp {
  return new RegExp(`^(?:${values.map(escapeRegexp).join('|')})$`);
}

type RedocBundles = { redocNode: { file: string }; redocBrowser: { file: string } };

function redocBundlePaths({ redocNode, redocBrowser }: RedocBundles): string[] {
  return [redocNode, redocBrowser].map(({ file }) => upstreamFilePath(file));
}

/** A request's context is one of the folders of `bundles`: Redoc's own bundle is asking. */
function isRequestFrom(bundles: RedocBundles): (context: string | undefined) => boolean {
  const folders = new Set(redocBundlePaths(bundles).map((file) => path.dirname(file)));
  return (context) => context !== undefined && folders.has(context);
}

/** `prismjs/components/prism-objectivec.js` -> `objectivec`. */
export function prismComponentLanguage(request: string): string | undefined {
  return /^prismjs\/components\/prism-([a-z0-9-]+?)(?:\.min)?(?:\.js)?$/.exec(request)?.[1];
}

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

export default function redocThemePlugin(_context: LoadContext): Plugin {
  return {
    name: 'api-reference-redoc-theme',
    // Redoc shadows docusaurus-theme-redoc's (which it renders through `@theme-init/Redoc`).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const bundler = currentBundler.instance;
      const {
        redocPrismScope,
        redocSpecLoaderStub,
        redocStylesHydration,
        redocLocalLogo,
        redocSinglePassServerRender,
      } = API_REFERENCE_BUNDLE_PATCHES;
      const prismRequestFromRedoc = isRequestFrom(redocPrismScope.upstream);
      const specLoaderRequestFromRedoc = isRequestFrom(redocSpecLoaderStub.upstream);
      const [remoteLogo] = redocLocalLogo.upstream.redocBrowser.contains;
      // Listed in `themes` right after docusaurus-theme-redoc, so the theme's ProvidePlugin is
      // already in the list when this runs.
      config.plugins = (config.plugins ?? []).filter((plugin) => !providesPrism(plugin));

      const plugins = [
        new bundler.NormalModuleReplacementPlugin(
          /^prismjs\/components\//,
          (resource: { request: string; context?: string }) => {
            if (!prismRequestFromRedoc(resource.context)) return;
            if (resource.request.includes(REDOC_PRISM_QUERY)) return;
            const language = prismComponentLanguage(resource.request);
            resource.request =
              language && !REDOC_PRISM_LANGUAGES.has(language)
                ? EMPTY_PRISM_COMPONENT
                : resource.request + REDOC_PRISM_QUERY;
          },
        ),
      ];
      if (isServer) {
        plugins.push(
          new bundler.NormalModuleReplacementPlugin(
            exactly([upstreamFilePath(redocSinglePassServerRender.upstream.serverRedoc.file)]),
            path.join(COMPAT_DIR, 'SinglePassServerRedoc.tsx'),
          ),
        );
      }
      if (!isServer) {
        plugins.push(
          new bundler.NormalModuleReplacementPlugin(
            exactly(redocSpecLoaderStub.upstream.redocBrowser.requests),
            (resource: { request: string; context?: string }) => {
              if (specLoaderRequestFromRedoc(resource.context)) {
                resource.request = SPEC_LOADER_STUB;
              }
            },
          ),
        );
        plugins.push(
          new bundler.NormalModuleReplacementPlugin(
            exactly([upstreamFilePath(redocStylesHydration.upstream.styles.file)]),
            path.join(COMPAT_DIR, 'ClientStyles.tsx'),
          ),
        );
      }
      return {
        plugins,
        module: {
          rules: [
            {
              resourceQuery: /redoc-prism/,
              use: [{ loader: path.join(COMPAT_DIR, 'definePrismLoader.js') }],
            },
            {
              test: exactly(redocBundlePaths(redocLocalLogo.upstream)),
              use: [
                {
                  loader: path.join(COMPAT_DIR, 'localRedocLogoLoader.js'),
                  options: { remote: remoteLogo, local: LOCAL_REDOC_LOGO },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
