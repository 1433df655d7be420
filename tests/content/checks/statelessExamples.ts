/**
 * Stateless API examples must be answers the service would give, not hand-edited JSON:
 * - a `SolveResponse` block that follows a `SolveRequest` block on the same page is what the
 *   solver (src/solver, the playground's engine) returns for that request;
 * - every route in an `InsertionResponse` block has the distance, duration and cost that the
 *   contract's route semantics (tests/support/feasibility.ts, independent of the solver) give
 *   for its sequence of stops.
 * The solver returns money to the cent, as the API does (docs/concepts/trip_cost.mdx#money), so a
 * solve response is compared exactly; an insertion route's cost is the contract's to the cent.
 */
import type { SolveRequest, SolveResponse } from '../../../src/solver/types';
import { evaluateSequence, type SequenceStop } from '../../support/feasibility';
import { codeBlocks, type CodeBlock, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const SCHEMA_PREFIX = 'stateless#/components/schemas/';

export type Solve = (request: SolveRequest) => SolveResponse;

function schemaOf(block: CodeBlock): string | undefined {
  const schema = block.attributes.schema;
  return typeof schema === 'string' && schema.startsWith(SCHEMA_PREFIX)
    ? schema.slice(SCHEMA_PREFIX.length)
    : undefined;
}

function parse(block: CodeBlock): unknown {
  try {
    return JSON.parse(block.body);
  } catch {
    return undefined; // The JSON block check reports it.
  }
}

/** An amount to the cent, as the API returns every amount. */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The first place where two JSON values differ, as `$.path: documented X, solver Y`. */
export function firstDifference(documented: unknown, actual: unknown, at = '$'): string | null {
  if (Array.isArray(documented) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(documented.length, actual.length); i += 1) {
      if (i >= documented.length) return `${at}[${i}]: missing, solver has one more item`;
      if (i >= actual.length) return `${at}[${i}]: documented, solver has no such item`;
      const difference = firstDifference(documented[i], actual[i], `${at}[${i}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (
    documented !== null &&
    actual !== null &&
    typeof documented === 'object' &&
    typeof actual === 'object' &&
    !Array.isArray(documented) &&
    !Array.isArray(actual)
  ) {
    const keys = new Set([...Object.keys(documented), ...Object.keys(actual)]);
    for (const key of keys) {
      const difference = firstDifference(
        (documented as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (difference) return difference;
    }
    return null;
  }
  return Object.is(documented, actual)
    ? null
    : `${at}: documented ${JSON.stringify(documented)}, solver ${JSON.stringify(actual)}`;
}

/** Pages that show a solve request and then its response: the response is the solver's. */
export function checkSolveExamples(page: Page, solve: Solve): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  let request: { value: SolveRequest; line: number | undefined } | undefined;
  for (const block of codeBlocks(page.tree)) {
    const schema = schemaOf(block);
    if (schema === 'SolveRequest') {
      const value = parse(block);
      request =
        value === undefined ? undefined : { value: value as SolveRequest, line: block.line };
    } else if (schema === 'SolveResponse' && request) {
      const documented = parse(block);
      if (documented === undefined) continue;
      let difference: string | null;
      try {
        difference = firstDifference(documented, solve(request.value));
      } catch (error) {
        difference = `the solver refuses the request: ${(error as Error).message}`;
      }
      if (difference) {
        offences.push({
          file: page.file,
          line: block.line,
          message: `response differs from the solver's for the request at line ${request.line}: ${difference}`,
        });
      }
      request = undefined;
    }
  }
  return offences;
}

interface InsertionRequestLike {
  vehicles: SolveRequest['vehicles'];
  jobs: NonNullable<SolveRequest['jobs']>;
  new_job: NonNullable<SolveRequest['jobs']>[number];
  matrices?: SolveRequest['matrices'];
  options?: { speed_kmh?: number };
}

interface InsertionResponseLike {
  options?: { rank: number; route: SolveResponse['routes'][number] }[];
}

/** Every option's route in an insertion response costs what its stops cost under the contract. */
export function checkInsertionExamples(page: Page): Offence[] {
  if (!page.tree) return [];
  const offences: Offence[] = [];
  let request: InsertionRequestLike | undefined;
  for (const block of codeBlocks(page.tree)) {
    const schema = schemaOf(block);
    if (schema === 'InsertionRequest') {
      request = parse(block) as InsertionRequestLike | undefined;
      continue;
    }
    if (schema !== 'InsertionResponse' || !request) continue;
    const response = parse(block) as InsertionResponseLike | undefined;
    const jobs = new Map([...request.jobs, request.new_job].map((job) => [job.id, job]));
    const asSolveRequest = {
      vehicles: request.vehicles,
      jobs: [...jobs.values()],
      matrices: request.matrices,
      options: { speed_kmh: request.options?.speed_kmh },
    } as SolveRequest;
    for (const option of response?.options ?? []) {
      const { route } = option;
      const where = `option ${option.rank} (${route.vehicle_id})`;
      const vehicle = request.vehicles.find((v) => v.id === route.vehicle_id);
      if (!vehicle) {
        offences.push({ file: page.file, line: block.line, message: `${where}: unknown vehicle` });
        continue;
      }
      if ((vehicle.breaks ?? []).length > 0) continue; // The reference has no breaks.
      const sequence: SequenceStop[] = [];
      for (const stop of route.stops) {
        if (stop.type === 'start' || stop.type === 'end') continue;
        const job = stop.id === undefined ? undefined : jobs.get(stop.id);
        if (job) sequence.push({ kind: 'job', job });
        else
          offences.push({
            file: page.file,
            line: block.line,
            message: `${where}: unknown job ${stop.id}`,
          });
      }
      const expected = evaluateSequence(asSolveRequest, vehicle, sequence);
      const documented = { distance: route.distance, duration: route.duration, cost: route.cost };
      const contract = expected.feasible
        ? { distance: expected.distance, duration: expected.duration, cost: toCents(expected.cost) }
        : 'infeasible';
      const difference = firstDifference(documented, contract, `$.${where}`);
      if (difference) {
        offences.push({
          file: page.file,
          line: block.line,
          message: `route differs from the contract's evaluation of its stops: ${difference.replace('solver', 'contract')}`,
        });
      }
    }
  }
  return offences;
}
