import { describe, expect, it } from 'vitest';

import { pointerRange } from '../../../src/plugins/playground/client/pointerRange';
import { placeFindings } from '../../../src/plugins/playground/client/preflightFindings';
import type { SolveRequest } from '../../../src/solver/types';
import { sampleRequest } from '../solver/fixtures';

const TEXT = JSON.stringify(
  { a: { 'b/c': [1, { x: 'y"z' }, [3]], d: 'q' }, jobs: [{ id: 'j1' }, { id: 'j2', n: -2.5e3 }] },
  null,
  2,
);
const at = (pointer: string) => {
  const range = pointerRange(TEXT, pointer);
  return range && TEXT.slice(range.from, range.to);
};

describe('pointerRange', () => {
  it('finds values by key, escaped key and index', () => {
    expect(at('/a/d')).toBe('"q"');
    expect(at('/a/b~1c/1/x')).toBe('"y\\"z"');
    expect(JSON.parse(at('/a/b~1c/2')!)).toEqual([3]);
    expect(at('/jobs/1/n')).toBe('-2500');
    expect(JSON.parse(at('/jobs/1')!)).toEqual({ id: 'j2', n: -2500 });
    expect(JSON.parse(at('')!)).toEqual(JSON.parse(TEXT));
  });

  it('answers null for a path the text does not hold', () => {
    expect(at('/jobs/2')).toBeNull();
    expect(at('/a/zz')).toBeNull();
    expect(at('/a/d/0')).toBeNull();
    expect(at('/jobs/x')).toBeNull();
  });
});

describe('placeFindings', () => {
  it('lists errors first, with JSON paths and the first line of the value in the text', () => {
    const request: SolveRequest = sampleRequest();
    request.jobs![0].service_duration = 4000;
    request.jobs![0].time_windows = [
      { start: '2026-03-02T09:00:00+01:00', end: '2026-03-02T10:00:00+01:00' },
    ];
    request.jobs![3].location = { lat: 13.3146, lon: 52.5058 };
    request.jobs![5].required_labels = ['tail_lift'];
    const text = JSON.stringify(request, null, 2);
    const placed = placeFindings(request, text);
    expect(placed.map((f) => [f.severity, f.jsonPath])).toEqual([
      ['error', '$.jobs[5].required_labels[0]'],
      ['warning', '$.jobs[3].location'],
      ['warning', '$.jobs[0].service_duration'],
    ]);
    const [label, location, service] = placed.map((f) => text.slice(f.range!.from, f.range!.to));
    expect(label).toBe('"tail_lift"');
    expect(location).toBe('{');
    expect(service).toBe('4000');
    expect(placed.map((f) => f.linkText)).toEqual([
      'Docs: vehicle labels',
      'Docs: locations',
      'Docs: time window pitfalls',
    ]);
  });
});
