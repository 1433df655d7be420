import { describe, expect, it } from 'vitest';
import { Problem, solveProblem } from '../../../src/solver';
import { solomonToProblemSpec } from '../../../scripts/solomon';
import { checkSolomonPlan } from '../../support/feasibility';
import { benchInstance, customerRoutes } from './solomonFixtures';

// A fixed iteration count, not a time limit: the same plan on every machine, however loaded.
describe('Solomon smoke test (2000 iterations each)', () => {
  it.each(['C101', 'R101', 'RC101'])(
    '%s: feasible plan under the benchmark conventions',
    (name) => {
      const instance = benchInstance(name);
      expect(instance.customers).toHaveLength(100);
      const problem = new Problem(solomonToProblemSpec(instance));
      const result = solveProblem(problem, { seed: 1, maxIterations: 2000 });
      const routes = customerRoutes(instance, problem, result.routes);
      const check = checkSolomonPlan(instance, routes);
      expect(check.violations).toEqual([]);
      expect(result.repairs).toBe(0);
      expect(check.vehicles).toBeLessThanOrEqual(instance.vehicleCount);
      expect(check.distance).toBeCloseTo(result.distance, 6);
    },
  );
});
