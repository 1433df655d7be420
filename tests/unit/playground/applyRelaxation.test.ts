import { describe, expect, it } from 'vitest';

import {
  applyRelaxation,
  applyRelaxationToText,
} from '../../../src/plugins/playground/client/applyRelaxation';

const request = {
  vehicles: [{ id: 'van_01', capacity: { weight: 1000 } }, { id: 'van_02' }],
  jobs: [{ id: 'a' }, { id: 'b', time_windows: [{ start: 's', end: 'e' }] }],
};

describe('applyRelaxation', () => {
  it('replaces a field, leaving the original request as it was', () => {
    const changed = applyRelaxation(request, {
      op: 'replace',
      path: '/jobs/1/time_windows/0/end',
      value: 'later',
    }) as typeof request;
    expect(changed.jobs[1].time_windows![0].end).toBe('later');
    expect(request.jobs[1].time_windows![0].end).toBe('e');
  });

  it('adds a member that is missing and removes an array element', () => {
    const labelled = applyRelaxation(request, {
      op: 'add',
      path: '/vehicles/1/labels',
      value: ['tail_lift'],
    }) as { vehicles: { labels?: string[] }[] };
    expect(labelled.vehicles[1].labels).toEqual(['tail_lift']);
    const dropped = applyRelaxation(request, { op: 'remove', path: '/jobs/0' }) as typeof request;
    expect(dropped.jobs.map((job) => job.id)).toEqual(['b']);
  });

  it('refuses a path that is not in the request, and a replace of a missing member', () => {
    expect(() => applyRelaxation(request, { op: 'remove', path: '/jobs/5' })).toThrow(
      '/jobs/5 is not in the request any more.',
    );
    expect(() =>
      applyRelaxation(request, { op: 'replace', path: '/vehicles/1/shift/end', value: 'x' }),
    ).toThrow('/vehicles/1/shift/end is not in the request any more.');
    expect(() => applyRelaxation(request, { op: 'replace', path: '/vehicles/1/labels' })).toThrow();
    expect(() => applyRelaxation(request, { op: undefined, path: undefined })).toThrow(
      'This suggestion has no change to apply.',
    );
  });

  it('writes the text as the examples are written, with a final newline', () => {
    expect(applyRelaxationToText('{"a":{"b":1}}', { op: 'replace', path: '/a/b', value: 2 })).toBe(
      '{\n  "a": {\n    "b": 2\n  }\n}\n',
    );
  });
});
