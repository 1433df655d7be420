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

/** Six customers around the depot, open most of the day: one route serves them all. */
export const sixWideOpen = () =>
  planted([1, 2, 3, 4, 5, 6].map((id) => node(id, 10 * Math.cos(id), 10 * Math.sin(id), 0, 900)));

/** Two customers served at the same time, 100 apart, and two open all day: two routes at least. */
export const twoAtOnceFarApart = () =>
  planted([
    node(1, 50, 0, 100, 105),
    node(2, -50, 0, 100, 105),
    node(3, 10, 10, 0, 900),
    node(4, -10, 10, 0, 900),
  ]);

/** Six customers of 10 in routes of 30: two routes at least. */
export const sixInRoutesOf30 = () =>
  planted(
    [1, 2, 3, 4, 5, 6].map((id) => node(id, id, 0, 0, 900)),
    30,
  );
