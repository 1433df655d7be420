/**
 * Our search engine against Pagefind (issue 33), side by side on one build: `npm run
 * bench:pagefind`. Both engines index the same pages, the ones our index holds (the site's
 * docs, product pages and API reference; with --pages N, plus the N generated pages of
 * `bench:scale`, see ./scaleSearchIndex.ts and ./pagefindSite.ts), and are served from one copy
 * of the build. Figures: index bytes (raw, gzip), index build time and peak memory (each build
 * in its own process, interleaved, ./measuredRun.ts), hit@3 on the golden queries
 * (./goldenHitAt3.ts), bytes fetched and time from "/" to first results in Chromium
 * (./engineBrowser.ts, interleaved). Run it under `nice -n 10`: only the ratios between the
 * engines mean something on a shared machine. Writes bench/pagefind-results[-N].json.
 *
 *   npx tsx scripts/bench/pagefind.ts [--site-dir build] [--pages 5000] [--pagefind <dir>]
 *     [--rounds 5] [--build-runs 5] [--queries 58] [--port 3420] [--work-dir <dir>]
 *     [--index-cache <file>] [--skip-browser] [--reuse]
 *
 * `--build-runs 0` times no build (Pagefind indexes once, untimed); `--reuse` keeps the copy,
 * the staged pages and Pagefind's bundle an earlier run left in --work-dir (minutes at 5,000
 * pages), for instance to repeat the browser part.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { builtIndexFiles } from '../../src/plugins/search/indexFile';
import type { SearchIndexData } from '../../src/search/records';
import { timeBothEngines, pagefindRankings, type EngineTiming } from './engineBrowser';
import { ourBytes, pagefindBytes, type EngineBytes } from './engineIndexBytes';
import { GOLDEN_QUERIES, hitAt3, hitAt3FirstHits, ourRankings, type HitAt3 } from './goldenHitAt3';
import { compareIndexedText } from './indexedText';
import { describeLoad, machineLoad, type MachineLoad } from './machineLoad';
import { measuredRun } from './measuredRun';
import { median } from './median';
import type { OurIndexBuild } from './ourIndexBuild';
import { findPagefind } from './pagefindPackage';
import { allowWebAssembly, runPagefind, stagePagefindSite } from './pagefindSite';
import { buildWithScaleIndex } from './scaleSearchIndex';
import { allowedTags } from './scaleSite';
import { serveBuild } from './serveBuild';

const root = path.resolve(__dirname, '../..');
const CHILD = path.join(__dirname, 'ourIndexBuildChild.ts');
/** Pagefind is kept if it is at most this much worse than ours on every figure. */
const TOLERANCE = 0.1;

interface BuildFigures {
  runs: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  samples: {
    wallMs: number;
    cpuMs: number;
    peakRssBytes: number;
    /** Ours only: the child's memory once its modules were loaded, before the work. */
    rssBeforeWorkBytes?: number;
    load: MachineLoad;
  }[];
}

function summariseBuilds(samples: BuildFigures['samples']): BuildFigures {
  return {
    runs: samples.length,
    wallMs: median(samples.map((sample) => sample.wallMs)),
    cpuMs: median(samples.map((sample) => sample.cpuMs)),
    peakRssBytes: median(samples.map((sample) => sample.peakRssBytes)),
    samples,
  };
}

/** Distinct lower-case words of the text our index holds, to set beside Pagefind's count. */
function distinctWords(data: SearchIndexData): number {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word);
  };
  for (const page of data.pages) add(page.l1);
  for (const section of data.sections) [...section.h, ...section.c].forEach(add);
  return words.size;
}

/** The pages Pagefind's bundle holds, from its entry file. */
function pagefindPageCount(bundleDir: string): number {
  const entry = JSON.parse(readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/** `count` queries spread evenly over the golden list (all of them by default). */
function spreadQueries(count: number): string[] {
  const all = GOLDEN_QUERIES.map((entry) => entry.query);
  if (count >= all.length) return all;
  return Array.from(
    { length: count },
    (_, index) => all[Math.floor((index * all.length) / count)]!,
  );
}

type Figure = { name: string; unit: string; ours: number; pagefind: number; higherIsBetter?: true };

/** Pagefind's figure over ours, and whether it is within the tolerance (or better). */
function judge(figure: Figure): { ratio: number; pagefindOk: boolean } {
  const ratio = figure.pagefind / figure.ours;
  const pagefindOk = figure.higherIsBetter ? ratio >= 1 - TOLERANCE : ratio <= 1 + TOLERANCE;
  return { ratio, pagefindOk };
}

function formatValue(value: number, unit: string): string {
  if (unit === 'KB') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'MB') return `${(value / 1024 / 1024).toFixed(0)} MB`;
  if (unit === '%') return `${(value * 100).toFixed(1)} %`;
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  return `${value.toFixed(0)} ${unit}`;
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      'site-dir': { type: 'string', default: 'build' },
      pages: { type: 'string', default: '0' },
      pagefind: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      'build-runs': { type: 'string', default: '5' },
      queries: { type: 'string', default: String(GOLDEN_QUERIES.length) },
      port: { type: 'string', default: '3420' },
      'work-dir': { type: 'string' },
      'index-cache': { type: 'string' },
      'skip-browser': { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
    },
  });
  const log = (line: string) => console.log(line);
  const pageCount = Number(args.pages);
  if (!(Number.isInteger(pageCount) && pageCount >= 0)) {
    throw new Error(`--pages must be a whole number >= 0, got ${args.pages}`);
  }
  const siteDir = path.resolve(root, args['site-dir']);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(
      `no production build in ${siteDir}: run \`E2E_FIXTURES=true npx docusaurus build\` first`,
    );
  }
  if (!existsSync(path.join(root, '.docusaurus'))) {
    throw new Error(
      'no .docusaurus/ beside the build: our index is read from what the build loaded',
    );
  }
  const pagefind = findPagefind(root, args.pagefind);
  const workDir = path.resolve(
    args['work-dir'] ?? path.join(tmpdir(), `bench-pagefind-${pageCount}`),
  );
  const copyDir = path.join(workDir, 'site');
  const stagingDir = path.join(workDir, 'pagefind-staging');
  const bundleDir = path.join(copyDir, 'pagefind');
  const ourOutDir = path.join(workDir, 'our-index');
  mkdirSync(workDir, { recursive: true });
  const startLoad = machineLoad();
  log(`Pagefind ${pagefind.version} (${pagefind.dir}); machine: ${describeLoad(startLoad)}`);

  // One copy of the build serves both indexes; with --pages, ours is the scaled one.
  const tagKeys = allowedTags(root);
  const reuse =
    args.reuse && existsSync(path.join(copyDir, 'index.html')) && existsSync(stagingDir);
  if (reuse) {
    log(`Reusing the copy and the staged pages in ${workDir}`);
  } else if (pageCount === 0) {
    rmSync(copyDir, { recursive: true, force: true });
    execFileSync('cp', ['-al', siteDir, copyDir]);
  } else {
    buildWithScaleIndex({
      buildDir: siteDir,
      outDir: copyDir,
      pageCount,
      tagKeys,
      indexCache: args['index-cache'],
    });
  }
  allowWebAssembly(copyDir);
  const served = JSON.parse(builtIndexFiles(copyDir)[0]!.contents) as SearchIndexData;
  if (!reuse) {
    const staged = stagePagefindSite({
      buildDir: copyDir,
      stagingDir,
      pageUrls: served.pages.map((page) => page.u),
      pageCount,
      tagKeys,
    });
    log(
      `Same pages for both: our index holds ${served.pages.length} pages (${served.sections.length} sections); staged for Pagefind: ${staged.sitePages} of the build's HTML + ${staged.generatedPages} generated`,
    );
  }

  // Index builds, each in its own process, alternating which engine goes first.
  const buildRuns = Math.max(0, Number(args['build-runs']));
  const ourSamples: BuildFigures['samples'] = [];
  const pagefindSamples: BuildFigures['samples'] = [];
  let ourBuild: OurIndexBuild | null = null;
  let pagefindWords = Number.NaN;
  for (let run = 0; run < buildRuns; run += 1) {
    const buildOurs = () => {
      const load = machineLoad();
      const measured = measuredRun(
        process.execPath,
        ['--import', 'tsx', CHILD, root, String(pageCount), ourOutDir],
        root,
      );
      const result = JSON.parse(measured.stdout) as OurIndexBuild & {
        ms: number;
        cpuMs: number;
        rssBeforeBytes: number;
      };
      ourBuild = result;
      // The index work itself: the plugin runs inside the build's process, not a new one, so
      // the process's start is left out of the times (its memory stays in the peak).
      ourSamples.push({
        peakRssBytes: measured.peakRssBytes,
        wallMs: result.ms,
        cpuMs: result.cpuMs,
        rssBeforeWorkBytes: result.rssBeforeBytes,
        load,
      });
    };
    const buildPagefind = () => {
      const load = machineLoad();
      const measured = runPagefind(pagefind, stagingDir, bundleDir);
      pagefindWords = measured.words;
      const { wallMs, cpuMs, peakRssBytes } = measured;
      pagefindSamples.push({ wallMs, cpuMs, peakRssBytes, load });
    };
    if (run % 2 === 0) {
      buildOurs();
      buildPagefind();
    } else {
      buildPagefind();
      buildOurs();
    }
    log(
      `  build run ${run + 1}/${buildRuns}: ours ${(ourSamples[run]!.wallMs / 1000).toFixed(1)} s, Pagefind ${(pagefindSamples[run]!.wallMs / 1000).toFixed(1)} s (${describeLoad(machineLoad())})`,
    );
  }
  if (buildRuns === 0 && !(reuse && existsSync(bundleDir))) {
    pagefindWords = runPagefind(pagefind, stagingDir, bundleDir).words;
  }
  const rebuilt = ourBuild as OurIndexBuild | null;
  if (
    buildRuns > 0 &&
    (!rebuilt ||
      rebuilt.pages !== served.pages.length ||
      rebuilt.sections !== served.sections.length)
  ) {
    throw new Error(
      `our timed build made ${rebuilt?.pages} pages / ${rebuilt?.sections} sections, the served index has ${served.pages.length} / ${served.sections.length}`,
    );
  }
  const pagefindPages = pagefindPageCount(bundleDir);
  if (pagefindPages !== served.pages.length) {
    throw new Error(
      `Pagefind indexed ${pagefindPages} pages, our index holds ${served.pages.length}`,
    );
  }
  if (buildRuns > 0)
    log(
      `Our build process held ${(median(ourSamples.map((sample) => sample.rssBeforeWorkBytes ?? 0)) / 1024 / 1024).toFixed(0)} MB before the index work (node, tsx, modules); its peak includes that`,
    );
  const words = { ours: distinctWords(served), pagefind: pagefindWords };
  const text = compareIndexedText(served, bundleDir);
  log(
    `Same text? Words of all pages: ours ${text.words.ours}, Pagefind ${text.words.pagefind}; per page, ${(text.oursInPagefind * 100).toFixed(1)} % of our distinct words are in Pagefind's text and ${(text.pagefindInOurs * 100).toFixed(1)} % of Pagefind's in ours (distinct words over the site: ours ${words.ours}, Pagefind's count ${words.pagefind})`,
  );
  const builds = { ours: summariseBuilds(ourSamples), pagefind: summariseBuilds(pagefindSamples) };
  const bytes: Record<'ours' | 'pagefind', EngineBytes> = {
    ours: ourBytes(copyDir),
    pagefind: pagefindBytes(bundleDir),
  };

  let relevance: { ours: HitAt3; oursFirstHits: number; pagefind: HitAt3 } | null = null;
  let timing: Record<'ours' | 'pagefind', EngineTiming> | null = null;
  if (!args['skip-browser']) {
    const site = await serveBuild(root, copyDir, Number(args.port));
    try {
      const queries = GOLDEN_QUERIES.map((entry) => entry.query);
      const ours = await ourRankings(copyDir);
      relevance = {
        ours: hitAt3(ours),
        oursFirstHits: hitAt3FirstHits(ours),
        pagefind: hitAt3(await pagefindRankings(site.baseUrl, queries, 3)),
      };
      timing = await timeBothEngines({
        baseUrl: site.baseUrl,
        queries: spreadQueries(Number(args.queries)),
        rounds: Math.max(1, Number(args.rounds)),
        log,
      });
    } finally {
      site.stop();
    }
  }

  const figures: Figure[] = [
    {
      name: 'Index data, raw',
      unit: 'KB',
      ours: bytes.ours.data.rawBytes,
      pagefind: bytes.pagefind.data.rawBytes,
    },
    {
      name: 'Index data, gzip',
      unit: 'KB',
      ours: bytes.ours.data.gzipBytes,
      pagefind: bytes.pagefind.data.gzipBytes,
    },
    {
      name: 'Engine code, gzip',
      unit: 'KB',
      ours: bytes.ours.code.gzipBytes,
      pagefind: bytes.pagefind.code.gzipBytes,
    },
  ];
  if (timing && relevance) {
    figures.push(
      {
        name: 'Search bytes fetched per query (median)',
        unit: 'KB',
        ours: timing.ours.searchBytes,
        pagefind: timing.pagefind.searchBytes,
      },
      {
        name: '"/" to first results (median)',
        unit: 'ms',
        ours: timing.ours.firstResultsMs,
        pagefind: timing.pagefind.firstResultsMs,
      },
      {
        name: 'hit@3, golden queries (page URL)',
        unit: '%',
        ours: relevance.ours.rate,
        pagefind: relevance.pagefind.rate,
        higherIsBetter: true,
      },
    );
  }
  if (buildRuns > 0)
    figures.push(
      {
        name: 'Index build, wall (median)',
        unit: 's',
        ours: builds.ours.wallMs,
        pagefind: builds.pagefind.wallMs,
      },
      {
        name: 'Index build, CPU (median)',
        unit: 's',
        ours: builds.ours.cpuMs,
        pagefind: builds.pagefind.cpuMs,
      },
      {
        name: 'Index build, peak memory (median)',
        unit: 'MB',
        ours: builds.ours.peakRssBytes,
        pagefind: builds.pagefind.peakRssBytes,
      },
    );
  const judged = figures.map((figure) => ({ ...figure, ...judge(figure) }));
  const endLoad = machineLoad();
  log('');
  log(
    `| Figure (${served.pages.length} pages) | Ours | Pagefind ${pagefind.version} | Pagefind / ours |`,
  );
  log('| --- | ---: | ---: | ---: |');
  for (const figure of judged) {
    log(
      `| ${figure.name} | ${formatValue(figure.ours, figure.unit)} | ${formatValue(figure.pagefind, figure.unit)} | ${figure.ratio.toFixed(2)}${figure.pagefindOk ? '' : ' ✗'} |`,
    );
  }
  const replace = judged.every((figure) => figure.pagefindOk);
  log('');
  log(
    `Decision rule (Pagefind within ${TOLERANCE * 100} % of ours or better on every figure): ${
      replace
        ? 'met, replace ours'
        : `not met (${judged
            .filter((figure) => !figure.pagefindOk)
            .map((figure) => figure.name)
            .join('; ')}), keep ours`
    }`,
  );
  if (timing) {
    log(
      `Pagefind alone (without waiting for the modal): ${timing.pagefind.engineMs?.toFixed(0)} ms; other bytes (modal code) ours ${formatValue(timing.ours.otherBytes, 'KB')}, Pagefind ${formatValue(timing.pagefind.otherBytes, 'KB')}`,
    );
  }
  if (relevance) {
    log(
      `Ours, golden test's definition (first three hits, sections unmerged): ${(relevance.oursFirstHits * 100).toFixed(1)} %`,
    );
    log(`Ours misses: ${JSON.stringify(relevance.ours.misses)}`);
    log(`Pagefind misses: ${JSON.stringify(relevance.pagefind.misses)}`);
  }
  log(
    `Machine: ${describeLoad(startLoad)} at start, ${describeLoad(endLoad)} at the end; host ${hostname()}`,
  );

  const resultsFile = `pagefind-results${pageCount === 0 ? '' : `-${pageCount}`}.json`;
  writeFileSync(
    path.join(root, 'bench', resultsFile),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        host: hostname(),
        machine: { start: startLoad, end: endLoad },
        pagefindVersion: pagefind.version,
        pages: served.pages.length,
        sections: served.sections.length,
        generatedPages: pageCount,
        words,
        text,
        figures: judged,
        replace,
        bytes,
        builds,
        relevance,
        timing,
      },
      null,
      2,
    )}\n`,
  );
  log(`Wrote bench/${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
