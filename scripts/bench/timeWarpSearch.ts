/**
 * Route minimisation at a fixed route count with late arrivals allowed, after the time-warp
 * penalty of Vidal et al. (2013), on a Solomon instance, for measuring only: src/solver/README.md
 * compares it with the solver's fleet rounds and with Nagata and Bräysy's method
 * (./nagataBraysy.ts). Each attempt deletes the route with the fewest customers and puts them
 * where they cost least. From then on every customer stays in the plan: a late arrival costs its
 * time warp times `warpWeight`, excess load `loadWeight` a unit. Ruin and recreate under simulated
 * annealing then looks for a plan with neither, which has one route fewer.
 */
import { solomonToProblemSpec, type SolomonInstance } from '../solomon';
import { nearestCustomers, nodesInIdOrder } from './solomonNodes';

export interface TimeWarpOptions {
  random: () => number;
  /** Called between iterations; true ends the search (the attempt under way is dropped). */
  outOfTime: () => boolean;
  /** The search stops once the plan has this many routes (default 1). */
  targetRoutes?: number;
  /** Called each time a route is deleted for good. */
  onRouteRemoved?: (routes: number, iterations: number) => void;
  /** Cost of a unit of time warp, against a unit of distance (default 10). */
  warpWeight?: number;
  /** Cost of a unit of load over capacity (default 10). */
  loadWeight?: number;
  /** A ruin removes 1 to this many strings (default 4). */
  maxStrings?: number;
  /** ... each of 1 to this many customers (default 12). */
  maxStringLength?: number;
  /** The annealing temperature, as a multiple of the average distance per customer, runs from
   * `startTemperature` (default 4) to `endTemperature` (default 0.05) in each cycle. */
  startTemperature?: number;
  endTemperature?: number;
  /** Iterations of one cooling cycle (default 20,000). */
  cycleIterations?: number;
}

export interface TimeWarpResult {
  routes: number[][];
  iterations: number;
}

const EPSILON = 1e-7;
const NEAR_COUNT = 40;
const BLINK_RATE = 0.01;

interface Route {
  customers: number[];
  /** Segments of the depot and the first i customers: duration, time warp, earliest, latest. */
  prefixDuration: Float64Array;
  prefixWarp: Float64Array;
  prefixEarliest: Float64Array;
  prefixLatest: Float64Array;
  /** Segments of customers i.. and the depot back. */
  suffixDuration: Float64Array;
  suffixWarp: Float64Array;
  suffixEarliest: Float64Array;
  suffixLatest: Float64Array;
  load: number;
  distance: number;
  /** Time warp of the whole route, the drive back included. */
  warp: number;
  /** Distance plus penalties. */
  cost: number;
}

export function timeWarpMinimise(
  instance: SolomonInstance,
  start: number[][],
  options: TimeWarpOptions,
): TimeWarpResult {
  const nodes = nodesInIdOrder(instance);
  const size = nodes.length;
  const capacity = instance.capacity;
  const random = options.random;
  const pick = (count: number) => Math.floor(random() * count);
  const warpWeight = options.warpWeight ?? 10;
  const loadWeight = options.loadWeight ?? 10;
  const maxStrings = options.maxStrings ?? 4;
  const maxStringLength = options.maxStringLength ?? 12;
  const startTemperature = options.startTemperature ?? 4;
  const endTemperature = options.endTemperature ?? 0.05;
  const cycleIterations = options.cycleIterations ?? 20_000;

  // The solver's own matrix, as in ./nagataBraysy.ts.
  const travel = solomonToProblemSpec(instance).distances;
  const ready = Float64Array.from(nodes, (node) => node.ready);
  const due = Float64Array.from(nodes, (node) => node.due);
  const service = Float64Array.from(nodes, (node) => node.service);
  // The depot row's demand column is 0 in Solomon's files; a route's load is its customers' alone.
  const demand = Float64Array.from(nodes, (node) => (node.id === 0 ? 0 : node.demand));
  const near = nearestCustomers(travel, size, NEAR_COUNT);

  // One segment join (Vidal et al. 2013) into these four, so that judging allocates nothing.
  let joinedDuration = 0;
  let joinedWarp = 0;
  let joinedEarliest = 0;
  let joinedLatest = 0;
  function join(
    duration: number,
    warp: number,
    earliest: number,
    latest: number,
    last: number,
    first: number,
    nextDuration: number,
    nextWarp: number,
    nextEarliest: number,
    nextLatest: number,
  ): void {
    const drive = travel[last * size + first];
    const delta = duration - warp + drive;
    const wait = Math.max(nextEarliest - delta - latest, 0);
    const late = Math.max(earliest + delta - nextLatest, 0);
    joinedDuration = duration + nextDuration + drive + wait;
    joinedWarp = warp + nextWarp + late;
    joinedEarliest = Math.max(nextEarliest - delta, earliest) - wait;
    joinedLatest = Math.min(nextLatest - delta, latest) + late;
  }

  const excess = (load: number) => Math.max(0, load - capacity);
  const length = size + 1;
  const newRoute = (customers: number[]): Route => {
    const route: Route = {
      customers,
      prefixDuration: new Float64Array(length),
      prefixWarp: new Float64Array(length),
      prefixEarliest: new Float64Array(length),
      prefixLatest: new Float64Array(length),
      suffixDuration: new Float64Array(length),
      suffixWarp: new Float64Array(length),
      suffixEarliest: new Float64Array(length),
      suffixLatest: new Float64Array(length),
      load: 0,
      distance: 0,
      warp: 0,
      cost: 0,
    };
    rebuild(route);
    return route;
  };

  function rebuild(route: Route): void {
    const customers = route.customers;
    const n = customers.length;
    route.prefixDuration[0] = service[0];
    route.prefixWarp[0] = 0;
    route.prefixEarliest[0] = ready[0];
    route.prefixLatest[0] = due[0];
    let load = 0;
    let distance = 0;
    let last = 0;
    for (let i = 0; i < n; i++) {
      const v = customers[i];
      join(
        route.prefixDuration[i],
        route.prefixWarp[i],
        route.prefixEarliest[i],
        route.prefixLatest[i],
        last,
        v,
        service[v],
        0,
        ready[v],
        due[v],
      );
      route.prefixDuration[i + 1] = joinedDuration;
      route.prefixWarp[i + 1] = joinedWarp;
      route.prefixEarliest[i + 1] = joinedEarliest;
      route.prefixLatest[i + 1] = joinedLatest;
      load += demand[v];
      distance += travel[last * size + v];
      last = v;
    }
    distance += travel[last * size];
    route.suffixDuration[n] = service[0];
    route.suffixWarp[n] = 0;
    route.suffixEarliest[n] = ready[0];
    route.suffixLatest[n] = due[0];
    let next = 0;
    for (let i = n - 1; i >= 0; i--) {
      const v = customers[i];
      join(
        service[v],
        0,
        ready[v],
        due[v],
        v,
        next,
        route.suffixDuration[i + 1],
        route.suffixWarp[i + 1],
        route.suffixEarliest[i + 1],
        route.suffixLatest[i + 1],
      );
      route.suffixDuration[i] = joinedDuration;
      route.suffixWarp[i] = joinedWarp;
      route.suffixEarliest[i] = joinedEarliest;
      route.suffixLatest[i] = joinedLatest;
      next = v;
    }
    // The drive back counts: a route can be late only on its return to the depot.
    join(
      route.prefixDuration[n],
      route.prefixWarp[n],
      route.prefixEarliest[n],
      route.prefixLatest[n],
      last,
      0,
      service[0],
      0,
      ready[0],
      due[0],
    );
    route.warp = joinedWarp;
    route.load = load;
    route.distance = distance;
    route.cost = distance + warpWeight * joinedWarp + loadWeight * excess(load);
  }

  /** The change in cost of putting customer v before position i of the route. */
  function insertionCost(route: Route, v: number, i: number): number {
    const customers = route.customers;
    const previous = i === 0 ? 0 : customers[i - 1];
    const next = i === customers.length ? 0 : customers[i];
    join(
      route.prefixDuration[i],
      route.prefixWarp[i],
      route.prefixEarliest[i],
      route.prefixLatest[i],
      previous,
      v,
      service[v],
      0,
      ready[v],
      due[v],
    );
    join(
      joinedDuration,
      joinedWarp,
      joinedEarliest,
      joinedLatest,
      v,
      next,
      route.suffixDuration[i],
      route.suffixWarp[i],
      route.suffixEarliest[i],
      route.suffixLatest[i],
    );
    const detour =
      travel[previous * size + v] + travel[v * size + next] - travel[previous * size + next];
    return (
      detour +
      warpWeight * (joinedWarp - route.warp) +
      loadWeight * (excess(route.load + demand[v]) - excess(route.load))
    );
  }

  // What an iteration changed, to undo it when the plan is not accepted.
  const changed: Route[] = [];
  const changedCustomers: number[][] = [];
  const changedCost: number[] = [];
  function change(route: Route): void {
    if (changed.includes(route)) return;
    changed.push(route);
    changedCustomers.push(route.customers.slice());
    changedCost.push(route.cost);
  }

  /** Greedy recreate: each customer in turn where it costs least, a few positions blinked. */
  function insert(plan: Route[], pool: number[], blinkRate: number): void {
    for (const v of pool) {
      let best = Infinity;
      let bestRoute = -1;
      let bestPosition = 0;
      for (let k = 0; k < plan.length; k++) {
        const route = plan[k];
        for (let i = 0; i <= route.customers.length; i++) {
          if (blinkRate > 0 && random() < blinkRate) continue;
          const cost = insertionCost(route, v, i);
          if (cost < best) {
            best = cost;
            bestRoute = k;
            bestPosition = i;
          }
        }
      }
      // Every position blinked: any will do.
      if (bestRoute < 0) bestRoute = pick(plan.length);
      const route = plan[bestRoute];
      change(route);
      route.customers.splice(bestPosition, 0, v);
      rebuild(route);
    }
  }

  const routeOf = new Int32Array(size);
  /** Removes 1 to `maxStrings` strings from the routes of a random customer's near ones. */
  function ruin(plan: Route[]): number[] {
    plan.forEach((route, k) => {
      for (const v of route.customers) routeOf[v] = k;
    });
    const removed: number[] = [];
    const seed = 1 + pick(size - 1);
    const strings = 1 + pick(maxStrings);
    const ruined = new Set<number>();
    for (const w of [seed, ...near[seed]]) {
      if (ruined.size >= strings) break;
      const k = routeOf[w];
      if (ruined.has(k)) continue;
      ruined.add(k);
      const route = plan[k];
      const n = route.customers.length;
      const stringLength = 1 + pick(Math.min(maxStringLength, n));
      const at = route.customers.indexOf(w);
      const from = Math.max(0, Math.min(n - stringLength, at - pick(stringLength)));
      change(route);
      removed.push(...route.customers.splice(from, stringLength));
      rebuild(route);
    }
    return removed;
  }

  /** One of four orders: random, largest demand, farthest from the depot, tightest window. */
  function order(pool: number[]): void {
    const choice = pick(4);
    if (choice === 0) {
      for (let i = pool.length - 1; i > 0; i--) {
        const j = pick(i + 1);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
    } else if (choice === 1) pool.sort((a, b) => demand[b] - demand[a]);
    else if (choice === 2) pool.sort((a, b) => travel[b] - travel[a]);
    else pool.sort((a, b) => due[a] - ready[a] - (due[b] - ready[b]));
  }

  const onTime = (plan: Route[]) =>
    plan.every((route) => route.warp <= EPSILON && route.load <= capacity);
  const planCost = (plan: Route[]) => plan.reduce((sum, route) => sum + route.cost, 0);

  let iterations = 0;
  let routes = start.map((customers) => customers.slice());
  const target = Math.max(1, options.targetRoutes ?? 1);
  while (routes.length > target && !options.outOfTime()) {
    const plan = routes.map((customers) => newRoute(customers.slice()));
    let smallest = 0;
    for (let k = 1; k < plan.length; k++) {
      if (plan[k].customers.length < plan[smallest].customers.length) smallest = k;
    }
    const pool = plan.splice(smallest, 1)[0].customers;
    order(pool);
    insert(plan, pool, 0);
    let cost = planCost(plan);
    const average = plan.reduce((sum, route) => sum + route.distance, 0) / (size - 1);
    let found = onTime(plan);
    for (let attempt = 0; !found && !options.outOfTime(); attempt++) {
      iterations++;
      changed.length = 0;
      changedCustomers.length = 0;
      changedCost.length = 0;
      const removed = ruin(plan);
      order(removed);
      insert(plan, removed, BLINK_RATE);
      if (onTime(plan)) {
        found = true;
        break;
      }
      let next = cost;
      for (let i = 0; i < changed.length; i++) next += changed[i].cost - changedCost[i];
      const progress = (attempt % cycleIterations) / cycleIterations;
      const temperature =
        startTemperature * (endTemperature / startTemperature) ** progress * average;
      if (next < cost - temperature * Math.log(1 - random())) {
        cost = next;
        continue;
      }
      for (let i = 0; i < changed.length; i++) {
        changed[i].customers = changedCustomers[i];
        rebuild(changed[i]);
      }
    }
    if (!found) break;
    routes = plan.map((route) => route.customers.slice());
    options.onRouteRemoved?.(routes.length, iterations);
  }
  return { routes, iterations };
}
