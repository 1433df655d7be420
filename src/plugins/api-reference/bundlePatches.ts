/**
 * The API reference's entries of the bundle-patch list (the shape and the rules:
 * src/plugins/shared/bundlePatches.ts): the places where the reference reaches into Redoc's,
 * redocusaurus' and Prism's files.
 */
import type { BundlePatch } from '../shared/bundlePatches';

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

export const API_REFERENCE_BUNDLE_PATCHES = {
  redocPrismScope: {
    does:
      "Removes docusaurus-theme-redoc's site-wide `ProvidePlugin({ Prism: ['prismjs'] })` and " +
      "defines `Prism` only in Redoc's own imports of `prismjs/components/*` (a resource query " +
      'and src/plugins/api-reference/compat/definePrismLoader.js).',
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/definePrismLoader.js',
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
      'module (REDOC_PRISM_LANGUAGES of src/plugins/api-reference/redocTheme.ts; ' +
      'tests/unit/api-reference/redocPrismLanguages.test.ts keeps that list complete).',
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/emptyPrismComponent.js',
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
      'bundler and config, `yaml`) with ./compat/specLoaderStub.js: our specs are ' +
      'bundled at build time.',
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/specLoaderStub.js',
    ],
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
      '(src/plugins/api-reference/compat/localRedocLogoLoader.js).',
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/localRedocLogoLoader.js',
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
      '`dangerouslySetInnerHTML` (./compat/ClientStyles.tsx), so React keeps the ' +
      "server's Redoc CSS instead of comparing it.",
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/ClientStyles.tsx',
    ],
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
      "page's Redoc once for its markup and light-mode CSS and once with the dark theme for CSS " +
      'fitted to that markup (./compat/SinglePassServerRedoc.tsx, ./compat/bothModesCss.ts), ' +
      'instead of two renders whose dark CSS browsers drop.',
    appliedBy: [
      'src/plugins/api-reference/redocTheme.ts',
      'src/plugins/api-reference/compat/SinglePassServerRedoc.tsx',
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
      'Wraps docusaurus-plugin-redoc (./index.ts) and drops the converted spec from ' +
      'its global data, which Docusaurus ships in main.js; the reference pages get the spec ' +
      'from their own route data.',
    appliedBy: ['src/plugins/api-reference/index.ts'],
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
} as const satisfies Record<string, BundlePatch>;
