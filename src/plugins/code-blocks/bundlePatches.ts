/**
 * The code blocks' entries of the bundle-patch list (the shape and the rules:
 * src/plugins/shared/bundlePatches.ts): where the code blocks reach into theme-classic's files.
 */
import type { BundlePatch } from '../shared/bundlePatches';

export const CODE_BLOCKS_BUNDLE_PATCHES = {
  lazyPrism: {
    does:
      "Replaces theme-classic's `prism-include-languages` client module (part of main.js) with " +
      'an empty one; the CodeBlock served from src/plugins/code-blocks/theme registers the ' +
      'languages where code renders, and src/plugins/code-blocks/remarkProvideHighlighter brings ' +
      'it to pages with code blocks.',
    appliedBy: [
      'src/plugins/code-blocks/index.ts',
      'src/plugins/code-blocks/emptyClientModule.ts',
      'src/plugins/code-blocks/serverHighlighter.ts',
      'src/plugins/code-blocks/remarkProvideHighlighter.ts',
      'src/plugins/code-blocks/theme/CodeBlock/index.tsx',
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
} as const satisfies Record<string, BundlePatch>;
