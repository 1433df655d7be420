/**
 * The bytes of a build's search index as files on disk: every file the search-index plugin
 * wrote under `search-index/` (one whole index per locale, or a manifest and its shards), raw
 * and gzip, summed, and the largest single file: the most a reader's browser fetches in one
 * request for a query. Read from the output folder, so it follows whatever layout the plugin
 * writes; the scale bench builds into an empty folder, so no stale file is counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const INDEX_DIR = 'search-index';

export interface IndexFileBytes {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface SearchIndexBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The largest file by gzip bytes; null when the build has no index. */
  largest: IndexFileBytes | null;
}

export function searchIndexBytes(buildDir: string): SearchIndexBytes {
  const root = path.join(buildDir, INDEX_DIR);
  const files: IndexFileBytes[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const contents = readFileSync(full);
      files.push({
        file: path.relative(buildDir, full),
        rawBytes: contents.length,
        gzipBytes: gzipSync(contents, { level: 9 }).length,
      });
    }
  };
  walk(root);
  const largest = files.reduce<IndexFileBytes | null>(
    (max, file) => (max === null || file.gzipBytes > max.gzipBytes ? file : max),
    null,
  );
  return {
    files: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    largest,
  };
}
