/**
 * Publishes a Postman collection (v2.1) of each API at `/postman/<id>.postman_collection.json`,
 * converted from the same bundled spec as the OpenAPI downloads (src/plugins/openapi-downloads),
 * for readers who try an API in Postman rather than from code. A spec the converter rejects
 * fails the build with the spec's name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

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
  return {
    name: 'postman-collections',
    async postBuild({ outDir }) {
      for (const spec of options.specs) {
        const source = path.posix.join(options.specDir, spec.file);
        const bundled = await bundleSpec(path.join(context.siteDir, source));
        const collection = await toPostmanCollection(spec.id, bundled, source);
        const target = path.join(outDir, postmanCollectionPath(spec.id));
        await mkdir(path.dirname(target), { recursive: true });
        // Unindented: the saved example responses make the Integration API's collection 2.3 MB
        // when indented and 1.3 MB without, and the reader's tool, not the reader, reads it.
        await writeFile(target, `${JSON.stringify(collection)}\n`);
      }
    },
  };
}
