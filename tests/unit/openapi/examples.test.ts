import { describe, expect, it } from 'vitest';
import {
  collectHeaderExamples,
  compileSchema,
  formatErrors,
  listOperations,
  readSpec,
  resolvePointer,
  specNames,
  validateAgainst,
  validateExample,
  type JsonObject,
} from '../../support/openapiSchemas';

// Media-type, parameter and schema examples are checked by `npm run lint:api` (Redocly's
// no-invalid-*-examples rules); what it does not reach is checked here.
describe('examples out of the reach of lint:api match their schema (Ajv, JSON Schema 2020-12)', () => {
  it('header examples', () => {
    const examples = specNames().flatMap(collectHeaderExamples);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.flatMap((entry) => validateExample(entry).errors)).toEqual([]);
  });

  it('request bodies of the curl samples match the request schema', () => {
    const failures: string[] = [];
    for (const entry of listOperations().filter(
      (e) => e.section === 'paths' && e.operation.requestBody,
    )) {
      const samples = entry.operation['x-codeSamples'] as { source: string }[];
      const match = /<<'JSON'\n([\s\S]*?)\nJSON\n/.exec(samples[0].source);
      if (!match) {
        failures.push(`${entry.path}: no JSON body in the curl sample`);
        continue;
      }
      const schemaPointer = `${entry.at}/requestBody/content/application~1json/schema`;
      const validate = compileSchema(entry.spec, schemaPointer);
      if (!validate(JSON.parse(match[1]))) {
        failures.push(
          ...formatErrors(validate.errors).map((e) => `${entry.spec} ${entry.path}: ${e}`),
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

const stateless = readSpec('stateless');

describe('a stale example fails', () => {
  const solveExample = resolvePointer(
    stateless,
    '/paths/~1solve/post/requestBody/content/application~1json/examples/berlin_day/value',
  ) as JsonObject;

  it('when a field is renamed', () => {
    const stale = structuredClone(solveExample);
    const job = (stale.jobs as JsonObject[])[0];
    job.service_time = job.service_duration;
    delete job.service_duration;
    const result = validateAgainst('stateless#/components/schemas/SolveRequest', stale);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('$.jobs[0].service_time: unknown field (additionalProperties)');
  });

  it('when a required field disappears or a value leaves its range', () => {
    const stale = structuredClone(solveExample);
    delete (stale.vehicles as JsonObject[])[1].shift;
    (stale.jobs as JsonObject[])[2].priority = 11;
    const result = validateAgainst('stateless#/components/schemas/SolveRequest', stale);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        '$.vehicles[1].shift: required field is missing',
        '$.jobs[2].priority: must be <= 10',
      ]),
    );
  });

  it('while the example itself is valid', () => {
    expect(validateAgainst('stateless#/components/schemas/SolveRequest', solveExample)).toEqual({
      valid: true,
      errors: [],
    });
  });
});

describe('the Stateless berlin_day response example is arithmetically true', () => {
  const request = resolvePointer(
    stateless,
    '/paths/~1solve/post/requestBody/content/application~1json/examples/berlin_day/value',
  ) as { vehicles: JsonObject[]; jobs: JsonObject[] };
  const response = resolvePointer(
    stateless,
    '/paths/~1solve/post/responses/200/content/application~1json/examples/berlin_day/value',
  ) as {
    status: string;
    summary: Record<string, number>;
    routes: {
      vehicle_id: string;
      cost: number;
      distance: number;
      duration: number;
      stops: JsonObject[];
    }[];
    unassigned: { id: string }[];
  };
  const seconds = (ts: unknown) => Date.parse(String(ts)) / 1000;

  it('accounts for every job exactly once', () => {
    const served = response.routes.flatMap((r) => r.stops.filter((s) => s.id).map((s) => s.id));
    const all = [...served, ...response.unassigned.map((u) => u.id)].sort();
    expect(all).toEqual(request.jobs.map((j) => j.id).sort());
    expect(response.status).toBe(response.unassigned.length ? 'partial' : 'solved');
  });

  it('prices each route as fixed + per_kilometre * km + per_hour * hours', () => {
    for (const route of response.routes) {
      const vehicle = request.vehicles.find((v) => v.id === route.vehicle_id) as JsonObject;
      const costs = vehicle.costs as Record<string, number>;
      const expected =
        costs.fixed +
        (costs.per_kilometre * route.distance) / 1000 +
        (costs.per_hour * route.duration) / 3600;
      expect(route.cost).toBeCloseTo(expected, 2);
    }
  });

  it('keeps stop times, distances and summary consistent', () => {
    for (const route of response.routes) {
      const stops = route.stops;
      expect(stops[0].type).toBe('start');
      expect(stops[stops.length - 1].type).toBe('end');
      expect(seconds(stops[stops.length - 1].arrival) - seconds(stops[0].departure)).toBe(
        route.duration,
      );
      expect(stops.reduce((sum, s) => sum + Number(s.distance_from_previous), 0)).toBe(
        route.distance,
      );
      for (const stop of stops.filter((s) => s.id)) {
        const job = request.jobs.find((j) => j.id === stop.id) as JsonObject;
        expect(seconds(stop.departure) - seconds(stop.arrival)).toBe(
          Number(stop.waiting) + Number(job.service_duration),
        );
      }
    }
    const sum = (key: 'cost' | 'distance' | 'duration') =>
      response.routes.reduce((s, r) => s + r[key], 0);
    expect(response.summary.cost).toBeCloseTo(sum('cost'), 2);
    expect(response.summary.distance).toBe(sum('distance'));
    expect(response.summary.duration).toBe(sum('duration'));
    expect(response.summary.vehicles_used).toBe(response.routes.length);
    expect(response.summary.unassigned_count).toBe(response.unassigned.length);
  });
});
