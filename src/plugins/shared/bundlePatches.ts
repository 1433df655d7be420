/**
 * The places where the site's build reaches into another package's files: aliases, loaders,
 * module replacements and plugin removals. One entry per patch says which upstream files it
 * depends on, what it does, which local code applies it, and the bytes or the bug it exists for.
 * A feature folder lists its own patches in the same shape beside its code
 * (`src/plugins/<feature>/bundlePatches.ts`); the rest are here.
 *
 * The local plugins take the upstream paths they match from `upstream`, and
 * tests/unit/bundlePatches.test.ts (which reads every list) fails when one of them no longer
 * exists, no longer makes a request the patch intercepts, or no longer holds the text it relies
 * on: an upgrade that moves them fails loudly instead of quietly shipping the bytes or the bug.
 *
 * A patch stays only if it fixes a bug or saves at least 5 KB gzip of first-load JavaScript;
 * the main.js patches of src/plugins/bundle-patches, which every page pays for, count together.
 * How each entry's `gzip` figures were measured: bench/README.md, "Bundle patches".
 */

export interface UpstreamFile {
  /** `<package>/<path inside the package>`, found by ./upstreamFiles.ts whatever `exports` allow. */
  file: string;
  /** Module requests the file makes that the patch intercepts; each must resolve from the file. */
  requests?: readonly string[];
  /** Other text the patch relies on finding in the file (a URL it rewrites, a plugin it drops). */
  contains?: readonly string[];
}

/** First-load JS, gzip bytes, of `page` with every patch and with this one taken out. */
export interface GzipSaving {
  page: string;
  /** Which pages the same saving applies to. */
  scope: string;
  withoutPatch: number;
  withAllPatches: number;
}

export interface BundlePatch {
  does: string;
  /** Site-relative paths of the local code that applies the patch. */
  appliedBy: readonly string[];
  upstream: Readonly<Record<string, UpstreamFile>>;
  reason: { gzip: GzipSaving } | { bug: string };
}

const REDOC_BUNDLES = {
  node: 'redoc/bundles/redoc.lib.js',
  browser: 'redoc/bundles/redoc.browser.lib.js',
} as const;

const REDOC_PRISM_COMPONENTS = 'prismjs/components/prism-python.js';
const REDOC_LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const REDOC_SPEC_LOADER_REQUESTS = [
  '@redocly/openapi-core/lib/bundle',
  '@redocly/openapi-core/lib/config/config',
  'yaml',
] as const;

export const BUNDLE_PATCHES = {
  lazyPrism: {
    does:
      "Replaces theme-classic's `prism-include-languages` client module (part of main.js) with " +
      'an empty one; src/theme/CodeBlock registers the languages where code renders, and ' +
      'src/plugins/lazy-prism/remarkProvideHighlighter brings it to pages with code blocks.',
    appliedBy: [
      'src/plugins/lazy-prism/index.ts',
      'src/plugins/lazy-prism/emptyClientModule.ts',
      'src/plugins/lazy-prism/serverHighlighter.ts',
      'src/plugins/lazy-prism/remarkProvideHighlighter.ts',
      'src/theme/CodeBlock/index.tsx',
    ],
    upstream: {
      clientModule: { file: '@docusaurus/theme-classic/lib/prism-include-languages.js' },
      clientModuleList: {
        file: '@docusaurus/theme-classic/lib/index.js',
        contains: ["'./prism-include-languages'"],
      },
    },
    // Pages with code load Prism either way (/docs/howto/driver_break: 217,148 without).
    reason: {
      gzip: {
        page: '/',
        scope: 'every page without a code block',
        withoutPatch: 183_026,
        withAllPatches: 150_718,
      },
    },
  },
  redocPrismScope: {
    does:
      "Removes docusaurus-theme-redoc's site-wide `ProvidePlugin({ Prism: ['prismjs'] })` and " +
      "defines `Prism` only in Redoc's own imports of `prismjs/components/*` (a resource query " +
      'and src/plugins/redoc-compat/definePrismLoader.js).',
    appliedBy: [
      'src/plugins/redoc-compat/index.ts',
      'src/plugins/redoc-compat/definePrismLoader.js',
    ],
    upstream: {
      theme: { file: 'docusaurus-theme-redoc/dist/index.js', contains: ["Prism: ['prismjs']"] },
      redocNode: { file: REDOC_BUNDLES.node, requests: [REDOC_PRISM_COMPONENTS] },
      redocBrowser: { file: REDOC_BUNDLES.browser, requests: [REDOC_PRISM_COMPONENTS] },
    },
    reason: {
      bug: "React hydration error #418 on every doc page with a code block: the global Prism made the extra languages register into Redoc's prismjs, so server and browser highlighted differently.",
    },
  },
  redocPrismGrammars: {
    does:
      "Swaps the Prism grammars Redoc imports but our specs' code samples never use for an empty " +
      'module (src/plugins/redoc-compat REDOC_PRISM_LANGUAGES; ' +
      'tests/unit/redoc-prism-languages.test.ts keeps that list complete).',
    appliedBy: [
      'src/plugins/redoc-compat/index.ts',
      'src/plugins/redoc-compat/emptyPrismComponent.js',
    ],
    upstream: {
      redocNode: { file: REDOC_BUNDLES.node, requests: [REDOC_PRISM_COMPONENTS] },
      redocBrowser: { file: REDOC_BUNDLES.browser, requests: [REDOC_PRISM_COMPONENTS] },
    },
    reason: {
      gzip: {
        page: '/api-portal/routing',
        scope: 'every /api-portal/* page',
        withoutPatch: 386_323,
        withAllPatches: 373_407,
      },
    },
  },
  redocSpecLoaderStub: {
    does:
      "Replaces, in the browser bundle, what Redoc needs only to load a spec by URL (openapi-core's " +
      'bundler and config, `yaml`) with src/plugins/redoc-compat/specLoaderStub.js: our specs are ' +
      'bundled at build time.',
    appliedBy: ['src/plugins/redoc-compat/index.ts', 'src/plugins/redoc-compat/specLoaderStub.js'],
    upstream: {
      redocNode: { file: REDOC_BUNDLES.node, requests: REDOC_SPEC_LOADER_REQUESTS },
      redocBrowser: { file: REDOC_BUNDLES.browser, requests: REDOC_SPEC_LOADER_REQUESTS },
    },
    reason: {
      gzip: {
        page: '/api-portal/routing',
        scope: 'every /api-portal/* page',
        withoutPatch: 499_087,
        withAllPatches: 373_407,
      },
    },
  },
  redocLocalLogo: {
    does:
      "Rewrites the URL of Redoc's sidebar credit logo from Redocly's CDN to a copy in static/img " +
      '(src/plugins/redoc-compat/localRedocLogoLoader.js).',
    appliedBy: [
      'src/plugins/redoc-compat/index.ts',
      'src/plugins/redoc-compat/localRedocLogoLoader.js',
    ],
    upstream: {
      redocNode: { file: REDOC_BUNDLES.node, contains: [REDOC_LOGO_URL] },
      redocBrowser: { file: REDOC_BUNDLES.browser, contains: [REDOC_LOGO_URL] },
    },
    reason: {
      bug: 'The API reference requested a third-party image: blocked by our Content Security Policy (a console error on every /api-portal/* page) and broken offline.',
    },
  },
  redocStylesHydration: {
    does:
      "Renders the client side of the theme's `Redoc/Styles` container with an empty " +
      '`dangerouslySetInnerHTML` (src/plugins/redoc-compat/ClientStyles.tsx), so React keeps the ' +
      "server's Redoc CSS instead of comparing it.",
    appliedBy: ['src/plugins/redoc-compat/index.ts', 'src/plugins/redoc-compat/ClientStyles.tsx'],
    upstream: {
      // The theme serves its components from dist-jsx/theme (its getThemePath), not dist/.
      themePath: {
        file: 'docusaurus-theme-redoc/dist/index.js',
        contains: ["'dist-jsx', 'theme'"],
      },
      styles: { file: 'docusaurus-theme-redoc/dist-jsx/theme/Redoc/Styles.jsx' },
    },
    reason: {
      bug: 'React hydration error #418 on every /api-portal/* page: React 18 and 19 no longer tolerate the server-only children of that container.',
    },
  },
  redocSinglePassServerRender: {
    does:
      "Replaces the server side of the theme's `Redoc/ServerRedoc` with one that renders the " +
      "page's Redoc once and takes the light-mode CSS from that render " +
      '(src/plugins/redoc-compat/SinglePassServerRedoc.tsx), instead of two more renders for ' +
      'CSS.',
    appliedBy: [
      'src/plugins/redoc-compat/index.ts',
      'src/plugins/redoc-compat/SinglePassServerRedoc.tsx',
    ],
    upstream: {
      // What the replacement reproduces: the styles first, then the markup in a `redocusaurus`
      // div, and the anchors handed to the broken-link checker.
      serverRedoc: {
        file: 'docusaurus-theme-redoc/dist-jsx/theme/Redoc/ServerRedoc.jsx',
        requests: ['../../utils/useSpec'],
        contains: [
          "import { ServerStyles } from './Styles';",
          '<ServerStyles specProps={specProps}',
          "'redocusaurus-has-logo'",
          '<RedocComponent store={store}/>',
          'collector.collectAnchor(childAnchor)',
        ],
      },
      // The CSS upstream collects: a light render under this prefix, and the dark one under a
      // selector that is not valid CSS. When upstream fixes it, the dark CSS may be worth keeping.
      serverStyles: {
        file: 'docusaurus-theme-redoc/dist/theme/Redoc/ServerStyles.js',
        contains: [
          `LIGHT_MODE_PREFIX = "html:not([data-theme='dark'])"`,
          `DARK_MODE_PREFIX = "html([data-theme='dark'])"`,
        ],
      },
      // On the server the page's store has the light theme, whose CSS the replacement collects.
      specOptions: {
        file: 'docusaurus-theme-redoc/dist-jsx/utils/useSpecOptions.js',
        contains: [
          'const options = isBrowser && isDarkTheme ? darkThemeOptions : lightThemeOptions;',
        ],
      },
    },
    reason: {
      bug:
        'The server rendered each /api-portal/* reference three times (about 2.8 s of CPU per ' +
        "build) and wrote ~100 KB of dark-mode CSS under `html([data-theme='dark'])`, a selector " +
        "browsers reject, into every reference page's HTML.",
    },
  },
  redocSpecGlobalData: {
    does:
      'Wraps docusaurus-plugin-redoc (src/plugins/redoc-spec) and drops the converted spec from ' +
      'its global data, which Docusaurus ships in main.js; the reference pages get the spec ' +
      'from their own route data.',
    appliedBy: ['src/plugins/redoc-spec/index.ts'],
    upstream: {
      plugin: {
        file: 'docusaurus-plugin-redoc/dist/index.js',
        contains: ['spec: content.converted', 'setGlobalData(data)'],
      },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 228_391, withAllPatches: 150_718 },
    },
  },
  clientRegistryModuleNames: {
    does:
      "Empties, in the browser bundle, the module path that Docusaurus' chunk registry " +
      "(.docusaurus/registry.js) keeps beside each route module's loader and webpack id: only " +
      "the server's react-loadable reads it " +
      '(src/plugins/bundle-patches/registryModuleNamesLoader.js).',
    appliedBy: [
      'src/plugins/bundle-patches/index.ts',
      'src/plugins/bundle-patches/registryModuleNamesLoader.js',
    ],
    upstream: {
      registryTemplate: {
        file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
        contains: ['"${modulePath}", require.resolveWeak("${modulePath}")'],
      },
      reader: {
        file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        contains: ['modules.push(chunkRegistry[1])'],
      },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 142_113, withAllPatches: 139_747 },
    },
  },
  clientSiteConfig: {
    does:
      'Leaves the build-only keys (plugin and preset options, the SSR template, Markdown ' +
      "settings) out of the browser bundle's copy of the site config " +
      '(src/plugins/bundle-patches/clientSiteConfigLoader.js).',
    appliedBy: [
      'src/plugins/bundle-patches/index.ts',
      'src/plugins/bundle-patches/clientSiteConfigLoader.js',
    ],
    upstream: {
      generator: {
        file: '@docusaurus/core/lib/server/codegen/codegen.js',
        contains: ['export default ${JSON.stringify(siteConfig, null, 2)};'],
      },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 141_767, withAllPatches: 139_747 },
    },
  },
  utilsCommonTslib: {
    does:
      "Gives @docusaurus/utils-common's entry, in the browser bundle, the one tslib helper it " +
      'uses (src/plugins/bundle-patches/utilsCommonTslib.js); its `require("tslib")` kept ' +
      'every helper in main.js.',
    appliedBy: [
      'src/plugins/bundle-patches/index.ts',
      'src/plugins/bundle-patches/utilsCommonTslib.js',
    ],
    upstream: {
      entry: {
        file: '@docusaurus/utils-common/lib/index.js',
        requests: ['tslib'],
        contains: ['tslib_1.__importDefault('],
      },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 143_447, withAllPatches: 139_747 },
    },
  },
  lazyProgressBar: {
    does:
      "Replaces theme-classic's nprogress client module with an empty one; " +
      'src/clientModules/progressBar.ts shows the same bar and imports nprogress with the ' +
      'first navigation to another path.',
    appliedBy: [
      'src/plugins/bundle-patches/index.ts',
      'src/plugins/bundle-patches/emptyClientModule.js',
      'src/clientModules/progressBar.ts',
    ],
    upstream: {
      clientModule: { file: '@docusaurus/theme-classic/lib/nprogress.js' },
      clientModuleList: {
        file: '@docusaurus/theme-classic/lib/index.js',
        contains: ["'./nprogress'"],
      },
    },
    reason: {
      gzip: { page: '/', scope: 'every page', withoutPatch: 141_447, withAllPatches: 139_747 },
    },
  },
} as const satisfies Record<string, BundlePatch>;
