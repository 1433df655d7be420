/**
 * Publishes a Postman collection (v2.1) of each API at `/postman/<id>.postman_collection.json`,
 * for readers who try an API in Postman rather than from code. It converts the bundled specs the
 * OpenAPI downloads plugin loaded (its content, read in `allContentLoaded` through
 * src/plugins/shared/bundledSpecs.ts). A spec the converter rejects fails the build (and
 * `npm start`) with the spec's name. The files are emitted into the client bundle, so
 * `npm start` serves them as a build does.
 */
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';

import { bundledSpecsOf } from '../shared/bundledSpecs';
import { EmitFilesPlugin } from '../shared/emitGeneratedFiles';
import { postmanCollectionPath } from './downloadPath';
import { toPostmanCollection } from './toPostmanCollection';

export interface PostmanCollectionsOptions {
  specs: readonly { id: string; file: string }[];
  /** Folder of the spec files, relative to the site (named in a converter's error). */
  specDir: string;
}

/** The collection files, `postman/<id>.postman_collection.json`, of the bundled specs. */
async function collectionFiles(
  allContent: AllContent,
  options: PostmanCollectionsOptions,
): Promise<Map<string, string>> {
  const { byId } = bundledSpecsOf(allContent);
  const files = new Map<string, string>();
  for (const spec of options.specs) {
    const source = path.posix.join(options.specDir, spec.file);
    // The converter changes what it is given; the bundled spec is openapi-downloads' content.
    const bundled = structuredClone(byId.get(spec.id));
    if (bundled === undefined) throw new Error(`[postman-collections] no bundled spec ${source}`);
    const collection = await toPostmanCollection(spec.id, bundled, source);
    // Unindented: the saved example responses make the Integration API's collection 2.3 MB
    // when indented and 1.3 MB without, and the reader's tool, not the reader, reads it.
    files.set(postmanCollectionPath(spec.id).slice(1), `${JSON.stringify(collection)}\n`);
  }
  return files;
}

/** `plugins: [['./src/plugins/postman-collections/index.ts', { specs, specDir } satisfies PostmanCollectionsOptions]]` */
export default function postmanCollectionsPlugin(
  _context: LoadContext,
  options: PostmanCollectionsOptions,
): Plugin {
  let collections: Map<string, string> | null = null;
  // What the collections were made from: a reload of another plugin (`npm start`) runs
  // allContentLoaded again with the same bundled specs, which need no second conversion.
  let convertedFrom: unknown = null;
  return {
    name: 'postman-collections',
    async allContentLoaded({ allContent }) {
      const specs = bundledSpecsOf(allContent);
      if (specs === convertedFrom) return;
      collections = await collectionFiles(allContent, options);
      convertedFrom = specs;
    },
    configureWebpack(_config, isServer) {
      return { plugins: isServer ? [] : [new EmitFilesPlugin(() => collections)] };
    },
  };
}
