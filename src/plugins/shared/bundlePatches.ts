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

export const BUNDLE_PATCHES = {
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
