/**
 * The sandbox console's build hook: openapi-backend's `$ref` resolver package is replaced by a stub
 * in the site's bundles (see refParserStub.ts for why). The console's components are used by
 * src/plugins/api-reference/theme/Redoc (through `@theme/TryIt`, served from ./theme) and
 * src/theme/CodeBlock; this plugin only shapes how they are bundled.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function sandboxConsolePlugin(): Plugin {
  return {
    name: 'sandbox-console',
    // `@theme/TryIt`: the Try it buttons, for the API reference's Redoc wrapper.
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
