/**
 * The node lists the bench's route minimisations (./nagataBraysy.ts, ./timeWarpSearch.ts) index
 * by customer id (location 0 the depot, location i customer i, as solomonToProblemSpec numbers
 * them), and the plan they can start from when no solver plan is given.
 */
import type { SolomonInstance, SolomonNode } from '../solomon';

/** The depot, then each customer at the index of its id; throws unless the ids run 1..n. */
export function nodesInIdOrder(instance: SolomonInstance): SolomonNode[] {
  const nodes = [instance.depot, ...instance.customers];
  nodes.forEach((node, index) => {
    if (node.id !== index) throw new Error(`${instance.name}: node ${index} has id ${node.id}`);
  });
  return nodes;
}

/** For each location, the `count` customers nearest to it (not the depot, not itself). */
export function nearestCustomers(
  travel: ArrayLike<number>,
  size: number,
  count: number,
): number[][] {
  const customers = Array.from({ length: size - 1 }, (_, i) => i + 1);
  return Array.from({ length: size }, (_, a) =>
    customers
      .filter((b) => b !== a)
      .sort((b, c) => travel[a * size + b] - travel[a * size + c])
      .slice(0, count),
  );
}

/** One route per customer, in the file's order: feasible whenever each customer is on its own. */
export const oneRouteEach = (instance: SolomonInstance): number[][] =>
  instance.customers.map((customer) => [customer.id]);
