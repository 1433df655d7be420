/**
 * Publishes a Postman collection (v2.1) of each API at `/postman/<id>.postman_collection.json`,
 * converted from the same bundled spec as the OpenAPI downloads (src/plugins/openapi-downloads),
 * for readers who try an API in Postman rather than from code. A spec the converter rejects
 * fails the build (and `npm start`) with the spec's name. The files are emitted into the client
 * bundle, so `npm start` serves them as a build does.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { bundleSpec } from '../openapi-downloads';
import { postmanCollectionPath } from './downloadPath';
import { toPostmanCollection } from './toPostmanCollection';

export interface PostmanCollectionsOptions {
  specs: readonly { id: string; file: string }[];
  /** Folder of the spec files, relative to the site. */
  specDir: string;
}

/** `plugins: [['./src/plugins/postman-collections/index.ts', { specs, specDir } satisfies PostmanCollectionsOptions]]` */
export default function postmanCollectionsPlugin(
  context: LoadContext,
  options: PostmanCollectionsOptions,
): Plugin {
  let collections: Map<string, string> | null = null;
  return {
    name: 'postman-collections',
    getPathsToWatch() {
      return [path.join(context.siteDir, options.specDir, '*.yaml')];
    },
    async loadContent() {
      const files = new Map<string, string>();
      for (const spec of options.specs) {
        const source = path.posix.join(options.specDir, spec.file);
        const bundled = await bundleSpec(path.join(context.siteDir, source));
        const collection = await toPostmanCollection(spec.id, bundled, source);
        // Unindented: the saved example responses make the Integration API's collection 2.3 MB
        // when indented and 1.3 MB without, and the reader's tool, not the reader, reads it.
        files.set(postmanCollectionPath(spec.id).slice(1), `${JSON.stringify(collection)}\n`);
      }
      collections = files;
    },
    configureWebpack(_config, isServer) {
      return { plugins: isServer ? [] : [new EmitFilesPlugin(() => collections)] };
    },
  };
}
