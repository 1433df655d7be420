/**
 * How the scale bench reads its measurements: GNU time's report, Docusaurus' perf log, the
 * owner of a CPU profile frame, the output and search index files of a build and the --pages
 * flag.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { frameOwner } from '../../../scripts/bench/cpuProfile';
import { parsePageCounts } from '../../../scripts/bench/scaleBench';
import { outputSize, parseGnuTime, parsePerfLog } from '../../../scripts/bench/scaleBuild';
import { searchIndexBytes } from '../../../scripts/bench/searchIndexBytes';

// Counted, not changed: each measurement walks its folder once and reads each file once.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, readdirSync: vi.fn(fs.readdirSync), readFileSync: vi.fn(fs.readFileSync) };
});

/** The folders `readdirSync` listed and the files `readFileSync` read since the last call. */
function fileSystemReads() {
  const reads = {
    listed: vi.mocked(readdirSync).mock.calls.map(([dir]) => String(dir)),
    read: vi.mocked(readFileSync).mock.calls.map(([file]) => String(file)),
  };
  vi.mocked(readdirSync).mockClear();
  vi.mocked(readFileSync).mockClear();
  return reads;
}

const GNU_TIME_REPORT = `	Command being timed: "nice -n 10 node docusaurus.mjs build"
	User time (seconds): 150.25
	System time (seconds): 28.75
	Elapsed (wall clock) time (h:mm:ss or m:ss): 9:57.10
	Maximum resident set size (kbytes): 4654848
	Exit status: 0
`;

describe('the scale bench measurements', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('takes CPU time as user + system and the peak RSS in MB from GNU time', () => {
    expect(parseGnuTime(GNU_TIME_REPORT)).toEqual({ cpuS: 179, peakRssMb: 4545.75 });
    expect(() => parseGnuTime('Command terminated by signal 9')).toThrow(/User time/);
  });

  it("reads Docusaurus' perf log through its colours, slowest first, in seconds", () => {
    const log = [
      '\u001b[33m[PERF]\u001b[39m Build > en > SSG - \u001b[31m88.94 seconds!\u001b[39m - (Heap 215mb)',
      '[INFO] something else',
      '[PERF] Build > en > Create site files - 450.50 ms - (Heap 740mb)',
      '[PERF][KO] Build > en > Bundling with rspack - 312.00 seconds! - (Heap 446mb)',
    ].join('\n');
    expect(parsePerfLog(log)).toEqual([
      { label: 'Build > en > Bundling with rspack', seconds: 312 },
      { label: 'Build > en > SSG', seconds: 88.94 },
      { label: 'Build > en > Create site files', seconds: 0.4505 },
    ]);
  });

  it('charges a profile frame to our plugin, a package, the SSR bundle or V8', () => {
    const site = 'file:///tmp/scale-bench/site-1000';
    expect(frameOwner(`${site}/src/plugins/search/docPage.ts`, 'markdownPage')).toBe(
      'src/plugins/search',
    );
    expect(frameOwner(`${site}/node_modules/@docusaurus/mdx-loader/lib/loader.js`, 'x')).toBe(
      '@docusaurus/mdx-loader',
    );
    expect(frameOwner('file:///work/main/node_modules/micromark/lib/index.js', 'go')).toBe(
      'micromark',
    );
    expect(frameOwner('file:///tmp/b/__server/assets/js/9606.a5.js', '')).toBe(
      'SSR bundle (render)',
    );
    expect(frameOwner('', '(garbage collector)')).toBe('(garbage collector)');
    expect(frameOwner('node:fs', 'readFileSync')).toBe('node');
  });

  it('sums the search index files a browser may fetch and names the largest', () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), 'scale-index-'));
    dirs.push(buildDir);
    mkdirSync(path.join(buildDir, 'search-index/shards'), { recursive: true });
    const manifest = '{"kind":"manifest","whole":"en/whole.json"}';
    writeFileSync(path.join(buildDir, 'search-index/en.manifest.json'), manifest);
    mkdirSync(path.join(buildDir, 'search-index/en'));
    writeFileSync(path.join(buildDir, 'search-index/en/whole.json'), 'w'.repeat(90000));
    writeFileSync(path.join(buildDir, 'search-index/shards/en.0.json'), 'x'.repeat(5000));
    writeFileSync(path.join(buildDir, 'search-index/shards/en.1.json'), 'a b c '.repeat(3000));
    fileSystemReads();
    const bytes = searchIndexBytes(buildDir);
    const reads = fileSystemReads();
    expect(reads.listed).toEqual([path.join(buildDir, 'search-index')]);
    expect(reads.read).toHaveLength(4);
    expect(new Set(reads.read).size).toBe(4);
    expect(bytes.files).toBe(3);
    expect(bytes.rawBytes).toBe(manifest.length + 5000 + 18000);
    // The whole index a manifest names is for tools: never the piece a browser downloads.
    expect(bytes.toolsOnly.map((file) => file.rawBytes)).toEqual([90000]);
    expect(bytes.largest?.file).toBe(path.join('search-index', 'shards', 'en.1.json'));
    expect(bytes.gzipBytes).toBeLessThan(bytes.rawBytes);
  });

  it('counts the files, bytes and HTML pages of a build at every depth', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'scale-output-'));
    dirs.push(outDir);
    mkdirSync(path.join(outDir, 'docs/howto'), { recursive: true });
    mkdirSync(path.join(outDir, 'assets/js'), { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), 'h'.repeat(100));
    writeFileSync(path.join(outDir, 'docs/howto/depots.html'), 'h'.repeat(200));
    writeFileSync(path.join(outDir, 'assets/js/main.0123abcd.js'), 'j'.repeat(300));
    // A main.js below assets/js is not the site's.
    mkdirSync(path.join(outDir, 'assets/js/vendor'));
    writeFileSync(path.join(outDir, 'assets/js/vendor/main.4567cdef.js'), 'v');
    fileSystemReads();
    const size = outputSize(outDir);
    const reads = fileSystemReads();
    expect(reads.listed).toEqual([outDir]);
    expect(reads.read).toEqual([path.join(outDir, 'assets/js/main.0123abcd.js')]);
    expect(size).toMatchObject({ bytes: 601, files: 4, htmlPages: 2 });
    expect(size.mainJsGzipBytes).toBeGreaterThan(0);
  });

  it('takes --pages as whole numbers and refuses anything else', () => {
    expect(parsePageCounts('0,1000, 5000')).toEqual([0, 1000, 5000]);
    expect(() => parsePageCounts('0,1k')).toThrow(/--pages takes whole numbers/);
    expect(() => parsePageCounts('-5')).toThrow(/--pages/);
  });
});
