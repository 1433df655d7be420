import { describe, expect, it } from 'vitest';
import { oneRouteEach } from '../../../scripts/bench/solomonNodes';
import { mulberry32 } from '../../../scripts/bench/mulberry32';
import { timeWarpMinimise } from '../../../scripts/bench/timeWarpSearch';
import { checkSolomonPlan } from '../../support/feasibility';
import { sixInRoutesOf30, sixWideOpen, twoAtOnceFarApart, untilCalls } from './plantedSolomon';

describe('timeWarpMinimise (late arrivals penalised, for the bench)', () => {
  it('serves six customers with wide windows from one route, starting from six', () => {
    const instance = sixWideOpen();
    const removed: number[] = [];
    const result = timeWarpMinimise(instance, oneRouteEach(instance), {
      random: mulberry32(1),
      outOfTime: untilCalls(10_000),
      onRouteRemoved: (routes) => removed.push(routes),
    });
    expect(removed).toEqual([5, 4, 3, 2, 1]);
    expect(result.routes).toHaveLength(1);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });

  it('stops at the target route count', () => {
    const instance = sixWideOpen();
    const result = timeWarpMinimise(instance, oneRouteEach(instance), {
      random: mulberry32(2),
      outOfTime: untilCalls(10_000),
      targetRoutes: 3,
    });
    expect(result.routes).toHaveLength(3);
    expect(result.routes.flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps two routes where two customers must be served at the same time far apart', () => {
    const instance = twoAtOnceFarApart();
    const removed: number[] = [];
    const result = timeWarpMinimise(instance, oneRouteEach(instance), {
      random: mulberry32(7),
      outOfTime: untilCalls(3_000),
      onRouteRemoved: (routes) => removed.push(routes),
    });
    expect(removed).toEqual([3, 2]);
    // The attempt at one route ran out of time and was dropped: the last plan on time is kept.
    expect(result.routes).toHaveLength(2);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });

  it('respects capacity: 6 customers of 10 in routes of 30 need two routes', () => {
    const instance = sixInRoutesOf30();
    const result = timeWarpMinimise(instance, oneRouteEach(instance), {
      random: mulberry32(3),
      outOfTime: untilCalls(3_000),
    });
    expect(result.routes).toHaveLength(2);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });
});
