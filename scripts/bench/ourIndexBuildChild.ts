/**
 * Child process of `bench:pagefind`: builds our index once (./ourIndexBuild.ts) and prints its
 * figures as JSON (the work's own wall and CPU time, and the memory the process held before
 * it), so the parent can measure this process's peak memory on its own.
 *
 *   node --import tsx scripts/bench/ourIndexBuildChild.ts <root> <pageCount> <outDir>
 */
import { buildOurIndex } from './ourIndexBuild';
import { allowedTags } from './scaleSite';

async function main(): Promise<void> {
  const [root, pageCount, outDir] = process.argv.slice(2);
  if (!root || !pageCount || !outDir) throw new Error('usage: <root> <pageCount> <outDir>');
  const rssBeforeBytes = process.memoryUsage().rss;
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const built = await buildOurIndex({
    root,
    pageCount: Number(pageCount),
    tagKeys: allowedTags(root),
    outDir,
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(`${JSON.stringify({ ...built, ms, cpuMs, rssBeforeBytes })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
