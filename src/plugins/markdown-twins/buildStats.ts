import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What making the twins cost in the last build, left in the generated-files folder for
 * `npm run bench` (scripts/bench.ts), which prints it beside the build times.
 */

export type TwinsBuildStats = {
  twins: number;
  /** Bytes of all twins, llms.txt and llms-full.txt. */
  bytes: number;
  llmsFullTxtBytes: number;
  /** Converting every page (already read) and composing llms.txt and llms-full.txt. */
  generateMs: number;
  /** CPU time of the same step, which other processes on the machine barely change. */
  generateCpuMs: number;
};

const STATS_FILE = 'markdown-twins/build-stats.json';

export async function writeBuildStats(generatedFilesDir: string, stats: TwinsBuildStats) {
  const file = path.join(generatedFilesDir, STATS_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(stats, null, 2)}\n`);
}

/** The stats of the last build that used `generatedFilesDir`; null when there is none. */
export function readBuildStats(generatedFilesDir: string): TwinsBuildStats | null {
  try {
    return JSON.parse(
      readFileSync(path.join(generatedFilesDir, STATS_FILE), 'utf8'),
    ) as TwinsBuildStats;
  } catch {
    return null;
  }
}
