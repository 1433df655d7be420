/**
 * One sample world, enforced: every mention of a sample id in a page (JSON blocks, table rows
 * and machine-readable prose such as "van_03 (800 kg)") must agree with src/data/sampleWorld.json.
 * A page that changes the world on purpose (a what-if, a textbook instance) lists the ids it
 * changes in the front-matter key `sample_world_varies`; the listed ids are exempt there, and a
 * listed id the page does not actually change is reported, so the list stays honest.
 */
import type { Nodes, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import {
  bookings,
  locationOf,
  nodes,
  sampleWorld,
  vehicles,
  vehicleType,
  vehicleTypes,
  type Quantities,
  type TimeWindow,
} from '../../../src/data/sampleWorld';
import { codeBlocks, lineOf, type Page } from '../../support/mdx';
import { literalValues } from './jsLiterals';
import type { Offence } from './offence';

export const VARIES_KEY = 'sample_world_varies';

interface Disagreement {
  id: string;
  line: number | undefined;
  message: string;
}

const isKnownId = (id: string): boolean =>
  bookings.has(id) ||
  vehicles.has(id) ||
  vehicleTypes.has(id) ||
  nodes.has(id) ||
  id === sampleWorld.depot.id;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  same([...a].sort(), [...b].sort());

function compareQuantities(
  id: string,
  field: string,
  found: Quantities,
  expected: Quantities,
): string[] {
  // A page may leave a dimension out (a weight-only CVRP), but every one it names must agree.
  return Object.entries(found)
    .filter(([name, value]) => expected[name] !== value)
    .map(
      ([name, value]) =>
        `${id}: ${field}.${name} is ${value}, the sample world has ${expected[name] ?? 'no such dimension'}`,
    );
}

type Json = Record<string, unknown>;

/** The name the world gives a vehicle type, a node, the depot or the project. */
function worldName(id: string): string | undefined {
  if (id === sampleWorld.depot.id) return sampleWorld.depot.name;
  if (id === sampleWorld.project.id) return sampleWorld.project.name;
  return vehicleTypes.get(id)?.name ?? nodes.get(id)?.name;
}

/** A `name` written next to a sample id is the world's name for it. */
function checkName(id: string, name: string): string[] {
  const expected = worldName(id);
  return expected === undefined || name === expected
    ? []
    : [`${id}: name ${JSON.stringify(name)}, the sample world has ${JSON.stringify(expected)}`];
}

function checkBookingObject(id: string, object: Json): string[] {
  const booking = bookings.get(id)!;
  const problems: string[] = [];
  if (object.demand && typeof object.demand === 'object')
    problems.push(...compareQuantities(id, 'demand', object.demand as Quantities, booking.demand));
  for (const field of ['service_duration', 'priority', 'node_id', 'type'] as const) {
    if (field in object && !same(object[field], booking[field]))
      problems.push(
        `${id}: ${field} is ${JSON.stringify(object[field])}, the sample world has ${JSON.stringify(booking[field])}`,
      );
  }
  if ('time_windows' in object && !same(object.time_windows, booking.time_windows))
    problems.push(
      `${id}: time_windows ${formatWindows(object.time_windows as TimeWindow[])}, the sample world has ${formatWindows(booking.time_windows)}`,
    );
  if (
    Array.isArray(object.required_labels) &&
    !sameSet(object.required_labels as string[], booking.required_labels)
  )
    problems.push(
      `${id}: required_labels ${JSON.stringify(object.required_labels)}, the sample world has ${JSON.stringify(booking.required_labels)}`,
    );
  return problems;
}

function checkVehicleObject(id: string, object: Json): string[] {
  const vehicle = vehicles.get(id)!;
  const type = vehicleType(id)!;
  const problems: string[] = [];
  if (object.capacity && typeof object.capacity === 'object')
    problems.push(
      ...compareQuantities(id, 'capacity', object.capacity as Quantities, vehicle.capacity),
    );
  if ('vehicle_type_id' in object) {
    if (object.vehicle_type_id !== vehicle.vehicle_type_id)
      problems.push(
        `${id}: vehicle_type_id is ${JSON.stringify(object.vehicle_type_id)}, the sample world has "${vehicle.vehicle_type_id}"`,
      );
    // On an Integration vehicle, labels are added to the type's.
    const labels = Array.isArray(object.labels) ? (object.labels as string[]) : [];
    const extra = labels.filter((label) => !vehicle.labels.includes(label));
    if (extra.length > 0)
      problems.push(`${id}: labels ${JSON.stringify(extra)} are not on this vehicle`);
  } else if (Array.isArray(object.labels) && !sameSet(object.labels as string[], vehicle.labels))
    problems.push(
      `${id}: labels ${JSON.stringify(object.labels)}, the sample world has ${JSON.stringify(vehicle.labels)}`,
    );
  if (object.costs && !same(object.costs, type.costs))
    problems.push(
      `${id}: costs ${JSON.stringify(object.costs)}, its type ${type.id} costs ${JSON.stringify(type.costs)}`,
    );
  return problems;
}

function checkVehicleTypeObject(id: string, object: Json): string[] {
  const type = vehicleTypes.get(id)!;
  const problems: string[] = [];
  if (object.capacity && typeof object.capacity === 'object')
    problems.push(
      ...compareQuantities(id, 'capacity', object.capacity as Quantities, type.capacity),
    );
  if (Array.isArray(object.labels) && !sameSet(object.labels as string[], type.labels))
    problems.push(
      `${id}: labels ${JSON.stringify(object.labels)}, the sample world has ${JSON.stringify(type.labels)}`,
    );
  for (const field of ['costs', 'max_trip_duration'] as const)
    if (field in object && !same(object[field], type[field]))
      problems.push(
        `${id}: ${field} is ${JSON.stringify(object[field])}, the sample world has ${JSON.stringify(type[field])}`,
      );
  return problems;
}

/** Every disagreement in one JSON value; the OpenAPI examples are checked with this too. */
export function checkJsonValue(value: unknown): string[] {
  const problems: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    const id = typeof object.id === 'string' ? object.id : undefined;
    const located = id ?? (typeof object.booking_id === 'string' ? object.booking_id : undefined);
    if (id && bookings.has(id)) problems.push(...checkBookingObject(id, object));
    if (id && vehicles.has(id)) problems.push(...checkVehicleObject(id, object));
    if (id && vehicleTypes.has(id)) problems.push(...checkVehicleTypeObject(id, object));
    if (id && typeof object.name === 'string') problems.push(...checkName(id, object.name));
    if (id?.startsWith('vt_') && !vehicleTypes.has(id))
      problems.push(`${id}: not a vehicle type of the sample world`);
    const typeReferences = [
      object.vehicle_type_id,
      ...(Array.isArray(object.vehicle_type_ids) ? object.vehicle_type_ids : []),
    ];
    for (const reference of typeReferences)
      if (typeof reference === 'string' && !vehicleTypes.has(reference))
        problems.push(`${reference}: not a vehicle type of the sample world`);
    const expected = located ? locationOf(located) : undefined;
    if (expected && object.location && !same(object.location, expected))
      problems.push(
        `${located}: location ${JSON.stringify(object.location)}, the sample world has ${JSON.stringify(expected)}`,
      );
    Object.values(object).forEach(walk);
  };
  walk(value);
  return problems;
}

function formatWindows(windows: readonly TimeWindow[]): string {
  if (windows.length === 0) return 'any';
  return windows
    .map((window) => `${window.start.slice(11, 16)} to ${window.end.slice(11, 16)}`)
    .join(', ');
}

const QUANTITY_PATTERNS: Array<[string, RegExp]> = [
  ['weight', /(\d[\d,]*)\s*kg\b/],
  ['volume', /(\d+(?:\.\d+)?)\s*m³/],
  ['pallets', /(\d+)\s*pallets?\b/],
];

function quantitiesIn(text: string): Quantities {
  const found: Quantities = {};
  for (const [name, pattern] of QUANTITY_PATTERNS) {
    const match = pattern.exec(text);
    if (match) found[name] = Number(match[1]!.replace(/,/g, ''));
  }
  return found;
}

/** A table row whose first cell is a sample id: its cells are read by their column headers. */
function checkTableRow(id: string, headers: readonly string[], cells: readonly string[]): string[] {
  const problems: string[] = [];
  const cell = (test: RegExp): string | undefined => {
    const index = headers.findIndex((header) => test.test(header));
    return index > 0 ? cells[index] : undefined;
  };
  const name = cell(/^\s*`?name`?\s*$/i)?.trim();
  if (name) problems.push(...checkName(id, name));
  if (bookings.has(id)) {
    const booking = bookings.get(id)!;
    const demand = cell(/demand|weight|load/i);
    if (demand)
      problems.push(...compareQuantities(id, 'demand', quantitiesIn(demand), booking.demand));
    const service = cell(/service/i);
    const seconds = service ? /(\d[\d,]*)\s*s\b/.exec(service) : null;
    if (seconds && Number(seconds[1]!.replace(/,/g, '')) !== booking.service_duration)
      problems.push(
        `${id}: service_duration ${seconds[1]} s, the sample world has ${booking.service_duration} s`,
      );
    const windows = cell(/window/i);
    if (windows !== undefined && /\d\d:\d\d to \d\d:\d\d|^any$/.test(windows.trim())) {
      const expected = formatWindows(booking.time_windows);
      if (windows.trim() !== expected)
        problems.push(`${id}: time_windows ${windows.trim()}, the sample world has ${expected}`);
    }
    const priority = cell(/priority/i);
    if (priority && /^\d+$/.test(priority.trim()) && Number(priority) !== booking.priority)
      problems.push(`${id}: priority ${priority.trim()}, the sample world has ${booking.priority}`);
    const labels = cell(/required_labels/i);
    if (labels !== undefined) {
      const listed = labels.match(/[a-z_]+/g) ?? [];
      if (!sameSet(listed, booking.required_labels))
        problems.push(
          `${id}: required_labels ${JSON.stringify(listed)}, the sample world has ${JSON.stringify(booking.required_labels)}`,
        );
    }
  }
  if (vehicles.has(id)) {
    const vehicle = vehicles.get(id)!;
    const capacity = cell(/capacity/i);
    const triple = capacity ? /(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)/.exec(capacity) : null;
    const found: Quantities = triple
      ? { weight: Number(triple[1]), volume: Number(triple[2]), pallets: Number(triple[3]) }
      : capacity
        ? quantitiesIn(capacity)
        : {};
    problems.push(...compareQuantities(id, 'capacity', found, vehicle.capacity));
    const type = cell(/type/i)?.trim();
    if (type && /^vt_/.test(type) && type !== vehicle.vehicle_type_id)
      problems.push(`${id}: vehicle type ${type}, the sample world has ${vehicle.vehicle_type_id}`);
  }
  return problems;
}

function tableDisagreements(table: Table): Disagreement[] {
  const [head, ...rows] = table.children;
  if (!head) return [];
  const headers = head.children.map((cell) => toString(cell));
  return rows.flatMap((row) => {
    const cells = row.children.map((cell) => toString(cell));
    const id = cells[0]?.trim() ?? '';
    if (!isKnownId(id)) return [];
    return checkTableRow(id, headers, cells).map((message) => ({ id, line: lineOf(row), message }));
  });
}

/** "van_03 (800 kg)", "bk_1005 (310 kg, 1 m³)": a parenthesis right after an id states its figures. */
const PROSE_MENTION = /\b((?:bk|van)_\d+)`?\s*\(([^)]*)\)/g;
const LIST_BEFORE = /(?:,|\band|\bor)\s*`?$/;

function proseDisagreements(node: Nodes): Disagreement[] {
  const found: Disagreement[] = [];
  const text = toString(node);
  for (const match of text.matchAll(PROSE_MENTION)) {
    const [, id, inside] = match as unknown as [string, string, string];
    // "bk_1004, bk_1003 and bk_1001 (750 kg)": the figure belongs to the whole list.
    if (LIST_BEFORE.test(text.slice(0, match.index))) continue;
    const quantities = quantitiesIn(inside);
    const booking = bookings.get(id);
    const vehicle = vehicles.get(id);
    const messages = booking
      ? compareQuantities(id, 'demand', quantities, booking.demand)
      : vehicle
        ? compareQuantities(id, 'capacity', quantities, vehicle.capacity)
        : [];
    found.push(...messages.map((message) => ({ id, line: lineOf(node), message })));
  }
  return found;
}

const CURL_BODY = /-d '(\{[\s\S]*?\})'/g;

/** A plain-text table line about kilograms: "Demand (kg): A 300 (bk_1001), B 250 (bk_1003)". */
const WEIGHT_BEFORE_ID = /(\d+) \((bk_\d+)\)/g;

function textBlockDisagreements(body: string, line: number | undefined): Disagreement[] {
  return body
    .split('\n')
    .filter((text) => /\bkg\b/.test(text))
    .flatMap((text) =>
      [...text.matchAll(WEIGHT_BEFORE_ID)].flatMap(([, weight, id]) => {
        const booking = bookings.get(id!);
        if (!booking) return [];
        return compareQuantities(id!, 'demand', { weight: Number(weight) }, booking.demand).map(
          (message) => ({ id: id!, line, message }),
        );
      }),
    );
}

/** Live blocks and JavaScript tabs: the objects they spell out are read like JSON. */
const JS_LANGUAGES = new Set(['js', 'javascript', 'jsx', 'ts', 'tsx']);

function disagreements(page: Page): Disagreement[] {
  if (!page.tree) return [];
  const found: Disagreement[] = [];
  for (const block of codeBlocks(page.tree)) {
    if (block.lang === 'text') found.push(...textBlockDisagreements(block.body, block.line));
    // A JSON block, or the JSON bodies a curl example sends with -d '…'.
    const bodies =
      block.lang === 'json'
        ? [block.body]
        : block.lang === 'bash'
          ? [...block.body.matchAll(CURL_BODY)].map((match) => match[1]!)
          : [];
    const values: unknown[] = JS_LANGUAGES.has(block.lang ?? '') ? literalValues(block.body) : [];
    for (const body of bodies) {
      try {
        values.push(JSON.parse(body));
      } catch {
        // checkJsonBlocks reports a broken JSON block
      }
    }
    for (const value of values)
      for (const message of checkJsonValue(value))
        found.push({ id: message.slice(0, message.indexOf(':')), line: block.line, message });
  }
  visit(page.tree, (node: Nodes) => {
    if (node.type === 'table') {
      found.push(...tableDisagreements(node));
      return 'skip';
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') {
      found.push(...proseDisagreements(node));
      return 'skip';
    }
    return undefined;
  });
  return found;
}

/** The ids a page declares it varies; other checks skip their sample-world values there. */
export function variedIds(page: Page): Set<string> {
  const declared = page.frontMatter[VARIES_KEY];
  return new Set(Array.isArray(declared) ? declared.map(String) : []);
}

export function checkSampleWorld(page: Page): Offence[] {
  const offences: Offence[] = [];
  const declared = page.frontMatter[VARIES_KEY];
  const varies = new Set<string>();
  if (declared !== undefined) {
    if (!Array.isArray(declared) || declared.some((id) => typeof id !== 'string'))
      offences.push({ file: page.file, message: `${VARIES_KEY} must be a list of sample ids` });
    else
      for (const id of declared as string[]) {
        if (isKnownId(id)) varies.add(id);
        else
          offences.push({
            file: page.file,
            message: `${VARIES_KEY} names ${id}, which is not a sample id`,
          });
      }
  }
  const found = disagreements(page);
  for (const disagreement of found)
    if (!varies.has(disagreement.id))
      offences.push({ file: page.file, line: disagreement.line, message: disagreement.message });
  for (const id of varies)
    if (!found.some((disagreement) => disagreement.id === id))
      offences.push({
        file: page.file,
        message: `${VARIES_KEY} lists ${id}, but the page agrees with the sample world on it`,
      });
  return offences;
}
