/**
 * The bytes of a build's search index as files on disk: every file the search plugin
 * wrote under `search-index/` that a browser may fetch (one whole index per locale, or a
 * manifest and its shards), raw and gzip, summed, and the largest single file: the most a
 * reader's browser fetches in one request for a query. A whole index that a manifest names
 * for tools only (`whole`) is counted apart. Read from the output folder, so it follows the
 * layout the plugin writes; the scale bench builds into an empty folder, so no stale file counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { SHARDED_INDEX_DIR } from '../../src/search/shards/format';
import { filesUnder } from './filesUnder';

export interface IndexFileBytes {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface SearchIndexBytes {
  /** Files a browser may fetch. */
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The largest file by gzip bytes; null when the build has no index. */
  largest: IndexFileBytes | null;
  /** The whole index a sharded build still writes for tools; the browser never fetches it. */
  toolsOnly: IndexFileBytes[];
}

/**
 * Files that a manifest (`kind: 'manifest'`, a JSON file at the top of `root`) names as
 * `whole`, relative to the manifest.
 */
function toolsOnlyFiles(root: string, contents: ReadonlyMap<string, Buffer>): Set<string> {
  const whole = new Set<string>();
  for (const [file, bytes] of contents) {
    if (path.dirname(file) !== root || !file.endsWith('.json')) continue;
    const manifest = JSON.parse(bytes.toString('utf8')) as unknown;
    if (typeof manifest !== 'object' || manifest === null) continue;
    const { kind, whole: wholeFile } = manifest as { kind?: unknown; whole?: unknown };
    if (kind === 'manifest' && typeof wholeFile === 'string') {
      whole.add(path.resolve(root, wholeFile));
    }
  }
  return whole;
}

export function searchIndexBytes(buildDir: string): SearchIndexBytes {
  const root = path.join(buildDir, SHARDED_INDEX_DIR);
  // One walk, one read per file: the manifests are read from the same contents.
  const contents = new Map(filesUnder(root).map((file) => [file, readFileSync(file)]));
  const wholeFiles = toolsOnlyFiles(root, contents);
  const files: IndexFileBytes[] = [];
  const toolsOnly: IndexFileBytes[] = [];
  for (const [full, bytes] of contents) {
    (wholeFiles.has(full) ? toolsOnly : files).push({
      file: path.relative(buildDir, full),
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
  }
  const largest = files.reduce<IndexFileBytes | null>(
    (max, file) => (max === null || file.gzipBytes > max.gzipBytes ? file : max),
    null,
  );
  return {
    files: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    largest,
    toolsOnly,
  };
}
