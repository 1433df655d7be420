import { describe, expect, it } from 'vitest';

import { legacyAnchorRoute } from '../../../src/plugins/api-reference/OverviewPage/legacyAnchor';

const ROUTES: Record<string, string> = {
  'tag/Plans': '/api/plans/plans',
  'tag/Plans/operation/getPlan': '/api/plans/plans',
  'operation/getPlan': '/api/plans/plans',
};
const LONGEST = Math.max(...Object.keys(ROUTES).map((anchor) => anchor.length));
/** At most one lookup per character of the longest anchor, plus listing the known ones once. */
const MAX_LOOKUPS = LONGEST + Object.keys(ROUTES).length;

/** The routes, counting every anchor looked up in them: the work the function does. */
function countingRoutes(): { routes: Record<string, string>; lookups: () => number } {
  let lookups = 0;
  const routes = new Proxy(ROUTES, {
    getOwnPropertyDescriptor(target, key) {
      lookups += 1;
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return { routes, lookups: () => lookups };
}

describe('legacy anchors on crafted hashes', () => {
  // Each separator used to cost a regex search over the whole rest of the hash: 20,000 '/'
  // took 2 s and 'a/' x 40,000 took 10.7 s; a 2 MB link hung the tab.
  it.each([
    ['20,000 "/"', `#${'/'.repeat(20_000)}`, undefined],
    ['"a/" x 40,000', `#${'a/'.repeat(40_000)}`, undefined],
    [
      'a known anchor followed by 40,000 "a/"',
      `#tag/Plans/${'a/'.repeat(40_000)}`,
      '/api/plans/plans',
    ],
  ])('%s: looks up no more anchors than the longest one has characters', (_, hash, route) => {
    const { routes, lookups } = countingRoutes();
    expect(legacyAnchorRoute(hash, routes)).toBe(route);
    expect(lookups()).toBeGreaterThan(0);
    expect(lookups()).toBeLessThanOrEqual(MAX_LOOKUPS);
  });

  it('still follows deep links that run past the longest anchor', () => {
    const deepLink = '#tag/Plans/operation/getPlan!path=items/0/stops/1&t=response';
    expect(deepLink.length).toBeGreaterThan(LONGEST);
    expect(legacyAnchorRoute(deepLink, ROUTES)).toBe('/api/plans/plans');
  });
});
