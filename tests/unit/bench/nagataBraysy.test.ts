import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneRouteEach } from '../../../scripts/bench/solomonNodes';
import { mulberry32 } from '../../../scripts/bench/mulberry32';
import { minimiseRoutes } from '../../../scripts/bench/nagataBraysy';
import { parseSolomon } from '../../../scripts/solomon';
import { checkSolomonPlan, readSolomonFile } from '../../support/feasibility';
import {
  node,
  planted,
  sixInRoutesOf30,
  sixWideOpen,
  twoAtOnceFarApart,
  untilCalls,
} from './plantedSolomon';

describe('minimiseRoutes (Nagata and Bräysy, for the bench)', () => {
  it('serves six customers with wide windows from one route, starting from six', () => {
    const instance = sixWideOpen();
    const result = minimiseRoutes(instance, oneRouteEach(instance), {
      random: mulberry32(1),
      outOfTime: untilCalls(10_000),
    });
    expect(result.routes).toHaveLength(1);
    const check = checkSolomonPlan(instance, result.routes);
    expect(check.violations).toEqual([]);
  });

  it('keeps two routes where two customers must be served at the same time far apart', () => {
    const instance = twoAtOnceFarApart();
    const removed: number[] = [];
    const result = minimiseRoutes(instance, oneRouteEach(instance), {
      random: mulberry32(7),
      outOfTime: untilCalls(3_000),
      perturbMoves: 50,
      onRouteRemoved: (routes) => removed.push(routes),
    });
    expect(removed).toEqual([3, 2]);
    expect(result.routes).toHaveLength(2);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });

  it('respects capacity: 6 customers of 10 in routes of 30 need two routes', () => {
    const instance = sixInRoutesOf30();
    const result = minimiseRoutes(instance, oneRouteEach(instance), {
      random: mulberry32(3),
      outOfTime: untilCalls(3_000),
      perturbMoves: 50,
    });
    expect(result.routes).toHaveLength(2);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });

  it('counts the drive back to the depot: two customers whose round trip ends after closing keep two routes', () => {
    // Either order reaches the second customer by 125, inside its window, but is back at the
    // depot at 170, after it closes at 150; each alone is back by 85.
    const instance = planted([node(1, 40, 0, 0, 200), node(2, -40, 0, 0, 200)], 100, 150);
    const result = minimiseRoutes(instance, [[1], [2]], {
      random: mulberry32(4),
      outOfTime: untilCalls(200),
      perturbMoves: 20,
    });
    expect(result.routes).toHaveLength(2);
    expect(checkSolomonPlan(instance, result.routes).violations).toEqual([]);
  });

  it('hands back the plan it was given when out of time at once', () => {
    const instance = planted([node(1, 5, 5, 0, 900), node(2, -5, 5, 0, 900)]);
    const result = minimiseRoutes(instance, [[1], [2]], {
      random: mulberry32(1),
      outOfTime: () => true,
    });
    expect(result).toEqual({ routes: [[1], [2]], steps: 0 });
  });

  it('empties a route of a Solomon plan and leaves a plan the independent checker accepts', () => {
    const file = path.resolve(process.cwd(), '../shared/bench/solomon/C101.txt');
    const text = readFileSync(file, 'utf8');
    const instance = parseSolomon(text);
    // One route per customer: every route feasible on a Solomon instance, ten times the best known
    // count (more than the fleet of 25, which the checker would flag).
    const start = oneRouteEach(instance);
    const checked = readSolomonFile(text);
    const result = minimiseRoutes(instance, start, {
      random: mulberry32(2),
      outOfTime: untilCalls(400),
      perturbMoves: 100,
    });
    const check = checkSolomonPlan(checked, result.routes);
    expect(check.violations).toEqual([]);
    expect(check.vehicles).toBeLessThanOrEqual(12);
  });
});
