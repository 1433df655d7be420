/**
 * The sandbox console's build hook: openapi-backend's `$ref` resolver package is replaced by a stub
 * in the site's bundles (see refParserStub.ts for why). Other features reach the console through
 * the theme components served from ./theme: the API reference's Redoc wrapper `@theme/TryIt`,
 * the CodeBlock wrapper `@theme/RunCurlButton`.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function sandboxConsolePlugin(): Plugin {
  return {
    name: 'sandbox-console',
    // `@theme/TryIt` (the Try it buttons) and `@theme/RunCurlButton` (Run under curl blocks).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@apidevtools/json-schema-ref-parser$': path.join(__dirname, 'refParserStub.ts'),
          },
        },
      };
    },
  };
}
