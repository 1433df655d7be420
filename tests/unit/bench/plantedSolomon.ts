/** Small Solomon instances planted for the bench's route minimisation tests. */
import type { SolomonInstance, SolomonNode } from '../../../scripts/solomon';

/** A customer of demand 10 and service 5 at (x, y), open from `ready` to `due`. */
export const node = (
  id: number,
  x: number,
  y: number,
  ready: number,
  due: number,
): SolomonNode => ({
  id,
  x,
  y,
  demand: 10,
  ready,
  due,
  service: 5,
});

/** The customers around a depot at the origin, open from 0 to `depotCloses`. */
export function planted(
  customers: SolomonNode[],
  capacity = 100,
  depotCloses = 1000,
): SolomonInstance {
  return {
    name: 'planted',
    vehicleCount: customers.length,
    capacity,
    depot: { ...node(0, 0, 0, 0, depotCloses), demand: 0, service: 0 },
    customers,
  };
}

/** An `outOfTime` that answers true from its (calls + 1)-th call on. */
export const untilCalls = (calls: number) => {
  let made = 0;
  return () => ++made > calls;
};
