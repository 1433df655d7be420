/**
 * The results file the docs page imports (bench/solver-results.json) is cast to the page's own
 * types, so nothing at compile time checks that the bench still writes what the page reads.
 * Both halves are checked here: the bench's score types give every field of the page's, and the
 * committed file turns into complete rows.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';

import tracked from '../../../bench/solver-results.json';
import type { GroupScore, InstanceScore } from '../../../scripts/solverBenchScore';
import {
  familyRows,
  instanceRows,
  runDescription,
  type BenchGroup,
  type BenchInstanceScore,
  type BenchResults,
} from '../../../src/components/SolverBenchmark/benchTables';

const results = tracked as unknown as BenchResults;

describe('bench/solver-results.json as the docs page reads it', () => {
  it('is written from types that carry every field the page reads', () => {
    expectTypeOf<InstanceScore>().toMatchTypeOf<BenchInstanceScore>();
    expectTypeOf<GroupScore>().toMatchTypeOf<BenchGroup>();
  });

  it('gives a row per instance and per family, with no cell left undefined or not a number', () => {
    const instances = instanceRows(results);
    const families = familyRows(results);
    expect(instances).toHaveLength(results.instanceScores.length);
    expect(instances.length).toBeGreaterThan(0);
    expect(families.length).toBeGreaterThan(0);
    const cells = [...instances, ...families].flatMap((row) => Object.values(row));
    expect(cells.filter((cell) => typeof cell !== 'string' || /undefined|NaN/.test(cell))).toEqual(
      [],
    );
    expect(runDescription(results)).toMatch(/\d+ instances?/);
  });
});
