/**
 * Vitest's file order, slowest first, also on a clean clone. Vitest's own sequencer orders by
 * the durations it cached on this machine's last run and, with no cache (every CI run), by file
 * size, which put the walkthroughs and the build checks last and left a core idle at the end.
 * Durations missing from the cache come from tests/support/vitestDurations.json
 * (`npm run test:durations` rewrites it from the cache); a file in neither counts as instant.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { DURATIONS_FILE } from './vitestDurationsFile';

/** The committed durations; a missing or damaged file fails the run instead of ordering silently by nothing. */
function committedDurations(): Record<string, number> {
  return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const committed = committedDurations();
    const order = files.map((file) => {
      const relative = path.relative(this.ctx.config.root, file.moduleId);
      const cached = cache.getFileTestResults(`${file.project.name}:${relative}`);
      return {
        file,
        failed: cached?.failed ?? false,
        duration: cached?.duration ?? committed[relative] ?? 0,
        relative,
      };
    });
    // Failed files first, as Vitest does, then the longest; the path breaks ties so the order
    // is the same on every run.
    order.sort(
      (a, b) =>
        Number(b.failed) - Number(a.failed) ||
        b.duration - a.duration ||
        a.relative.localeCompare(b.relative),
    );
    return order.map(({ file }) => file);
  }
}
