/**
 * The worked examples whose figures are not API responses: the ETA recalculation (howto/eta),
 * the slack table (terms/slack) and the savings instance (first_solution_heuristic). Each is
 * recomputed from src/data (the sample world and routeArithmetic.ts), so a figure edited by hand
 * fails here. Cost figures in prose are checked on every page by checks/proseArithmetic.ts, and
 * stored routes and insertion costs by checks/storedRoutes.ts.
 */
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import {
  distanceMetres,
  forwardSlack,
  saving,
  travelSeconds,
} from '../../src/data/routeArithmetic';
import { bookings, locationOf, sampleWorld, type Location } from '../../src/data/sampleWorld';
import { codeBlocks, loadPages, type Page } from '../support/mdx';

const pages = await loadPages();
const page = (file: string): Page => {
  const found = pages.find((candidate) => candidate.file === file);
  if (!found?.tree) throw new Error(`${file} is missing or not valid MDX`);
  return found;
};

function jsonBlock<T>(file: string, schema: string): T {
  const block = codeBlocks(page(file).tree!).find((code) => code.attributes.schema === schema);
  if (!block) throw new Error(`${file} has no ${schema} block`);
  return JSON.parse(block.body) as T;
}

const seconds = (timestamp: string): number => Date.parse(timestamp) / 1000;

describe('ETA example (howto/eta.mdx)', () => {
  interface EtaStop {
    booking_id: string | null;
    eta: string;
    previous_eta: string;
    delay: number;
  }
  const request = jsonBlock<{
    positions: Array<{ location: Location; recorded_at: string }>;
  }>('howto/eta.mdx', 'routing#/components/schemas/EtaRecalculationRequest');
  const response = jsonBlock<{ routes: Array<{ stops: EtaStop[] }> }>(
    'howto/eta.mdx',
    'routing#/components/schemas/EtaRecalculation',
  );
  const event = jsonBlock<{
    data: { stops: Array<{ booking_id: string; eta: string; delay: number }> };
  }>('howto/eta.mdx', 'integration#/components/schemas/EtaUpdatedEvent');

  it('every ETA follows from the reported position at 30 km/h, service durations and windows', () => {
    const [position] = request.positions;
    const [route] = response.routes;
    let here = position!.location;
    let clock = seconds(position!.recorded_at);
    for (const stop of route!.stops) {
      const target = stop.booking_id ? locationOf(stop.booking_id)! : sampleWorld.depot.location;
      clock += travelSeconds(here, target, 30);
      expect(seconds(stop.eta), `eta of ${stop.booking_id ?? 'end'}`).toBe(clock);
      expect(stop.delay, `delay of ${stop.booking_id ?? 'end'}`).toBe(
        seconds(stop.eta) - seconds(stop.previous_eta),
      );
      const booking = stop.booking_id ? bookings.get(stop.booking_id) : undefined;
      if (booking) {
        const window = booking.time_windows.find((candidate) => seconds(candidate.end) >= clock);
        clock = Math.max(clock, window ? seconds(window.start) : clock) + booking.service_duration;
      }
      here = target;
    }
  });

  it('the eta.updated event repeats the recalculated ETAs', () => {
    const byBooking = new Map(
      response.routes[0]!.stops.map((stop) => [stop.booking_id, stop] as const),
    );
    for (const stop of event.data.stops) {
      expect(stop.eta).toBe(byBooking.get(stop.booking_id)?.eta);
      expect(stop.delay).toBe(byBooking.get(stop.booking_id)?.delay);
    }
  });
});

function tables(file: string): Table[] {
  const found: Table[] = [];
  visit(page(file).tree!, 'table', (node: Table) => {
    found.push(node);
  });
  return found;
}

function rowsOf(table: Table): Array<Record<string, string>> {
  const [head, ...rows] = table.children;
  const headers = head!.children.map((cell) => toString(cell));
  return rows.map((row) =>
    Object.fromEntries(row.children.map((cell, index) => [headers[index]!, toString(cell)])),
  );
}

const minutesOfClock = (text: string): number => {
  const [hours, minutes] = /(\d{2}):(\d{2})/.exec(text)!.slice(1).map(Number);
  return hours! * 60 + minutes!;
};
const minutes = (text: string): number => Number(/(\d+) min/.exec(text)![1]);

describe('slack example (terms/slack.mdx)', () => {
  const table = tables('terms/slack.mdx').find((candidate) =>
    toString(candidate.children[0]!).includes('Slack'),
  )!;
  const rows = rowsOf(table);
  const end = rows.find((row) => row.Stop!.startsWith('end'))!;
  const stops = rows
    .filter((row) => row !== end)
    .sort((a, b) => minutesOfClock(a['Service starts']!) - minutesOfClock(b['Service starts']!));

  it('each slack is the smaller of its own window left and the next waiting plus next slack', () => {
    const slack = forwardSlack(
      stops.map((row) => ({
        serviceStart: minutesOfClock(row['Service starts']!),
        windowEnd: minutesOfClock(row['Window ends']!),
        waiting: minutes(row['Waiting before it']!),
      })),
      minutesOfClock(end['Service starts']!),
      minutesOfClock(end['Window ends']!),
    );
    expect(stops.map((row) => minutes(row.Slack!))).toEqual(slack);
    expect(minutes(end.Slack!)).toBe(
      minutesOfClock(end['Window ends']!) - minutesOfClock(end['Service starts']!),
    );
  });

  it('the intermediate columns show the same arithmetic', () => {
    const ordered = [...stops, end];
    stops.forEach((row, index) => {
      const next = ordered[index + 1]!;
      expect(minutes(row['Own window left']!)).toBe(
        minutesOfClock(row['Window ends']!) - minutesOfClock(row['Service starts']!),
      );
      expect(row['Next waiting + next slack']).toBe(
        `${minutes(next['Waiting before it']!)} + ${minutes(next.Slack!)} min`,
      );
    });
  });
});

describe('savings example (vrp_problem_intro/first_solution_heuristic.mdx)', () => {
  const file = 'vrp_problem_intro/first_solution_heuristic.mdx';
  const block = codeBlocks(page(file).tree!).find((code) =>
    String(code.attributes.title ?? '').startsWith('Haversine distances'),
  )!;
  const lines = block.body.split('\n');
  const labels = lines[0]!.trim().split(/\s+/);
  const matrix = lines
    .slice(1, 1 + labels.length)
    .map((line) => line.trim().split(/\s+/).slice(-labels.length).map(Number));
  // "A 300 (bk_1001)": which booking each letter stands for; D is the depot.
  const bookingOf = new Map(
    [...block.body.matchAll(/\b([A-Z]) \d+ \((bk_\d+)\)/g)].map(([, letter, id]) => [letter!, id!]),
  );
  const locationOfLabel = (label: string): Location =>
    label === 'D' ? sampleWorld.depot.location : locationOf(bookingOf.get(label)!)!;

  it('every distance is the haversine distance of the sample-world coordinates, to 0.1 km', () => {
    labels.forEach((from, i) =>
      labels.forEach((to, j) => {
        const km =
          Math.round(distanceMetres(locationOfLabel(from), locationOfLabel(to)) / 100) / 10;
        expect(matrix[i]![j], `${from}-${to}`).toBe(km);
      }),
    );
  });

  it('the sorted savings list is s_ij = d_i0 + d_0j − d_ij from the table, largest first', () => {
    const sentence = toString(page(file).tree!).match(/sorted savings are ([^.]+(?:\.\d[^.]*)*)\./);
    const listed = [...sentence![1]!.matchAll(/\b([A-Z])([A-Z]) (\d+\.\d)/g)].map(
      ([, a, b, value]) => ({ pair: `${a}${b}`, value: Number(value) }),
    );
    const customers = labels.slice(1);
    expect(listed).toHaveLength((customers.length * (customers.length - 1)) / 2);
    for (const { pair, value } of listed) {
      const i = labels.indexOf(pair[0]!);
      const j = labels.indexOf(pair[1]!);
      expect(value, pair).toBeCloseTo(saving(matrix, i, j), 6);
    }
    const values = listed.map((entry) => entry.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});
