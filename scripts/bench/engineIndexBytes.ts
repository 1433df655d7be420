/**
 * What each engine puts in the build for the browser, raw and gzip: the index data (every file a
 * query may fetch; our whole-index file, written for tools and never fetched, apart) and the
 * engine's own code. Pagefind writes its index pieces already compressed, so their gzip size is
 * close to their raw size.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { builtShardedIndexes } from '../../src/plugins/search/indexFile';

export interface Bytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface EngineBytes {
  data: Bytes;
  code: Bytes;
  /** Ours only: the whole index the build writes for tools. */
  notFetched?: Bytes;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function sum(files: readonly string[]): Bytes {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const contents = readFileSync(file);
    rawBytes += contents.length;
    gzipBytes += gzipSync(contents, { level: 9 }).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}

/** The search index the copy serves, and the engine chunk the search client imports. */
export function ourBytes(buildDir: string): EngineBytes {
  const [built] = builtShardedIndexes(buildDir);
  if (!built) throw new Error(`${buildDir} has no search index`);
  const indexDir = path.join(buildDir, 'search-index');
  const whole = path.join(indexDir, built.manifest.whole);
  const jsDir = path.join(buildDir, 'assets/js');
  const engine = readdirSync(jsDir).filter((file) => /^search-indexer\.[0-9a-f]+\.js$/.test(file));
  return {
    data: sum(filesUnder(indexDir).filter((file) => file !== whole)),
    code: sum(engine.map((file) => path.join(jsDir, file))),
    notFetched: sum([whole]),
  };
}

/** Pagefind's bundle without its optional UIs: index pieces, then pagefind.js, worker and wasm. */
export function pagefindBytes(bundleDir: string): EngineBytes {
  const files = filesUnder(bundleDir);
  const isData = (file: string) => /\.pf_\w+$|pagefind-entry\.json$/.test(file);
  const isCode = (file: string) =>
    /\/(pagefind\.js|pagefind-worker\.js|wasm\.en\.pagefind)$/.test(file);
  return { data: sum(files.filter(isData)), code: sum(files.filter(isCode)) };
}
