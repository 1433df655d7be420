/**
 * The sandbox console's build hook: openapi-backend's `$ref` resolver package is replaced by a stub in
 * the site's bundles (see refParserStub.ts for why). The console's components are imported by
 * src/theme/Redoc and src/theme/CodeBlock; this plugin only shapes how they are bundled.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function sandboxConsolePlugin(): Plugin {
  return {
    name: 'sandbox-console',
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
