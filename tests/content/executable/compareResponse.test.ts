/**
 * The comparison of a documented response with the sandbox's answer: whole responses are equal
 * after normalisation; an excerpt (a "(partial)" block) is a subset, its arrays a prefix.
 */
import { describe, expect, it } from 'vitest';

import { compareResponse } from './compareResponse';

const ANSWER = JSON.stringify({
  data: [
    { id: 'bk_1001', status: 'open' },
    { id: 'bk_1002', status: 'open' },
    { id: 'bk_1003', status: 'open' },
  ],
  next_cursor: null,
});
const none = new Set<string>();

describe('compareResponse', () => {
  it('reports fields and items a whole response leaves out', () => {
    const documented = '{ "data": [{ "id": "bk_1001" }], "next_cursor": null }';
    expect(compareResponse(documented, ANSWER, none)).toEqual([
      '/data: documented 1 items, sandbox 3',
      '/data/0/status: sandbox returns "open", not documented',
    ]);
  });

  it('accepts an excerpt: fewer fields, and the first items of an array', () => {
    const documented =
      '{ "data": [{ "id": "bk_1001" }, { "id": "bk_1002" }], "next_cursor": null }';
    expect(compareResponse(documented, ANSWER, none, { excerpt: true })).toEqual([]);
  });

  it('fails an excerpt whose items are not the first ones, or whose values differ', () => {
    const skipped = '{ "data": [{ "id": "bk_1002" }] }';
    expect(compareResponse(skipped, ANSWER, none, { excerpt: true })).toEqual([
      '/data/0/id: documented "bk_1002", sandbox "bk_1001"',
    ]);
    const cursor = '{ "data": [], "next_cursor": "eyJpZCI6ImJrXzEwMDUifQ" }';
    expect(compareResponse(cursor, ANSWER, none, { excerpt: true })).toEqual([
      '/next_cursor: documented "eyJpZCI6ImJrXzEwMDUifQ", sandbox null',
    ]);
  });

  it('fails an excerpt with more items or a field the answer lacks', () => {
    const documented =
      '{ "data": [{ "id": "bk_1001", "route_id": null }, {}, {}, {}], "next_cursor": null }';
    expect(compareResponse(documented, ANSWER, none, { excerpt: true })).toEqual([
      '/data: documented 4 items, sandbox 3',
      '/data/0/route_id: documented null, sandbox has no field',
    ]);
  });
});
