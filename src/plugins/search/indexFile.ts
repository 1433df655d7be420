import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SHARDED_INDEX_DIR, isShardManifest, type ShardManifest } from '../../search/shards/format';

/**
 * Finds the index in a build, for the tests, the bench and tools: the manifest the bundle
 * names (`search-index/<locale>.<content hash>.json`, written by ./splitSearchIndex.ts), the
 * shards it lists, and the whole index it names for tools (which the browser never fetches).
 */

const INDEX_FILE = /^(?<locale>[\w-]+)\.[0-9a-f]{12}\.json$/;

/** `file`: the manifest's path in the build; `contents`: the whole index (SearchIndexData JSON). */
export type BuiltIndexFile = { locale: string; file: string; contents: string };

export type BuiltShardedIndex = {
  locale: string;
  /** The manifest's path in the build (`search-index/en.<hash>.json`). */
  file: string;
  manifest: ShardManifest;
  /** Reads a file the manifest names (relative to the manifest). */
  read(relative: string): string;
};

/**
 * The index manifests a production build serves, one per locale. A build into an existing
 * folder keeps older content-hashed files beside the new one, so only the manifests the
 * bundle's scripts name count.
 */
export function builtShardedIndexes(buildDir: string): BuiltShardedIndex[] {
  const indexDir = path.join(buildDir, SHARDED_INDEX_DIR);
  const jsDir = path.join(buildDir, 'assets', 'js');
  if (!existsSync(indexDir) || !existsSync(jsDir)) {
    throw new Error(
      `${buildDir} holds no build of the site with its search index (no ${SHARDED_INDEX_DIR}/ or assets/js/): run \`E2E_FIXTURES=true npx docusaurus build\` first`,
    );
  }
  const candidates = readdirSync(indexDir).filter((file) => INDEX_FILE.test(file));
  const scripts = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(jsDir, file), 'utf8'));
  const referenced = candidates.filter((candidate) =>
    scripts.some((script) => script.includes(`${SHARDED_INDEX_DIR}/${candidate}`)),
  );
  if (referenced.length === 0) {
    throw new Error(`no script in ${jsDir} names a file of ${indexDir}: rebuild the site`);
  }
  return referenced.sort().map((file) => {
    const manifest: unknown = JSON.parse(readFileSync(path.join(indexDir, file), 'utf8'));
    if (!isShardManifest(manifest)) {
      throw new Error(
        `${path.join(indexDir, file)} is not a search index manifest: rebuild the site`,
      );
    }
    return {
      locale: INDEX_FILE.exec(file)!.groups!.locale!,
      file: `${SHARDED_INDEX_DIR}/${file}`,
      manifest,
      read: (relative: string) => readFileSync(path.join(indexDir, relative), 'utf8'),
    };
  });
}

/**
 * The whole index of each locale a build serves (the records, as tools compare them), read
 * through the manifest the bundle names. Throws, saying how to make one, when `buildDir` holds
 * no build of this site.
 */
export function builtIndexFiles(buildDir: string): BuiltIndexFile[] {
  return builtShardedIndexes(buildDir).map(({ locale, file, manifest, read }) => ({
    locale,
    file,
    contents: read(manifest.whole),
  }));
}
