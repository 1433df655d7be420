/**
 * The OpenAPI examples tell the same sample day as the docs (src/data/sampleWorld.json): the
 * content checks that hold the pages to the world run here over every example of the specs,
 * because the API reference is read as often as the guides and drifted apart from them before.
 * - every object naming a sample id agrees with the world (tests/content/checks/sampleWorld.ts);
 * - every stored or solved route is recomputed from the world (tests/content/checks/storedRoutes.ts);
 * - a plan summary is the sum of its routes, and the reference optimization's summary is the sum
 *   of the routes the Routing API stores for it;
 * - a booking's `arrived` / `en_route` progress happens when the reference plan says.
 * An operation whose examples change a sample object on purpose (a PATCH, a what-if) lists the ids
 * in `x-sample-world-varies`, like a page's `sample_world_varies` front matter; those ids are
 * skipped there, and a listed id its examples do not actually change is reported.
 */
import { describe, expect, it } from 'vitest';

import { addedCost } from '../../../src/data/routeArithmetic';
import { vehicleType } from '../../../src/data/sampleWorld';
import { checkJsonValue } from '../../content/checks/sampleWorld';
import { checkRoute, type StoredRoute } from '../../content/checks/storedRoutes';
import { isObject, readSpec, type JsonObject } from '../../support/openapiSchemas';

const SPECS = ['routing', 'stateless', 'integration'] as const;
/** The optimization whose routes routing.yaml stores for the reference day. */
const REFERENCE_OPTIMIZATION = 'opt_01HV7R2M4N';

const VARIES_KEY = 'x-sample-world-varies';

interface Example {
  where: string;
  value: unknown;
  /** Ids the enclosing operation declares it changes. */
  varies: readonly string[];
}

/** JSON objects written inside a code sample (heredoc bodies, `BODY='…'`); JS literals are skipped. */
function jsonObjectsIn(source: string): unknown[] {
  const found: unknown[] = [];
  let index = source.indexOf('{');
  while (index !== -1) {
    const end = matchingBrace(source, index);
    let parsed: unknown;
    if (end !== -1) {
      try {
        parsed = JSON.parse(source.slice(index, end + 1));
      } catch {
        parsed = undefined;
      }
    }
    if (parsed !== undefined) found.push(parsed);
    index = source.indexOf('{', parsed !== undefined ? end + 1 : index + 1);
  }
  return found;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return -1;
}

/** Every example a reader sees: `example`, `examples` (named or listed) and code samples. */
function collectExamples(
  document: unknown,
  where = '#',
  inherited: readonly string[] = [],
): Example[] {
  const found: Example[] = [];
  if (Array.isArray(document)) {
    document.forEach((item, index) =>
      found.push(...collectExamples(item, `${where}/${index}`, inherited)),
    );
    return found;
  }
  if (!isObject(document)) return found;
  const declared = document[VARIES_KEY];
  const varies = Array.isArray(declared) ? [...inherited, ...declared.map(String)] : inherited;
  for (const [key, value] of Object.entries(document)) {
    const at = `${where}/${key}`;
    if (key === VARIES_KEY) continue;
    if (key === 'example') found.push({ where: at, value, varies });
    else if (key === 'examples' && Array.isArray(value))
      value.forEach((item, index) => found.push({ where: `${at}/${index}`, value: item, varies }));
    else if (key === 'examples' && isObject(value))
      for (const [name, example] of Object.entries(value))
        if (isObject(example) && 'value' in example)
          found.push({ where: `${at}/${name}`, value: example.value, varies });
        else found.push(...collectExamples(example, `${at}/${name}`, varies));
    else if (key === 'x-codeSamples' && Array.isArray(value))
      value.forEach((sample, index) => {
        const source = isObject(sample) && typeof sample.source === 'string' ? sample.source : '';
        for (const object of jsonObjectsIn(source))
          found.push({ where: `${at}/${index}`, value: object, varies });
      });
    else found.push(...collectExamples(value, at, varies));
  }
  return found;
}

function objectsIn(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

const isRoute = (object: JsonObject): boolean =>
  typeof object.vehicle_id === 'string' &&
  Array.isArray(object.stops) &&
  typeof object.cost === 'number';

/** Stateless stops name their job `id`; stored stops name it `booking_id`. */
function asStoredRoute(object: JsonObject): StoredRoute {
  const stops = (object.stops as JsonObject[]).map((stop) =>
    stop.booking_id === undefined && typeof stop.id === 'string' && stop.type !== 'start'
      ? { ...stop, booking_id: stop.id }
      : stop,
  );
  return { ...object, stops } as unknown as StoredRoute;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

interface Sums {
  cost: number;
  distance: number;
  duration: number;
  waiting_duration: number;
  vehicles_used: number;
}

function sumsOf(routes: readonly StoredRoute[]): Sums {
  return {
    cost: cents(routes.reduce((total, route) => total + route.cost, 0)),
    distance: routes.reduce((total, route) => total + route.distance, 0),
    duration: routes.reduce((total, route) => total + route.duration, 0),
    waiting_duration: routes.reduce(
      (total, route) => total + route.stops.reduce((sum, stop) => sum + (stop.waiting ?? 0), 0),
      0,
    ),
    vehicles_used: routes.length,
  };
}

function summaryDisagreements(summary: JsonObject, sums: Sums): string[] {
  const problems: string[] = [];
  for (const [field, expected] of Object.entries(sums))
    if (typeof summary[field] === 'number' && cents(summary[field]) !== expected)
      problems.push(`summary.${field} ${summary[field]}, its routes give ${expected}`);
  const parts = ['travel_duration', 'service_duration', 'waiting_duration'].map(
    (field) => summary[field],
  );
  if (typeof summary.duration === 'number' && parts.every((part) => typeof part === 'number')) {
    const total = (parts as number[]).reduce((sum, part) => sum + part, 0);
    if (total !== summary.duration)
      problems.push(`summary: travel + service + waiting is ${total}, not ${summary.duration}`);
  }
  return problems;
}

/** An insertion option's `added_cost` prices its added metres and seconds, without a fixed cost. */
function addedCostDisagreement(object: JsonObject): string | undefined {
  const { vehicle_id, added_cost, added_distance, added_duration } = object;
  const type = typeof vehicle_id === 'string' ? vehicleType(vehicle_id) : undefined;
  if (
    !type ||
    typeof added_cost !== 'number' ||
    typeof added_distance !== 'number' ||
    typeof added_duration !== 'number'
  )
    return undefined;
  const expected = cents(addedCost(type.costs, added_distance, added_duration));
  return cents(added_cost) === expected
    ? undefined
    : `${vehicle_id}: added_cost ${added_cost}, ${type.id} prices give ${expected} for ${added_distance} m and ${added_duration} s`;
}

interface PlannedVisit {
  arrival: string;
  routeDeparture: string;
}

/** Everything that disagrees with the sample world, as `<spec> <where>: <message>`. */
function sampleWorldOffences(examples: readonly (Example & { spec: string })[]): string[] {
  const offences: string[] = [];
  const say = (example: Example & { spec: string }, message: string) =>
    offences.push(`${example.spec} ${example.where}: ${message}`);

  const referenceRoutes = new Map<string, StoredRoute>();
  const variedSeen = new Map<string, Set<string>>();
  for (const example of examples) {
    const varied = new Set(example.varies);
    const key = `${example.spec} ${example.varies.join(',')}`;
    const seen = variedSeen.get(key) ?? new Set<string>();
    variedSeen.set(key, seen);
    for (const message of checkJsonValue(example.value)) {
      const id = message.slice(0, message.indexOf(':'));
      if (varied.has(id)) seen.add(id);
      else say(example, message);
    }
    for (const object of objectsIn(example.value).filter(isRoute))
      for (const message of checkRoute(asStoredRoute(object), varied)) say(example, message);
    for (const object of objectsIn(example.value)) {
      const message = addedCostDisagreement(object);
      if (message) say(example, message);
    }
    // The reference plan is the first stored route list of the reference optimization.
    const listed = isObject(example.value) ? example.value.data : undefined;
    if (Array.isArray(listed))
      for (const object of listed.filter(isObject).filter(isRoute))
        if (
          object.optimization_id === REFERENCE_OPTIMIZATION &&
          !referenceRoutes.has(object.vehicle_id as string)
        )
          referenceRoutes.set(object.vehicle_id as string, asStoredRoute(object));
  }
  for (const example of examples) {
    const seen = variedSeen.get(`${example.spec} ${example.varies.join(',')}`)!;
    for (const id of example.varies)
      if (!seen.has(id)) {
        say(
          example,
          `${VARIES_KEY} lists ${id}, but the examples agree with the sample world on it`,
        );
        seen.add(id); // once per operation
      }
  }
  const reference = sumsOf([...referenceRoutes.values()]);
  const visits = new Map<string, PlannedVisit>();
  for (const route of referenceRoutes.values())
    for (const stop of route.stops)
      if (stop.booking_id)
        visits.set(stop.booking_id, {
          arrival: stop.arrival,
          routeDeparture: route.stops[0]!.departure,
        });

  const sameInstant = (a: unknown, b: string): boolean =>
    typeof a === 'string' && Date.parse(a) === Date.parse(b);
  for (const example of examples)
    for (const object of objectsIn(example.value)) {
      const routes = Array.isArray(object.routes)
        ? (object.routes as JsonObject[]).filter(isRoute).map(asStoredRoute)
        : undefined;
      const ofReference =
        object.id === REFERENCE_OPTIMIZATION || object.optimization_id === REFERENCE_OPTIMIZATION;
      if (isObject(object.summary) && (routes?.length || ofReference))
        for (const message of summaryDisagreements(
          object.summary,
          routes?.length ? sumsOf(routes) : reference,
        ))
          say(example, message);

      const visit = typeof object.booking_id === 'string' && visits.get(object.booking_id);
      if (!visit || typeof object.occurred_at !== 'string') continue;
      const planned =
        object.status === 'arrived'
          ? visit.arrival
          : object.status === 'en_route'
            ? visit.routeDeparture
            : undefined;
      if (planned && !sameInstant(object.occurred_at, planned))
        say(
          example,
          `${object.booking_id} ${object.status} at ${object.occurred_at}, the plan says ${planned}`,
        );
    }
  return offences;
}

const allExamples = SPECS.flatMap((spec) =>
  collectExamples(readSpec(spec)).map((example) => ({ ...example, spec })),
);

describe('OpenAPI examples agree with the sample world', () => {
  it('finds the examples, the routes and the code-sample bodies', () => {
    const routes = allExamples.flatMap((example) => objectsIn(example.value).filter(isRoute));
    expect(routes.length).toBeGreaterThan(5);
    expect(allExamples.some((example) => example.where.includes('x-codeSamples'))).toBe(true);
  });

  it('every sample id, route, summary and progress time', () => {
    expect(sampleWorldOffences(allExamples)).toEqual([]);
  });
});

describe('a planted error fails', () => {
  const plant = (where: string, change: (value: JsonObject) => void, varies: string[] = []) =>
    sampleWorldOffences(
      allExamples.map((example) => {
        if (!example.where.endsWith(where)) return example;
        const value = structuredClone(example.value) as JsonObject;
        change(value);
        return { ...example, value, varies };
      }),
    );
  const routesOf = (value: JsonObject) => value.data as JsonObject[];
  const ROUTE_LIST = '/routes/get/responses/200/content/application/json/examples/berlin_day';

  it('a departure at 06:00 with 3034 s of waiting at bk_1001', () => {
    const offences = plant(ROUTE_LIST, (value) => {
      const [start, first] = routesOf(value)[0]!.stops as JsonObject[];
      start!.arrival = start!.departure = '2026-03-02T06:00:00+01:00';
      first!.arrival = '2026-03-02T06:24:26+01:00';
      first!.waiting = 3034;
    });
    expect(offences).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'van_01: waits 3034 s at its first stop instead of leaving later (departure rule)',
        ),
        expect.stringContaining('van_01: duration 5592, start to end is 8626 s'),
      ]),
    );
  });

  it('a route cost, and a summary that no longer adds up', () => {
    const offences = plant(ROUTE_LIST, (value) => {
      routesOf(value)[0]!.cost = 103.71;
    });
    expect(offences).toEqual(
      expect.arrayContaining([
        expect.stringContaining('van_01: cost 103.71, vt_cooled_van prices give 96.14'),
        expect.stringMatching(/summary\.cost 205\.84, its routes give 213\.41$/),
      ]),
    );
  });

  it('a vehicle type the world does not have, and a stale what-if list', () => {
    const zone = plant(
      '/compound-zones/post/requestBody/content/application/json/examples/compoundZone',
      (value) => {
        value.vehicle_type_ids = ['vt_truck_7t'];
      },
      ['bk_1002'],
    );
    expect(zone).toEqual(
      expect.arrayContaining([
        expect.stringContaining('vt_truck_7t: not a vehicle type of the sample world'),
        expect.stringContaining('x-sample-world-varies lists bk_1002, but the examples agree'),
      ]),
    );
  });
});
