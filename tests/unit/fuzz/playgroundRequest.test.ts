/**
 * Property-based tests of the playground's request path, in the order the page runs it
 * (src/plugins/playground/components/PlaygroundApp.tsx): parse the editor text, check the size
 * limits, validate against the schema generated from the spec, then solve. Whatever the text, the
 * path ends in exactly one of: a syntax problem with a position, issues that name a field, a solver
 * input error with a JSON Pointer, or a plan that matches the spec and the independent checker.
 *
 * CI runs a fixed seed so a failure reproduces. To explore new inputs locally, run
 * `FUZZ_SEED=random FUZZ_RUNS=3000 npx vitest run tests/unit/fuzz`; replay a failure with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path>` from its report, then keep it as a fixed regression case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_NESTING } from '../../../src/plugins/playground/client/jsonErrorOffset';
import { checkSolveLimits } from '../../../src/plugins/playground/client/limits';
import { parseRequestText } from '../../../src/plugins/playground/client/parseRequest';
import { validateSolveRequest } from '../../../src/plugins/playground/client/schemaValidation';
import { solve } from '../../../src/solver';
import { isSolveInputError } from '../../../src/solver/errors';
import type { SolveRequest } from '../../../src/solver/types';
import { checkPlan } from '../../support/feasibility';
import { validateAgainst } from '../../support/openapiSchemas';

const SEED =
  process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261125);
const MAX_ITERATIONS = 60;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Outcome = 'syntax' | 'limits' | 'schema' | 'input' | 'solved';

const EXAMPLES_DIR = path.resolve(__dirname, '../../../src/plugins/playground/client/examples');
const EXAMPLES: Json[] = ['city', 'pickup-delivery', 'time-windows', 'labels'].map((name) => {
  const example = JSON.parse(
    readFileSync(path.join(EXAMPLES_DIR, `${name}.json`), 'utf8'),
  ) as Record<string, Json>;
  // The schema's smallest time limit; the iteration cap below usually ends the search first.
  return { ...example, options: { ...(example.options as object), time_limit: 1 } };
});

/** Stands for a number JSON.stringify cannot write (it overflows to Infinity when parsed). */
const RAW_OVERFLOW = '\u0000raw:1e999';

function nested(depth: number): Json {
  let value: Json = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

/** Values that are wrong in kind or size, or right but unusual, for any field. */
const fieldValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    5e-324,
    'NaN',
    'Infinity',
    '-0',
    '1e999',
    '',
    RAW_OVERFLOW,
    '2026-02-30T25:61:00Z',
    '2026-03-29T02:30:00+01:00',
    '<img src=x onerror=alert(1)>',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.integer({ min: 0, max: 100_000 }),
  fc.double({ noNaN: true, min: -200, max: 200 }),
  fc
    .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  // Deep enough to hurt a recursive walker; the 5 MB cases below go far deeper.
  fc.integer({ min: 1, max: 600 }).map(nested),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

type FieldPath = (string | number)[];

/** Paths into the request; a request's own fields are at most a few levels deep. */
function fieldPaths(value: Json, at: FieldPath = []): FieldPath[] {
  const children: FieldPath[] = [];
  if (at.length >= 8) return [at];
  if (Array.isArray(value))
    value.forEach((item, i) => children.push(...fieldPaths(item, [...at, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      children.push(...fieldPaths(item, [...at, key]));
  return [at, ...children];
}

type Mutation =
  | { kind: 'replace'; pick: number; value: Json }
  | { kind: 'delete'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: Json }
  | { kind: 'duplicate'; pick: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: fieldValue }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom('id', '__proto__', 'constructor', 'colour'), fc.string()),
    value: fieldValue,
  }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
);

function applyMutation(root: Json, change: Mutation): Json {
  const copy = structuredClone(root);
  const all = fieldPaths(copy);
  // Duplicating an array item (a second job with the same id) only means something in an array.
  const inArrays = all.filter((at) => typeof at[at.length - 1] === 'number');
  const paths = change.kind === 'duplicate' && inArrays.length > 0 ? inArrays : all;
  const target = paths[change.pick % paths.length];
  if (target.length === 0) return change.kind === 'replace' ? change.value : copy;
  let parent = copy as Record<string | number, Json>;
  for (const step of target.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = target[target.length - 1];
  const current = parent[last];
  if (change.kind === 'replace') parent[last] = change.value;
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (change.kind === 'add' && current !== null && typeof current === 'object') {
    if (Array.isArray(current)) current.push(change.value);
    else Object.defineProperty(current, change.key, { value: change.value, enumerable: true });
  } else if (change.kind === 'duplicate' && Array.isArray(parent)) {
    parent.push(structuredClone(current));
  }
  return copy;
}

/** The request as the user might have typed it: pretty or compact, possibly cut short. */
const requestText: fc.Arbitrary<string> = fc
  .record({
    example: fc.constantFrom(...EXAMPLES),
    changes: fc.array(mutation, { maxLength: 3 }),
    indent: fc.constantFrom(0, 2),
    cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 8 }),
  })
  .map(({ example, changes, indent, cut }) => {
    const value = changes.reduce(applyMutation, example);
    const text = JSON.stringify(value, null, indent).replaceAll(
      JSON.stringify(RAW_OVERFLOW),
      '1e999',
    );
    return cut === null ? text : text.slice(0, Math.floor(text.length * cut));
  });

function expectNamesAField(issues: readonly { path: string; message: string }[]): void {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(issue.path).toMatch(/^\$/);
    expect(issue.message.trim()).not.toBe('');
  }
}

/** Runs the playground's path on `text` and asserts what each ending promises. */
async function runRequestPath(text: string): Promise<Outcome> {
  const parsed = parseRequestText(text);
  if (!parsed.ok) {
    expect(Number.isInteger(parsed.offset)).toBe(true);
    expect(parsed.offset).toBeGreaterThanOrEqual(0);
    expect(parsed.offset).toBeLessThanOrEqual(text.length);
    expect(parsed.line).toBeGreaterThanOrEqual(1);
    expect(parsed.column).toBeGreaterThanOrEqual(1);
    expect(parsed.message).not.toMatch(/call stack/i);
    return 'syntax';
  }
  const limitIssues = checkSolveLimits(parsed.value);
  if (limitIssues.length > 0) {
    expectNamesAField(limitIssues);
    return 'limits';
  }
  const schemaIssues = await validateSolveRequest(parsed.value);
  if (schemaIssues.length > 0) {
    expectNamesAField(schemaIssues);
    return 'schema';
  }
  const request = parsed.value as SolveRequest;
  let lastIteration = 0;
  let response;
  try {
    response = solve(request, {
      maxIterations: MAX_ITERATIONS,
      onProgress: (progress) => {
        lastIteration = progress.iteration;
      },
    });
  } catch (error) {
    if (!isSolveInputError(error)) throw error;
    expect(error.path).toMatch(/^\/[^/]/);
    expect(error.message.trim()).not.toBe('');
    return 'input';
  }
  expect(lastIteration).toBeLessThanOrEqual(MAX_ITERATIONS);
  expect(validateAgainst('stateless#/components/schemas/SolveResponse', response)).toEqual({
    valid: true,
    errors: [],
  });
  expect(checkPlan(request, response)).toEqual([]);
  return 'solved';
}

describe('playground request path on fuzzed requests', () => {
  it('answers every mutated example with a plan or a problem that names a field', async () => {
    const seen = new Set<Outcome>();
    await fc.assert(
      fc.asyncProperty(requestText, async (text) => {
        seen.add(await runRequestPath(text));
      }),
      {
        seed: SEED,
        numRuns: Number(process.env.FUZZ_RUNS ?? 300),
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      },
    );
    // Without this, a generator that only produced broken JSON would pass vacuously. Requests
    // over the size limits are rarely reached by mutation; the 5 MB case covers them.
    expect([...seen]).toEqual(expect.arrayContaining(['input', 'schema', 'solved', 'syntax']));
  });

  it('survives 5 MB bodies', async () => {
    const city = EXAMPLES[0] as { jobs: Json[] };
    const manyJobs = JSON.stringify({
      ...city,
      jobs: Array.from({ length: 40_000 }, (_, i) => ({
        ...(city.jobs[0] as object),
        id: `j${i}`,
      })),
    });
    const hugeId = JSON.stringify({
      ...city,
      jobs: [{ ...(city.jobs[0] as object), id: 'x'.repeat(5_000_000) }],
    });
    const deepValid = `{"vehicles":${'['.repeat(2_500_000)}${']'.repeat(2_500_000)}}`;
    for (const text of [manyJobs, hugeId, deepValid]) {
      expect(text.length).toBeGreaterThan(5_000_000);
    }
    expect(await runRequestPath(manyJobs)).toBe('limits');
    expect(await runRequestPath(hugeId)).toBe('schema');
    expect(await runRequestPath(deepValid)).toBe('schema');
  });

  // Regression: unbalanced deep nesting made the syntax scanner overflow the call stack, and
  // the user saw "Maximum call stack size exceeded" at line 1, column NaN.
  it('points at the bracket past the nesting limit in deeply nested broken JSON', async () => {
    const text = '['.repeat(5_000_000);
    expect(await runRequestPath(text)).toBe('syntax');
    const parsed = parseRequestText(text);
    expect(parsed).toMatchObject({ ok: false, offset: MAX_JSON_NESTING, line: 1 });
    expect(parsed.ok ? '' : parsed.message).toMatch(/nested more than/i);
  });

  // Regression (seed 1927654050): a demand dimension called `constructor` passes the schema, but
  // the solver read a vehicle's missing capacity for it as Object.prototype.constructor, and
  // every load_after of the plan became a string of function source. The independent checker
  // (tests/support/feasibility.ts) reads quantities the same inherited way, so this case checks
  // the loads directly instead of through it.
  it('treats a dimension named like an Object.prototype member as a plain dimension', async () => {
    const city = EXAMPLES[0] as { vehicles: Record<string, Json>[]; jobs: Record<string, Json>[] };
    const request = {
      ...city,
      vehicles: city.vehicles.map((vehicle) => ({
        ...vehicle,
        capacity: { ...(vehicle.capacity as object), constructor: 5 },
      })),
      jobs: city.jobs.map((job, i) =>
        i === 0 ? { ...job, demand: { ...(job.demand as object), constructor: 2 } } : job,
      ),
    };
    expect(await validateSolveRequest(request)).toEqual([]);
    const response = solve(request as unknown as SolveRequest, { maxIterations: MAX_ITERATIONS });
    expect(validateAgainst('stateless#/components/schemas/SolveResponse', response)).toEqual({
      valid: true,
      errors: [],
    });
    // Read through a `string`, or TypeScript resolves the name to Object's own member.
    const dimension: string = 'constructor';
    const loads = response.routes.flatMap((route) =>
      route.stops.map((stop) => stop.load_after[dimension]),
    );
    expect(loads.every((load) => Number.isInteger(load))).toBe(true);
    expect(Math.max(...loads)).toBe(2);
    expect(response.unassigned).toEqual([]);
  });
});
