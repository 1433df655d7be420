/**
 * The solver bench writes its own results (bench/solver-results.json from
 * scripts/bench-solver.ts); the main bench copies them into its results and prints their
 * headline figures. Search is measured by the main bench itself (scripts/bench/search.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Companion {
  file: string;
  /** When the file was written; the figures are as old as that. */
  writtenAt: string | null;
  data: unknown;
}

const COMPANION_FILES = {
  solver: 'bench/solver-results.json',
} as const;

export type CompanionName = keyof typeof COMPANION_FILES;

export function readCompanions(root: string): Record<CompanionName, Companion> {
  const read = (file: string): Companion => {
    const full = path.join(root, file);
    if (!existsSync(full)) return { file, writtenAt: null, data: null };
    return {
      file,
      writtenAt: statSync(full).mtime.toISOString(),
      data: JSON.parse(readFileSync(full, 'utf8')) as unknown,
    };
  };
  return { solver: read(COMPANION_FILES.solver) };
}

function field(data: unknown, ...keys: string[]): unknown {
  let value = data;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function show(value: unknown, unit = ''): string {
  return typeof value === 'number' ? `${value}${unit}` : 'n/a';
}

/** One line per companion: its headline figures, or how to produce them. */
export function describeCompanions(companions: Record<CompanionName, Companion>): string[] {
  const { solver } = companions;
  const lines: string[] = [];
  if (solver.data === null) {
    lines.push(`solver: not run (${solver.file} missing; npm run bench:solver)`);
  } else {
    const s = solver.data;
    lines.push(
      `solver (${solver.writtenAt}): ${show(field(s, 'failedRuns'))} of ${show(
        field(s, 'runs'),
      )} runs failed; best-known vehicle count on ${show(
        field(s, 'matchedInstancesMeanOverSeeds'),
      )} of ${show(field(s, 'instances'))} instances (mean over seeds), mean gap over those ${show(
        field(s, 'meanGapPercentOverMatched'),
        ' %',
      )}; ${show(field(s, 'timeLimitSeconds'), ' s')} each`,
    );
  }
  return lines;
}
